#! args: --game proving-fire --seed 1
#! data: tests/data
# spi-agincourt §8.41-§8.43: a longbow fires up to 6 volleys an impulse,
# 3 at a range of one or two hexes; a crossbow 2, 1 there; a shortbow
# 4, 2 there.  Archers A (e05) at Marle (f20), 2 hexes: at most 3; at
# Orleans (f03), 3 hexes (over Marle), 6.  In the French archery the
# Genoese (f30) at Archers A, 3 hexes: 2 volleys; the shortbows (f31) at
# Archers A, 3 hexes: 4; both refused more.
> new proving-fire volleys seed=1
new game: Proving game (SPI Agincourt's archery), 8.15, 8.16, 8.43: the English archery (seed 1)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> odds fire e05 4 f20
not allowed now: e05 fires at most 3 volleys at 2 hexes, its rate halved (§8.43), not 4
> odds fire e05 3 f20
e05 at f20: Longbow firing at Men-at-Arms, range 2 hexes, 3 volleys (at most 3 at this range, supply 24 left) (§8.7)
at 2 hexes the rate of fire is halved, to 3 (§8.43)
chances: 0 strikes 64%, 1 strike 31%, 2 strikes 5%, 3 strikes 0%, 4 strikes 0% (§8.7)
> odds fire e05 6 f03
e05 at f03: Longbow firing at Men-at-Arms, range 3 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
over a unit: read in the 4 hexes column, the rate that of 3 hexes (§8.16)
chances: 0 strikes 57%, 1 strike 34%, 2 strikes 8%, 3 strikes 1%, 4 strikes 0% (§8.7)
> odds fire e05 7 f03
not allowed now: e05 fires at most 6 volleys at 3 hexes (§8.42), not 7
> new proving-fire moved seed=1
new game: Proving game (SPI Agincourt's archery), 8.12: archers that moved (seed 1)
> odds fire f30 3 e05
not allowed now: f30 fires at most 2 volleys at 3 hexes (§8.42), not 3
> odds fire f30 2 e05
f30 at e05: Crossbow firing at Archers, range 3 hexes, 2 volleys (at most 2 at this range, supply 24 left) (§8.7)
chances: 0 strikes 75%, 1 strike 23%, 2 strikes 2%, 3 strikes 0%, 4 strikes 0% (§8.7)
> odds fire f31 4 e05
f31 at e05: Shortbow firing at Archers, range 3 hexes, 4 volleys (at most 4 at this range, supply 24 left) (§8.7)
chances: 0 strikes 53%, 1 strike 36%, 2 strikes 10%, 3 strikes 1%, 4 strikes 0% (§8.7)
> odds fire f31 5 e05
not allowed now: f31 fires at most 4 volleys at 3 hexes (§8.42), not 5
