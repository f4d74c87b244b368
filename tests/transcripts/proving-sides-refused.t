#! args: -g proving-sides --seed 3
#! status: 1
#! data: tests/data
# Flips refused, each with its record (`why`): a counter of one side, a
# side it has not, the side it is on already (by name or as "back"), a
# counter of the side not in turn; an order of the Move phase only (the
# sequence's `orders:`, after spi-agincourt §17.12); and the game's own
# rule in its `order` hook (made up after §15.0: a yeoman next to an
# enemy unit keeps to his side arms).  A hex names the counter in it.
> help flip
usage: flip <counter> [side]
turn a two-sided counter to its other side
Turns the counter (a unit of the side in turn, or the hex it
stands in) over: to its other side, or to the side named (its
game's name for it, such as yeoman or charge, or front or
back).  Its values are then those printed on that side: its
strengths, its movement allowance, what `show` and the hooks
read.  A counter printed on one side, or already on the side
named, is refused.  The game may allow flips only in some
phases, or refuse them by its own rules.  Undo turns it back.
> flip
error: too few arguments: expected flip <counter> [side]
> flip r1 yeoman archer
error: too many arguments: expected flip <counter> [side]
> flip r2
error: r2 cannot flip: a Foot counter has one side
> why
flip r2: refused: r2 cannot flip: a Foot counter has one side
> flip r1 foo
error: r1 cannot flip: its sides are archer and yeoman, not "foo" (§15.0)
> flip b1
error: b1 is Blue, and it is the Red Move phase
> flip r1 yeoman
r1 turns to its yeoman side: melee 2 (§15.0)
> move r2 0406
r2 moves to 0406 (1 of 1 MP spent, §5)
> next
left undone: 2 units did not move
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Red Fight phase (§9)
> flip r1
error: flip is an order of the Move phase (§5); now: turn 1 of 4, Red Fight phase (§9)
> next
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§5)
> flip 0203 charge
b1 turns to its charge side: melee 8, mp 2 (§17.11)
> flip b2 charge
error: b2 cannot flip: it is on its charge side already (§17.11)
> flip b2 back
error: b2 cannot flip: it is on its charge side already (§17.11)
> move b1 0204 0205
b1 moves to 0205 (2 of 2 MP spent, §5)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, Blue Move phase (§5)
now: turn 1 of 4, Blue Fight phase (§9)
> next
ended: turn 1 of 4, Blue Fight phase (§9)
now: turn 2 of 4, Red Move phase (§5)
> move r1 0206
r1 moves to 0206 (1 of 1 MP spent, §5)
> flip r1
error: r1 is next to b1: a yeoman in contact keeps to his side arms (§15.0)
> why
flip r1: refused: r1 is next to b1: a yeoman in contact keeps to his side arms (§15.0)
