#! data: tests/data
#! args: -g proving-retreat
# Retreat by kind (issue 12): the proving-retreat game's retreat is
# `kind: priority-chain` (rules: retreat: in its game.yaml, section 9.4),
# and board markers stand on the ways out: a Fire (effects: blocks_move)
# bars a retreat as it bars movement, Stakes (effects: move_cost: 1) do
# not, as a one-hex retreat spends no movement points (terrain costs do
# not bar it either).
#
# b1 in 0204, attacked from 0205 by r1: of its hexes out of r1's zone of
# control, 0203 holds fire1, so Blue is offered 0304 and 0104 only.  b2
# in 0504: 0503 (stakes2), 0603 and 0403 are all open, and 0503 is
# offered first (the first clockwise from Blue's north edge, all at two
# hexes from the enemy).  Undo and the same orders give the same game;
# a fire placed in 0104 leaves b1 one way, taken without asking; save
# and load give the same units, markers and ruling.
> new basic seed=1
new game: Proving game (retreat and rout), Basic (seed 1)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> marker
fire1     Fire in 0203
stakes2   Stakes in 0503
stakes3   Stakes in 0705
fire4     Fire in 0605
> attack r1 -> b1
< 4 1
< 0104
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 4 1
roll 2d6: 4+1 = 5 (physical), DRM +0, MDR 5 at 1:1: R (Retreat, §9.1, 9.4)
Blue, retreat b1 (§9.4) to 0304 or 0104 [0304]: 0104
b1 retreats to 0104 (§9.4: out of the enemy's zones of control; Blue's choice)
0204 is empty: one attacker may advance into it (§9.1): advance r1
> attack r2 -> b2
< 2 2
< 0503
no one advanced into 0204: that chance has passed (§9.1)
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b2: 2 2
roll 2d6: 2+2 = 4 (physical), DRM +0, MDR 4 at 1:1: R (Retreat, §9.1, 9.4)
Blue, retreat b2 (§9.4) to 0503, 0603 or 0403 [0503]: 0503
b2 retreats to 0503 (§9.4: out of the enemy's zones of control; Blue's choice)
0504 is empty: one attacker may advance into it (§9.1): advance r2
> why
attack r2 -> b2:
no one advanced into 0204: that chance has passed (§9.1)
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6: 2+2 = 4 (physical), DRM +0, MDR 4 at 1:1: R (Retreat, §9.1, 9.4)
b2 retreats to 0503 (§9.4: out of the enemy's zones of control; Blue's choice)
0504 is empty: one attacker may advance into it (§9.1): advance r2
> units
r1    0205 n        Red       Foot                 Red Foot 1
r2    0505 n        Red       Foot                 Red Foot 2
r3    0707 n        Red       Foot                 Red Foot 3
b1    0104 s        Blue      Foot                 Blue Foot 1
b2    0503 s        Blue      Foot                 Blue Foot 2
b3    0706 s        Blue      Foot                 Blue Foot 3
> undo --agreed
undone: attack r2 -> b2
> undo --agreed
undone: attack r1 -> b1
> attack r1 -> b1
< 4 1
< 0104
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 4 1
roll 2d6: 4+1 = 5 (physical), DRM +0, MDR 5 at 1:1: R (Retreat, §9.1, 9.4)
Blue, retreat b1 (§9.4) to 0304 or 0104 [0304]: 0104
b1 retreats to 0104 (§9.4: out of the enemy's zones of control; Blue's choice)
0204 is empty: one attacker may advance into it (§9.1): advance r1
> attack r2 -> b2
< 2 2
< 0503
no one advanced into 0204: that chance has passed (§9.1)
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b2: 2 2
roll 2d6: 2+2 = 4 (physical), DRM +0, MDR 4 at 1:1: R (Retreat, §9.1, 9.4)
Blue, retreat b2 (§9.4) to 0503, 0603 or 0403 [0503]: 0503
b2 retreats to 0503 (§9.4: out of the enemy's zones of control; Blue's choice)
0504 is empty: one attacker may advance into it (§9.1): advance r2
> units
r1    0205 n        Red       Foot                 Red Foot 1
r2    0505 n        Red       Foot                 Red Foot 2
r3    0707 n        Red       Foot                 Red Foot 3
b1    0104 s        Blue      Foot                 Blue Foot 1
b2    0503 s        Blue      Foot                 Blue Foot 2
b3    0706 s        Blue      Foot                 Blue Foot 3
> undo --agreed
undone: attack r2 -> b2
> undo --agreed
undone: attack r1 -> b1
> marker place fire 0104
placed fire5: Fire in 0104
> attack r1 -> b1
< 4 1
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 4 1
roll 2d6: 4+1 = 5 (physical), DRM +0, MDR 5 at 1:1: R (Retreat, §9.1, 9.4)
b1 retreats to 0304 (§9.4: out of the enemy's zones of control)
0204 is empty: one attacker may advance into it (§9.1): advance r1
> why
attack r1 -> b1:
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6: 4+1 = 5 (physical), DRM +0, MDR 5 at 1:1: R (Retreat, §9.1, 9.4)
b1 retreats to 0304 (§9.4: out of the enemy's zones of control)
0204 is empty: one attacker may advance into it (§9.1): advance r1
> save pr.herald
saved 4 orders to pr.herald
> load pr.herald
loaded pr.herald: Proving game (retreat and rout), Basic, 4 orders
> why
attack r1 -> b1:
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6: 4+1 = 5 (physical), DRM +0, MDR 5 at 1:1: R (Retreat, §9.1, 9.4)
b1 retreats to 0304 (§9.4: out of the enemy's zones of control)
0204 is empty: one attacker may advance into it (§9.1): advance r1
> units
r1    0205 n        Red       Foot                 Red Foot 1
r2    0505 n        Red       Foot                 Red Foot 2
r3    0707 n        Red       Foot                 Red Foot 3
b1    0304 s        Blue      Foot                 Blue Foot 1
b2    0504 s        Blue      Foot                 Blue Foot 2
b3    0706 s        Blue      Foot                 Blue Foot 3
> marker
fire1     Fire in 0203
stakes2   Stakes in 0503
stakes3   Stakes in 0705
fire4     Fire in 0605
fire5     Fire in 0104
