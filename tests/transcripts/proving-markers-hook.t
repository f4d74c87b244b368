# proving game, board markers from data and Tcl (issue 12;
# doc/authoring.md "Board markers"): the markers scenario puts two
# markers on the board with its units; its phase hook places a Dead x2 of
# Blue's in 0404 with herald::marker as Red's Fight phase begins, merging
# with the x1 already there, and reads it back; undo takes the phase back
# with its marker, and a saved game loads with the same markers.  In the
# order event, which only asks, herald::marker may read but not change.
#! data: tests/data
#! args: -g proving -s markers --seed 7
#! status: 1
# the scenario's markers, placed with its set-up
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
> show b1
b1: Blue Foot
  Blue Foot
  af 2 df 3
  position: 0402 s
  terrain: Clear
  marker pennant1: Pennant (colour silver) with b1 in 0402
> marker place dead 0404 side=blue
placed dead3: Dead x1 (side Blue) in 0404
# the order event only asks: changing a marker there fails
> remove b2
error: herald::marker: the game may not be changed in this hook, which only asks (it may be in phase hooks and after_order) (markers: pennant1 stakes2 dead3)
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
Dead x2 joins dead3: Dead x3 (side Blue) in 0404
hook: dead3 is Dead x3 of blue in 0404
hook: markers in 0404: dead3
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
dead3     Dead x3 (side Blue) in 0404
> map 0403 0405
    04
03
03  .
04
04  .d
05
05  .

R Red, B Blue; F Foot, A Bow
. Clear, # Woods; arrows show facing, * routed, + more units in the hex
markers (after the terrain): d Dead, p Pennant, s Stakes
> undo
undone: next
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
dead3     Dead x1 (side Blue) in 0404
> redo
redone: next
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
dead3     Dead x3 (side Blue) in 0404
> next
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§7)
> next
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
> next
ended: turn 1 of 4, Blue Fight phase (§9)
now: turn 2 of 4, Red Move phase (§7)
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
dead3     Dead x3 (side Blue) in 0404
> save game1
saved 5 orders to game1
> new proving basic
new game: Proving game, Basic (seed 7)
> marker
no markers on the board (kinds: dead pennant stakes)
> load game1
loaded game1: Proving game, Markers, 5 orders
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
dead3     Dead x3 (side Blue) in 0404
> show 0404
0404: Clear
  no unit
  marker dead3: Dead x3 (side Blue) in 0404
# the hook again in turn 2: x3 + x2 = x5
> next
ended: turn 2 of 4, Red Move phase (§7)
now: turn 2 of 4, Red Fight phase (§9)
Dead x2 joins dead3: Dead x5 (side Blue) in 0404
hook: dead3 is Dead x5 of blue in 0404
hook: markers in 0404: dead3
> marker
pennant1  Pennant (colour silver) with b1 in 0402
stakes2   Stakes (facing s, state implanted) in 0605
dead3     Dead x5 (side Blue) in 0404
