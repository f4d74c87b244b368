#! args: --seed 11
# The Battle of Agincourt, the odds examples of §11.1, with the defence
# modifiers it lists: §4 (routed units at half DF), §9.3 (archers in
# woods against missile fire), §10.0.2 (archers behind a fortified line
# against mêlée over their front), §11.1 (odds, rounding, limits).
#
# Counter values (scenarios/battle-of-agincourt/game.yaml): English
# men-at-arms AF 9 DF 5, English archers AF 6 DF 4 (routed 2), English
# leaders AF 4 DF 6; French men-at-arms AF 8 DF 4 (routed 2), French
# leaders AF 4 DF 5, French archers AF 3 DF 3.
#
# "an attack is made with 9 AF against a unit with 5 DF.  The ratio is
# 9:5, which rounds down to 3:2": e10 against the French leader f01.
> new empty seed=11
new game: The Battle of Agincourt, empty board (seed 11)
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place f01 1214 s
placed f01 (Constable d'Albret) in 1214 s
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> odds 1215 -> 1214
odds: AF 9 against DF 5 is 9:5, rounded down to 3:2 (§11.1)
DRM: none
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
# Figure 6: 9 + 6 = 15 against 4 is 15:4, 3:1 (no leader here, no DRM).
> new empty seed=11
new game: The Battle of Agincourt, empty board (seed 11)
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place e18 1115 n
placed e18 (Left Wing Archers 1) in 1115 n
> place f11 1214 s
placed f11 (Vanguard Men-at-Arms 1) in 1214 s
> next
left undone: 2 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> odds 1215 1115 -> 1214
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM: none
chances at 3:1, DRM +0: E 5/12 = 41.7%, M 1/2 = 50.0%, - 1/12 = 8.3% (any effect 11/12 = 91.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# "Odds larger than 4:1 are treated as 4:1": 9 + 6 + 9 = 24 against 4.
> place e11 1315 n
placed e11 (King's Household Men-at-Arms 2) in 1315 n
> odds 1215 1115 1315 -> 1214
odds: AF 24 (9 + 6 + 9) against DF 4 is 24:4, counted as 4:1 (§11.1)
DRM: none
chances at 4:1, DRM +0: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# "an attack with 6 AF versus 9 DF rounds to 1:2".  No counter has DF 9
# (nor can doubling make one), so the same ratio 2:3 is shown with the
# French leader f02 (AF 4) against Henry V (DF 6): 4:6, rounded down to
# 1:2 (and -1DRM for the attacking leader, §11.2).
> new empty seed=11
new game: The Battle of Agincourt, empty board (seed 11)
> place e01 1215 n
placed e01 (Henry V) in 1215 n
> place f02 1214 s
placed f02 (Marshal Boucicaut) in 1214 s
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> next
left undone: 1 unit did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> odds 1214 -> 1215
odds: AF 4 against DF 6 is 4:6, rounded down to 1:2 (§11.1)
DRM -1: a leader attacks (§11.2)
chances at 1:2, DRM -1: E 1/12 = 8.3%, M 1/3 = 33.3%, - 7/12 = 58.3% (any effect 5/12 = 41.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 1:2, rows 5-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
# "Combat at odds smaller than 1:4 is not possible": there is no column
# below 1:4 (nor above 4:1).  With these counters the least odds are
# 3:8 (next case), so no attack can fall below 1:4.
> odds 1:5
error: no column 1:5 (the columns run from 1:4 to 4:1)
> odds 1:4
chances at 1:4, DRM +0: E 1/36 = 2.8%, M 1/18 = 5.6%, - 11/12 = 91.7% (any effect 1/12 = 8.3%)
# §9.3, §11.1: an archer in a woods hex has its DF doubled against
# missile fire: the French archer f29 (AF 3) firing at e18 (DF 4) in the
# woods of 0411 is 3:8, rounded down to 1:3 (the footnote of §11.1
# overlooks this doubling; see doc/reconstructions.md).
> new empty seed=11
new game: The Battle of Agincourt, empty board (seed 11)
> place e18 0411 ne
placed e18 (Left Wing Archers 1) in 0411 ne
> place f29 0410 s
placed f29 (Crossbowmen 1) in 0410 s
> place f11 0511 sw
placed f11 (Vanguard Men-at-Arms 1) in 0511 sw
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> odds fire 0410 -> 0411
odds: AF 3 against DF 8 (4 doubled: Woods, §9.3) is 3:8, rounded down to 1:3 (§11.1)
range: 1 hex (§9.1)
DRM: none
chances at 1:3, DRM +0: E 1/36 = 2.8%, M 5/36 = 13.9%, - 5/6 = 83.3% (any effect 1/6 = 16.7%)
# Against mêlée the woods give nothing: f11 (AF 8) against DF 4 is 2:1.
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> odds 0511 -> 0411
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
# §10.0.2: an archer in a fortified hex has its DF doubled against mêlée
# over its front hexsides: e18 faces n in 1114; f11 attacks from 1113
# (its front): 8 against 8 is 1:1.
> new empty seed=11
new game: The Battle of Agincourt, empty board (seed 11)
> place e18 1114 n
placed e18 (Left Wing Archers 1) in 1114 n
> place f11 1113 s
placed f11 (Vanguard Men-at-Arms 1) in 1113 s
> place f12 1214 n
placed f12 (Vanguard Men-at-Arms 2) in 1214 n
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> odds 1113 -> 1114
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM: none
chances at 1:1, DRM +0: E 1/12 = 8.3%, M 7/36 = 19.4%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
# Over a flank (1214 is beyond e18's se hexside) there is no doubling:
# 8:4 is 2:1.
> odds 1214 -> 1114
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
no doubling by the Fortified line: not every attack comes over the defender's front hexsides (§10.0.2)
DRM: none
chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
# "if one attacker attacks over the defending unit's front hex-sides, but
# another attacker attacks over the defending unit's flank or rear, then
# the defending unit does not have its DF doubled": 16:4 is 4:1.
> odds 1113 1214 -> 1114
odds: AF 16 (8 + 8) against DF 4 is 16:4, that is 4:1 (§11.1)
no doubling by the Fortified line: not every attack comes over the defender's front hexsides (§10.0.2)
DRM: none
chances at 4:1, DRM +0: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# Men-at-arms gain nothing from the stakes (§10.0.2): e10 (DF 5) in 1114.
> remove e18
removed e18 (Left Wing Archers 1) from 1114
> place e10 1114 n
placed e10 (King's Household Men-at-Arms 1) in 1114 n
> odds 1113 -> 1114
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
# The doubling "also applies when an archer unit is defending against a
# counter-attack": e18 in 1114 attacks f11 in 1113 (6:4, 3:2); f11
# passes its check (roll 3 3 = 6 is M at 3:2 (Table 3 completed: M 5-6),
# 6 6 passes MR 6) and counter-attacks at 8:8, 1:1.
> new empty seed=11
new game: The Battle of Agincourt, empty board (seed 11)
> place e18 1114 n
placed e18 (Left Wing Archers 1) in 1114 n
> place f11 1113 s
placed f11 (Vanguard Men-at-Arms 1) in 1113 s
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack 1114 -> 1113
< 3 3
< 6 6
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 6 6
morale check of f11 (MR 6, §13): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
f11 may counter-attack one attacker (§11.5): counter f11 -> e18
> odds 1113 -> 1114
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM: none
chances at 1:1, DRM +0: E 1/12 = 8.3%, M 7/36 = 19.4%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
# §4, §11.1: routed units defend with half DF, printed on the back.  The
# French archer f29 fires at e18 in 1114 (no doubling against missile
# fire: 3:4, 1:2); roll 1 2 = 3 is M at 1:2, and e18 (MR 6) fails on
# 1 1.  f12 in 1115 blocks its way south, and f13 and f14 the hexes
# half a hex nearer the south edge (1014, 1214), so it stays in 1114
# (§13.4).
> new empty seed=11
new game: The Battle of Agincourt, empty board (seed 11)
> place e18 1114 n
placed e18 (Left Wing Archers 1) in 1114 n
> place f11 1113 s
placed f11 (Vanguard Men-at-Arms 1) in 1113 s
> place f12 1115 n
placed f12 (Vanguard Men-at-Arms 2) in 1115 n
> place f13 1014 n
placed f13 (Vanguard Men-at-Arms 3) in 1014 n
> place f14 1214 n
placed f14 (Vanguard Men-at-Arms 4) in 1214 n
> place f29 1213 s
placed f29 (Crossbowmen 1) in 1213 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> next
left undone: 5 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> fire 1213 1114
< 1 2
< 1 1
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on e18: 1 2
roll 2d6: 1+2 = 3 (physical), DRM +0, MDR 3 at 1:2: M (Morale check, §11.3, 13)
roll 2d6 for the morale check of e18: 1 1
morale check of e18 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
e18 is routed (§4, §13)
e18 cannot move any closer to the s edge and stays in 1114 (§13.4)
> show e18
e18: Left Wing Archers 1
  English Archers, regiment
  af 6 df 4 rdf 2 range 6 mf 4 mr 6
  position: 1114 routed
  terrain: Clear, Fortified line
  this phase: was attacked
# A routed archer has no front, so the stakes never double it (§10.0.2),
# and no facing, so there is no rear attack (§11.2): 8 against 2 is 4:1.
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> odds 1113 -> 1114
odds: AF 8 against DF 2 (routed: half DF) is 8:2, that is 4:1 (§11.1)
no doubling by the Fortified line: a routed unit has no front hexsides (§10.0.2)
DRM: none
chances at 4:1, DRM +0: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
> odds 1115 -> 1114
odds: AF 8 against DF 2 (routed: half DF) is 8:2, that is 4:1 (§11.1)
no doubling by the Fortified line: a routed unit has no front hexsides (§10.0.2)
DRM: none
chances at 4:1, DRM +0: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# §10.0.2 asks only that the mêlée come over the archer's front
# hexsides (herald's reading; doc/reconstructions.md, "Agincourt
# §10.0.2: the front hexsides alone"): a French archer that has walked
# into the stake hex and faces south is doubled against an attack from
# the south too, though the stakes are drawn on 1114's n ne nw sides.
# 9 against 6 is 3:2.
> new empty seed=7
new game: The Battle of Agincourt, empty board (seed 7)
> place f29 1114 s
placed f29 (Crossbowmen 1) in 1114 s
> place e10 1115 n
placed e10 (King's Household Men-at-Arms 1) in 1115 n
> odds 1115 -> 1114
odds: AF 9 against DF 6 (3 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 9:6, that is 3:2 (§11.1)
e10 is over a front hexside of f29 that the Fortified line is not drawn on: doubled all the same, the front is enough (our reading of §10.0.2)
DRM: none
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
> remove f29
removed f29 (Crossbowmen 1) from 1114
> place e18 1114 n
placed e18 (Left Wing Archers 1) in 1114 n
> place f11 1113 s
placed f11 (Vanguard Men-at-Arms 1) in 1113 s
> odds 1113 -> 1114
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM: none
chances at 1:1, DRM +0: E 1/12 = 8.3%, M 7/36 = 19.4%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
#! status: 1
