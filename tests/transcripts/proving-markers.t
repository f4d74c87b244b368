# proving game, board markers (issue 12; doc/authoring.md "Board
# markers"): a Dead marker with a size that merges by side (x1 + x2 =
# x3), moves and is removed; a Pennant that goes with a unit and follows
# it; Stakes carried by a unit, then planted in a hex; every order
# checked first, journaled and undone.
#! data: tests/data
#! args: -g proving --seed 7
#! status: 1
> marker
no markers on the board (kinds: dead pennant stakes)
> marker place dead 0404 side=red
placed dead1: Dead x1 (side Red) in 0404
> marker place dead 0404 size=2 side=red
Dead x2 joins dead1: Dead x3 (side Red) in 0404
> marker place dead 0404 side=blue
placed dead2: Dead x1 (side Blue) in 0404
> marker
dead1     Dead x3 (side Red) in 0404
dead2     Dead x1 (side Blue) in 0404
> show 0404
0404: Clear
  no unit
  marker dead1: Dead x3 (side Red) in 0404
  marker dead2: Dead x1 (side Blue) in 0404
> map 0303 0505
    03  04  05
03  .       .
03      .
04  .       .
04      .d
05  .       #
05      .

R Red, B Blue; F Foot, A Bow
. Clear, # Woods; arrows show facing, * routed, + more units in the hex
markers (after the terrain): d Dead, p Pennant, s Stakes
# refused, and nothing changes
> marker place dead 0909 side=red
error: hex 0909 is off the map (columns 01-08, rows 01-08) (expected a hex of the map)
> marker place dead 0404
error: a Dead marker needs side=VALUE (its side)
> marker place dead 0404 side=green
error: side=green: expected a faction (red, blue)
> marker place dead 0404 size=x20 side=red
error: Dead would merge into dead1 to make 23, and 20 is the most (size)
> marker place dead 0404 size=0 side=red
error: size=0: expected a whole number from 1 to 20
> marker place dead 0404 colour=gold side=red
error: "colour=gold": expected size=VALUE or side=VALUE
> marker place corpse 0404
error: no marker kind "corpse" (expected dead, pennant or stakes)
> marker place pennant 0404
error: a Pennant marker goes with a unit, not in a hex (expected a unit's id)
> marker place dead r1 side=red
error: a Dead marker stands in a hex (expected a hex, such as 0101; "r1" is not one)
> marker frob
error: unknown marker order "frob" (expected place, move, remove or set; marker alone lists them)
> marker move
error: expected marker move MARKER HEX|UNIT
> marker remove dead9
error: no marker "dead9" on the board (expected a marker's label such as dead1, as `marker` lists them)
> marker
dead1     Dead x3 (side Red) in 0404
dead2     Dead x1 (side Blue) in 0404
# a marker that goes with a unit follows it
> marker place pennant r1 colour=silver
placed pennant3: Pennant (colour silver) with r1 in 0107
> marker place pennant r1
error: r1 already holds 1 Pennant marker, and 1 may be there (§12)
> units red
r1    0107 n        Red       Foot                 Red Foot
  marker pennant3: Pennant (colour silver) with r1 in 0107
r2    0307 n        Red       Bow                  Red Bow
> move r1 0106
r1 moves to 0106 (1 of 1 MP spent, §7)
> show r1
r1: Red Foot
  Red Foot
  af 3 df 2
  position: 0106 n
  terrain: Clear
  this turn: moved 1 hex, 1 of 1 MP spent
  marker pennant3: Pennant (colour silver) with r1 in 0106
> show 0106
0106: Clear
  r1    0106 n        Red       Foot                 Red Foot
  marker pennant3: Pennant (colour silver) with r1 in 0106
> map 0105 0207
    01  02
05  .
05      .
06 RF↑
06      .
07  .
07      .

R Red, B Blue; F Foot, A Bow
. Clear, # Woods; arrows show facing, * routed, + more units in the hex
markers (after the terrain): d Dead, p Pennant, s Stakes
# dead moved onto another of its side merges into it and is gone
> marker place dead 0505 side=red
placed dead4: Dead x1 (side Red) in 0505
> marker move dead1 0505
dead1 moves and joins dead4: Dead x4 (side Red) in 0505
> marker move dead4 0505
error: dead4 is already there
> marker
dead2     Dead x1 (side Blue) in 0404
pennant3  Pennant (colour silver) with r1 in 0106
dead4     Dead x4 (side Red) in 0505
# stakes: carried by r2, planted in 0306, faced and turned
> marker place stakes r2
placed stakes5: Stakes (state carried) with r2 in 0307
> marker move stakes5 0306
moved stakes5: Stakes (state carried) in 0306
> marker set stakes5 state=implanted facing=n
changed stakes5: Stakes (facing n, state implanted) in 0306
> marker set stakes5 facing=up
error: facing=up: expected a direction (n, ne, ...)
> show 0306
0306: Clear
  no unit
  marker stakes5: Stakes (facing n, state implanted) in 0306
# stakes cost 1 MP more to enter (r2 has 1) and block line of sight
> los 0305 0307
blocked by 0306 (§9.2)
crosses 0306
> move r2 0306
error: r2 cannot move: step 1 (0307 to 0306): entering 0306 costs 2 MP but r2 has 1 of 1 left (§7)
> marker move stakes5 0802
moved stakes5: Stakes (facing n, state implanted) in 0802
> los 0801 0803
blocked by 0802 (§9.2)
crosses 0802
> move r2 0306
r2 moves to 0306 (1 of 1 MP spent, §7)
> marker remove dead2
removed dead2: Dead x1 (side Blue) in 0404
> marker
pennant3  Pennant (colour silver) with r1 in 0106
dead4     Dead x4 (side Red) in 0505
stakes5   Stakes (facing n, state implanted) in 0802
# undo and redo give the same markers
> undo
undone: marker remove dead2
> undo
undone: move r2 0306
> undo
undone: marker move stakes5 0802
> marker
dead2     Dead x1 (side Blue) in 0404
pennant3  Pennant (colour silver) with r1 in 0106
dead4     Dead x4 (side Red) in 0505
stakes5   Stakes (facing n, state implanted) in 0306
> redo
redone: marker move stakes5 0802
> redo
redone: move r2 0306
> redo
redone: marker remove dead2
> marker
pennant3  Pennant (colour silver) with r1 in 0106
dead4     Dead x4 (side Red) in 0505
stakes5   Stakes (facing n, state implanted) in 0802
> log
game proving, scenario basic, seed 7
   1  marker place dead 0404 side=red
   2  marker place dead 0404 size=2 side=red
   3  marker place dead 0404 side=blue
   4  marker place pennant r1 colour=silver
   5  move r1 0106
   6  marker place dead 0505 side=red
   7  marker move dead1 0505
   8  marker place stakes r2
   9  marker move stakes5 0306
  10  marker set stakes5 state=implanted facing=n
  11  marker move stakes5 0802
  12  move r2 0306
  13  marker remove dead2
