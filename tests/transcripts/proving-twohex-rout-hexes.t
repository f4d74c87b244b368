#! args: -g proving-pivot --seed 3
#! data: tests/data
# A rout names both hexes of a unit on two hexes at each step (issue 12;
# src/rout-to-edge.c records each step's second hex as "col2", "row2",
# as retreat-priority-chain.c records a pair's ways, and
# src/narrate-retreat.c renders "0504+0604" as `units` shows a pair);
# a unit on one hex is named as before.  The rout after the proving-pivot
# game's §10.1 (to the own edge, allowance 2); the pair routs by its
# first hex, its second keeping its side (src/footstep.c).
#
# Blue's battle w2 on 0404+0505 facing nne, b1 in 0403 holding the way
# straight north: w2 routs north-east, 0504+0604 (half a hex nearer, the
# reading of §10.1, naming the pair's hexes too), then 0503+0603.  The
# records render the same in `why`.
> place w2 0404 nne
placed w2 (Blue Battle) in 0404+0505 nne
> place b1 0403 ssw
placed b1 (Blue Foot) in 0403 ssw
> place r1 0405 nne
placed r1 (Red Foot) in 0405 nne
> next
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Red Fight phase (§9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack r1 -> w2
< 3 4
< 1 2
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on w2: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of w2: 1 2
morale check of w2 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
w2 is routed (§10.3, §10)
w2 routs toward the n edge (§10.1): 0504+0604 0503+0603
  0504+0604 is half a hex nearer the n edge: closer, in herald's reading of §10.1 (see doc/reconstructions.md)
0404 is empty: one attacker may advance into it (§9.1): advance r1
> why
attack r1 -> w2:
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
morale check of w2 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
w2 is routed (§10.3, §10)
w2 routs toward the n edge (§10.1): 0504+0604 0503+0603
  0504+0604 is half a hex nearer the n edge: closer, in herald's reading of §10.1 (see doc/reconstructions.md)
0404 is empty: one attacker may advance into it (§9.1): advance r1
> units
r1    0405 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0403 ssw      Blue      Foot                 Blue Foot
w2    0503+0603 routed Blue      Battle               Blue Battle
(2 counters of the game are not in this battle; add the word all to list them)
> undo --agreed
undone: attack r1 -> w2
# Off the map: w2 on 0602+0703 runs north, 0601+0702, and its first
# hex leaves by its own edge.
> place b1 0101 ssw
placed b1 (Blue Foot) in 0101 ssw
> place w2 0602 nne
placed w2 (Blue Battle) in 0602+0703 nne
> place r1 0603 nne
placed r1 (Red Foot) in 0603 nne
> attack r1 -> w2
< 3 4
< 1 2
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on w2: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of w2: 1 2
morale check of w2 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
w2 is routed (§10.3, §10)
w2 routs toward the n edge (§10.1): 0601+0702 and off the map
w2 is eliminated: it left the map routing
0602 is empty: one attacker may advance into it (§9.1): advance r1
> undo --agreed
undone: attack r1 -> w2
# Nowhere to go: w2 on 0703+0803 at the east edge, b1 in 0702 to its
# north, stakes (no unit may enter, §12) in 0602 to its north-west, and
# north-east would take its second hex off the map: it stays, in both
# hexes.
> place w2 0703 nne
placed w2 (Blue Battle) in 0703+0803 nne
> place b1 0702 ssw
placed b1 (Blue Foot) in 0702 ssw
> place r1 0704 nne
placed r1 (Red Foot) in 0704 nne
> marker place stakes 0602
placed stakes1: Stakes in 0602
> attack r1 -> w2
< 3 4
< 1 2
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on w2: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of w2: 1 2
morale check of w2 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
w2 is routed (§10.3, §10)
w2 cannot move any closer to the n edge and stays in 0703+0803 (§10.1)
> why
attack r1 -> w2:
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
morale check of w2 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
w2 is routed (§10.3, §10)
w2 cannot move any closer to the n edge and stays in 0703+0803 (§10.1)
> undo --agreed
undone: attack r1 -> w2
# A unit on one hex is named by its one hex, as before: b1 routs
# 0304 0303.
> place b1 0305 ssw
placed b1 (Blue Foot) in 0305 ssw
> place r1 0306 nne
placed r1 (Red Foot) in 0306 nne
> attack r1 -> b1
< 3 4
< 1 2
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of b1: 1 2
morale check of b1 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
b1 is routed (§10.3, §10)
b1 routs toward the n edge (§10.1): 0304 0303
0305 is empty: one attacker may advance into it (§9.1): advance r1
> units
r1    0306 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0303 routed   Blue      Foot                 Blue Foot
w2    0703+0803 nne Blue      Battle               Blue Battle
(2 counters of the game are not in this battle; add the word all to list them)
