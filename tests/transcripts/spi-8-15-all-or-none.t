#! args: --game proving-fire --seed 1
#! data: tests/data
# spi-agincourt §8.11, §8.15, §8.14, §8.18: no unit must fire, but once
# one does, every fire unit of its side with an enemy in range must
# fire too; all of it is allocated before any is resolved, each unit at
# one target, and fire once allocated is not changed.  In the English
# archery after the first French impulse Archers A (e05) allocate 6
# volleys at Orleans (f03) over Marle; `fire resolve` and `next` are
# then refused until Archers B (e06) and the King's Own (e14), who both
# have Saveuse (f09) in range, have fired too.  e05 may not fire again
# or at another target.  In the next archery step nobody fires, and the
# step ends.
> new proving-fire volleys seed=1
new game: Proving game (SPI Agincourt's archery), 8.15, 8.16, 8.43: the English archery (seed 1)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> fire e05 6 f03
e05 at f03: Longbow firing at Men-at-Arms, range 3 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
over a unit: read in the 4 hexes column, the rate that of 3 hexes (§8.16)
chances: 0 strikes 57%, 1 strike 34%, 2 strikes 8%, 3 strikes 1%, 4 strikes 0% (§8.7)
e05 allocates 6 volleys at f03, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire e05 3 f20
error: e05 has already fired at f03 in this step: one target an impulse, and fire once allocated is not changed (§8.14)
> fire resolve
error: e06 must fire too: once one unit fires, every fire unit with an enemy in range must; f03 is in range: fire e06 N f03 (§8.15)
> next
error: e06 must fire too: once one unit fires, every fire unit with an enemy in range must; f03 is in range: fire e06 N f03 (§8.15)
> fire e06 3 f09
e06 at f09: Longbow firing at Cavalry, range 2 hexes, 3 volleys (at most 3 at this range, supply 24 left) (§8.7)
at 2 hexes the rate of fire is halved, to 3 (§8.43)
chances: 0 strikes 53%, 1 strike 38%, 2 strikes 8%, 3 strikes 1%, 4 strikes 0% (§8.7)
e06 allocates 3 volleys at f09, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire resolve
error: e14 must fire too: once one unit fires, every fire unit with an enemy in range must; f09 is in range: fire e14 N f09 (§8.15)
> fire e14 2 f09
e14 at f09: Longbow firing at Cavalry, range 6 hexes, 2 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 96%, 1 strike 4%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e14 allocates 2 volleys at f09, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> fire resolve
the fire allocated in this step is resolved: 3 allocations, each on its own (§8.0)
e05's 6 volleys at f03 (Longbow firing at Men-at-Arms, 4 hexes): d100: tens 7 (70-79) = none; supply 18 left (§8.7)
e06's 3 volleys at f09 (Longbow firing at Cavalry, 2 hexes): d100: tens 5 (50-59) = none; supply 21 left (§8.7)
e14's 2 volleys at f09 (Longbow firing at Cavalry, 6 hexes): d100: tens 5 (50-59) = none; supply 22 left (§8.7)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
#! status: 1
