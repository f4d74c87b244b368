#! args: -g proving-pivot --seed 3
#! data: tests/data
# The second hex of a unit on two hexes following its first (issue 12;
# src/footstep.c, footstep_may_follow, now one rule for the retreat, the
# rout and the advance): it may not enter a hex a marker bars to units,
# even the hex its first half is leaving.  The retreat and the advance
# already read it so; the rout's own copy let the second half into the
# unit's own first hex whatever stood there, and so took a way the
# others would not.
#
# The proving-pivot game's Blue battle w2 stands on 0703+0803 facing
# nne (its second hex on its right), at the east edge; b1 in 0702 holds
# the way straight north, and north-east would take its second hex off
# the map.  Routed, it runs north-west, its second half following into
# 0703 as its first leaves it.
> place w2 0703 nne
placed w2 (Blue Battle) in 0703+0803 nne
> place b1 0702 ssw
placed b1 (Blue Foot) in 0702 ssw
> place r1 0704 nne
placed r1 (Red Foot) in 0704 nne
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
w2 routs toward the n edge (§10.1): 0602+0703 0502+0602
  0602+0703 is half a hex nearer the n edge: closer, in herald's reading of §10.1 (see doc/reconstructions.md)
0703 is empty: one attacker may advance into it (§9.1): advance r1
> units
r1    0704 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0702 ssw      Blue      Foot                 Blue Foot
w2    0502+0602 routed Blue      Battle               Blue Battle
(2 counters of the game are not in this battle; add the word all to list them)
> undo --agreed
undone: attack r1 -> w2
# With stakes (no unit may enter, §12) planted in 0703, the second half
# may not follow into it, and w2 stays (before, it ran 0602+0703
# 0502+0602).
> marker place stakes 0703
placed stakes1: Stakes in 0703
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
> units
r1    0704 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0702 ssw      Blue      Foot                 Blue Foot
w2    0703+0803 routed Blue      Battle               Blue Battle
(2 counters of the game are not in this battle; add the word all to list them)
