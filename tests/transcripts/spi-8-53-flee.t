#! args: --seed 1
#! data: tests/data
# spi-agincourt §8.53: French shortbows out of arrows flee the field
# northward as though routed (§11.21), though their army is in good
# order and a leader of their contingent stands with them (herald's
# reading: they flee for good, no leader keeps or rallies them).  Fire
# routs them with spi_rout (spi-army.tcl); the proving game's Flee marker
# does the same here.
> new proving-army flee seed=1
new game: Proving game (SPI Agincourt's army morale), Shortbows out of arrows (seed 1)
> marker place flee fs
placed flee1: Flee with fs in 1418
removed flee1: Flee with fs in 1418
fs is routed: out of arrows (§8.53); it flees toward the north edge in its Movement phases (§11.21)
> show fs
fs: Genoese
  French Shortbow
  melee 1 lines 3 rating 0 mp 1 arrows 24
  position: 1418 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac
  lines left: 3 (§8.33)
  arrows: 0 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: yes (§11.21)
> status
Proving game (SPI Agincourt's army morale), Shortbows out of arrows
turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 12)
units eliminated: French 0, English 0
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
demoralized: French 0, English 0 (§11.2)
dice: auto (seed 1); orders: 1
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: French 1 unit routed (fs) (§11.21); the next check ends turn 5 (§11.0)
> face fs n
fs turns to face n (1 of 1 MP spent, §5.2)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
routed, toward the north edge: fs must flee to 1318 or 1319 (§11.21)
# Impulse 2: they flee, the whole impulse (1 MP, two hexes); Orleans may
# not move before they have finished (§5.0)
> move fs 1318
fs moves to 1318 (0.5 of 1 MP spent, §5.0)
> face forl n
error: fs must flee to 1217 or 1218 before another unit moves: each unit finishes its move before the next (§5.0, §11.21)
> move fs 1217
fs moves to 1217 (1 of 1 MP spent, §5.0)
> face forl n
forl turns to face n (1 of 1 MP spent, §5.2)
> next
left undone: 2 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
routed, toward the north edge: fs must flee to 1117 or 1118 (§11.21)
# Impulse 3: Orleans moves onto their last hex, 1217, before they go on:
# no rally (§8.53)
> move forl 1318 1217
forl moves to 1217 (1 of 1 MP spent, §5.0)
> show fs
fs: Genoese
  French Shortbow
  melee 1 lines 3 rating 0 mp 1 arrows 24
  position: 1217 n
  terrain: Clear
  this turn: moved 2 hexes, 0 of 1 MP spent
  characteristics: Armagnac
  lines left: 3 (§8.33)
  arrows: 0 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: yes (§11.21)
> next
error: the impulse may not end yet: fs must flee to 1117 or 1118: a routed unit is moved toward its own edge each impulse (§11.21)
> move fs 1117
fs moves to 1117 (0.5 of 1 MP spent, §5.0)
> next
error: the impulse may not end yet: fs must flee to 1016 or 1017: a routed unit is moved toward its own edge each impulse (§11.21)
#! status: 1
