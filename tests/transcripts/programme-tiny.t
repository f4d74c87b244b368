#! args: --game tiny --scenario programmed --seed 2
#! status: 1
#! data: tests/data
# The programme facility (src/programme.h), on the tiny test game whose
# `programme` hook plays Blue: nothing in Red's phases; in Blue's Move
# phase `programme show` lists the orders and changes nothing,
# `programme step` carries out the first (an order of its own, in the
# log and undone like any), `programme` all of them, asked afresh after
# each order carried out, a refused one said and not tried again, and of
# alternatives "A || B" the first that is allowed; a wrong word refused.
> programme
the programme gives no order now: next goes on
> next
ended: turn 1 of 2, Red Move phase (§7)
now: turn 1 of 2, Red Fight phase
> next
ended: turn 1 of 2, Red Fight phase
now: turn 1 of 2, Blue Move phase (§7)
> programme show
programme would give: move b1 0101 || move b1 0403 (the first that is allowed)
> programme step
programme gives: move b1 0101 || move b1 0403 (the first that is allowed)
  refused: move b1 0101: b1 cannot move: step 1 (0402 to 0101): 0101 is not next to 0402; a unit moves one hex at a time (§7)
b1 moves to 0403 (1 of 1 MP spent, §7)
programme step again for its next order (worked out afresh)
> log
game tiny, scenario programmed, seed 2
   1  next
   2  next
   3  move b1 0403
> programme
programme gives: move b1 0101 (too far)
  refused: move b1 0101: b1 cannot move: step 1 (0403 to 0101): 0101 is not next to 0403; a unit moves one hex at a time (§7)
the programme's orders: 0 carried out, 1 refused
> undo
undone: move b1 0403
> programme
programme gives: move b1 0101 || move b1 0403 (the first that is allowed)
  refused: move b1 0101: b1 cannot move: step 1 (0402 to 0101): 0101 is not next to 0402; a unit moves one hex at a time (§7)
b1 moves to 0403 (1 of 1 MP spent, §7)
programme gives: move b1 0101 (too far)
  refused: move b1 0101: b1 cannot move: step 1 (0403 to 0101): 0101 is not next to 0403; a unit moves one hex at a time (§7)
the programme's orders: 1 carried out, 1 refused
> programme nope
error: expected all, show or step, not "nope"
