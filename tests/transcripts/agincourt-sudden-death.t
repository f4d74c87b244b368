#! args: --seed 5
# The Battle of Agincourt §14.1: sudden death ends the game at once, in
# the middle of a combat's consequences: the advance that mêlée opened
# is not offered any more, and every later order is refused (a playtest
# of the game-over handling: 35 French units fall one by one).
> new battle-of-agincourt historical seed=5
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 5)
> place e18 0511 n
placed e18 (Left Wing Archers 1) in 0511 n
> place f11 0510 s
placed f11 (Vanguard Men-at-Arms 1) in 0510 s
> place e19 0611 n
placed e19 (Left Wing Archers 2) in 0611 n
> place f12 0610 s
placed f12 (Vanguard Men-at-Arms 2) in 0610 s
> place e20 0711 n
placed e20 (Left Wing Archers 3) in 0711 n
> place f13 0710 s
placed f13 (Vanguard Men-at-Arms 3) in 0710 s
> place e21 0811 n
placed e21 (Left Wing Archers 4) in 0811 n
> place f14 0810 s
placed f14 (Vanguard Men-at-Arms 4) in 0810 s
> place e22 0911 n
placed e22 (Left Wing Archers 5) in 0911 n
> place f15 0910 s
placed f15 (Vanguard Men-at-Arms 5) in 0910 s
> place e23 1011 n
placed e23 (Left Wing Archers 6) in 1011 n
> place f16 1010 s
placed f16 (Vanguard Men-at-Arms 6) in 1010 s
> place e24 1111 n
placed e24 (Left Wing Archers 7) in 1111 n
> place f17 1110 s
placed f17 (Vanguard Men-at-Arms 7) in 1110 s
> place e25 1211 n
placed e25 (Left Wing Archers 8) in 1211 n
> place f18 1210 s
placed f18 (Vanguard Men-at-Arms 8) in 1210 s
> place e26 1311 n
placed e26 (Left Wedge Archers) in 1311 n
> place f19 1310 s
placed f19 (Vanguard Men-at-Arms 9) in 1310 s
> place e27 1411 n
placed e27 (Right Wedge Archers 1) in 1411 n
> place f20 1410 s
placed f20 (Vanguard Men-at-Arms 10) in 1410 s
> place e28 1511 n
placed e28 (Right Wedge Archers 2) in 1511 n
> place f21 1510 s
placed f21 (Vanguard Men-at-Arms 11) in 1510 s
> place e29 1611 n
placed e29 (Right Wing Archers 1) in 1611 n
> place f22 1610 s
placed f22 (Vanguard Men-at-Arms 12) in 1610 s
> place e30 1711 n
placed e30 (Right Wing Archers 2) in 1711 n
> place f23 1710 s
placed f23 (Vanguard Men-at-Arms 13) in 1710 s
> place e31 1811 n
placed e31 (Right Wing Archers 3) in 1811 n
> place f24 1810 s
placed f24 (Vanguard Men-at-Arms 14) in 1810 s
> place e32 1911 n
placed e32 (Right Wing Archers 4) in 1911 n
> place f25 1910 s
placed f25 (Vanguard Men-at-Arms 15) in 1910 s
> place e33 2011 n
placed e33 (Right Wing Archers 5) in 2011 n
> place f26 2010 s
placed f26 (Vanguard Men-at-Arms 16) in 2010 s
> place e34 2111 n
placed e34 (Right Wing Archers 6) in 2111 n
> place f27 2110 s
placed f27 (Vanguard Men-at-Arms 17) in 2110 s
> place e35 2211 n
placed e35 (Right Wing Archers 7) in 2211 n
> place f28 2210 s
placed f28 (Vanguard Men-at-Arms 18) in 2210 s
> place e36 2311 n
placed e36 (Right Wing Archers 8) in 2311 n
> place f43 2310 s
placed f43 (Main Battle Men-at-Arms 1) in 2310 s
> place e37 2411 n
placed e37 (Right Wing Archers 9) in 2411 n
> place f44 2410 s
placed f44 (Main Battle Men-at-Arms 2) in 2410 s
> place e38 2511 n
placed e38 (Right Wing Archers 10) in 2511 n
> place f45 2510 s
placed f45 (Main Battle Men-at-Arms 3) in 2510 s
> place e39 2611 n
placed e39 (King's Bodyguard Archers) in 2611 n
> place f46 2610 s
placed f46 (Main Battle Men-at-Arms 4) in 2610 s
> place e06 2711 n
placed e06 (Camoys' Men-at-Arms 1) in 2711 n
> place f47 2710 s
placed f47 (Main Battle Men-at-Arms 5) in 2710 s
> place e07 0518 n
placed e07 (Camoys' Men-at-Arms 2) in 0518 n
> place f48 0517 s
placed f48 (Main Battle Men-at-Arms 6) in 0517 s
> place e08 0618 n
placed e08 (Camoys' Men-at-Arms 3) in 0618 n
> place f49 0617 s
placed f49 (Main Battle Men-at-Arms 7) in 0617 s
> place e09 0718 n
placed e09 (Camoys' Men-at-Arms 4) in 0718 n
> place f50 0717 s
placed f50 (Main Battle Men-at-Arms 8) in 0717 s
> place e10 0818 n
placed e10 (King's Household Men-at-Arms 1) in 0818 n
> place f51 0817 s
placed f51 (Main Battle Men-at-Arms 9) in 0817 s
> place e11 0918 n
placed e11 (King's Household Men-at-Arms 2) in 0918 n
> place f52 0917 s
placed f52 (Main Battle Men-at-Arms 10) in 0917 s
> place e12 1018 n
placed e12 (King's Household Men-at-Arms 3) in 1018 n
> place f53 1017 s
placed f53 (Main Battle Men-at-Arms 11) in 1017 s
> place e13 1118 n
placed e13 (King's Household Men-at-Arms 4) in 1118 n
> place f54 1117 s
placed f54 (Main Battle Men-at-Arms 12) in 1117 s
> place e14 1218 n
placed e14 (York's Men-at-Arms 1) in 1218 n
> place f55 1217 s
placed f55 (Main Battle Men-at-Arms 13) in 1217 s
> place e15 1318 n
placed e15 (York's Men-at-Arms 2) in 1318 n
> place f56 1317 s
placed f56 (Main Battle Men-at-Arms 14) in 1317 s
> place e16 1418 n
placed e16 (York's Men-at-Arms 3) in 1418 n
> place f57 1417 s
placed f57 (Main Battle Men-at-Arms 15) in 1417 s
> place e17 1518 n
placed e17 (York's Men-at-Arms 4) in 1518 n
> place f58 1517 s
placed f58 (Main Battle Men-at-Arms 16) in 1517 s
> place e02 1618 n
placed e02 (Duke of York) in 1618 n
> place f59 1617 s
placed f59 (Main Battle Men-at-Arms 17) in 1617 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 39 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> fire e18 f11
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f11: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f11 is eliminated
> fire e19 f12
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f12: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f12 is eliminated
> fire e20 f13
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f13: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f13 is eliminated
> fire e21 f14
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f14: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f14 is eliminated
> fire e22 f15
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f15: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f15 is eliminated
> fire e23 f16
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f16: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f16 is eliminated
> fire e24 f17
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f17: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f17 is eliminated
> fire e25 f18
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f18: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f18 is eliminated
> fire e26 f19
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f19: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f19 is eliminated
> fire e27 f20
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f20: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f20 is eliminated
> fire e28 f21
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f21: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f21 is eliminated
> fire e29 f22
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f22: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f22 is eliminated
> fire e30 f23
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f23: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f23 is eliminated
> fire e31 f24
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f24: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f24 is eliminated
> fire e32 f25
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f25: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f25 is eliminated
> fire e33 f26
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f26: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f26 is eliminated
> fire e34 f27
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f27: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f27 is eliminated
> fire e35 f28
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f28: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f28 is eliminated
> fire e36 f43
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f43: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f43 is eliminated
> fire e37 f44
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f44: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f44 is eliminated
> fire e38 f45
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f45: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f45 is eliminated
> fire e39 f46
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f46: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f46 is eliminated
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack e06 -> f47
< 1 1
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f47: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f47 is eliminated
2710 is empty: one attacker may advance into it (§11.4): advance e06
> attack e07 -> f48
< 1 1
no one advanced into 2710: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f48: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f48 is eliminated
0517 is empty: one attacker may advance into it (§11.4): advance e07
> attack e08 -> f49
< 1 1
no one advanced into 0517: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f49: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f49 is eliminated
0617 is empty: one attacker may advance into it (§11.4): advance e08
> attack e09 -> f50
< 1 1
no one advanced into 0617: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f50: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f50 is eliminated
0717 is empty: one attacker may advance into it (§11.4): advance e09
> attack e10 -> f51
< 1 1
no one advanced into 0717: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f51: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f51 is eliminated
0817 is empty: one attacker may advance into it (§11.4): advance e10
> attack e11 -> f52
< 1 1
no one advanced into 0817: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f52: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f52 is eliminated
0917 is empty: one attacker may advance into it (§11.4): advance e11
> attack e12 -> f53
< 1 1
no one advanced into 0917: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f53: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f53 is eliminated
1017 is empty: one attacker may advance into it (§11.4): advance e12
> attack e13 -> f54
< 1 1
no one advanced into 1017: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f54: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f54 is eliminated
1117 is empty: one attacker may advance into it (§11.4): advance e13
> attack e14 -> f55
< 1 1
no one advanced into 1117: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f55: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f55 is eliminated
1217 is empty: one attacker may advance into it (§11.4): advance e14
> attack e15 -> f56
< 1 1
no one advanced into 1217: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f56: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f56 is eliminated
1317 is empty: one attacker may advance into it (§11.4): advance e15
> attack e16 -> f57
< 1 1
no one advanced into 1317: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f57: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f57 is eliminated
1417 is empty: one attacker may advance into it (§11.4): advance e16
> attack e17 -> f58
< 1 1
no one advanced into 1417: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6 for the attack on f58: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -1, MDR 1 at 2:1: E (Eliminated, §11.3)
f58 is eliminated
1517 is empty: one attacker may advance into it (§11.4): advance e17
> attack e02 -> f59
< 1 1
no one advanced into 1517: that chance has passed (§11.4)
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§11.1)
DRM -1: a leader attacks (§11.2)
roll 2d6 for the attack on f59: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -1, MDR 1 at 1:1: E (Eliminated, §11.3)
f59 is eliminated
1617 is empty: one attacker may advance into it (§11.4): advance e02
Winner: the English (sudden death: 35 French units eliminated, 35 or more (§14.1))
the game is over: no advance or counter-attack follows
> next
error: the game is over: the English won in turn 1 of 8
> move e10 1213
error: the game is over: the English won: sudden death: 35 French units eliminated, 35 or more (§14.1)
> advance e02
error: the game is over: the English won: sudden death: 35 French units eliminated, 35 or more (§14.1)
#! status: 1
