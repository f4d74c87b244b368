#! args: -g proving-twohex --seed 3
#! data: tests/data
# The side of an attack on a unit on two hexes (combat_side,
# footprint_side in src/footprint-facing.c): the proving-twohex game's
# Blue battle w2 stands on 0603 and, back beside it on its right, 0503,
# facing s.  The side is read over the whole footprint: of the nearest
# pairs of hexes, the one nearest the rear (doc/authoring.md, "Units on
# two hexes, and facing kinds").  The game has a -2 DRM over the rear
# (when: over-rear) and no counter-attack after an attack over a flank
# or the rear (§9.5).
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
# From 0502, behind the second hex: the rear (read from the first hex
# alone, as before, the line from 0502 came in along a hexside between
# 0503 and 0602, and was called the nearer the front: a flank).
> place r1 0502 s
placed r1 (Red Foot) in 0502 s
> odds r1 -> w2
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§9.1)
DRM -2: attack over the rear hexside (§9.3)
chances at 1:2, DRM -2: E 1/6 = 16.7%, R 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
> attack r1 -> w2
< 6 6
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§9.1)
DRM -2: attack over the rear hexside (§9.3)
roll 2d6 for the attack on w2: 6 6
roll 2d6: 6+6 = 12 (physical), DRM -2, MDR 10 at 1:2: - (no effect, §9.1)
w2 was attacked over a flank or its rear and may not counter-attack (§9.5)
> undo --agreed
undone: attack r1 -> w2
# From 0402, beside the second hex: its right flank; no counter-attack.
> place r1 0402 se
placed r1 (Red Foot) in 0402 se
> attack r1 -> w2
< 6 6
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§9.1)
DRM: none
roll 2d6 for the attack on w2: 6 6
roll 2d6: 6+6 = 12 (physical), DRM +0, MDR 12 at 1:2: - (no effect, §9.1)
w2 was attacked over a flank or its rear and may not counter-attack (§9.5)
> undo --agreed
undone: attack r1 -> w2
# From 0602, behind the first hex and beside the second: the first's
# rear, the second's left flank; the rear counts.
> place r1 0602 s
placed r1 (Red Foot) in 0602 s
> odds r1 -> w2
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§9.1)
DRM -2: attack over the rear hexside (§9.3)
chances at 1:2, DRM -2: E 1/6 = 16.7%, R 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
# From 0504, in front of both: front right of the first, front of the
# second: a front attack, and w2 may counter-attack.
> place r1 0504 n
placed r1 (Red Foot) in 0504 n
> attack r1 -> w2
< 6 6
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§9.1)
DRM: none
roll 2d6 for the attack on w2: 6 6
roll 2d6: 6+6 = 12 (physical), DRM +0, MDR 12 at 1:2: - (no effect, §9.1)
w2 may counter-attack one attacker (§9.5): counter w2 -> r1
> undo --agreed
undone: attack r1 -> w2
# A two-hex attacker: w1 on 0602+0502 (facing s, its second hex on its
# right) touches w2's second hex from behind (0502, the rear) and its
# first from behind (0602): the rear.
> remove r1
removed r1 (Red Foot) from 0504
> place w1 0602 s
placed w1 (Red Battle) in 0602+0502 s
> units
r1    off map       Red       Foot                 Red Foot
w1    0602+0502 s   Red       Battle               Red Battle
b1    0102 s        Blue      Foot                 Blue Foot
b2    0802 s        Blue      Foot                 Blue Foot Two
w2    0603+0503 s   Blue      Battle               Blue Battle
> odds w1 -> w2
odds: AF 6 against DF 4 is 6:4, rounded down to 1:1 (§9.1)
DRM -2: attack over the rear hexside (§9.3)
chances at 1:1, DRM -2: E 5/18 = 27.8%, R 11/36 = 30.6%, - 5/12 = 41.7% (any effect 7/12 = 58.3%)
