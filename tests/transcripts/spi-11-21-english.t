#! args: --seed 1
#! data: tests/data
# spi-agincourt §11.21 for the English: a demoralized English army's
# routed units flee toward the south map edge (column 24 of the proving
# board) by the se and sw hexsides.  Suffolk, a longbow on its archer
# side, may not move (§15.0): it is turned over to its yeoman side as its
# Movement phase begins, and to no other side; it turns to face s (the
# hook is given "s" as a facing, not as the start of Suffolk's name),
# and then flees each impulse.  York, with Henry, is in command (§11.22).
> new proving-army english seed=1
esuf has no leader with it who may command it: it is routed (§11.21, §11.22)
new game: Proving game (SPI Agincourt's army morale), A demoralized English army (seed 1)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
routed, toward the south edge: esuf must turn over to its yeoman side and flee (§11.21)
> flip esuf archer
error: esuf is routed: it does nothing but flee toward the south edge, and is turned over only to the side that moves to flee (§11.21, §15.0, §17.12)
> next
error: the impulse may not end yet: esuf must turn over to its yeoman side and flee: a routed unit is moved toward its own edge each impulse (§11.21)
> flip esuf
esuf turns to its yeoman side: melee 2, mp 1 (§15.0)
> face esuf n
error: esuf is routed: it may turn only toward s, to flee to the south edge (§11.21)
> face esuf s
esuf turns to face s (1 of 1 MP spent, §5.2)
> next
left undone: 3 units did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
routed, toward the south edge: esuf must flee to 2118 or 2119 (§11.21)
> move esuf 2119 2219
esuf moves to 2219 (1 of 1 MP spent, §5.0)
> move esuf 2118 2218
error: esuf is routed and flees toward the south edge, one hexrow a step, directly away from the enemy, never into Woods or a combat unit's hex: from 2219 it flees to 2319 or 2320, not 2118 (§11.21)
> show esuf
esuf: Suffolk
  English English Longbow
  melee 2 lines 4 rating 0 mp 1 arrows 24
  side: yeoman (its back; archer side: melee 0, mp 0)
  position: 2219 s
  terrain: Clear
  this turn: moved 2 hexes, 1 of 1 MP spent
  characteristics: English
  lines left: 4 (§8.33)
  arrows: 24 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: yes (§11.21)
> next
left undone: 2 units did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
routed, toward the south edge: esuf must flee to 2319 or 2320 (§11.21)
#! status: 1
