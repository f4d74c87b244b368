#! args: --seed 5
# The Battle of Agincourt, Figure 5 and missile fire: §5.1 (fronts), §9
# (missile phase), §9.1 (range), §9.2 (line of sight), §9.4 (optional
# range DRM), §11.1 (odds).
#
# Figure 5: "If the range optional rule (§9.4) is used, then the English
# archer in 2814 would have a +3DRM (distance is 4 hexes) when firing upon
# the French unit in 2611."  e29 is an English archer (AF 6, range 6),
# f11 a French man-at-arms (DF 4).
> new empty +range-drm seed=5
new game: The Battle of Agincourt, empty board (seed 5)
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: Range DRM: +1 per hex beyond the first (§9.4)
dice: auto (seed 5); orders: 0
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> place e29 2814 n
placed e29 (Right Wing Archers 1) in 2814 n
> place f11 2611 s
placed f11 (Vanguard Men-at-Arms 1) in 2611 s
> range 2814 2611
4
> los 2814 2611
clear (§9.2)
crosses 2714|2813 2713 2612|2712
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
# 6 AF against 4 DF is 6:4, 3:2 (§11.1); "for each hex, beyond the first,
# an archer unit fires, it incurs a +1DRM": 4 hexes, +3.
> odds fire 2814 -> 2611
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 4 hexes (§9.1)
DRM +3: range (§9.4)
chances at 3:2, DRM +3: E 0, M 1/12 = 8.3%, - 11/12 = 91.7% (any effect 1/12 = 8.3%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:2, rows 5-15 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
# "That is, an archer unit firing at a unit in an adjacent hex has no
# additional DRM.  If it fires at a target 3 hexes (2 intermittent
# hexes) away, it has an additional +2DRM."
> place f12 2513 s
placed f12 (Vanguard Men-at-Arms 2) in 2513 s
> range 2814 2513
3
> odds fire 2814 -> 2513
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 3 hexes (§9.1)
DRM +2: range (§9.4)
chances at 3:2, DRM +2: E 1/36 = 2.8%, M 5/36 = 13.9%, - 5/6 = 83.3% (any effect 1/6 = 16.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:2, rows 4-14 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
> place f13 2813 s
placed f13 (Vanguard Men-at-Arms 3) in 2813 s
> odds fire 2814 -> 2813
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
# Roll 1 1 = 2, +3 is MDR 5: M at 3:2.  f11 (MR 6) checks: 6 6 passes.
# The archer fires once a turn (§8); no other archer may fire on f11
# (§9: "other artillery units cannot attack that enemy unit"); there is
# no counter-attack after missile fire (§9, §11.5).
> dice manual
dice: manual: herald will ask for each roll the rules call for
> fire 2814 2611
< 1 1
< 6 6
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 4 hexes (§9.1)
DRM +3: range (§9.4)
roll 2d6 for the fire on f11: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +3, MDR 5 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 6 6
morale check of f11 (MR 6, §13): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
> fire 2814 2513
error: e29 has already attacked this turn; a unit attacks once a turn (§8)
> place e30 2614 n
placed e30 (Right Wing Archers 2) in 2614 n
> fire 2614 2611
error: f11 has already been attacked this phase; a unit is attacked at most once a phase (§8)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> counter 2611 -> 2814
error: no counter-attack is open to f11: only a defender just attacked in mêlée, still in good order and not of the faction in turn, and not attacked over a flank or its rear (§11.5)
# Without the optional rule there is no range DRM.
> new empty seed=5
new game: The Battle of Agincourt, empty board (seed 5)
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 5); orders: 0
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> place e29 2814 n
placed e29 (Right Wing Archers 1) in 2814 n
> place f11 2611 s
placed f11 (Vanguard Men-at-Arms 1) in 2611 s
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> odds fire 2814 -> 2611
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 4 hexes (§9.1)
DRM: none
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
# §9.1: "English artillery units have a range of six hexes": 2808 is 6
# hexes from 2814, 2807 is 7.
> place f12 2808 s
placed f12 (Vanguard Men-at-Arms 2) in 2808 s
> place f13 2807 s
placed f13 (Vanguard Men-at-Arms 3) in 2807 s
> range 2814 2808
6
> range 2814 2807
7
> odds fire 2814 -> 2808
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 6 hexes (§9.1)
DRM: none
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
> fire 2814 2807
error: f13 is 7 hexes from e29; e29's range is 6 (§9.1)
# §9.2: a non-target unit, friendly or enemy, in a hex the line passes
# through blocks it: the line from 2814 to 2611 crosses 2713.
> place e30 2713 n
placed e30 (Right Wing Archers 2) in 2713 n
> los 2814 2611
blocked by 2713 (§9.2)
crosses 2714|2813 2713 2612|2712
> fire 2814 2611
error: e29 has no line of sight to f11: blocked by 2713 (§9.2)
> remove e30
removed e30 (Right Wing Archers 2) from 2713
> place f14 2713 s
placed f14 (Vanguard Men-at-Arms 4) in 2713 s
> fire 2814 2611
error: e29 has no line of sight to f11: blocked by 2713 (§9.2)
> remove f14
removed f14 (Vanguard Men-at-Arms 4) from 2713
# "a line passing between two hexes, along a hex-side, is only blocked
# for line of sight, if both hexes are occupied": 2714|2813.
> place f14 2714 s
placed f14 (Vanguard Men-at-Arms 4) in 2714 s
> los 2814 2611
clear (§9.2)
crosses 2714|2813 2713 2612|2712
> place f15 2813 s
placed f15 (Vanguard Men-at-Arms 5) in 2813 s
> los 2814 2611
blocked by 2714|2813 (§9.2)
crosses 2714|2813 2713 2612|2712
> fire 2814 2611
error: e29 has no line of sight to f11: blocked by 2714|2813 (§9.2)
> remove f14
removed f14 (Vanguard Men-at-Arms 4) from 2714
> remove f15
removed f15 (Vanguard Men-at-Arms 5) from 2813
# §5.1: an archer fires only over its front hexsides: 2815 is behind it.
> place f14 2815 s
placed f14 (Vanguard Men-at-Arms 4) in 2815 s
> fire 2814 2815
error: f14 is not in front of e29; a unit attacks only over its front hexsides (§5.1)
# §9.1: "French archer units have a range of three hexes": f29 (AF 3,
# range 3) in 1210 reaches 1213 but not 1214.
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
left undone: 4 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> place f29 1210 s
placed f29 (Crossbowmen 1) in 1210 s
> place e10 1214 n
placed e10 (King's Household Men-at-Arms 1) in 1214 n
> range 1210 1214
4
> fire f29 1214
error: e10 is 4 hexes from f29; f29's range is 3 (§9.1)
> place e10 1213 n
placed e10 (King's Household Men-at-Arms 1) in 1213 n
> range 1210 1213
3
> odds fire 1210 -> 1213
odds: AF 3 against DF 5 is 3:5, rounded down to 1:2 (§11.1)
range: 3 hexes (§9.1)
DRM: none
chances at 1:2, DRM +0: E 1/36 = 2.8%, M 1/4 = 25.0%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
#! status: 1
