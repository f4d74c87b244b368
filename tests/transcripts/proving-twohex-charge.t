#! args: -g proving-twohex --seed 3
#! data: tests/data
# A charge by a unit on two hexes (src/charge.c): the proving-twohex
# game's battles charge straight at their target (straight: true,
# straight_at_target: true), for +2 strength, and must advance.  A pair
# moves straight when every step of both halves went the same way; its
# last step points at the target when it leads from either of its hexes
# into one of the target's; it advances by the way nearer straight
# ahead (here its second hex stepping in, the first alongside).  The
# target is placed after the move, so that the move does not end in its
# zone of control.
> move w1 0405 0404
w1 moves to 0404+0505 (2 of 4 MP spent, §5)
> place b2 0504 s
placed b2 (Blue Foot Two) in 0504 s
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> odds w1 -> b2
odds: AF 8 (6 + 2 charge) against DF 2 is 8:2, counted as 3:1 (§9.1)
charge: +2 strength, straight at the enemy over clear or road hexes (§7.4)
DRM: none
chances at 3:1, DRM +0: E 5/18 = 27.8%, R 11/36 = 30.6%, - 5/12 = 41.7% (any effect 7/12 = 58.3%)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack w1 -> b2
< 1 1
odds: AF 8 (6 + 2 charge) against DF 2 is 8:2, counted as 3:1 (§9.1)
charge: +2 strength, straight at the enemy over clear or road hexes (§7.4)
DRM: none
roll 2d6 for the attack on b2: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:1: E (Eliminated, §9.1)
b2 is eliminated
w1 charged and must advance (§7.4):
w1 advances into 0504 (§9.4)
> units
r1    0107 n        Red       Foot                 Red Foot
w1    0403+0504 n   Red       Battle               Red Battle
b1    0102 s        Blue      Foot                 Blue Foot
b2    eliminated    Blue      Foot                 Blue Foot Two
w2    0603+0503 s   Blue      Battle               Blue Battle
# undo, save and load give the same game
> undo --agreed
undone: attack w1 -> b2
> save charge.herald
saved 4 orders to charge.herald
> load charge.herald
loaded charge.herald: Proving game (two-hex units), Basic, 4 orders
> units
r1    0107 n        Red       Foot                 Red Foot
w1    0404+0505 n   Red       Battle               Red Battle
b1    0102 s        Blue      Foot                 Blue Foot
b2    0504 s        Blue      Foot                 Blue Foot Two
w2    0603+0503 s   Blue      Battle               Blue Battle
> attack w1 -> b2
< 1 1
odds: AF 8 (6 + 2 charge) against DF 2 is 8:2, counted as 3:1 (§9.1)
charge: +2 strength, straight at the enemy over clear or road hexes (§7.4)
DRM: none
roll 2d6 for the attack on b2: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:1: E (Eliminated, §9.1)
b2 is eliminated
w1 charged and must advance (§7.4):
w1 advances into 0504 (§9.4)
> units
r1    0107 n        Red       Foot                 Red Foot
w1    0403+0504 n   Red       Battle               Red Battle
b1    0102 s        Blue      Foot                 Blue Foot
b2    eliminated    Blue      Foot                 Blue Foot Two
w2    0603+0503 s   Blue      Battle               Blue Battle
> undo --agreed
undone: attack w1 -> b2
> undo --agreed
undone: dice manual
> undo --agreed
undone: next
> undo --agreed
undone: place b2 0504 s
> undo --agreed
undone: move w1 0405 0404
> units
r1    0107 n        Red       Foot                 Red Foot
w1    0406+0507 n   Red       Battle               Red Battle
b1    0102 s        Blue      Foot                 Blue Foot
b2    0802 s        Blue      Foot                 Blue Foot Two
w2    0603+0503 s   Blue      Battle               Blue Battle
# A step n and a step ne: not straight, no charge.
> move w1 0405
w1 moves to 0405+0506 (1 of 4 MP spent, §5)
> move w1 0505
w1 moves to 0505+0605 (2 of 4 MP spent, §5)
> place b2 0504 s
placed b2 (Blue Foot Two) in 0504 s
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> odds w1 -> b2
odds: AF 6 against DF 2 is 6:2, that is 3:1 (§9.1)
DRM: none
chances at 3:1, DRM +0: E 5/18 = 27.8%, R 11/36 = 30.6%, - 5/12 = 41.7% (any effect 7/12 = 58.3%)
> undo --agreed
undone: next
> undo --agreed
undone: place b2 0504 s
> undo --agreed
undone: move w1 0505
> undo --agreed
undone: move w1 0405
# Straight, but with b2 in 0604 its last step (n) leads from neither hex
# into b2's: no charge.
> move w1 0405 0404
w1 moves to 0404+0505 (2 of 4 MP spent, §5)
> place b2 0604 s
placed b2 (Blue Foot Two) in 0604 s
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> odds w1 -> b2
odds: AF 6 against DF 2 is 6:2, that is 3:1 (§9.1)
DRM: none
chances at 3:1, DRM +0: E 5/18 = 27.8%, R 11/36 = 30.6%, - 5/12 = 41.7% (any effect 7/12 = 58.3%)
