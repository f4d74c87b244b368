#! args: --seed 4
# The Battle of Agincourt, Figure 4 and the cavalry charge: §5.1 (cavalry
# fronts), §7 (movement), §7.4 (charge), §10.0.1 and §11.2 (-2DRM).
#
# Figure 4: "If the French cavalry unit moves to 1214, it will perform a
# cavalry charge against the English unit in 1215. However, moving to
# 1114 is not moving in a straight line, and the move is therefore not a
# Cavalry charge."  f37 is French cavalry (AF 8, DF 4, MF 6, MR 7); e10
# an English man-at-arms (DF 5, MR 5); e18 an English archer (DF 4).
> new empty seed=4
new game: The Battle of Agincourt, empty board (seed 4)
> place f37 1211 s
placed f37 (Right Wing Horse 1) in 1211 s
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place e18 1115 n
placed e18 (Left Wing Archers 1) in 1115 n
> place e11 1315 n
placed e11 (King's Household Men-at-Arms 2) in 1315 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
# The English turn passes; the French Movement phase begins.
> next
left undone: 3 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
# §7.4: exactly 3 hexes in a straight line, ending next to the enemy.
> move f37 1212 1213 1214
f37 moves to 1214 (3 of 6 MF spent, §7)
f37 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
> undo
undone: move f37 1212 1213 1214
# Figure 4: the same 3 hexes of MF, but the last one turns off the line
# to 1114 (beyond 1213's sw hexside, in front of the unit): no charge.
> move f37 1212 1213 1114
f37 moves to 1114 (3 of 6 MF spent, §7)
no charge: the 3 hexes were not in a straight line (§7.4)
> undo
undone: move f37 1212 1213 1114
# A charge may be given in more than one order: 2 hexes, then 1 more.
> move f37 1212 1213
f37 moves to 1213 (2 of 6 MF spent, §7)
> move f37 1214
f37 moves to 1214 (3 of 6 MF spent, §7)
f37 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
> next
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
# §10.0.1, §11.2: the charge is a -2DRM in the Mêlée phase that follows.
# 8 AF against e10's 5 DF is 8:5, rounded down to 3:2 (§11.1).
> odds 1214 -> 1215
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -2: cavalry charge (§10.0.1, 11.2)
chances at 3:2, DRM -2: E 5/12 = 41.7%, M 11/36 = 30.6%, - 5/18 = 27.8% (any effect 13/18 = 72.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:2, rows 4-10 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
# §5.1: cavalry's combat front is the hexside in front (s: 1215) and the
# one to its right (sw: 1115).  1315 (se) is in front for movement only.
> odds 1214 -> 1115
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM -2: cavalry charge (§10.0.1, 11.2)
chances at 2:1, DRM -2: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 2:1, rows 4-10 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
> attack 1214 -> 1315
error: e11 is not in one of f37's front hexes for combat (§5.1)
# Roll 4 4 = 8, -2 is MDR 6: at 3:2 that is M (Table 3 as completed
# from Table 4: E to 4, M 5-6).  e10 (MR 5) checks morale, no DRM, and
# passes on 2 3 = 5 (§13: MDR equal to the MR succeeds).
> attack 1214 -> 1215
< 4 4
< 2 3
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -2: cavalry charge (§10.0.1, 11.2)
roll 2d6 for the attack on e10: 4 4
roll 2d6: 4+4 = 8 (physical), DRM -2, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of e10: 2 3
morale check of e10 (MR 5, §13): 2d6: 2+3 = 5 (physical), DRM +0, MDR 5: passes
e10 may counter-attack one attacker (§11.5): counter e10 -> f37
# §11.5: e10 passed and may counter-attack; the charge DRM is the
# charger's only (§10.0.1): 9 AF against 4 DF is 9:4, 2:1, no DRM.
> odds 1215 -> 1214
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
> counter 1215 -> 1214
< 6 6
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the counter-attack on f37: 6 6
roll 2d6: 6+6 = 12 (physical), DRM +0, MDR 12 at 2:1: - (no effect, §11.3) (reconstructed)
# A straight line need not run down a column: three times se is a charge.
> new empty seed=4
new game: The Battle of Agincourt, empty board (seed 4)
> place f37 1211 s
placed f37 (Right Wing Horse 1) in 1211 s
> place f38 1611 s
placed f38 (Right Wing Horse 2) in 1611 s
> place e14 1514 n
placed e14 (York's Men-at-Arms 1) in 1514 n
> place e12 1516 n
placed e12 (King's Household Men-at-Arms 3) in 1516 n
> next
left undone: 2 units did not move
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
> move f37 1312 1412 1513
f37 moves to 1513 (3 of 6 MF spent, §7)
f37 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
# A 4th hex after the 3 of a charge: no longer "exactly 3 hexes" (§7.4).
> move f38 1612 1613 1614
f38 moves to 1614 (3 of 6 MF spent, §7)
f38 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
> move f38 1615
f38 moves to 1615 (4 of 6 MF spent, §7)
f38 no longer charges: it has gone beyond 3 hexes (§7.4)
> next
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> odds 1513 -> 1514
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -2: cavalry charge (§10.0.1, 11.2)
chances at 3:2, DRM -2: E 5/12 = 41.7%, M 11/36 = 30.6%, - 5/18 = 27.8% (any effect 13/18 = 72.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:2, rows 4-10 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
> odds 1615 -> 1516
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
#! status: 1
