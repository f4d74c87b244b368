#! args: --seed 14
#! status: 1
# The Battle of Agincourt §14 on a board the players set up themselves
# (§2: `new empty`, then `place`): the victory rules are the game's
# (scenarios/battle-of-agincourt/battle-of-agincourt.tcl, named in
# game.yaml), not the historical scenario's, so they hold here too.
# `status` shows where victory stands (§14.1, §14.2).
#
# §14.1: the French win at once, a sudden death victory, when 25 or more
# English units have been eliminated.
# 25 English units (e06-e30) stand in row 15, columns 03-27, each with a
# French man-at-arms straight north of it; in the French Mêlée phase
# each French unit attacks and rolls 1 1 = 2: E in every column (§11.3,
# Table 3).  The 25th elimination ends the game at once.
> new empty
new game: The Battle of Agincourt, empty board (seed 14)
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 14); orders: 0
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> place e06 0315 n
placed e06 (Camoys' Men-at-Arms 1) in 0315 n
> place f11 0314 s
placed f11 (Vanguard Men-at-Arms 1) in 0314 s
> place e07 0415 n
placed e07 (Camoys' Men-at-Arms 2) in 0415 n
> place f12 0414 s
placed f12 (Vanguard Men-at-Arms 2) in 0414 s
> place e08 0515 n
placed e08 (Camoys' Men-at-Arms 3) in 0515 n
> place f13 0514 s
placed f13 (Vanguard Men-at-Arms 3) in 0514 s
> place e09 0615 n
placed e09 (Camoys' Men-at-Arms 4) in 0615 n
> place f14 0614 s
placed f14 (Vanguard Men-at-Arms 4) in 0614 s
> place e10 0715 n
placed e10 (King's Household Men-at-Arms 1) in 0715 n
> place f15 0714 s
placed f15 (Vanguard Men-at-Arms 5) in 0714 s
> place e11 0815 n
placed e11 (King's Household Men-at-Arms 2) in 0815 n
> place f16 0814 s
placed f16 (Vanguard Men-at-Arms 6) in 0814 s
> place e12 0915 n
placed e12 (King's Household Men-at-Arms 3) in 0915 n
> place f17 0914 s
placed f17 (Vanguard Men-at-Arms 7) in 0914 s
> place e13 1015 n
placed e13 (King's Household Men-at-Arms 4) in 1015 n
> place f18 1014 s
placed f18 (Vanguard Men-at-Arms 8) in 1014 s
> place e14 1115 n
placed e14 (York's Men-at-Arms 1) in 1115 n
> place f19 1114 s
placed f19 (Vanguard Men-at-Arms 9) in 1114 s
> place e15 1215 n
placed e15 (York's Men-at-Arms 2) in 1215 n
> place f20 1214 s
placed f20 (Vanguard Men-at-Arms 10) in 1214 s
> place e16 1315 n
placed e16 (York's Men-at-Arms 3) in 1315 n
> place f21 1314 s
placed f21 (Vanguard Men-at-Arms 11) in 1314 s
> place e17 1415 n
placed e17 (York's Men-at-Arms 4) in 1415 n
> place f22 1414 s
placed f22 (Vanguard Men-at-Arms 12) in 1414 s
> place e18 1515 n
placed e18 (Left Wing Archers 1) in 1515 n
> place f23 1514 s
placed f23 (Vanguard Men-at-Arms 13) in 1514 s
> place e19 1615 n
placed e19 (Left Wing Archers 2) in 1615 n
> place f24 1614 s
placed f24 (Vanguard Men-at-Arms 14) in 1614 s
> place e20 1715 n
placed e20 (Left Wing Archers 3) in 1715 n
> place f25 1714 s
placed f25 (Vanguard Men-at-Arms 15) in 1714 s
> place e21 1815 n
placed e21 (Left Wing Archers 4) in 1815 n
> place f26 1814 s
placed f26 (Vanguard Men-at-Arms 16) in 1814 s
> place e22 1915 n
placed e22 (Left Wing Archers 5) in 1915 n
> place f27 1914 s
placed f27 (Vanguard Men-at-Arms 17) in 1914 s
> place e23 2015 n
placed e23 (Left Wing Archers 6) in 2015 n
> place f28 2014 s
placed f28 (Vanguard Men-at-Arms 18) in 2014 s
> place e24 2115 n
placed e24 (Left Wing Archers 7) in 2115 n
> place f43 2114 s
placed f43 (Main Battle Men-at-Arms 1) in 2114 s
> place e25 2215 n
placed e25 (Left Wing Archers 8) in 2215 n
> place f44 2214 s
placed f44 (Main Battle Men-at-Arms 2) in 2214 s
> place e26 2315 n
placed e26 (Left Wedge Archers) in 2315 n
> place f45 2314 s
placed f45 (Main Battle Men-at-Arms 3) in 2314 s
> place e27 2415 n
placed e27 (Right Wedge Archers 1) in 2415 n
> place f46 2414 s
placed f46 (Main Battle Men-at-Arms 4) in 2414 s
> place e28 2515 n
placed e28 (Right Wedge Archers 2) in 2515 n
> place f47 2514 s
placed f47 (Main Battle Men-at-Arms 5) in 2514 s
> place e29 2615 n
placed e29 (Right Wing Archers 1) in 2615 n
> place f48 2614 s
placed f48 (Main Battle Men-at-Arms 6) in 2614 s
> place e30 2715 n
placed e30 (Right Wing Archers 2) in 2715 n
> place f49 2714 s
placed f49 (Main Battle Men-at-Arms 7) in 2714 s
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 14); orders: 50
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 25 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 13 missile units with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
left undone: 25 units next to the enemy did not attack
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> next
left undone: 25 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> attack f11 -> e06
< 1 1
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e06: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e06 is eliminated
0315 is empty: one attacker may advance into it (§11.4): advance f11
> attack f12 -> e07
< 1 1
no one advanced into 0315: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e07: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e07 is eliminated
0415 is empty: one attacker may advance into it (§11.4): advance f12
> attack f13 -> e08
< 1 1
no one advanced into 0415: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e08: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e08 is eliminated
0515 is empty: one attacker may advance into it (§11.4): advance f13
> attack f14 -> e09
< 1 1
no one advanced into 0515: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e09: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e09 is eliminated
0615 is empty: one attacker may advance into it (§11.4): advance f14
> attack f15 -> e10
< 1 1
no one advanced into 0615: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e10: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e10 is eliminated
0715 is empty: one attacker may advance into it (§11.4): advance f15
> attack f16 -> e11
< 1 1
no one advanced into 0715: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e11: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e11 is eliminated
0815 is empty: one attacker may advance into it (§11.4): advance f16
> attack f17 -> e12
< 1 1
no one advanced into 0815: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e12: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e12 is eliminated
0915 is empty: one attacker may advance into it (§11.4): advance f17
> attack f18 -> e13
< 1 1
no one advanced into 0915: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e13: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e13 is eliminated
1015 is empty: one attacker may advance into it (§11.4): advance f18
> attack f19 -> e14
< 1 1
no one advanced into 1015: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e14: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e14 is eliminated
1115 is empty: one attacker may advance into it (§11.4): advance f19
> attack f20 -> e15
< 1 1
no one advanced into 1115: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e15: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e15 is eliminated
1215 is empty: one attacker may advance into it (§11.4): advance f20
> attack f21 -> e16
< 1 1
no one advanced into 1215: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e16: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e16 is eliminated
1315 is empty: one attacker may advance into it (§11.4): advance f21
> attack f22 -> e17
< 1 1
no one advanced into 1315: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e17: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e17 is eliminated
1415 is empty: one attacker may advance into it (§11.4): advance f22
> attack f23 -> e18
< 1 1
no one advanced into 1415: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e18: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e18 is eliminated
1515 is empty: one attacker may advance into it (§11.4): advance f23
> attack f24 -> e19
< 1 1
no one advanced into 1515: that chance has passed (§11.4)
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM: none
roll 2d6 for the attack on e19: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 1:1: E (Eliminated, §11.3)
e19 is eliminated
1615 is empty: one attacker may advance into it (§11.4): advance f24
> attack f25 -> e20
< 1 1
no one advanced into 1615: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e20: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e20 is eliminated
1715 is empty: one attacker may advance into it (§11.4): advance f25
> attack f26 -> e21
< 1 1
no one advanced into 1715: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e21: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e21 is eliminated
1815 is empty: one attacker may advance into it (§11.4): advance f26
> attack f27 -> e22
< 1 1
no one advanced into 1815: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e22: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e22 is eliminated
1915 is empty: one attacker may advance into it (§11.4): advance f27
> attack f28 -> e23
< 1 1
no one advanced into 1915: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e23: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e23 is eliminated
2015 is empty: one attacker may advance into it (§11.4): advance f28
> attack f43 -> e24
< 1 1
no one advanced into 2015: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e24: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e24 is eliminated
2115 is empty: one attacker may advance into it (§11.4): advance f43
> attack f44 -> e25
< 1 1
no one advanced into 2115: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e25: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e25 is eliminated
2215 is empty: one attacker may advance into it (§11.4): advance f44
> attack f45 -> e26
< 1 1
no one advanced into 2215: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e26: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e26 is eliminated
2315 is empty: one attacker may advance into it (§11.4): advance f45
> attack f46 -> e27
< 1 1
no one advanced into 2315: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e27: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e27 is eliminated
2415 is empty: one attacker may advance into it (§11.4): advance f46
> attack f47 -> e28
< 1 1
no one advanced into 2415: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e28: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e28 is eliminated
2515 is empty: one attacker may advance into it (§11.4): advance f47
> attack f48 -> e29
< 1 1
no one advanced into 2515: that chance has passed (§11.4)
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on e29: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
e29 is eliminated
2615 is empty: one attacker may advance into it (§11.4): advance f48
# 24 English units lost: one short of sudden death.
> status
The Battle of Agincourt, empty board
turn 1 of 8, French Mêlée phase (§10)
units eliminated: English 24, French 0
optional rules: none
dice: manual (seed 14); orders: 81
victory (§14): French 0 of 35 lost, English 24 of 25 lost; French victory points 24 of 25 (0 French units on or south of row 19)
> attack f49 -> e30
< 1 1
no one advanced into 2615: that chance has passed (§11.4)
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM: none
roll 2d6 for the attack on e30: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 1:1: E (Eliminated, §11.3)
e30 is eliminated
2715 is empty: one attacker may advance into it (§11.4): advance f49
Winner: the French (sudden death: 25 English units eliminated, 25 or more (§14.1))
the game is over: no advance or counter-attack follows
> status
The Battle of Agincourt, empty board
the game is over: the French won in turn 1 of 8
result: the French won: sudden death: 25 English units eliminated, 25 or more (§14.1)
units eliminated: English 25, French 0
optional rules: none
dice: manual (seed 14); orders: 82
victory (§14): French 0 of 35 lost, English 25 of 25 lost; French victory points 25 of 25 (0 French units on or south of row 19)
> next
error: the game is over: the French won in turn 1 of 8
