#! args: -g proving-pivot --seed 3
#! data: tests/data
# Commanders and baggage stacked with a unit on two hexes (issue 12;
# src/board-loss.c, board_units_with): the proving-pivot game's Blue
# battle w2 stands on 0603 and, on its right, 0503, facing ssw; its
# captain c2 stands in the second hex, 0503.  He goes with it and falls
# with it as one in its first hex does (rules: commanders:, after
# st-albans §6), and the wagons g2 in that hex hold it in place and fall
# with it (rules: baggage:, after st-albans §9.4).  Before, only the
# first hex was searched: c2 added nothing to the defence, stayed in
# 0503 when w2 retreated or routed, and outlived it.
> place c2 0503
placed c2 (Blue Captain) in 0503 ssw
> place r1 0604 nne
placed r1 (Red Foot) in 0604 nne
> next
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Red Fight phase (§9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
# The retreat: w2 goes to 0703+0602, and c2 with the second half, from
# 0503 to 0602.
> attack r1 -> w2
< 2 2
< 0703+0602
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.1)
commanders add 0 to the attack, 1 to the defence (§6)
DRM: none
roll 2d6 for the attack on w2: 2 2
roll 2d6: 2+2 = 4 (physical), DRM +0, MDR 4 at 1:1: R (Retreat, §9.1, 9.4)
Blue, retreat w2 (§9.4) to 0602+0502, 0703+0602 or 0503+0402 [0602+0502]: 0703+0602
w2 retreats to 0703+0602 (§9.4: out of the enemy's zones of control; Blue's choice)
c2 goes with w2 (§6)
0603 is empty: one attacker may advance into it (§9.1): advance r1
> units
r1    0604 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0101 ssw      Blue      Foot                 Blue Foot
w2    0703+0602 ssw Blue      Battle               Blue Battle
c2    0602 ssw      Blue      Captain              Blue Captain
(1 counter of the game is not in this battle; add the word all to list it)
> why
attack r1 -> w2:
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.1)
commanders add 0 to the attack, 1 to the defence (§6)
DRM: none
roll 2d6: 2+2 = 4 (physical), DRM +0, MDR 4 at 1:1: R (Retreat, §9.1, 9.4)
w2 retreats to 0703+0602 (§9.4: out of the enemy's zones of control; Blue's choice)
c2 goes with w2 (§6)
0603 is empty: one attacker may advance into it (§9.1): advance r1
> undo --agreed
undone: attack r1 -> w2
# Eliminated: c2 falls with it.
> attack r1 -> w2
< 1 1
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.1)
commanders add 0 to the attack, 1 to the defence (§6)
DRM: none
roll 2d6 for the attack on w2: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 1:1: E (Eliminated, §9.1)
w2 is eliminated
c2 is eliminated: its unit was eliminated (§6)
0603 is empty: one attacker may advance into it (§9.1): advance r1
> units all
r1    0604 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0101 ssw      Blue      Foot                 Blue Foot
w2    eliminated    Blue      Battle               Blue Battle
c2    eliminated    Blue      Captain              Blue Captain
g2    off map       Blue      Wagon                Blue Wagons
> undo --agreed
undone: attack r1 -> w2
# Routed (a failed morale check): w2 runs 0602 0601 by its first hex,
# 0502 0501 by its second, and c2 goes with it to 0501.
> attack r1 -> w2
< 3 4
< 1 2
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.1)
commanders add 0 to the attack, 1 to the defence (§6)
DRM: none
roll 2d6 for the attack on w2: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of w2: 1 2
morale check of w2 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
w2 is routed (§10.3, §10)
w2 routs toward the n edge (§10.1): 0602+0502 0601+0501
c2 goes with w2 (§6)
0603 is empty: one attacker may advance into it (§9.1): advance r1
> units
r1    0604 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0101 ssw      Blue      Foot                 Blue Foot
w2    0601+0501 routed Blue      Battle               Blue Battle
c2    0501 ssw      Blue      Captain              Blue Captain
(1 counter of the game is not in this battle; add the word all to list it)
> undo --agreed
undone: attack r1 -> w2
# The wagons in the second hex too: they add to the defence, keep w2
# in place after a retreat result, and fall with it, as c2 does.
> place g2 0503
placed g2 (Blue Wagons) in 0503 ssw
> attack r1 -> w2
< 2 2
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§9.1)
the baggage with it adds 1 to the defence (§13)
commanders add 0 to the attack, 1 to the defence (§6)
DRM: none
roll 2d6 for the attack on w2: 2 2
roll 2d6: 2+2 = 4 (physical), DRM +0, MDR 4 at 1:2: R (Retreat, §9.1, 9.4)
w2 does not retreat: it stands with its baggage (§13)
> units all
r1    0604 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0101 ssw      Blue      Foot                 Blue Foot
w2    0603+0503 ssw Blue      Battle               Blue Battle
c2    0503 ssw      Blue      Captain              Blue Captain
g2    0503 ssw      Blue      Wagon                Blue Wagons
> undo --agreed
undone: attack r1 -> w2
> attack r1 -> w2
< 1 1
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§9.1)
the baggage with it adds 1 to the defence (§13)
commanders add 0 to the attack, 1 to the defence (§6)
DRM: none
roll 2d6 for the attack on w2: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 1:2: E (Eliminated, §9.1)
w2 is eliminated
c2 is eliminated: its unit was eliminated (§6)
g2 is eliminated: the unit guarding it was eliminated (§13)
0603 is empty: one attacker may advance into it (§9.1): advance r1
> units all
r1    0604 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0101 ssw      Blue      Foot                 Blue Foot
w2    eliminated    Blue      Battle               Blue Battle
c2    eliminated    Blue      Captain              Blue Captain
g2    eliminated    Blue      Wagon                Blue Wagons
# Under +auto herald picks the retreat hex (rules: delegate:), and its
# line names both hexes of each way it chose among, as the question to
# the player does (before, the first hexes only: "of 0602, 0703 and
# 0503").
> new +auto seed=3
new game: Proving game (pivots and commanders), Basic (seed 3)
> place c2 0503
placed c2 (Blue Captain) in 0503 ssw
> place r1 0604 nne
placed r1 (Red Foot) in 0604 nne
> next
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Red Fight phase (§9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack r1 -> w2
< 2 2
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.1)
commanders add 0 to the attack, 1 to the defence (§6)
DRM: none
roll 2d6 for the attack on w2: 2 2
roll 2d6: 2+2 = 4 (physical), DRM +0, MDR 4 at 1:1: R (Retreat, §9.1, 9.4)
w2 retreats to 0602+0502 (§9.4: out of the enemy's zones of control; of 0602+0502, 0703+0602 and 0503+0402 herald takes the first clockwise from its own map edge)
c2 goes with w2 (§6)
0603 is empty: one attacker may advance into it (§9.1): advance r1
> units
r1    0604 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0101 ssw      Blue      Foot                 Blue Foot
w2    0602+0502 ssw Blue      Battle               Blue Battle
c2    0502 ssw      Blue      Captain              Blue Captain
(1 counter of the game is not in this battle; add the word all to list it)
