#! args: --game st-albans --scenario first-st-albans --seed 40 --option delayed
# The First Battle of St Albans (22 May 1455) played by post, under the
# quick reference's "Adaptation for Delayed Turn Play": herald chooses
# every retreat itself (it narrates "herald takes ..." and why) and no
# defender advances after combat.  Each player keeps his own copy of the
# game and they exchange turn files (`turn export` / `turn import`).
# Both copies are played here in one herald: York's copy is the game in
# play at the start; Lancaster's copy is kept in lancaster.herald, and
# `save`/`load` switch between them.  York is player 1 (§3): York plays
# its movement and combat phases (§4) and sends them; Lancaster plays
# them into its copy, plays its own phases and the Victory check (§10)
# and sends them back.
# herald's seeded dice: the dice of a turn travel in its turn file, so
# the other copy replays the very same rolls.
> status
Les Batailles de St Albans, First St Albans, 22 May 1455
turn 1 of 8, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: Delayed turn play: automatic retreats, no defender advance (quick reference)
dice: auto (seed 40); orders: 0
army morale (§10): York has lost 0 of its threshold 18
army morale (§10): Lancaster has lost 0 of its threshold 12
# Lancaster's copy starts from the same set-up.
> save lancaster.herald
saved 0 orders to lancaster.herald
#
# ===== Turn 1, York (York's herald): Warwick through the gardens =====
# Warwick and Ogle's Marchmen go in where the Tonman ditch has no
# palisade (special rule 2); Warwick's Billmen 2 come round to the
# Earl of Wiltshire's Men at 1414.
> move y13 1616 1516
y13 moves to 1516 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y03 1616 1516
y03 moves to 1516 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> move y17 1617 1517
y17 moves to 1517 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y14 1815 1715 1615 1515
y14 moves to 1515 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y15 1716 1616
y15 moves to 1616 (2 of 4 MP spent, §7)
> move y16 1816 1716
y16 moves to 1716 (2 of 4 MP spent, §7)
> move y12 1718
y12 moves to 1718 (1 of 4 MP spent, §7)
> next
left undone: 9 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
# Somerset in the market place; Salisbury's Archers shoot in support
# (§9.3).  The village gives the defender +1 on the die (TEC 3).
> attack y13 y17 y12 -> 1416
odds: AF 13 (4 + 4 + 3 + 2) against DF 6 is 13:6, rounded down to 2:1 (§9.5)
commanders add 2 to the attack, 2 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 2:1: D1 (Defender loses 1 step, §9.7, 9.9)
l09 loses a step and turns to its reduced side (§9.9)
# Warwick's archers shoot Wiltshire's men out of 1414 (§9.3 fire in
# support of a mêlée); the billmen take the hex (§9.11).
> attack y14 y15 y16 -> 1414
odds: AF 10 (4 + 3 + 3) against DF 2 is 10:2, counted as 4:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
l15 loses a step and turns to its reduced side (§9.9)
l15 is eliminated: it had no step left to lose (§9.9)
1414 is empty: one attacker may advance into it (§9.11): advance y14
> advance y14
y14 advances into 1414 (§9.11)
# York and Salisbury at the Sopwell Lane bar (Clifford)
> attack y11 y07 y10 -> 1520
odds: AF 15 (4 + 4 + 3 + 4) against DF 3 is 15:3, counted as 4:1 (§9.5)
commanders add 4 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
l11 loses a step and turns to its reduced side (§9.9)
l11 is eliminated: it had no step left to lose (§9.9)
1520 is empty: one attacker may advance into it (§9.11): advance y11 or y07
> advance y07
y07 advances into 1520 (§9.11)
y01 goes with y07 (§6)
# archer against archer: the firer is not spared (§9.3)
> fire y09 1519
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM +1: Village (§TEC 3)
range: 3 hexes (§9.1)
roll 1d6: 2 = 2, DRM +1, MDR 3 at 3:2: DT (Defender checks morale, §9.7, 9.10)
morale check of l14 (morale 2, §9.10): 1d6: 3 = 3: higher
l14 loses a step and turns to its reduced side (§9.9)
> next
left undone: 4 units next to the enemy did not attack
ended: turn 1 of 8, York Combat phase (§4, 9)
now: turn 1 of 8, Lancaster Movement phase (§4, 7)
# York's turn goes out: orders since the start, with their dice.
> turn export york-1.turn
wrote orders 1 to 15 (15 orders) to york-1.turn
> save york.herald
saved 15 orders to york.herald
#
# ===== Turn 1, Lancaster (Lancaster's herald) =====
> load lancaster.herald
loaded lancaster.herald: Les Batailles de St Albans, First St Albans, 22 May 1455, 0 orders
> turn import york-1.turn
imported 15 orders of York from york-1.turn:
move y13 1616 1516:
y13 moves to 1516 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
move y03 1616 1516:
y03 moves to 1516 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
move y17 1617 1517:
y17 moves to 1517 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
move y14 1815 1715 1615 1515:
y14 moves to 1515 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
move y15 1716 1616:
y15 moves to 1616 (2 of 4 MP spent, §7)
move y16 1816 1716:
y16 moves to 1716 (2 of 4 MP spent, §7)
move y12 1718:
y12 moves to 1718 (1 of 4 MP spent, §7)
next:
left undone: 9 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
attack y13 y17 y12 -> 1416:
odds: AF 13 (4 + 4 + 3 + 2) against DF 6 is 13:6, rounded down to 2:1 (§9.5)
commanders add 2 to the attack, 2 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 2:1: D1 (Defender loses 1 step, §9.7, 9.9)
l09 loses a step and turns to its reduced side (§9.9)
attack y14 y15 y16 -> 1414:
odds: AF 10 (4 + 3 + 3) against DF 2 is 10:2, counted as 4:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
l15 loses a step and turns to its reduced side (§9.9)
l15 is eliminated: it had no step left to lose (§9.9)
1414 is empty: one attacker may advance into it (§9.11): advance y14
advance y14:
y14 advances into 1414 (§9.11)
attack y11 y07 y10 -> 1520:
odds: AF 15 (4 + 4 + 3 + 4) against DF 3 is 15:3, counted as 4:1 (§9.5)
commanders add 4 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
l11 loses a step and turns to its reduced side (§9.9)
l11 is eliminated: it had no step left to lose (§9.9)
1520 is empty: one attacker may advance into it (§9.11): advance y11 or y07
advance y07:
y07 advances into 1520 (§9.11)
y01 goes with y07 (§6)
fire y09 1519:
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM +1: Village (§TEC 3)
range: 3 hexes (§9.1)
roll 1d6: 2 = 2, DRM +1, MDR 3 at 3:2: DT (Defender checks morale, §9.7, 9.10)
morale check of l14 (morale 2, §9.10): 1d6: 3 = 3: higher
l14 loses a step and turns to its reduced side (§9.9)
next:
left undone: 4 units next to the enemy did not attack
ended: turn 1 of 8, York Combat phase (§4, 9)
now: turn 1 of 8, Lancaster Movement phase (§4, 7)
# Northumberland and the Household Horse fall on Warwick's Billmen 2,
# who have pushed into St Peter's Street: the horse charge down the
# street from 1412 (§9.2, +2; a road hex counts as open ground even in
# the town) and the King's Household Men strike from beside the royal
# standard, which they do not leave (§9.4).
> move l16 1413
l16 moves to 1413 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> move l17 1514
l17 moves to 1514 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l10 1411 1412 1313 1314
l10 moves to 1314 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l02 1411 1412 1313 1314
l02 moves to 1314 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 8 units did not move
ended: turn 1 of 8, Lancaster Movement phase (§4, 7)
now: turn 1 of 8, Lancaster Combat phase (§4, 9)
# Delayed play: herald picks the retreat hex itself (§9.8's order of
# priority, then its own tie-break) and asks nobody.  The only hexes
# left are inside enemy zones of control with no friend: the unit loses
# a step as well (§9.8, quick reference).  The charging horse must
# advance (§9.2).
> attack l08 l16 l17 l10 -> 1414
odds: AF 14 (4 + 2 + 2 + 3 + 2 charge + 1) against DF 4 is 14:4, rounded down to 3:1 (§9.5)
charge: +2 strength, straight at the enemy over clear or road hexes (§9.2)
commanders add 1 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 5 = 5, DRM +1, MDR 6 at 3:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
y14 retreats to 1515 (§9.8: into an enemy zone of control, alone; of 1515 and 1315 herald takes the first clockwise from its own map edge)
y14 loses a step and turns to its reduced side (§9.9)
l16 charged and must advance (§9.2):
l16 advances into 1414 (§9.11)
> next
left undone: 7 units next to the enemy did not attack
ended: turn 1 of 8, Lancaster Combat phase (§4, 9)
now: turn 1 of 8, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 18
army morale (§10): Lancaster has lost 5 of its threshold 12
> next
ended: turn 1 of 8, Victory check phase (§4, 10)
now: turn 2 of 8, York Movement phase (§4, 7)
> turn export lancaster-1.turn
wrote orders 16 to 23 (8 orders) to lancaster-1.turn
> save lancaster.herald
saved 23 orders to lancaster.herald
#
# ===== Turn 2, York (York's herald): Somerset falls at the Castle inn =====
> load york.herald
loaded york.herald: Les Batailles de St Albans, First St Albans, 22 May 1455, 15 orders
> turn import lancaster-1.turn
imported 8 orders of Lancaster from lancaster-1.turn:
move l16 1413:
l16 moves to 1413 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
move l17 1514:
l17 moves to 1514 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
move l10 1411 1412 1313 1314:
l10 moves to 1314 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
move l02 1411 1412 1313 1314:
l02 moves to 1314 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
next:
left undone: 8 units did not move
ended: turn 1 of 8, Lancaster Movement phase (§4, 7)
now: turn 1 of 8, Lancaster Combat phase (§4, 9)
attack l08 l16 l17 l10 -> 1414:
odds: AF 14 (4 + 2 + 2 + 3 + 2 charge + 1) against DF 4 is 14:4, rounded down to 3:1 (§9.5)
charge: +2 strength, straight at the enemy over clear or road hexes (§9.2)
commanders add 1 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 5 = 5, DRM +1, MDR 6 at 3:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
y14 retreats to 1515 (§9.8: into an enemy zone of control, alone; of 1515 and 1315 herald takes the first clockwise from its own map edge)
y14 loses a step and turns to its reduced side (§9.9)
l16 charged and must advance (§9.2):
l16 advances into 1414 (§9.11)
next:
left undone: 7 units next to the enemy did not attack
ended: turn 1 of 8, Lancaster Combat phase (§4, 9)
now: turn 1 of 8, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 18
army morale (§10): Lancaster has lost 5 of its threshold 12
next:
ended: turn 1 of 8, Victory check phase (§4, 10)
now: turn 2 of 8, York Movement phase (§4, 7)
> next
left undone: 16 units did not move
ended: turn 2 of 8, York Movement phase (§4, 7)
now: turn 2 of 8, York Combat phase (§4, 9)
# Somerset's Retinue, already reduced, with Somerset himself: every
# unit that can reach the market place joins in.  A commander dies with
# his unit (§6).
> attack y13 y17 y15 y16 y12 -> 1416
odds: AF 19 (4 + 4 + 3 + 3 + 3 + 2) against DF 4 is 19:4, counted as 4:1 (§9.5)
commanders add 2 to the attack, 2 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
l09 is eliminated: it had no step left to lose (§9.9)
l01 is eliminated: its unit was eliminated (§6)
1416 is empty: one attacker may advance into it (§9.11): advance y13 or y17
> advance y13
y13 advances into 1416 (§9.11)
y03 goes with y13 (§6)
> attack y07 y11 y09 -> 1519
odds: AF 15 (4 + 4 + 3 + 4) against DF 1 is 15:1, counted as 4:1 (§9.5)
commanders add 4 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 2 = 2, DRM +1, MDR 3 at 4:1: D1 (Defender loses 1 step, §9.7, 9.9)
l14 is eliminated: it had no step left to lose (§9.9)
1519 is empty: one attacker may advance into it (§9.11): advance y07 or y11
> next
left undone: 1 missile unit with a target did not fire
left undone: 3 units next to the enemy did not attack
left undone: no one advanced into 1519
ended: turn 2 of 8, York Combat phase (§4, 9)
now: turn 2 of 8, Lancaster Movement phase (§4, 7)
> turn export york-2.turn
wrote orders 24 to 28 (5 orders) to york-2.turn
> save york.herald
saved 28 orders to york.herald
#
# ===== Turn 2, Lancaster (Lancaster's herald): the last throw =====
> load lancaster.herald
loaded lancaster.herald: Les Batailles de St Albans, First St Albans, 22 May 1455, 23 orders
> turn import york-2.turn
imported 5 orders of York from york-2.turn:
next:
left undone: 16 units did not move
ended: turn 2 of 8, York Movement phase (§4, 7)
now: turn 2 of 8, York Combat phase (§4, 9)
attack y13 y17 y15 y16 y12 -> 1416:
odds: AF 19 (4 + 4 + 3 + 3 + 3 + 2) against DF 4 is 19:4, counted as 4:1 (§9.5)
commanders add 2 to the attack, 2 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
l09 is eliminated: it had no step left to lose (§9.9)
l01 is eliminated: its unit was eliminated (§6)
1416 is empty: one attacker may advance into it (§9.11): advance y13 or y17
advance y13:
y13 advances into 1416 (§9.11)
y03 goes with y13 (§6)
attack y07 y11 y09 -> 1519:
odds: AF 15 (4 + 4 + 3 + 4) against DF 1 is 15:1, counted as 4:1 (§9.5)
commanders add 4 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 2 = 2, DRM +1, MDR 3 at 4:1: D1 (Defender loses 1 step, §9.7, 9.9)
l14 is eliminated: it had no step left to lose (§9.9)
1519 is empty: one attacker may advance into it (§9.11): advance y07 or y11
next:
left undone: 1 missile unit with a target did not fire
left undone: 3 units next to the enemy did not attack
left undone: no one advanced into 1519
ended: turn 2 of 8, York Combat phase (§4, 9)
now: turn 2 of 8, Lancaster Movement phase (§4, 7)
# The army has lost 17 of its threshold of 12: Lancaster tries what it
# can before the Victory check.  Northumberland comes round to 1316.
> move l10 1315 1316
l10 moves to 1316 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l02 1315 1316
l02 moves to 1316 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 7 units did not move
ended: turn 2 of 8, Lancaster Movement phase (§4, 7)
now: turn 2 of 8, Lancaster Combat phase (§4, 9)
# Buckingham's Retinue tries the Holywell Street bar at 2:3; if it
# gives way (an AT result and a failed morale check, §9.10), herald
# moves it back itself and York's Billmen 2 are not offered the hex it
# leaves: no defender advance in delayed play (in normal play herald
# would say "y08 may advance into it", §9.11).
> attack l16 l17 l08 -> 1515
odds: AF 8 (2 + 2 + 4) against DF 2 is 8:2, that is 4:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6: 4 = 4, DRM +1, MDR 5 at 4:1: DT (Defender checks morale, §9.7, 9.10) (reconstructed)
morale check of y14 (morale 2, §9.10): 1d6: 3 = 3: higher
y14 is eliminated: it had no step left to lose (§9.9)
1515 is empty: one attacker may advance into it (§9.11): advance l16, l17 or l08
> attack l10 l13 -> 1416
no one advanced into 1515: that chance has passed (§9.11)
odds: AF 7 (3 + 3 - 1 + 2) against DF 6 is 7:6, rounded down to 1:1 (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 2 to the attack, 2 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 1:1: DT (Defender checks morale, §9.7, 9.10)
morale check of y13 (morale 4 + 1 = 5, §9.10): 1d6: 3 = 3: lower, no effect
  morale +1: a commander with it or next to it (§6, 9.10)
> attack l12 -> 1522
odds: AF 3 against DF 4 is 3:4, rounded down to 2:3 (§9.5)
DRM +1: Palisade (§9.6) (reconstructed)
roll 1d6: 4 = 4, DRM +1, MDR 5 at 2:3: AT (Attacker checks morale, §9.7, 9.10) (reconstructed)
morale check of l12 (morale 3, §9.10): 1d6: 3 = 3: equal
l12 retreats to 1322 (§9.8: out of the enemy's zones of control; of 1322 and 1321 herald takes the first clockwise from its own map edge)
# The Victory check (§10): Lancaster is past its threshold; herald
# declares the result in Lancaster's copy ...
> next
left undone: 3 units next to the enemy did not attack
ended: turn 2 of 8, Lancaster Combat phase (§4, 9)
now: turn 2 of 8, Victory check phase (§4, 10)
army morale (§10): York has lost 4 of its threshold 18
army morale (§10): Lancaster has lost 17 of its threshold 12
Winner: the Yorkists (major victory: the Lancaster army has reached its morale threshold (§10))
> status
Les Batailles de St Albans, First St Albans, 22 May 1455
the game is over: the Yorkists won in turn 2 of 8
result: the Yorkists won: major victory: the Lancaster army has reached its morale threshold (§10)
units eliminated: York 1, Lancaster 5
optional rules: Delayed turn play: automatic retreats, no defender advance (quick reference)
dice: auto (seed 40); orders: 35
army morale (§10): York has lost 4 of its threshold 18
army morale (§10): Lancaster has lost 17 of its threshold 12
> turn export lancaster-2.turn
wrote orders 29 to 35 (7 orders) to lancaster-2.turn
> save lancaster.herald
saved 35 orders to lancaster.herald
#
# ===== York's herald reads the result from Lancaster's turn file =====
> load york.herald
loaded york.herald: Les Batailles de St Albans, First St Albans, 22 May 1455, 28 orders
> turn import lancaster-2.turn
imported 7 orders of Lancaster from lancaster-2.turn:
move l10 1315 1316:
l10 moves to 1316 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
move l02 1315 1316:
l02 moves to 1316 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
next:
left undone: 7 units did not move
ended: turn 2 of 8, Lancaster Movement phase (§4, 7)
now: turn 2 of 8, Lancaster Combat phase (§4, 9)
attack l16 l17 l08 -> 1515:
odds: AF 8 (2 + 2 + 4) against DF 2 is 8:2, that is 4:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6: 4 = 4, DRM +1, MDR 5 at 4:1: DT (Defender checks morale, §9.7, 9.10) (reconstructed)
morale check of y14 (morale 2, §9.10): 1d6: 3 = 3: higher
y14 is eliminated: it had no step left to lose (§9.9)
1515 is empty: one attacker may advance into it (§9.11): advance l16, l17 or l08
attack l10 l13 -> 1416:
no one advanced into 1515: that chance has passed (§9.11)
odds: AF 7 (3 + 3 - 1 + 2) against DF 6 is 7:6, rounded down to 1:1 (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 2 to the attack, 2 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 1:1: DT (Defender checks morale, §9.7, 9.10)
morale check of y13 (morale 4 + 1 = 5, §9.10): 1d6: 3 = 3: lower, no effect
  morale +1: a commander with it or next to it (§6, 9.10)
attack l12 -> 1522:
odds: AF 3 against DF 4 is 3:4, rounded down to 2:3 (§9.5)
DRM +1: Palisade (§9.6) (reconstructed)
roll 1d6: 4 = 4, DRM +1, MDR 5 at 2:3: AT (Attacker checks morale, §9.7, 9.10) (reconstructed)
morale check of l12 (morale 3, §9.10): 1d6: 3 = 3: equal
l12 retreats to 1322 (§9.8: out of the enemy's zones of control; of 1322 and 1321 herald takes the first clockwise from its own map edge)
next:
left undone: 3 units next to the enemy did not attack
ended: turn 2 of 8, Lancaster Combat phase (§4, 9)
now: turn 2 of 8, Victory check phase (§4, 10)
army morale (§10): York has lost 4 of its threshold 18
army morale (§10): Lancaster has lost 17 of its threshold 12
Winner: the Yorkists (major victory: the Lancaster army has reached its morale threshold (§10))
> status
Les Batailles de St Albans, First St Albans, 22 May 1455
the game is over: the Yorkists won in turn 2 of 8
result: the Yorkists won: major victory: the Lancaster army has reached its morale threshold (§10)
units eliminated: York 1, Lancaster 5
optional rules: Delayed turn play: automatic retreats, no defender advance (quick reference)
dice: auto (seed 40); orders: 35
army morale (§10): York has lost 4 of its threshold 18
army morale (§10): Lancaster has lost 17 of its threshold 12
# The journal marks every order that came in a turn file with the file;
# York's own orders have no mark.
> log
game st-albans, scenario first-st-albans, seed 40
   1  move y13 1616 1516
   2  move y03 1616 1516
   3  move y17 1617 1517
   4  move y14 1815 1715 1615 1515
   5  move y15 1716 1616
   6  move y16 1816 1716
   7  move y12 1718
   8  next
   9  attack y13 y17 y12 -> 1416   [1d6: 1 = 1]
  10  attack y14 y15 y16 -> 1414   [1d6: 1 = 1]
  11  advance y14
  12  attack y11 y07 y10 -> 1520   [1d6: 1 = 1]
  13  advance y07
  14  fire y09 1519   [1d6: 2 = 2, 1d6: 3 = 3]
  15  next
  16  move l16 1413   (from lancaster-1.turn)
  17  move l17 1514   (from lancaster-1.turn)
  18  move l10 1411 1412 1313 1314   (from lancaster-1.turn)
  19  move l02 1411 1412 1313 1314   (from lancaster-1.turn)
  20  next   (from lancaster-1.turn)
  21  attack l08 l16 l17 l10 -> 1414   [1d6: 5 = 5]   (from lancaster-1.turn)
  22  next   (from lancaster-1.turn)
  23  next   (from lancaster-1.turn)
  24  next
  25  attack y13 y17 y15 y16 y12 -> 1416   [1d6: 1 = 1]
  26  advance y13
  27  attack y07 y11 y09 -> 1519   [1d6: 2 = 2]
  28  next
  29  move l10 1315 1316   (from lancaster-2.turn)
  30  move l02 1315 1316   (from lancaster-2.turn)
  31  next   (from lancaster-2.turn)
  32  attack l16 l17 l08 -> 1515   [1d6: 4 = 4, 1d6: 3 = 3]   (from lancaster-2.turn)
  33  attack l10 l13 -> 1416   [1d6: 1 = 1, 1d6: 3 = 3]   (from lancaster-2.turn)
  34  attack l12 -> 1522   [1d6: 4 = 4, 1d6: 3 = 3]   (from lancaster-2.turn)
  35  next   (from lancaster-2.turn)
# herald refuses orders once the game is over
> move y07 1420
error: the game is over: the Yorkists won: major victory: the Lancaster army has reached its morale threshold (§10)
#! status: 1
