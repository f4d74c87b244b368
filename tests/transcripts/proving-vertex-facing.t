#! args: -g proving-vertex --seed 3
#! status: 1
#! data: tests/data
# Facing toward a vertex (the proving-vertex game, `facing: vertex`;
# src/footprint-facing.c).  A one-hex unit's front is the two hexes that share
# its front corner; it moves only into them and pays the game's
# turn_cost (1 MP) to face another corner.  Vertex names are compass
# bearings (nne e sse ssw w nnw on this flat-topped grid, north up), or
# the two hexsides joined by a dash.
> show r1
r1: Red Foot
  Red Foot
  mp 3 af 3 df 2
  position: 0207 nne
  terrain: Clear
  this turn: not moved (3 MP)
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
# 0207 faces nne: its front hexes are 0206 (n) and 0307 (ne).
> move r1 0306
error: r1 cannot move: step 1 (0207 to 0306): 0306 is not next to 0207; a unit moves one hex at a time (§5)
> move r1 0208
error: r1 cannot move: step 1 (0207 to 0208): 0208 is not one of the two hexes in front of r1 (facing nne); a unit moves only into its front hexes (§5.2)
> move r1 0307
r1 moves to 0307 (1 of 3 MP spent, §5)
> face r1 n
error: expected a facing: one of nne e sse ssw w nnw (a vertex; or its two hexsides, as n-ne), not "n"
> face r1 se-s
r1 turns to face sse (2 of 3 MP spent, §5.2)
> face r1 sse
error: r1 cannot turn: r1 already faces sse
> move r1 0407
r1 moves to 0407 (3 of 3 MP spent, §5)
> move r1 0408
error: r1 cannot move: step 1 (0407 to 0408): entering 0408 costs 1 MP but r1 has 0 of 3 left (§5)
> show r1
r1: Red Foot
  Red Foot
  mp 3 af 3 df 2
  position: 0407 sse
  terrain: Clear
  this turn: moved 2 hexes, 3 of 3 MP spent
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
07      .      RF↘      .       .
08  .       .       .       .
08      .       .       .       .

R Red, B Blue; F Foot, A Bow, W Battle
. Clear, % Rough, # Woods; arrows show facing, * routed, + more units in the hex
# undo gives back the facing and the points; a save loads the same game
> undo
undone: move r1 0407
> units
r1    0307 sse      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
> save vf.herald
saved 2 orders to vf.herald
> load vf.herald
loaded vf.herald: Proving game (vertex facing), Basic, 2 orders
> units
r1    0307 sse      Red       Foot                 Red Foot
w1    0406+0507 nne Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
> log
game proving-vertex, scenario basic, seed 3
   1  move r1 0307
   2  face r1 se-s
