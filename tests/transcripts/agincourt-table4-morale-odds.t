#! args: --empty --seed 3
# The Battle of Agincourt, Table 4 (bottom): the chance that a morale
# check succeeds, 2d6 + DRM against the unit's MR (§13), and each DRM of
# §13 and §13.1.  `odds morale UNIT` answers for the unit as it stands.
#
# Table 4 at 0 DRM, P(X + Y >= MR):
#   MR 3  35/36 = 97.2%     MR 5  5/6 = 83.3%     MR 6  13/18 = 72.2%
#   MR 7  7/12 = 58.3%      MR 8  5/12 = 41.7%
# One unit of each MR, none next to a leader: e01 Henry V (MR 3),
# e06 men-at-arms (5), e18 archers (6), f37 cavalry (7), f29 crossbowmen
# (8).
> new empty seed=3
new game: The Battle of Agincourt, empty board (seed 3)
> place e01 1011 n
placed e01 (Henry V) in 1011 n
> place e06 1211 n
placed e06 (Camoys' Men-at-Arms 1) in 1211 n
> place e18 1411 n
placed e18 (Left Wing Archers 1) in 1411 n
> place f37 1611 s
placed f37 (Right Wing Horse 1) in 1611 s
> place f29 1811 s
placed f29 (Crossbowmen 1) in 1811 s
> odds morale e01
morale check of e01 (MR 3, §13): 2d6 + DRM passes at 3 or more
  DRM: none
chances at DRM +0: passes 35/36 = 97.2%, fails 1/36 = 2.8% (a failure routs it, §13.4)
> odds morale e06
morale check of e06 (MR 5, §13): 2d6 + DRM passes at 5 or more
  DRM: none
chances at DRM +0: passes 5/6 = 83.3%, fails 1/6 = 16.7% (a failure routs it, §13.4)
> odds morale e18
morale check of e18 (MR 6, §13): 2d6 + DRM passes at 6 or more
  DRM: none
chances at DRM +0: passes 13/18 = 72.2%, fails 5/18 = 27.8% (a failure routs it, §13.4)
> odds morale f37
morale check of f37 (MR 7, §13): 2d6 + DRM passes at 7 or more
  DRM: none
chances at DRM +0: passes 7/12 = 58.3%, fails 5/12 = 41.7% (a failure routs it, §13.4)
> odds morale f29
morale check of f29 (MR 8, §13): 2d6 + DRM passes at 8 or more
  DRM: none
chances at DRM +0: passes 5/12 = 41.7%, fails 7/12 = 58.3% (a failure routs it, §13.4)
# §13: "A unit adjacent to a friendly Leader unit receives a +1DRM", one
# per leader: f29 (MR 8) next to f01 needs 7 (21/36 = 7/12), next to f01
# and f03 it needs 6 (26/36 = 13/18).
> place f01 1810 s
placed f01 (Constable d'Albret) in 1810 s
> odds morale f29
morale check of f29 (MR 8, §13): 2d6 + DRM passes at 8 or more
  DRM +1: next to a friendly leader (§13)
chances at DRM +1: passes 7/12 = 58.3%, fails 5/12 = 41.7% (a failure routs it, §13.4)
> place f03 1812 s
placed f03 (Duke of Orléans) in 1812 s
> odds morale f29
morale check of f29 (MR 8, §13): 2d6 + DRM passes at 8 or more
  DRM +2: next to a friendly leader (§13)
chances at DRM +2: passes 13/18 = 72.2%, fails 5/18 = 27.8% (a failure routs it, §13.4)
# §13: "-1DRM per friendly Leader unit eliminated": f02 is eliminated in
# combat (a rear attack, 1 1).  Then the book's example: "next to two
# Leader units, and one friendly Leader unit has been eliminated ... the
# resulting DRM will be 2 x 1 - 1 = 1": f29 needs 7 again (7/12).  f37,
# next to no leader, has -1 alone: MR 7 needs 8 (15/36 = 5/12).
> place f02 1215 n
placed f02 (Marshal Boucicaut) in 1215 n
> place e10 1216 n
placed e10 (King's Household Men-at-Arms 1) in 1216 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 4 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack 1216 -> 1215
< 1 1
odds: AF 9 against DF 5 is 9:5, rounded down to 3:2 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f02: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 3:2: E (Eliminated, §11.3)
f02 is eliminated
1215 is empty: one attacker may advance into it (§11.4): advance e10
> odds morale f29
morale check of f29 (MR 8, §13): 2d6 + DRM passes at 8 or more
  DRM +2: next to a friendly leader (§13)
  DRM -1: friendly leader eliminated (§13)
chances at DRM +1: passes 7/12 = 58.3%, fails 5/12 = 41.7% (a failure routs it, §13.4)
> odds morale 1611
morale check of f37 (MR 7, §13): 2d6 + DRM passes at 7 or more
  DRM -1: friendly leader eliminated (§13)
chances at DRM -1: passes 5/12 = 41.7%, fails 7/12 = 58.3% (a failure routs it, §13.4)
# §13: units that take no check after combat are named, with the chance
# they would have (they still check in the Rally phase when routed): an
# English unit backed by a friend in its rear hex, the Regicide next to a
# friendly unit (f10 here is also next to f01: +1 - 1).
> place e07 1212 n
placed e07 (Camoys' Men-at-Arms 2) in 1212 n
> odds morale e06
morale check of e06 (MR 5, §13): 2d6 + DRM passes at 5 or more
  DRM: none
chances at DRM +0: passes 5/6 = 83.3%, fails 1/6 = 16.7% (a failure routs it, §13.4)
after combat it takes no check: backed by a friendly unit in its rear hex (§13)
> place f10 1711 s
placed f10 (The Eighteen Esquires) in 1711 s
> odds morale f10
morale check of f10 (MR 3, §13): 2d6 + DRM passes at 3 or more
  DRM +1: next to a friendly leader (§13)
  DRM -1: friendly leader eliminated (§13)
chances at DRM +0: passes 35/36 = 97.2%, fails 1/36 = 2.8% (a failure routs it, §13.4)
after combat it takes no check: the Regicide next to a friendly unit (§13)
# Only a unit on the map checks its morale.
> odds morale e02
error: e02 is not on the map: only a unit on the map checks its morale
> odds morale f02
error: f02 has been eliminated: only a unit on the map checks its morale
> odds morale
error: expected odds morale UNIT
> odds morale nobody
error: no unit "nobody" (expected a unit id such as e01, or a name)
# §13.1 (optional): -1DRM to French checks for every 15 French units
# eliminated.  Fifteen rear attacks at 1 1 eliminate f11-f25; then f29
# (MR 8) needs 9: 10/36 = 5/18.  The English e30 is untouched.
> new empty +french-losses seed=3
new game: The Battle of Agincourt, empty board (seed 3)
> place e06 0316 n
placed e06 (Camoys' Men-at-Arms 1) in 0316 n
> place f11 0315 n
placed f11 (Vanguard Men-at-Arms 1) in 0315 n
> place e07 0416 n
placed e07 (Camoys' Men-at-Arms 2) in 0416 n
> place f12 0415 n
placed f12 (Vanguard Men-at-Arms 2) in 0415 n
> place e08 0516 n
placed e08 (Camoys' Men-at-Arms 3) in 0516 n
> place f13 0515 n
placed f13 (Vanguard Men-at-Arms 3) in 0515 n
> place e09 0616 n
placed e09 (Camoys' Men-at-Arms 4) in 0616 n
> place f14 0615 n
placed f14 (Vanguard Men-at-Arms 4) in 0615 n
> place e10 0716 n
placed e10 (King's Household Men-at-Arms 1) in 0716 n
> place f15 0715 n
placed f15 (Vanguard Men-at-Arms 5) in 0715 n
> place e11 0816 n
placed e11 (King's Household Men-at-Arms 2) in 0816 n
> place f16 0815 n
placed f16 (Vanguard Men-at-Arms 6) in 0815 n
> place e12 0916 n
placed e12 (King's Household Men-at-Arms 3) in 0916 n
> place f17 0915 n
placed f17 (Vanguard Men-at-Arms 7) in 0915 n
> place e13 1016 n
placed e13 (King's Household Men-at-Arms 4) in 1016 n
> place f18 1015 n
placed f18 (Vanguard Men-at-Arms 8) in 1015 n
> place e14 1116 n
placed e14 (York's Men-at-Arms 1) in 1116 n
> place f19 1115 n
placed f19 (Vanguard Men-at-Arms 9) in 1115 n
> place e15 1216 n
placed e15 (York's Men-at-Arms 2) in 1216 n
> place f20 1215 n
placed f20 (Vanguard Men-at-Arms 10) in 1215 n
> place e16 1316 n
placed e16 (York's Men-at-Arms 3) in 1316 n
> place f21 1315 n
placed f21 (Vanguard Men-at-Arms 11) in 1315 n
> place e17 1416 n
placed e17 (York's Men-at-Arms 4) in 1416 n
> place f22 1415 n
placed f22 (Vanguard Men-at-Arms 12) in 1415 n
> place e18 1516 n
placed e18 (Left Wing Archers 1) in 1516 n
> place f23 1515 n
placed f23 (Vanguard Men-at-Arms 13) in 1515 n
> place e19 1616 n
placed e19 (Left Wing Archers 2) in 1616 n
> place f24 1615 n
placed f24 (Vanguard Men-at-Arms 14) in 1615 n
> place e20 1716 n
placed e20 (Left Wing Archers 3) in 1716 n
> place f25 1715 n
placed f25 (Vanguard Men-at-Arms 15) in 1715 n
> place f29 2011 s
placed f29 (Crossbowmen 1) in 2011 s
> place e30 2211 n
placed e30 (Right Wing Archers 2) in 2211 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> odds morale f29
morale check of f29 (MR 8, §13): 2d6 + DRM passes at 8 or more
  DRM: none
chances at DRM +0: passes 5/12 = 41.7%, fails 7/12 = 58.3% (a failure routs it, §13.4)
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
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f11: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f11 is eliminated
0315 is empty: one attacker may advance into it (§11.4): advance e06
> attack 0416 -> 0415
< 1 1
no one advanced into 0315: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f12: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f12 is eliminated
0415 is empty: one attacker may advance into it (§11.4): advance e07
> attack 0516 -> 0515
< 1 1
no one advanced into 0415: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f13: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f13 is eliminated
0515 is empty: one attacker may advance into it (§11.4): advance e08
> attack 0616 -> 0615
< 1 1
no one advanced into 0515: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f14: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f14 is eliminated
0615 is empty: one attacker may advance into it (§11.4): advance e09
> attack 0716 -> 0715
< 1 1
no one advanced into 0615: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f15: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f15 is eliminated
0715 is empty: one attacker may advance into it (§11.4): advance e10
> attack 0816 -> 0815
< 1 1
no one advanced into 0715: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f16: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f16 is eliminated
0815 is empty: one attacker may advance into it (§11.4): advance e11
> attack 0916 -> 0915
< 1 1
no one advanced into 0815: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f17: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f17 is eliminated
0915 is empty: one attacker may advance into it (§11.4): advance e12
> attack 1016 -> 1015
< 1 1
no one advanced into 0915: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f18: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f18 is eliminated
1015 is empty: one attacker may advance into it (§11.4): advance e13
> attack 1116 -> 1115
< 1 1
no one advanced into 1015: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f19: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f19 is eliminated
1115 is empty: one attacker may advance into it (§11.4): advance e14
> attack 1216 -> 1215
< 1 1
no one advanced into 1115: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f20: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f20 is eliminated
1215 is empty: one attacker may advance into it (§11.4): advance e15
> attack 1316 -> 1315
< 1 1
no one advanced into 1215: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f21: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f21 is eliminated
1315 is empty: one attacker may advance into it (§11.4): advance e16
> attack 1416 -> 1415
< 1 1
no one advanced into 1315: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f22: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 2:1: E (Eliminated, §11.3)
f22 is eliminated
1415 is empty: one attacker may advance into it (§11.4): advance e17
> attack 1516 -> 1515
< 1 1
no one advanced into 1415: that chance has passed (§11.4)
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f23: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 3:2: E (Eliminated, §11.3)
f23 is eliminated
1515 is empty: one attacker may advance into it (§11.4): advance e18
> attack 1616 -> 1615
< 1 1
no one advanced into 1515: that chance has passed (§11.4)
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f24: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 3:2: E (Eliminated, §11.3)
f24 is eliminated
1615 is empty: one attacker may advance into it (§11.4): advance e19
> attack 1716 -> 1715
< 1 1
no one advanced into 1615: that chance has passed (§11.4)
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
roll 2d6 for the attack on f25: 1 1
roll 2d6: 1+1 = 2 (physical), DRM -4, MDR -2 at 3:2: E (Eliminated, §11.3)
f25 is eliminated
1715 is empty: one attacker may advance into it (§11.4): advance e20
> odds morale f29
morale check of f29 (MR 8, §13): 2d6 + DRM passes at 8 or more
  DRM -1: French losses (§13.1)
chances at DRM -1: passes 5/18 = 27.8%, fails 13/18 = 72.2% (a failure routs it, §13.4)
> odds morale e30
morale check of e30 (MR 6, §13): 2d6 + DRM passes at 6 or more
  DRM: none
chances at DRM +0: passes 13/18 = 72.2%, fails 5/18 = 27.8% (a failure routs it, §13.4)
#! status: 1
