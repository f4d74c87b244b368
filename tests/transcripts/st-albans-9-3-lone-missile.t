#! args: --game st-albans --empty --seed 5
# Les Batailles de St Albans §9.3: "A missile firing unit on its own may
# only attack in hand to hand combat at odds better than 1/1."  Judged
# on the odds column the attack would be read on: every strength as
# counted (the archer's -1 in hand to hand, the commander's +2, §6),
# then rounded in the defender's favour (§9.5).  The terrain's column
# shift belongs to the table, not to the odds (§9.5, TEC).
#
# Issue 9's example: y09 (York's Archers 1, 3) with York (y01, 2) against
# l10 (Northumberland's Retinue, 3): 3 - 1 + 2 = 4 against 3, 4:3,
# counted as 1:1: refused.
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place l10 2016
placed l10 (Northumberland's Retinue) in 2016
> place y09 2015
placed y09 (York's Archers 1) in 2015
> place y01 2015
placed y01 (Richard, Duke of York) in 2015
> next
left undone: 2 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> attack y09 -> l10
error: 4 against 3 counts as 1:1: a missile unit on its own attacks hand to hand only at odds better than 1/1 (§9.3)
> odds y09 -> l10
not allowed now: 4 against 3 counts as 1:1: a missile unit on its own attacks hand to hand only at odds better than 1/1 (§9.3)
if it were allowed:
  odds: AF 4 (3 - 1 + 2) against DF 3 is 4:3, rounded down to 1:1 (§9.5)
  missile units in mêlée: -1 strength (§9.3)
  commanders add 2 to the attack, 0 to the defence (§6)
  DRM: none
  chances at 1:1, DRM +0: D1 1/6 = 16.7%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 1:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# Against l15 (Earl of Wiltshire's Men, 2) the same 4 is 4:2, 2:1: better
# than 1/1, so y09 may attack on its own.
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place l15 2016
placed l15 (Earl of Wiltshire's Men) in 2016
> place y09 2015
placed y09 (York's Archers 1) in 2015
> place y01 2015
placed y01 (Richard, Duke of York) in 2015
> next
left undone: 2 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds y09 -> l15
odds: AF 4 (3 - 1 + 2) against DF 2 is 4:2, that is 2:1 (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 2 to the attack, 0 to the defence (§6)
DRM: none
chances at 2:1, DRM +0: D1R 1/6 = 16.7%, D1 1/6 = 16.7%, DT 1/3 = 33.3%, DR 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 2:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# Without York, 2 against 2 is 1:1: refused again.
> remove y01
removed y01 (Richard, Duke of York) from 2015
> odds y09 -> l15
not allowed now: 2 against 2 counts as 1:1: a missile unit on its own attacks hand to hand only at odds better than 1/1 (§9.3)
if it were allowed:
  odds: AF 2 (3 - 1) against DF 2 is 2:2, that is 1:1 (§9.5)
  missile units in mêlée: -1 strength (§9.3)
  DRM: none
  chances at 1:1, DRM +0: D1 1/6 = 16.7%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 1:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# Not on its own: with y07's billmen the archer may join at any odds
# (§9.3 speaks of the missile unit alone): 4 + 2 against 3 is 2:1.
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place l10 2016
placed l10 (Northumberland's Retinue) in 2016
> place y09 2015
placed y09 (York's Archers 1) in 2015
> place y07 2116
placed y07 (York's Billmen 1) in 2116
> next
left undone: 2 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds y07 y09 -> l10
odds: AF 6 (4 + 3 - 1) against DF 3 is 6:3, that is 2:1 (§9.5)
missile units in mêlée: -1 strength (§9.3)
DRM: none
chances at 2:1, DRM +0: D1R 1/6 = 16.7%, D1 1/6 = 16.7%, DT 1/3 = 33.3%, DR 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 2:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# The woods of Beech Bottom (1602) shift the column for the defender
# (TEC 4, -1 column): 4 against 2 is still odds of 2:1, better than 1/1,
# so the archer may attack on its own, read on the 3:2 column
# (doc/reconstructions.md, "St Albans §9.3: the odds of a lone missile
# unit").
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place l15 1602
placed l15 (Earl of Wiltshire's Men) in 1602
> place y09 1603
placed y09 (York's Archers 1) in 1603
> place y01 1603
placed y01 (Richard, Duke of York) in 1603
> next
left undone: 2 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds y09 -> l15
odds: AF 4 (3 - 1 + 2) against DF 2 is 4:2, that is 2:1, shifted to 3:2 by the terrain (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 2 to the attack, 0 to the defence (§6)
column -1: Woods (§TEC 4)
DRM: none
chances at 3:2, DRM +0: D1 1/3 = 33.3%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 3:2, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
#! status: 1
