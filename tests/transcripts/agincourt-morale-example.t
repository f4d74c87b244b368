#! args: --seed 13
# The Battle of Agincourt, the morale check of §13 and its DRMs, with the
# optional rule of §13.1.
#
# §13's example: "if a unit is next to two Leader units, and one friendly
# Leader unit has been eliminated, then the resulting DRM will be
# 2 x 1 - 1 = 1."  The leader is eliminated for real, in combat.  Also:
# the +1 "applies no matter if the Leader unit is routed or not", and
# "Friendly routed headquarter units that are still on the board do not
# impose a -1DRM."
#
# French: f11 (men-at-arms, MR 6) in 1212, between the leaders f01 (1112,
# its nw) and f03 (1312, its ne); the leader f02 in 1215.  f12, f13 and
# f14 stand north of f03, so that it cannot rout away (§13.4).
> new empty seed=13
new game: The Battle of Agincourt, empty board (seed 13)
> place f11 1212 s
placed f11 (Vanguard Men-at-Arms 1) in 1212 s
> place f01 1112 s
placed f01 (Constable d'Albret) in 1112 s
> place f03 1312 s
placed f03 (Duke of Orléans) in 1312 s
> place f02 1215 n
placed f02 (Marshal Boucicaut) in 1215 n
> place f12 1311 s
placed f12 (Vanguard Men-at-Arms 2) in 1311 s
> place f13 1211 s
placed f13 (Vanguard Men-at-Arms 3) in 1211 s
> place f14 1411 s
placed f14 (Vanguard Men-at-Arms 4) in 1411 s
> place e10 1216 n
placed e10 (King's Household Men-at-Arms 1) in 1216 n
> place e11 1213 n
placed e11 (King's Household Men-at-Arms 2) in 1213 n
> place e12 1313 n
placed e12 (King's Household Men-at-Arms 3) in 1313 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 3 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
# e10 attacks f02 over its rear (9:5, 3:2, -4DRM) and rolls 1 1: E.
> attack 1216 -> 1215
< 1 1
odds: AF 9 against DF 5 is 9:5, rounded down to 3:2 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f02: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 3:2: E (Eliminated, §11.3)
f02 is eliminated
1215 is empty: one attacker may advance into it (§11.4): advance e10
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Mêlée phase (§10)
units eliminated: English 0, French 1
optional rules: none
dice: manual (seed 13); orders: 14
victory (§14): French 1 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
# e12 attacks f03 (9:5, 3:2): 3 3 = 6 is M.  f03 (MR 5) has -1 for the
# eliminated f02 and fails on 1 1; it is routed, with nowhere closer to
# the north edge to go.
> attack 1313 -> 1312
< 3 3
< 1 1
no one advanced into 1215: that chance has passed (§11.4)
odds: AF 9 against DF 5 is 9:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on f03: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f03: 1 1
morale check of f03 (MR 5, §13): 2d6: 1+1 = 2 (physical), DRM -1, MDR 1: fails
  DRM -1: friendly leader eliminated (§13)
f03 is routed (§4, §13)
f03 cannot move any closer to the n edge and stays in 1312 (§13.4)
> show f03
f03: Duke of Orléans
  French Leader, division
  af 4 df 5 rdf 2 range 0 mf 5 mr 5
  position: 1312 routed
  terrain: Clear
  this phase: was attacked
# e11 attacks f11 (9:4, 2:1): 3 3 = 6 is M.  f11 is next to two friendly
# leaders (+1 each, the routed f03 too) and one friendly leader is
# eliminated (-1; the routed f03 is still on the board): DRM +1.  It
# rolls 2 2 = 4, MDR 5 against MR 6: fails.
> attack 1213 -> 1212
< 3 3
< 2 2
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 2 2
morale check of f11 (MR 6, §13): 2d6: 2+2 = 4 (physical), DRM +1, MDR 5: fails
  DRM +2: next to a friendly leader (§13)
  DRM -1: friendly leader eliminated (§13)
f11 is routed (§4, §13)
f11 cannot move any closer to the n edge and stays in 1212 (§13.4)
# The same check rolled 3 2 = 5, MDR 6: passes.
> undo --agreed
undone: attack 1213 -> 1212
> attack 1213 -> 1212
< 3 3
< 3 2
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 3 2
morale check of f11 (MR 6, §13): 2d6: 3+2 = 5 (physical), DRM +1, MDR 6: passes
  DRM +2: next to a friendly leader (§13)
  DRM -1: friendly leader eliminated (§13)
f11 may counter-attack one attacker (§11.5): counter f11 -> e11
# §13.1 (optional): "For every 15 French units eliminated, the French
# units incur a -1DRM to all their MCs."  Fifteen English units each
# eliminate a French unit (a roll of 1 1, MDR 2, is E at any odds).
> new empty +french-losses seed=13
new game: The Battle of Agincourt, empty board (seed 13)
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: French morale -1 per 15 French units lost (§13.1)
dice: auto (seed 13); orders: 0
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> place e06 0316 n
placed e06 (Camoys' Men-at-Arms 1) in 0316 n
> place f11 0315 s
placed f11 (Vanguard Men-at-Arms 1) in 0315 s
> place e07 0416 n
placed e07 (Camoys' Men-at-Arms 2) in 0416 n
> place f12 0415 s
placed f12 (Vanguard Men-at-Arms 2) in 0415 s
> place e08 0516 n
placed e08 (Camoys' Men-at-Arms 3) in 0516 n
> place f13 0515 s
placed f13 (Vanguard Men-at-Arms 3) in 0515 s
> place e09 0616 n
placed e09 (Camoys' Men-at-Arms 4) in 0616 n
> place f14 0615 s
placed f14 (Vanguard Men-at-Arms 4) in 0615 s
> place e10 0716 n
placed e10 (King's Household Men-at-Arms 1) in 0716 n
> place f15 0715 s
placed f15 (Vanguard Men-at-Arms 5) in 0715 s
> place e11 0816 n
placed e11 (King's Household Men-at-Arms 2) in 0816 n
> place f16 0815 s
placed f16 (Vanguard Men-at-Arms 6) in 0815 s
> place e12 0916 n
placed e12 (King's Household Men-at-Arms 3) in 0916 n
> place f17 0915 s
placed f17 (Vanguard Men-at-Arms 7) in 0915 s
> place e13 1016 n
placed e13 (King's Household Men-at-Arms 4) in 1016 n
> place f18 1015 s
placed f18 (Vanguard Men-at-Arms 8) in 1015 s
> place e14 1116 n
placed e14 (York's Men-at-Arms 1) in 1116 n
> place f19 1115 s
placed f19 (Vanguard Men-at-Arms 9) in 1115 s
> place e15 1216 n
placed e15 (York's Men-at-Arms 2) in 1216 n
> place f20 1215 s
placed f20 (Vanguard Men-at-Arms 10) in 1215 s
> place e16 1316 n
placed e16 (York's Men-at-Arms 3) in 1316 n
> place f21 1315 s
placed f21 (Vanguard Men-at-Arms 11) in 1315 s
> place e17 1416 n
placed e17 (York's Men-at-Arms 4) in 1416 n
> place f22 1415 s
placed f22 (Vanguard Men-at-Arms 12) in 1415 s
> place e18 1516 n
placed e18 (Left Wing Archers 1) in 1516 n
> place f23 1515 s
placed f23 (Vanguard Men-at-Arms 13) in 1515 s
> place e19 1616 n
placed e19 (Left Wing Archers 2) in 1616 n
> place f24 1615 s
placed f24 (Vanguard Men-at-Arms 14) in 1615 s
> place e20 1716 n
placed e20 (Left Wing Archers 3) in 1716 n
> place f25 1715 s
placed f25 (Vanguard Men-at-Arms 15) in 1715 s
> place e21 1816 n
placed e21 (Left Wing Archers 4) in 1816 n
> place f26 1815 s
placed f26 (Vanguard Men-at-Arms 16) in 1815 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 16 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 4 missile units with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack 0316 -> 0315
< 1 1
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f11 is eliminated
0315 is empty: one attacker may advance into it (§11.4): advance e06
> attack 0416 -> 0415
< 1 1
no one advanced into 0315: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f12: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f12 is eliminated
0415 is empty: one attacker may advance into it (§11.4): advance e07
> attack 0516 -> 0515
< 1 1
no one advanced into 0415: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f13: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f13 is eliminated
0515 is empty: one attacker may advance into it (§11.4): advance e08
> attack 0616 -> 0615
< 1 1
no one advanced into 0515: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f14: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f14 is eliminated
0615 is empty: one attacker may advance into it (§11.4): advance e09
> attack 0716 -> 0715
< 1 1
no one advanced into 0615: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f15: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f15 is eliminated
0715 is empty: one attacker may advance into it (§11.4): advance e10
> attack 0816 -> 0815
< 1 1
no one advanced into 0715: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f16: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f16 is eliminated
0815 is empty: one attacker may advance into it (§11.4): advance e11
> attack 0916 -> 0915
< 1 1
no one advanced into 0815: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f17: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f17 is eliminated
0915 is empty: one attacker may advance into it (§11.4): advance e12
> attack 1016 -> 1015
< 1 1
no one advanced into 0915: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f18: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f18 is eliminated
1015 is empty: one attacker may advance into it (§11.4): advance e13
> attack 1116 -> 1115
< 1 1
no one advanced into 1015: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f19: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f19 is eliminated
1115 is empty: one attacker may advance into it (§11.4): advance e14
> attack 1216 -> 1215
< 1 1
no one advanced into 1115: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f20: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f20 is eliminated
1215 is empty: one attacker may advance into it (§11.4): advance e15
> attack 1316 -> 1315
< 1 1
no one advanced into 1215: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f21: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f21 is eliminated
1315 is empty: one attacker may advance into it (§11.4): advance e16
> attack 1416 -> 1415
< 1 1
no one advanced into 1315: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f22: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f22 is eliminated
1415 is empty: one attacker may advance into it (§11.4): advance e17
> attack 1516 -> 1515
< 1 1
no one advanced into 1415: that chance has passed (§11.4)
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on f23: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f23 is eliminated
1515 is empty: one attacker may advance into it (§11.4): advance e18
> attack 1616 -> 1615
< 1 1
no one advanced into 1515: that chance has passed (§11.4)
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on f24: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f24 is eliminated
1615 is empty: one attacker may advance into it (§11.4): advance e19
> attack 1716 -> 1715
< 1 1
no one advanced into 1615: that chance has passed (§11.4)
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on f25: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f25 is eliminated
1715 is empty: one attacker may advance into it (§11.4): advance e20
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Mêlée phase (§10)
units eliminated: English 0, French 15
optional rules: French morale -1 per 15 French units lost (§13.1)
dice: manual (seed 13); orders: 50
victory (§14): French 15 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
# e21 (archer, AF 6) attacks f26 (DF 4): 6:4, 3:2; 2 3 = 5 is M.  f26
# (MR 6) has -1 for the 15 French losses and fails on 3 3: MDR 5.
> attack 1816 -> 1815
< 2 3
< 3 3
no one advanced into 1715: that chance has passed (§11.4)
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on f26: 2 3
roll 2d6: 2+3 = 5 (physical), DRM +0, MDR 5 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f26: 3 3
morale check of f26 (MR 6, §13): 2d6: 3+3 = 6 (physical), DRM -1, MDR 5: fails
  DRM -1: French losses (§13.1)
f26 is routed (§4, §13)
f26 routs toward the n edge (§13.4): 1814 1813 1812
1815 is empty: one attacker may advance into it (§11.4): advance e21
