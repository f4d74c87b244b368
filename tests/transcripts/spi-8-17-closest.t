#! args: --game proving-fire --seed 1
#! data: tests/data
# spi-agincourt §8.17: a French combat unit next to an English combat
# unit may be fired at only by the closest English archers, all of them
# when several are equally close.  Marle (f20) stands next to York
# (e01): Archers A (e05) and the King's Own (e14), 2 hexes off, may
# fire at it; Archers B (e06), 3 hexes off, may not.  Orleans (f03) is
# next to no English combat unit: Archers B may fire at it.
> new proving-fire closest seed=1
new game: Proving game (SPI Agincourt's archery), 8.17: the closest archers (seed 1)
> next
left undone: 2 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> odds fire e06 6 f20
not allowed now: f20 is next to an English combat unit: only the closest English archers may fire at it, and e05 is closer (2 hexes, e06 3) (§8.17)
if it were allowed:
  e06 at f20: Longbow firing at Men-at-Arms, range 3 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
  over a unit: read in the 4 hexes column, the rate that of 3 hexes (§8.16)
  chances: 0 strikes 57%, 1 strike 34%, 2 strikes 8%, 3 strikes 1%, 4 strikes 0% (§8.7)
> fire e06 6 f20
error: f20 is next to an English combat unit: only the closest English archers may fire at it, and e05 is closer (2 hexes, e06 3) (§8.17)
> fire e05 3 f20
e05 at f20: Longbow firing at Men-at-Arms, range 2 hexes, 3 volleys (at most 3 at this range, supply 24 left) (§8.7)
over a unit: read in the 3 hexes column, the rate that of 2 hexes (§8.16)
at 2 hexes the rate of fire is halved, to 3 (§8.43)
chances: 0 strikes 71%, 1 strike 26%, 2 strikes 3%, 3 strikes 0%, 4 strikes 0% (§8.7)
e05 allocates 3 volleys at f20, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire e14 3 f20
e14 at f20: Longbow firing at Men-at-Arms, range 2 hexes, 3 volleys (at most 3 at this range, supply 24 left) (§8.7)
at 2 hexes the rate of fire is halved, to 3 (§8.43)
chances: 0 strikes 64%, 1 strike 31%, 2 strikes 5%, 3 strikes 0%, 4 strikes 0% (§8.7)
e14 allocates 3 volleys at f20, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e06 6 f03
e06 at f03: Longbow firing at Men-at-Arms, range 4 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
over a unit: read in the 5 hexes column, the rate that of 4 hexes (§8.16)
chances: 0 strikes 83%, 1 strike 16%, 2 strikes 1%, 3 strikes 0%, 4 strikes 0% (§8.7)
e06 allocates 6 volleys at f03, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> fire resolve
the fire allocated in this step is resolved: 3 allocations, each on its own (§8.0)
e05's 3 volleys at f20 (Longbow firing at Men-at-Arms, 3 hexes): d100: tens 7 (70-79) = none; supply 21 left (§8.7)
e06's 6 volleys at f03 (Longbow firing at Men-at-Arms, 5 hexes): d100: tens 5 (50-59) = none; supply 18 left (§8.7)
e14's 3 volleys at f20 (Longbow firing at Men-at-Arms, 2 hexes): d100: tens 5 (50-59) = none; supply 21 left (§8.7)
#! status: 1
