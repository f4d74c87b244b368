#! args: -g proving-sides --seed 3
#! status: 1
#! data: tests/data
# Two-sided counters (issue 13; the proving-sides game, unit types'
# `sides:` and FRONT/BACK values, src/sides.c; doc/authoring.md
# "Two-sided counters"), after spi-agincourt §15.0 and §17.11-17.12:
# a longbow's archer front (melee none) and yeoman back (melee 2,
# §3.32), cavalry's normal front and charge back (Saveuse 4 and 8,
# Fauqm 3 and 6), the charge's impulse allowance 2 (§3.33).  `flip`
# turns a counter to its other side or to the side named (its name, or
# front or back); `show` and `units` say the side and its values; a
# flipped cavalry unit moves 2, and back on its normal side 1; undo
# turns it back.  Fauqm (b2) is set up on its charge side
# ("0603 s charge").  A longbow that moves turns to its yeoman side by
# the game's order_done hook (§8.12: sides.tcl).
> units
r1    0207 n        Red       Longbow              Suffolk
r2    0407 n        Red       Foot                 Red Foot
b2    0603 s        Blue      Cavalry              Fauqm (charge side: melee 6, mp 2)
r3    0108 n        Red       Banner               Red Banner
b1    0203 s        Blue      Cavalry              Saveuse
> show b1
b1: Saveuse
  Blue Cavalry
  melee 4 mp 1 df 3
  side: normal (its front; charge side: melee 8, mp 2)
  position: 0203 s
  terrain: Clear
> show r1
r1: Suffolk
  Red Longbow
  melee 0 mp 1 df 2
  side: archer (its front; yeoman side: melee 2)
  position: 0207 n
  terrain: Clear
  this turn: not moved (1 MP)
> flip r1
r1 turns to its yeoman side: melee 2 (§15.0)
> show r1
r1: Suffolk
  Red Longbow
  melee 2 mp 1 df 2
  side: yeoman (its back; archer side: melee 0)
  position: 0207 n
  terrain: Clear
  this turn: not moved (1 MP)
> flip r1 front
r1 turns to its archer side: melee 0 (§15.0)
> flip r1 yeoman
r1 turns to its yeoman side: melee 2 (§15.0)
> move r2 0406
r2 moves to 0406 (1 of 1 MP spent, §5)
> next
left undone: 2 units did not move
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Red Fight phase (§9)
> next
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§5)
> flip b1
b1 turns to its charge side: melee 8, mp 2 (§17.11)
> units
r1    0207 n        Red       Longbow              Suffolk (yeoman side: melee 2)
r2    0406 n        Red       Foot                 Red Foot
b2    0603 s        Blue      Cavalry              Fauqm (charge side: melee 6, mp 2)
r3    0108 n        Red       Banner               Red Banner
b1    0203 s        Blue      Cavalry              Saveuse (charge side: melee 8, mp 2)
> move b1 0204 0205
b1 moves to 0205 (2 of 2 MP spent, §5)
> undo
undone: move b1 0204 0205
> move b1 0204 0205 0206
error: b1 cannot move: step 3 (0205 to 0206): entering 0206 costs 1 MP but b1 has 0 of 2 left (§5)
> move b1 0204
b1 moves to 0204 (1 of 2 MP spent, §5)
> flip b1 normal
b1 turns to its normal side: melee 4, mp 1 (§17.11)
> move b1 0205
error: b1 cannot move: step 1 (0204 to 0205): entering 0205 costs 1 MP but b1 has 0 of 1 left (§5)
> flip b2
b2 turns to its normal side: melee 3, mp 1 (§17.11)
> move b2 0604
b2 moves to 0604 (1 of 1 MP spent, §5)
> show b2
b2: Fauqm
  Blue Cavalry
  melee 3 mp 1 df 3
  side: normal (its front; charge side: melee 6, mp 2)
  position: 0604 s
  terrain: Clear
  this turn: moved 1 hex, 1 of 1 MP spent
> why
move b2 0604:
b2 moves to 0604 (1 of 1 MP spent, §5)
