#! args: --game proving-fire --seed 1
#! data: tests/data
# spi-agincourt §8.16, §8.2: fire over a combat unit, friend or enemy,
# reads one range column further but keeps the rate of the true range;
# a crossbow never fires over a unit; no line of sight through Woods.
# Archers A (e05) at the Genoese (f30), 3 hexes over Marle (f20): the
# 4 hexes column, 6 volleys.  Archers B (e06) at the shortbows (f31), 6
# hexes over the King's Own (e14): a 7th column the table does not
# print, refused (spi-notes).  The King's Own at Orleans (f03) through
# the Woods of 2912: refused.  The Genoese at Archers A over Marle:
# refused.
> new proving-fire over seed=1
new game: Proving game (SPI Agincourt's archery), 8.16: fire over a unit, and through Woods (seed 1)
> next
left undone: 4 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> odds fire e05 6 f30
e05 at f30: Longbow firing at Archers, range 3 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
over a unit: read in the 4 hexes column, the rate that of 3 hexes (§8.16)
chances: 0 strikes 28%, 1 strike 40%, 2 strikes 23%, 3 strikes 7%, 4 strikes 2% (reconstructed): SPI's Agincourt: archery, A1: the empty 4 Strikes rows of 8.7 (§8.7)
> fire e06 6 f31
error: over a unit the fire of e06 at f31 (6 hexes) would read a column of 7 hexes, which the table (§8.7) does not have (§8.16; reconstructed: such fire is refused)
> fire e14 6 f03
error: e14 cannot see f03: no clear line of sight (§8.2)
> los e14 f03
blocked by 2912 (§8.2)
crosses 2912 2812
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> fire f30 2 e05
error: f30 may never fire over a unit, and its line to e05 passes over one (§8.16)
#! status: 1
