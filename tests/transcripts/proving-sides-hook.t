#! args: -g proving-sides --seed 3
#! data: tests/data
# Hooks and two-sided counters: herald::unit gives the side a counter
# is up (`side`) and that side's values, which the game's `standing`
# hook says for `status`; herald::flip turns a counter in an order_done
# hook (§8.12: a longbow that moved turns to its yeoman side), told as
# part of the order and undone with it; in a question (`standing`) it
# is refused, and nothing changes.  A type without sides_section (the
# banner) cites the phase its flip is made in.
> status
Proving game (two-sided counters), Basic
turn 1 of 4, Red Move phase (§5)
units eliminated: Red 0, Blue 0
dice: auto (seed 3); orders: 0
r1 is on its archer side (melee 0, mp 1)
b2 is on its charge side (melee 6, mp 2)
r3 is on its furled side (melee 0, mp 1)
b1 is on its normal side (melee 4, mp 1)
asked, not done: herald::flip: the game may not be changed in this hook, which only asks (it may be in phase hooks and after_order)
> move r1 0206
r1 moves to 0206 (1 of 1 MP spent, §5)
r1 turns to its yeoman side: melee 2 (§15.0)
> show r1
r1: Suffolk
  Red Longbow
  melee 2 mp 1 df 2
  side: yeoman (its back; archer side: melee 0)
  position: 0206 n
  terrain: Clear
  this turn: moved 1 hex, 1 of 1 MP spent
> why
move r1 0206:
r1 moves to 0206 (1 of 1 MP spent, §5)
r1 turns to its yeoman side: melee 2 (§15.0)
> undo
undone: move r1 0206
> show r1
r1: Suffolk
  Red Longbow
  melee 0 mp 1 df 2
  side: archer (its front; yeoman side: melee 2)
  position: 0207 n
  terrain: Clear
  this turn: not moved (1 MP)
> flip r3
r3 turns to its unfurled side (§5)
> next
left undone: 3 units did not move
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Red Fight phase (§9)
> next
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§5)
> flip b1
b1 turns to its charge side: melee 8, mp 2 (§17.11)
> status
Proving game (two-sided counters), Basic
turn 1 of 4, Blue Move phase (§5)
units eliminated: Red 0, Blue 0
dice: auto (seed 3); orders: 4
r1 is on its archer side (melee 0, mp 1)
b2 is on its charge side (melee 6, mp 2)
r3 is on its unfurled side (melee 0, mp 1)
b1 is on its charge side (melee 8, mp 2)
asked, not done: herald::flip: the game may not be changed in this hook, which only asks (it may be in phase hooks and after_order)
