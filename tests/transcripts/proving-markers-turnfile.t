#! args: --seed 3
#! data: tests/data
# Board markers in a turn file (issue 12; doc/authoring.md "Board
# markers"; the proving game's markers scenario): Red's turn places a
# Dead marker and merges another into it, gives r1 a Pennant that
# follows it, and the scenario's phase hook drops Blue's Dead as Red's
# Fight begins; Blue's Dead is then moved onto another and merges.  The
# other player's herald (here a `new` with the same settings) imports
# the turn: the same markers, with the same labels, the hook's among
# them; undo and redo of the imported orders give them back.
> new proving markers seed=3
new game: Proving game, Markers (seed 3)
> marker place dead 0404 side=red
placed dead3: Dead x1 (side Red) in 0404
> marker place dead 0404 size=2 side=red
Dead x2 joins dead3: Dead x3 (side Red) in 0404
> marker place pennant r1 colour=gold
placed pennant4: Pennant (colour gold) with r1 in 0107
> move r1 0106
r1 moves to 0106 (1 of 1 MP spent, §7)
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
placed dead5: Dead x2 (side Blue) in 0404
hook: dead5 is Dead x2 of blue in 0404
hook: markers in 0404: dead3 dead5
> marker place dead 0505 side=blue
placed dead6: Dead x1 (side Blue) in 0505
> marker move dead5 0505
dead5 moves and joins dead6: Dead x3 (side Blue) in 0505
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
dead3     Dead x3 (side Red) in 0404
pennant4  Pennant (colour gold) with r1 in 0106
dead6     Dead x3 (side Blue) in 0505
> turn export red-1.turn
wrote orders 1 to 7 (7 orders) to red-1.turn
# Blue's herald: the same game, and Red's turn comes in.
> new proving markers seed=3
new game: Proving game, Markers (seed 3)
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
> turn import red-1.turn
imported 7 orders of Red from red-1.turn:
marker place dead 0404 side=red:
placed dead3: Dead x1 (side Red) in 0404
marker place dead 0404 size=2 side=red:
Dead x2 joins dead3: Dead x3 (side Red) in 0404
marker place pennant r1 colour=gold:
placed pennant4: Pennant (colour gold) with r1 in 0107
move r1 0106:
r1 moves to 0106 (1 of 1 MP spent, §7)
next:
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
placed dead5: Dead x2 (side Blue) in 0404
hook: dead5 is Dead x2 of blue in 0404
hook: markers in 0404: dead3 dead5
marker place dead 0505 side=blue:
placed dead6: Dead x1 (side Blue) in 0505
marker move dead5 0505:
dead5 moves and joins dead6: Dead x3 (side Blue) in 0505
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
dead3     Dead x3 (side Red) in 0404
pennant4  Pennant (colour gold) with r1 in 0106
dead6     Dead x3 (side Blue) in 0505
> show 0106
0106: Clear
  r1    0106 n        Red       Foot                 Red Foot
  marker pennant4: Pennant (colour gold) with r1 in 0106
> show 0505
0505: Woods
  no unit
  marker dead6: Dead x3 (side Blue) in 0505
> log
game proving, scenario markers, seed 3
   1  marker place dead 0404 side=red   (from red-1.turn)
   2  marker place dead 0404 size=2 side=red   (from red-1.turn)
   3  marker place pennant r1 colour=gold   (from red-1.turn)
   4  move r1 0106   (from red-1.turn)
   5  next   (from red-1.turn)
   6  marker place dead 0505 side=blue   (from red-1.turn)
   7  marker move dead5 0505   (from red-1.turn)
> undo 2
undone: marker move dead5 0505
note: that order came from red-1.turn: this game no longer matches your opponent's until it is redone
undone: marker place dead 0505 side=blue
note: that order came from red-1.turn: this game no longer matches your opponent's until it is redone
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
dead3     Dead x3 (side Red) in 0404
pennant4  Pennant (colour gold) with r1 in 0106
dead5     Dead x2 (side Blue) in 0404
> redo 2
redone: marker place dead 0505 side=blue
redone: marker move dead5 0505
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
dead3     Dead x3 (side Red) in 0404
pennant4  Pennant (colour gold) with r1 in 0106
dead6     Dead x3 (side Blue) in 0505
