#! args: --game proving-fire --seed 1
#! data: tests/data
# spi-agincourt §8.12, §8.0: archer units that moved in their last
# Movement phase may not fire, and a longbow fires only on its archer
# side (a longbow that moves is turned to its yeoman side, §15.0).  The
# Genoese (f30) move in the French Movement phase; in the French archery
# that follows they may not fire, while the shortbows (f31), which
# stood, may; §8.15 then does not ask the Genoese to fire, and once
# the step's fire is resolved nothing more is allocated in it.  In the
# English Movement phase Archers A (e05) turn to their yeoman side; in
# the English archery of the next turn they may not fire.
> new proving-fire moved seed=1
new game: Proving game (SPI Agincourt's archery), 8.12: archers that moved (seed 1)
> move f30 2709
f30 moves to 2709 (0.5 of 1 MP spent, §5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> flip e05 yeoman
e05 turns to its yeoman side: melee 2, mp 1 (§15.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> fire f30 1 e05
error: f30 moved in its last Movement phase and may not fire (§8.12)
> fire f31 4 e05
f31 at e05: Shortbow firing at Archers, range 3 hexes, 4 volleys (at most 4 at this range, supply 24 left) (§8.7)
chances: 0 strikes 53%, 1 strike 36%, 2 strikes 10%, 3 strikes 1%, 4 strikes 0% (§8.7)
f31 allocates 4 volleys at e05, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire resolve
the fire allocated in this step is resolved: 1 allocation, each on its own (§8.0)
f31's 4 volleys at e05 (Shortbow firing at Archers, 3 hexes): d100: tens 7 (70-79) = none; supply 20 left (§8.7)
> fire f30 1 e05
error: the fire of this step has been resolved: all fire is allocated before any is resolved (§8.0)
> next
ended: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 1 of 12, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 2 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> fire e05 3 f31
error: e05 fires only on its archer side; it is on its yeoman side (§8.0)
#! status: 1
