#! args: --seed 16
# The Battle of Agincourt, the sequence of play and the movement rules:
# §3 and §7.2 (stacking, the Regicide), §4 (routed units do not move),
# §6 (turn sequence, Table 2), §7 (movement), §7.1 (woods), §7.3 (facing).
#
# §6: "Movement. All of the good-order units of the faction in turn, may
# be moved ... Missile. All archer units may perform missile attacks, and
# only archers may do so ... Mêlée ... Rally"; "The phases must be
# executed in the exact order given."
> new empty seed=16
new game: The Battle of Agincourt, empty board (seed 16)
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place e18 1115 n
placed e18 (Left Wing Archers 1) in 1115 n
> place e11 1715 n
placed e11 (King's Household Men-at-Arms 2) in 1715 n
> place e12 0515 n
placed e12 (King's Household Men-at-Arms 3) in 0515 n
> place f11 1214 s
placed f11 (Vanguard Men-at-Arms 1) in 1214 s
> place f29 1213 s
placed f29 (Crossbowmen 1) in 1213 s
> place f12 0409 s
placed f12 (Vanguard Men-at-Arms 2) in 0409 s
> place f30 0309 s
placed f30 (Crossbowmen 2) in 0309 s
> place f10 1707 s
placed f10 (The Eighteen Esquires) in 1707 s
> place f15 1708 s
placed f15 (Vanguard Men-at-Arms 5) in 1708 s
> place e13 1709 n
placed e13 (King's Household Men-at-Arms 4) in 1709 n
> place f13 1711 s
placed f13 (Vanguard Men-at-Arms 3) in 1711 s
> place f16 1507 s
placed f16 (Vanguard Men-at-Arms 6) in 1507 s
> place f17 1508 s
placed f17 (Vanguard Men-at-Arms 7) in 1508 s
# The English Movement phase: no fire, no mêlée, no rally; no French unit
# moves.
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 16); orders: 14
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> fire 1115 1214
error: fire is an order of the Missile phase (§9); now: turn 1 of 8, English Movement phase (§7)
> attack 1215 1115 -> 1214
error: attack is an order of the Mêlée phase (§10); now: turn 1 of 8, English Movement phase (§7)
> rally e10
error: rally is an order of the Rally phase (§12); now: turn 1 of 8, English Movement phase (§7)
> move f11 1213
error: f11 is French, and it is the English Movement phase (§6)
> face f11 n
error: f11 is French, and it is the English Movement phase (§6)
# §7.3: "a unit that chooses to change its facing cannot move that
# movement phase - not before nor after changing the facing."
> face 1715 nw
e11 turns to face nw: its whole move this phase (§7.3)
> move 1715 1614
error: e11 cannot move: e11 changed facing this phase, which was its whole move (§7.3)
> face 1715 n
error: e11 cannot turn: e11 changed facing this phase, which was its whole move (§7.3)
> move 0515 0514
e12 moves to 0514 (1 of 3 MF spent, §7)
> face 0514 ne
error: e12 cannot turn: e12 has moved this phase; changing facing takes the whole movement allowance, before or after moving (§7.3)
# §7: one MF a hex, the MF (3 for men-at-arms) spent over one or more
# orders, but no more; only into the hexes in front.
> move 0514 0513 0512
e12 moves to 0512 (3 of 3 MF spent, §7)
> move 0512 0511
error: e12 cannot move: step 1 (0512 to 0511): entering 0511 costs 1 MF but e12 has 0 of 3 left (§7)
> undo
undone: move 0514 0513 0512
> move 0514 0614
error: e12 cannot move: step 1 (0514 to 0614): 0614 lies beyond e12's se hexside, not one of its front hexsides; a unit moves only into the hexes in front of it, without turning (§7, §5.1)
# The English Missile phase: no movement; only archers fire.
> next
left undone: 3 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> move 1215 1315
error: move is an order of the Movement phase (§7); now: turn 1 of 8, English Missile phase (§9)
> fire 1215 1214
error: e10 is Men-at-Arms; only Archers fire missiles (§9)
# The English Mêlée phase: no fire.  e10 and e18 attack f11 (15:4, 3:1):
# 4 4 = 8 is M (Table 3 completed: M 7-10 at 3:1), and f11 fails on 1 1;
# f29 in 1213 bars its way straight north, so it routs by 1114, half a
# hex nearer the edge (§13.4, herald's reading), and on north.
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> fire 1115 1214
error: fire is an order of the Missile phase (§9); now: turn 1 of 8, English Mêlée phase (§10)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack 1215 1115 -> 1214
< 4 4
< 1 1
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 4 4
roll 2d6: 4+4 = 8 (physical), DRM +0, MDR 8 at 3:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 1 1
morale check of f11 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f11 is routed (§4, §13)
f11 routs toward the n edge (§13.4): 1114 1113 1112
  1114 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
1214 is empty: one attacker may advance into it (§11.4): advance e10 or e18
# The English Rally phase: no mêlée.
> next
left undone: 1 unit next to the enemy did not attack
left undone: no one advanced into 1214
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> attack 1215 -> 1214
error: attack is an order of the Mêlée phase (§10); now: turn 1 of 8, English Rally phase (§12)
# The French Movement phase: no English unit moves.
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> move e10 1315
error: e10 is English, and it is the French Movement phase (§6)
# §4: routed units "Cannot move of their own volition in a Movement
# phase".
> move f11 1213
error: f11 cannot move: f11 is routed and cannot move of its own volition (§4)
> face f11 n
error: f11 cannot turn: f11 is routed and cannot move of its own volition (§4)
# §7.1: "Woods hexes cannot be entered except by archer units": 0310 is
# woods, beyond f12's sw hexside and f30's s hexside.
> move f12 0310
error: f12 cannot move: step 1 (0409 to 0310): 0310 is Woods, which a Men-at-Arms unit cannot enter (§7.1)
> move f30 0310
f30 moves to 0310 (1 of 4 MF spent, §7)
# §7.2: "A unit may not enter a hex already occupied by a different unit,
# however temporarily."
> move f16 1508 1509
error: f16 cannot move: step 1 (1507 to 1508): 1508 is occupied by f17; a unit may not enter an occupied hex, even in passing (§3)
> move f16 1508
error: f16 cannot move: step 1 (1507 to 1508): 1508 is already occupied by f17 (one unit per hex, §3)
# "The only exception is the French Regicide unit which may pass over
# other units, friendly or hostile, as long as it does not end its
# movement in a hex already occupied by another unit": f10 passes over
# f15 (French) and e13 (English).
> move f10 1708
error: f10 cannot move: step 1 (1707 to 1708): 1708 is occupied by f15; it may pass over units but not end its move on one (§7.2)
> move f10 1708 1709
error: f10 cannot move: step 2 (1708 to 1709): 1709 is occupied by e13; it may pass over units but not end its move on one (§7.2)
> move f10 1708 1709 1710 1711
error: f10 cannot move: step 4 (1710 to 1711): 1711 is occupied by f13; it may pass over units but not end its move on one (§7.2)
> move f10 1708 1709 1710
f10 moves to 1710 (3 of 5 MF spent, §7)
> show 1710
1710: Clear
  f10   1710 s        French    Regicide             The Eighteen Esquires
# It may go on later, but not end on f13 either.
> move f10 1711
error: f10 cannot move: step 1 (1710 to 1711): 1711 is occupied by f13; it may pass over units but not end its move on one (§7.2)
> move f10 1711 1712
f10 moves to 1712 (5 of 5 MF spent, §7)
#! status: 1
