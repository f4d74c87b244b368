#! args: -g proving-vertex --seed 3
#! status: 1
#! data: tests/data
# A two-hex unit placed, pivoted into rough ground, and seen in both its
# hexes by stacking, range and line of sight (the proving-vertex game;
# src/footprint.c, src/move-footprint.c, src/los.c).
# Placed on 0507 facing nne, its second hex is on its right: 0607.
> place w1 0507 nne
placed w1 (Red Battle) in 0507+0607 nne
# Not where its second hex would be off the map, or on another unit.
> place w1 0808 nne
error: cannot place w1: w1 stands on two hexes, 0808 and 0909: 0909 is not on the map (§5.2)
> place w1 0401 e
error: cannot place w1: 0402 is already occupied by b1 (one unit per hex, §3)
# One vertex clockwise (e) is a pivot about the right half, 0607: the
# left half enters 0606, rough, and the pivot costs its 2 MP
# (pivot_cost: terrain).
> face w1 e
w1 pivots about 0607, its other half entering 0606: it stands on 0606+0607 facing e (2 of 4 MP spent, §5.2)
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0606+0607 e   Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
> show w1
w1: Red Battle
  Red Battle
  mp 4 af 6 df 5
  position: 0606+0607 e
  terrain: Rough
  this turn: moved 1 hex, 2 of 4 MP spent
# Both hexes hold it: no other unit may stand in either.
> place b1 0607 w
error: cannot place b1: 0607 is already occupied by w1 (one unit per hex, §3)
> place b1 0606 w
error: cannot place b1: 0606 is already occupied by w1 (one unit per hex, §3)
# Next to the second hex only: range 1 from the unit.
> place b2 0608 w
placed b2 (Blue Bow) in 0608 w
> range w1 b2
1
> range 0606 0608
2
# The second hex blocks a line as the first does ...
> los 0407 0807
blocked by 0607 (§9.2)
crosses 0507|0508 0607 0707|0708
> los 0207 0706
blocked by 0606 (§9.2)
crosses 0307 0406 0507 0606
# ... but not a line from the unit itself.
> los w1 0807
from 0606 to 0807: clear (§9.2)
crosses 0707
> map
    01  02  03  04  05  06  07  08
01  .       .       .       .
01      .       .       .       .
02  .       .       .       .
02      .      BF↙      .       .
03  .       .       .       .
03      .       #       .       .
04  .       .       .       .
04      .       .       .       .
05  .       .       .       .
05      .       .       .       .
06  .       .       .       .
06      .       .      RW→      .
07  .       .       .       .
07     RF↗      .      RW→      .
08  .       .       .       .
08      .       .      BA←      .

R Red, B Blue; F Foot, A Bow, W Battle
. Clear, % Rough, # Woods; arrows show facing, * routed, + more units in the hex
# The pivot is undone whole; redo and a save give it back.
> undo
undone: place b2 0608 w
> undo
undone: face w1 e
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0507+0607 nne Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
> redo
redone: face w1 e
> redo
redone: place b2 0608 w
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0606+0607 e   Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0608 w        Blue      Bow                  Blue Bow
> save pv.herald
saved 3 orders to pv.herald
> load pv.herald
loaded pv.herald: Proving game (vertex facing), Basic, 3 orders
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0606+0607 e   Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0608 w        Blue      Bow                  Blue Bow
> log
game proving-vertex, scenario basic, seed 3
   1  place w1 0507 nne
   2  face w1 e
   3  place b2 0608 w
