#! args: -g proving-vertex --seed 3
#! status: 1
#! data: tests/data
# A unit on two hexes (the proving-vertex game's battle w1, `footprints:
# types: {battle: right}`; src/footprint.c, src/move-footprint.c).  It stands
# on 0406 and, on its right, 0507; facing nne its three front hexes are
# 0405, 0506 (in front of its centre) and 0606.
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
> show w1
w1: Red Battle
  Red Battle
  mp 4 af 6 df 5
  position: 0406+0507 nne
  terrain: Clear
  this turn: not moved (4 MP)
> map
    01  02  03  04  05  06  07  08
01  .       .       .       .
01      .       .       .       .
02  .       .       .      BA↙
02      .      BF↙      .       .
03  .       .       .       .
03      .       #       .       .
04  .       .       .       .
04      .       .       .       .
05  .       .       .       .
05      .       .       .       .
06  .       .       .       .
06      .      RW↗      %       .
07  .       .      RW↗      .
07     RF↗      .       .       .
08  .       .       .       .
08      .       .       .       .

R Red, B Blue; F Foot, A Bow, W Battle
. Clear, % Rough, # Woods; arrows show facing, * routed, + more units in the hex
# Both hexes are occupied: nothing else stands in its second hex.
> place b1 0507 ssw
error: cannot place b1: 0507 is already occupied by w1 (one unit per hex, §3)
# Both halves step forward together, into two of its front hexes: the
# hex named is where the first half goes (0405: the second goes to 0506).
> move w1 0405
w1 moves to 0405+0506 (1 of 4 MP spent, §5.2)
# Not sideways or back: 0404 is in front of neither half.
> move w1 0304
error: w1 cannot move: step 1 (0405+0506 to 0304): 0304 is not in front of w1 (facing nne); a unit on two hexes moves both halves together into two of the hexes in front of it, and pivots to go another way (§5.2)
# Turning about within its hexes costs reverse_cost (1 MP).  One vertex
# round is a pivot (below); two is neither.
> face w1 sse
error: w1 cannot turn: w1 stands on two hexes: it turns about within them, to face ssw, or pivots one vertex round, to face nnw (about 0405) or e (about 0506) (§5.2)
> face w1 ssw
w1 turns about within 0405+0506 to face ssw (2 of 4 MP spent, §5.2)
> face w1 nne
w1 turns about within 0405+0506 to face nne (3 of 4 MP spent, §5.2)
> show w1
w1: Red Battle
  Red Battle
  mp 4 af 6 df 5
  position: 0405+0506 nne
  terrain: Clear
  this turn: moved 1 hex, 3 of 4 MP spent
# A pivot anticlockwise (to nnw) is about the left half, 0405: the right
# half enters 0505, the hex in front of the centre, at its terrain cost.
> face w1 nnw
w1 pivots about 0405, its other half entering 0505: it stands on 0405+0505 facing nnw (4 of 4 MP spent, §5.2)
> face w1 nne
error: w1 cannot turn: the pivot costs 1 MP but w1 has 0 of 4 left (§5.2)
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0405+0505 nnw Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
> map
    01  02  03  04  05  06  07  08
01  .       .       .       .
01      .       .       .       .
02  .       .       .      BA↙
02      .      BF↙      .       .
03  .       .       .       .
03      .       #       .       .
04  .       .       .       .
04      .       .       .       .
05  .       .      RW↖      .
05      .      RW↖      .       .
06  .       .       .       .
06      .       .       %       .
07  .       .       .       .
07     RF↗      .       .       .
08  .       .       .       .
08      .       .       .       .

R Red, B Blue; F Foot, A Bow, W Battle
. Clear, % Rough, # Woods; arrows show facing, * routed, + more units in the hex
# Range and line of sight count from either hex; its own other half
# does not block its line.
> range w1 b1
3
> range 0405 0402
3
> los w1 b2
from 0405 to 0702: clear (§9.2)
crosses 0505 0504 0603 0602
> los 0405 0402
blocked by 0403 (§9.2)
crosses 0404 0403
# Undo gives back the pivot; redo, a save and a load give the same game.
> undo
undone: face w1 nnw
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0405+0506 nne Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
> redo
redone: face w1 nnw
> save fp.herald
saved 4 orders to fp.herald
> new
new game: Proving game (vertex facing), Basic (seed 3)
> load fp.herald
loaded fp.herald: Proving game (vertex facing), Basic, 4 orders
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0405+0505 nnw Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
> show w1
w1: Red Battle
  Red Battle
  mp 4 af 6 df 5
  position: 0405+0505 nnw
  terrain: Clear
  this turn: moved 2 hexes, 4 of 4 MP spent
> log
game proving-vertex, scenario basic, seed 3
   1  move w1 0405
   2  face w1 ssw
   3  face w1 nne
   4  face w1 nnw
