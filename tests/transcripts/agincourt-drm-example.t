#! args: --seed 12
# The Battle of Agincourt, the die roll modifiers of §11.2 (with §10.0.1
# for the charge and §9.4 for the optional range DRM): "only the least
# DRM can be applied to a combat.  That is, DRMs are not cumulative."
#
# §11.2's example: "a unit adjacent to a Leader unit (-1), attacking a
# defending unit over its rear hex-side (-4), will only receive a -4DRM
# for the rear-attack."  f11 in 1214 faces n, so 1215 is behind it; e10
# attacks from 1215 with Henry V (e01) next to it in 1116.
> new empty seed=12
new game: The Battle of Agincourt, empty board (seed 12)
> place f11 1214 n
placed f11 (Vanguard Men-at-Arms 1) in 1214 n
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place e01 1116 n
placed e01 (Henry V) in 1116 n
> next
left undone: 2 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> odds 1215 -> 1214
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2): not applied, only the best DRM counts
DRM -4: attack over the rear hexside (§11.2)
DRM total: -4 (§11.2)
chances at 2:1, DRM -4: E 5/6 = 83.3%, M 1/6 = 16.7%, - 0 (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 2:1, rows 4-8 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
# With no leader near, the rear attack alone: -4.
> remove e01
removed e01 (Henry V) from 1116
> odds 1215 -> 1214
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
chances at 2:1, DRM -4: E 5/6 = 83.3%, M 1/6 = 16.7%, - 0 (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 2:1, rows 4-8 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
# "This applies even if other attacking units partake in the combat":
# e18 in 1115 attacks over f11's flank (sw), e10 over its rear: -4.
> place e18 1115 n
placed e18 (Left Wing Archers 1) in 1115 n
> odds 1215 1115 -> 1214
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -4: attack over the rear hexside (§11.2)
chances at 3:1, DRM -4: E 11/12 = 91.7%, M 1/12 = 8.3%, - 0 (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# Over the flank alone: no DRM.
> odds 1115 -> 1214
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
# "An attacking Leader unit receives a -1DRM": Henry V (AF 4) in 1114,
# facing ne, attacks f11 over its front (nw) hexside: 4:4, 1:1.
> remove e18
removed e18 (Left Wing Archers 1) from 1115
> remove e10
removed e10 (King's Household Men-at-Arms 1) from 1215
> place e01 1114 ne
placed e01 (Henry V) in 1114 ne
> odds 1114 -> 1214
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§11.1)
DRM -1: a leader attacks (§11.2)
chances at 1:1, DRM -1: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 1:1, rows 4-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
# "If two or more headquarter units attack in the same combat, then the
# DRM is still -1": York (e02) joins from 1314: 8:4, 2:1, -1.
> place e02 1314 nw
placed e02 (Duke of York) in 1314 nw
> odds 1114 1314 -> 1214
odds: AF 8 (4 + 4) against DF 4 is 8:4, that is 2:1 (§11.1)
DRM -1: a leader attacks (§11.2)
chances at 2:1, DRM -1: E 5/12 = 41.7%, M 1/2 = 50.0%, - 1/12 = 8.3% (any effect 11/12 = 91.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 2:1, rows 4-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
# A leader attacking with another attacker next to a leader: still -1.
> place e10 1213 s
placed e10 (King's Household Men-at-Arms 1) in 1213 s
> odds 1213 1114 -> 1214
odds: AF 13 (9 + 4) against DF 4 is 13:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
chances at 3:1, DRM -1: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-11 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# "if an attacking unit is adjacent to two or more headquarter units,
# then the DRM is still -1": e10 in 1213 with Henry V in 1113 (its nw)
# and York in 1313 (its ne).
> place e01 1113 se
placed e01 (Henry V) in 1113 se
> place e02 1313 sw
placed e02 (Duke of York) in 1313 sw
> odds 1213 -> 1214
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
chances at 2:1, DRM -1: E 5/12 = 41.7%, M 1/2 = 50.0%, - 1/12 = 8.3% (any effect 11/12 = 91.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 2:1, rows 4-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
# "If several attacking units are adjacent to one or more Leader units,
# then the DRM is still only -1": e11 in 1315 (over f11's se flank)
# joins, with Gloucester (e05) next to it in 1316.  18:4 is 4:1.
> place e11 1315 nw
placed e11 (King's Household Men-at-Arms 2) in 1315 nw
> place e05 1316 n
placed e05 (Duke of Gloucester) in 1316 n
> odds 1213 1315 -> 1214
odds: AF 18 (9 + 9) against DF 4 is 18:4, counted as 4:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
chances at 4:1, DRM -1: E 13/18 = 72.2%, M 5/18 = 27.8%, - 0 (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-11 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# §9.4: the range DRM "is cumulative to any other combat DRM": e29 in
# 2814 next to Erpingham (e04, 2815) fires 4 hexes at 2611: -1 + 3.
> new empty +range-drm seed=12
new game: The Battle of Agincourt, empty board (seed 12)
> place e29 2814 n
placed e29 (Right Wing Archers 1) in 2814 n
> place e04 2815 n
placed e04 (Sir Thomas Erpingham) in 2815 n
> place f11 2611 s
placed f11 (Vanguard Men-at-Arms 1) in 2611 s
> next
left undone: 2 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> odds fire 2814 -> 2611
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 4 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM +3: range (§9.4)
DRM total: +2 (§11.2)
chances at 3:2, DRM +2: E 1/36 = 2.8%, M 5/36 = 13.9%, - 5/6 = 83.3% (any effect 1/6 = 16.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:2, rows 4-14 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
# §10.0.1, §11.2: the charge.  f37 charges from 1211 to 1214 against e10
# in 1215, with the French leader f01 next to it in 1114: -2, not -3.
> new empty seed=12
new game: The Battle of Agincourt, empty board (seed 12)
> place f37 1211 s
placed f37 (Right Wing Horse 1) in 1211 s
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place f01 1114 se
placed f01 (Constable d'Albret) in 1114 se
> place f11 1115 se
placed f11 (Vanguard Men-at-Arms 1) in 1115 se
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
> move f37 1212 1213 1214
f37 moves to 1214 (3 of 6 MF spent, §7)
f37 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
> next
left undone: 2 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> odds 1214 -> 1215
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2): not applied, only the best DRM counts
DRM -2: cavalry charge (§10.0.1, 11.2)
DRM total: -2 (§11.2)
chances at 3:2, DRM -2: E 5/12 = 41.7%, M 11/36 = 30.6%, - 5/18 = 27.8% (any effect 13/18 = 72.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:2, rows 4-10 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
# "if other French units, that did not perform a cavalry charge, also
# partake in the combat, then the -2DRM is still received": f11 joins
# from 1115.  16:5 is 3:1.
> odds 1214 1115 -> 1215
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2): not applied, only the best DRM counts
DRM -2: cavalry charge (§10.0.1, 11.2)
DRM total: -2 (§11.2)
chances at 3:1, DRM -2: E 13/18 = 72.2%, M 5/18 = 27.8%, - 0 (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-10 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# "if more than one cavalry unit charge the same defending unit, then the
# DRM is still -2": f39 and f40 charge straight south, f39 to 1514 (e12
# in 1515 is beyond its front hexside) and f40 to 1614 (1515 is beyond
# its front-right hexside, sw: cavalry's combat front, §5.1).
> new empty seed=12
new game: The Battle of Agincourt, empty board (seed 12)
> place e12 1515 n
placed e12 (King's Household Men-at-Arms 3) in 1515 n
> place f39 1511 s
placed f39 (Right Wing Horse 3) in 1511 s
> place f40 1611 s
placed f40 (Left Wing Horse 1) in 1611 s
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> move f39 1512 1513 1514
f39 moves to 1514 (3 of 6 MF spent, §7)
f39 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
> move f40 1612 1613 1614
f40 moves to 1614 (3 of 6 MF spent, §7)
f40 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
> next
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> odds 1514 1614 -> 1515
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -2: cavalry charge (§10.0.1, 11.2)
chances at 3:1, DRM -2: E 13/18 = 72.2%, M 5/18 = 27.8%, - 0 (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-10 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# A charge over the defender's rear hexside: -4, not -6.  e12 faces s,
# so 1514 is behind it.
> undo 4
undone: next
undone: next
undone: move f40 1612 1613 1614
undone: move f39 1512 1513 1514
> place e12 1515 s
placed e12 (King's Household Men-at-Arms 3) in 1515 s
> move f39 1512 1513 1514
f39 moves to 1514 (3 of 6 MF spent, §7)
f39 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
> next
left undone: 1 unit did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> odds 1514 -> 1515
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -2: cavalry charge (§10.0.1, 11.2): not applied, only the best DRM counts
DRM -4: attack over the rear hexside (§11.2)
DRM total: -4 (§11.2)
chances at 3:2, DRM -4: E 13/18 = 72.2%, M 7/36 = 19.4%, - 1/12 = 8.3% (any effect 11/12 = 91.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:2, rows 4-8 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
