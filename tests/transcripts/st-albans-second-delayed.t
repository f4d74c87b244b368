#! args: --game st-albans --scenario second-st-albans --seed 1461 --option delayed
# The Second Battle of St Albans (17 February 1461) under the quick
# reference's "Adaptation for Delayed Turn Play", both sides played in
# one herald (no turn files), with herald's seeded dice; Lancaster is
# player 1 (§3).  With the option herald asks nobody anything: it takes
# every retreat hex itself (§9.8's order of priority, then the hex
# furthest from the enemy, then the first clockwise from the unit's own
# map edge, and says which rule decided), shares out the step losses of
# several attackers itself (§9.9: full-strength units first), and offers
# no advance to a defender (§9.11).  The scenario's own rules still run:
# York's battles held back (special rule 1), Lovelace's loyalty (rule 3)
# and the snow's -1 on York's fire at range (rule 4).
# The Lancastrians cross the Ver, march round by Catherine Street, clear
# the archers at the north end of the town and destroy Montagu's battle
# on Bernard's Heath; the York army passes its threshold of 16 in turn 5
# and Lancaster wins a major victory (§10).
> status
Les Batailles de St Albans, Second St Albans, 17 February 1461
turn 1 of 12, Lancaster Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: Delayed turn play: automatic retreats, no defender advance (quick reference)
dice: auto (seed 1461); orders: 0
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
special rule 1: still held: Montagu's battle (until turn 2), the baggage and its guard (until turn 2), Warwick's battle (until turn 4), Norfolk's battle (until turn 4), the prickers (until turn 4)
#
# ===== Turn 1, Lancaster: over St Michael's bridge and the Kingsbury ford =====
> move l19 0816 0815 0814 0813 0913 1012 1112 1211
l19 moves to 1211 (4 of 4 MP spent, §7)
> move l06 0816 0815 0814 0813 0913 1012 1112 1211
l06 moves to 1211 (4 of 6 MP spent, §7)
> move l23 0716 0816 0815 0814 0813 0913 1012 1112
l23 moves to 1112 (4 of 4 MP spent, §7)
> move l24 0615 0716 0816 0815 0814 0813 0913 1012
l24 moves to 1012 (4 of 4 MP spent, §7)
> move l09 0614 0615 0716 0816 0815 0814 0813 0913
l09 moves to 0913 (4 of 4 MP spent, §7)
> move l04 0614 0615 0716 0816 0815 0814 0813 0913
l04 moves to 0913 (4 of 6 MP spent, §7)
> move l18 0613 0614 0615 0716 0816 0815 0814 0813
l18 moves to 0813 (4 of 4 MP spent, §7)
> move l05 0613 0614 0615 0716 0816 0815 0814 0813
l05 moves to 0813 (4 of 6 MP spent, §7)
> move l10 0513 0613 0614 0615 0716 0816 0815 0814
l10 moves to 0814 (4 of 4 MP spent, §7)
> move l11 0512 0513 0613 0614 0615 0716 0816 0815
l11 moves to 0815 (4 of 4 MP spent, §7)
> move l20 0716 0816 0916 1016
l20 moves to 1016 (4 of 4 MP spent, §7)
> move l21 0716 0816 0916
l21 moves to 0916 (3 of 4 MP spent, §7)
> move l27 0511 0512 0513 0613 0614 0615 0716 0816 0916 1016 1116 1216
l27 moves to 1216 (6 of 7 MP spent, §7)
# the ford costs 2 (TEC 8)
> move l22 0613 0612
l22 moves to 0612 (3 of 4 MP spent, §7)
> move l25 0513 0613 0614
l25 moves to 0614 (3 of 4 MP spent, §7)
> move l26 0412 0513 0613
l26 moves to 0613 (3 of 4 MP spent, §7)
> move l07 0310 0410 0511
l07 moves to 0511 (3 of 3 MP spent, §7)
> next
ended: turn 1 of 12, Lancaster Movement phase (§4, 7)
now: turn 1 of 12, Lancaster Combat phase (§4, 9)
> fire l23 1410
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM +1: Village (§TEC 3)
range: 3 hexes (§9.1)
roll 1d6: 4 = 4, DRM +1, MDR 5 at 3:2: - (no effect, §9.7) (reconstructed)
#
# ===== Turn 1, York: only the archers in the town may move (special rule 1) =====
> next
ended: turn 1 of 12, Lancaster Combat phase (§4, 9)
now: turn 1 of 12, York Movement phase (§4, 7)
> move y27 1415 1414 1413 1412 1411
y27 moves to 1411 (2.5 of 4 MP spent, §7)
> next
left undone: 18 units did not move
ended: turn 1 of 12, York Movement phase (§4, 7)
now: turn 1 of 12, York Combat phase (§4, 9)
# With the snow's -1 (special rule 4), 1 against 4 is below the 1/2
# column and read on it (§9.5 "1/2 and -").  Three hexes are free of
# York's zones of control: herald takes the one furthest from the enemy
# for Trollope's men (normal play would ask Lancaster).
> fire y28 1211
odds: AF 1 (2 - 1) against DF 4 is 1:4, counted as 1:2 (§9.5)
York fire at range, snow in their faces (special rule 4): -1 strength
range: 2 hexes (§9.1)
DRM: none
roll 1d6: 1 = 1, DRM +0, MDR 1 at 1:2: DR (Defender retreats 1 hex, §9.7, 9.8)
l19 retreats to 1111 (§9.8: out of the enemy's zones of control; of 1111, 1210 and 1212 herald takes the one furthest from the enemy)
l06 goes with l19 (§6)
#
# ===== Turn 1, Victory check (§10) =====
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 12, York Combat phase (§4, 9)
now: turn 1 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 1 of 12, Victory check phase (§4, 10)
now: turn 2 of 12, Lancaster Movement phase (§4, 7)
#
# ===== Turn 2, Lancaster: up Catherine Street to St Peter's church =====
> move l19 1211 1311
l19 moves to 1311 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l06 1211 1311
l06 moves to 1311 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> move l24 1112 1211
l24 moves to 1211 (1 of 4 MP spent, §7)
> move l09 1012 1112 1211 1312
l09 moves to 1312 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l04 1012 1112 1211 1312
l04 moves to 1312 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> move l20 1116 1216 1316 1416 1415 1414 1413 1412
l20 moves to 1412 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l27 1316 1416 1415 1414 1413 1513 1512
l27 moves to 1512 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> move l21 1016 1116 1216 1316 1416 1415 1414 1413
l21 moves to 1413 (4 of 4 MP spent, §7)
> move l18 0913 1012 1112 1111 1110
l18 moves to 1110 (3.5 of 4 MP spent, §7)
> move l05 0913 1012 1112 1111 1110
l05 moves to 1110 (3.5 of 6 MP spent, §7)
> move l10 0813 0913 1012 1011 1010
l10 moves to 1010 (3.5 of 4 MP spent, §7)
> move l11 0814 0813 0913 1012 1112 1111
l11 moves to 1111 (3.5 of 4 MP spent, §7)
> move l22 0712 0812 0912 1011
l22 moves to 1011 (4 of 4 MP spent, §7)
> move l25 0615 0716 0816 0815 0814 0813 0913 1012
l25 moves to 1012 (4 of 4 MP spent, §7)
> move l26 0614 0615 0716 0816 0815 0814 0813 0913
l26 moves to 0913 (4 of 4 MP spent, §7)
> move l07 0512 0513 0613 0614 0615 0716
l07 moves to 0716 (3 of 3 MP spent, §7)
> next
left undone: 1 unit did not move
ended: turn 2 of 12, Lancaster Movement phase (§4, 7)
now: turn 2 of 12, Lancaster Combat phase (§4, 9)
> attack l19 l23 l24 -> 1410
odds: AF 12 (4 + 3 + 3 + 2) against DF 2 is 12:2, counted as 4:1 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 5 = 5, DRM +1, MDR 6 at 4:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
y28 retreats to 1510 (§9.8: out of the enemy's zones of control; of 1510 and 1409 herald takes the first clockwise from its own map edge)
1410 is empty: one attacker may advance into it (§9.11): advance l19
> advance l19
l19 advances into 1410 (§9.11)
l06 goes with l19 (§6)
> attack l09 l20 l27 -> 1411
odds: AF 13 (4 + 4 + 3 + 2) against DF 2 is 13:2, counted as 4:1 (§9.5)
a missile unit defending hand to hand: -1 strength (§9.3)
commanders add 2 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 4 = 4, DRM +1, MDR 5 at 4:1: DT (Defender checks morale, §9.7, 9.10) (reconstructed)
morale check of y27 (morale 3, §9.10): 1d6: 3 = 3: equal
y27 retreats to 1511 (§9.8: into an enemy zone of control, alone; of 1511 and 1311 herald takes the first clockwise from its own map edge)
y27 loses a step and turns to its reduced side (§9.9)
1411 is empty: one attacker may advance into it (§9.11): advance l09, l20 or l27
> advance l20
l20 advances into 1411 (§9.11)
#
# Above: the archers at St Peter's church and at the Eleanor Cross are
# moved back by herald; the Eleanor Cross archers can only go into a
# Lancastrian zone of control with no friend there, and lose a step for
# it (§9.8, quick reference).
#
# ===== Turn 2, York: Montagu's battle and the baggage guard may move =====
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 2 of 12, Lancaster Combat phase (§4, 9)
now: turn 2 of 12, York Movement phase (§4, 7)
> move y06 1907 2006 2106 2205
y06 moves to 2205 (2 of 3 MP spent, §7)
> move y24 1907 2006 2106 2205
y24 moves to 2205 (2 of 4 MP spent, §7)
> move y28 1509 1508
y28 moves to 1508 (2 of 4 MP spent, §7)
> move y27 1610 1609 1608
y27 moves to 1608 (3 of 4 MP spent, §7)
> move y21 1507
y21 moves to 1507 (1 of 4 MP spent, §7)
> move y05 1507
y05 moves to 1507 (1 of 6 MP spent, §7)
> move y26 1606 1607
y26 moves to 1607 (2 of 4 MP spent, §7)
> next
left undone: 12 units did not move
ended: turn 2 of 12, York Movement phase (§4, 7)
now: turn 2 of 12, York Combat phase (§4, 9)
#
# ===== Turn 2, Victory check =====
> next
left undone: 2 missile units with a target did not fire
ended: turn 2 of 12, York Combat phase (§4, 9)
now: turn 2 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 2 of 12, Victory check phase (§4, 10)
now: turn 3 of 12, Lancaster Movement phase (§4, 7)
#
# ===== Turn 3, Lancaster: onto Bernard's Heath =====
> move l19 1409 1408
l19 moves to 1408 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l06 1409 1408
l06 moves to 1408 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> move l18 1209 1309 1308 1407
l18 moves to 1407 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l05 1209 1309 1308 1407
l05 moves to 1407 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> move l20 1511 1510 1509
l20 moves to 1509 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l21 1412 1411 1511 1610 1609
l21 moves to 1609 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l27 1611 1711 1810 1809 1808 1708
l27 moves to 1708 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> move l23 1211 1311 1410
l23 moves to 1410 (2 of 4 MP spent, §7)
> move l24 1311 1310
l24 moves to 1310 (1.5 of 4 MP spent, §7)
> move l09 1411 1511 1510
l09 moves to 1510 (3 of 4 MP spent, §7)
> move l04 1411 1511 1510
l04 moves to 1510 (3 of 6 MP spent, §7)
> move l10 1110 1209 1309
l10 moves to 1309 (3 of 4 MP spent, §7)
> move l22 1010 1009 1109 1208
l22 moves to 1208 (4 of 4 MP spent, §7)
> move l11 1210 1209
l11 moves to 1209 (2 of 4 MP spent, §7)
> move l25 1011 1010 1009 1109
l25 moves to 1109 (4 of 4 MP spent, §7)
> move l26 1012 1112 1111 1110
l26 moves to 1110 (3 of 4 MP spent, §7)
> next
left undone: 1 unit did not move
ended: turn 3 of 12, Lancaster Movement phase (§4, 7)
now: turn 3 of 12, Lancaster Combat phase (§4, 9)
> attack l19 l18 l23 -> 1508
odds: AF 13 (4 + 3 + 3 + 3) against DF 2 is 13:2, counted as 4:1 (§9.5)
commanders add 3 to the attack, 0 to the defence (§6)
DRM: none
roll 1d6: 2 = 2, DRM +0, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
y28 loses a step and turns to its reduced side (§9.9)
y28 is eliminated: it had no step left to lose (§9.9)
1508 is empty: one attacker may advance into it (§9.11): advance l19 or l18
> advance l19
l19 advances into 1508 (§9.11)
l06 goes with l19 (§6)
> attack l20 l21 l27 l24 -> 1608
odds: AF 14 (4 + 4 + 3 + 3) against DF 2 is 14:2, counted as 4:1 (§9.5)
DRM: none
roll 1d6: 4 = 4, DRM +0, MDR 4 at 4:1: DT (Defender checks morale, §9.7, 9.10) (reconstructed)
morale check of y27 (morale 2, §9.10): 1d6: 5 = 5: higher
y27 is eliminated: it had no step left to lose (§9.9)
1608 is empty: one attacker may advance into it (§9.11): advance l20, l21 or l27
> advance l21
l21 advances into 1608 (§9.11)
#
# ===== Turn 3, York =====
> next
left undone: 2 units next to the enemy did not attack
ended: turn 3 of 12, Lancaster Combat phase (§4, 9)
now: turn 3 of 12, York Movement phase (§4, 7)
> move y26 1606 1706 1805
y26 moves to 1805 (3 of 4 MP spent, §7)
> next
left undone: 16 units did not move
ended: turn 3 of 12, York Movement phase (§4, 7)
now: turn 3 of 12, York Combat phase (§4, 9)
> attack y21 y22 -> 1407
odds: AF 7 (4 + 3 - 1 + 1) against DF 4 is 7:4, rounded down to 3:2 (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 1 to the attack, 1 to the defence (§6)
DRM: none
roll 1d6: 2 = 2, DRM +0, MDR 2 at 3:2: D1 (Defender loses 1 step, §9.7, 9.9)
l18 loses a step and turns to its reduced side (§9.9)
#
# ===== Turn 3, Victory check =====
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 3 of 12, York Combat phase (§4, 9)
now: turn 3 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 5 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 3 of 12, Victory check phase (§4, 10)
now: turn 4 of 12, Lancaster Movement phase (§4, 7)
#
# ===== Turn 4, Lancaster: the Northern Prickers charge Montagu =====
# straight at 1507 through open ground: +2, and it must advance (§9.2)
> move l27 1607
l27 moves to 1607 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> move l21 1708 1707 1606
l21 moves to 1606 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l20 1608
l20 moves to 1608 (0.5 of 4 MP spent, §7)
> move l09 1509 1608 1708
l09 moves to 1708 (3 of 4 MP spent, §7)
> move l04 1509 1608 1708
l04 moves to 1708 (3 of 6 MP spent, §7)
> move l10 1308 1307
l10 moves to 1307 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l22 1207 1206 1306
l22 moves to 1306 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l23 1409 1408
l23 moves to 1408 (1 of 4 MP spent, §7)
> move l24 1309
l24 moves to 1309 (1 of 4 MP spent, §7)
> move l11 1310 1410
l11 moves to 1410 (2 of 4 MP spent, §7)
> move l25 1209 1310
l25 moves to 1310 (2 of 4 MP spent, §7)
> move l26 1210 1311
l26 moves to 1311 (2 of 4 MP spent, §7)
> next
left undone: 5 units did not move
ended: turn 4 of 12, Lancaster Movement phase (§4, 7)
now: turn 4 of 12, Lancaster Combat phase (§4, 9)
# Montagu's Billmen retreat into their archers' hex and push them back
# (§9.8); herald chooses both retreats.  The archers, with nowhere but
# an enemy zone of control, lose a step; then the morale checks: the
# billmen at -1 for retreating into an enemy zone, the archers
# normally (§9.8's example).
> attack l19 l18 l27 l21 l23 -> 1507
odds: AF 21 (4 + 2 + 3 + 4 + 3 + 2 charge + 3) against DF 5 is 21:5, counted as 4:1 (§9.5)
charge: +2 strength, straight at the enemy over clear or road hexes (§9.2)
commanders add 3 to the attack, 1 to the defence (§6)
DRM: none
roll 1d6: 6 = 6, DRM +0, MDR 6 at 4:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
y21 retreats to 1406 (§9.8: into an enemy zone, pushing a friend back)
y22 is pushed back (§9.8)
y22 retreats to 1506 (§9.8: into an enemy zone of control, alone; of 1506 and 1405 herald takes the first clockwise from its own map edge)
y22 loses a step and turns to its reduced side (§9.9)
y05 goes with y21 (§6)
morale check of y22 (morale 2 + 1 = 3, §9.10): 1d6: 6 = 6: higher
  morale +1: a commander with it or next to it (§6, 9.10)
y22 is eliminated: it had no step left to lose (§9.9)
morale check of y21 (morale 4, §9.10): 1d6: 3 = 3: lower, no effect
  morale +1: a commander with it or next to it (§6, 9.10)
  morale -1: it retreated into an enemy zone of control (§9.8)
l27 charged and must advance (§9.2):
l27 advances into 1507 (§9.11)
#
# ===== Turn 4, York: Warwick's battle comes into action =====
> next
left undone: 3 units next to the enemy did not attack
ended: turn 4 of 12, Lancaster Combat phase (§4, 9)
now: turn 4 of 12, York Movement phase (§4, 7)
> move y23 1905 1805 1706
y23 moves to 1706 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y13 1904 1804 1705 1605
y13 moves to 1605 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y03 1904 1804 1705 1605
y03 moves to 1605 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 13 units did not move
ended: turn 4 of 12, York Movement phase (§4, 7)
now: turn 4 of 12, York Combat phase (§4, 9)
> attack y21 -> 1407
odds: AF 5 (4 + 1) against DF 3 is 5:3, rounded down to 3:2 (§9.5)
commanders add 1 to the attack, 1 to the defence (§6)
DRM: none
roll 1d6: 1 = 1, DRM +0, MDR 1 at 3:2: D1 (Defender loses 1 step, §9.7, 9.9)
l18 is eliminated: it had no step left to lose (§9.9)
l05 is eliminated: its unit was eliminated (§6)
1407 is empty: one attacker may advance into it (§9.11): advance y21
> attack y23 y13 -> 1606
no one advanced into 1407: that chance has passed (§9.11)
odds: AF 9 (3 + 4 + 2) against DF 4 is 9:4, rounded down to 2:1 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM: none
roll 1d6: 6 = 6, DRM +0, MDR 6 at 2:1: - (no effect, §9.7) (reconstructed)
#
# ===== Turn 4, Victory check =====
> next
left undone: 2 units next to the enemy did not attack
ended: turn 4 of 12, York Combat phase (§4, 9)
now: turn 4 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 8 of its threshold 16
army morale (§10): Lancaster has lost 8 of its threshold 20
> next
ended: turn 4 of 12, Victory check phase (§4, 10)
now: turn 5 of 12, Lancaster Movement phase (§4, 7)
#
# ===== Turn 5, Lancaster: Montagu falls =====
> move l19 1407
l19 moves to 1407 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l06 1407
l06 moves to 1407 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> move l09 1707
l09 moves to 1707 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l04 1707
l04 moves to 1707 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> move l20 1708
l20 moves to 1708 (0.5 of 4 MP spent, §7)
> next
left undone: 10 units did not move
ended: turn 5 of 12, Lancaster Movement phase (§4, 7)
now: turn 5 of 12, Lancaster Combat phase (§4, 9)
> attack l19 l27 l22 l10 l23 l24 -> 1406
odds: AF 22 (4 + 3 + 4 + 3 + 3 + 3 + 2) against DF 5 is 22:5, counted as 4:1 (§9.5)
commanders add 2 to the attack, 1 to the defence (§6)
DRM: none
roll 1d6: 2 = 2, DRM +0, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
y21 loses a step and turns to its reduced side (§9.9)
y21 is eliminated: it had no step left to lose (§9.9)
y05 is eliminated: its unit was eliminated (§6)
1406 is empty: one attacker may advance into it (§9.11): advance l19, l27, l22 or l10
> attack l21 l09 -> 1706
no one advanced into 1406: that chance has passed (§9.11)
odds: AF 10 (4 + 4 + 2) against DF 3 is 10:3, rounded down to 3:1 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM: none
roll 1d6: 6 = 6, DRM +0, MDR 6 at 3:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
y23 retreats to 1705 (§9.8: out of the enemy's zones of control)
1706 is empty: one attacker may advance into it (§9.11): advance l21 or l09
> advance l09
l09 advances into 1706 (§9.11)
l04 goes with l09 (§6)
#
# ===== Turn 5, York =====
# Somerset's Retinue in 1706 is 2 hexes from Lovelace's Kentishmen (1905):
# as York's movement phase starts, the scenario's hook rolls for York
# (special rule 3); on 1-3 Lovelace goes over, and his 4 strength counts
# toward York's losses.
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 5 of 12, Lancaster Combat phase (§4, 9)
now: turn 5 of 12, York Movement phase (§4, 7)
Lovelace's loyalty (special rule 3, 1-3: he goes over): 1d6: 1 = 1
y25 is eliminated: Lovelace goes over to the Lancastrians (special rule 3)
> move y14 2105 2005 1906 1806
y14 moves to 1806 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 12 units did not move
ended: turn 5 of 12, York Movement phase (§4, 7)
now: turn 5 of 12, York Combat phase (§4, 9)
# Warwick throws in what he has.  Arundel's Retinue and the Burgundian
# Handgunners (in mêlée, -1, §9.3) attack Somerset at 2:3: an A1 falls
# on two attackers, and herald decides which of them takes it (§9.9,
# full-strength units first, then the stronger) instead of asking York
# for `losses`.
> attack y23 y26 -> 1706
odds: AF 4 (3 + 2 - 1) against DF 6 is 4:6, that is 2:3 (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 0 to the attack, 2 to the defence (§6)
DRM: none
roll 1d6: 6 = 6, DRM +0, MDR 6 at 2:3: A1 (Attacker loses 1 step, §9.7, 9.9) (reconstructed)
herald shares out 1 step loss among y23 y26: full-strength units first, then the strongest, so that all can be taken (§9.9, as the delayed-turn adaptation asks)
y23 loses a step and turns to its reduced side (§9.9)
> why
attack y23 y26 -> 1706:
odds: AF 4 (3 + 2 - 1) against DF 6 is 4:6, that is 2:3 (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 0 to the attack, 2 to the defence (§6)
DRM: none
roll 1d6: 6 = 6, DRM +0, MDR 6 at 2:3: A1 (Attacker loses 1 step, §9.7, 9.9) (reconstructed)
herald shares out 1 step loss among y23 y26: full-strength units first, then the strongest, so that all can be taken (§9.9, as the delayed-turn adaptation asks)
y23 loses a step and turns to its reduced side (§9.9)
reconstructed: Les Batailles de St Albans CRT row 6 at 2:3 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
Rules applied (each opens with the command shown):
  rule 9.5  Combat resolution
  rule 9.3  Units with a missile firing capacity
  rule 6  Commanders
  rule 9.7  Combat results
  rule 9.9  Allocation of step losses
# Warwick's own billmen against the Northern Billmen 2: thrown back
# (herald takes the hex), and Lancaster is not offered the hex they
# leave (no defender advance in delayed play).
> attack y13 -> 1606
odds: AF 6 (4 + 2) against DF 4 is 6:4, that is 3:2 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM: none
roll 1d6: 6 = 6, DRM +0, MDR 6 at 3:2: AR (Attacker retreats 1 hex, §9.7, 9.8) (reconstructed)
y13 retreats to 1505 (§9.8: out of the enemy's zones of control; of 1505 and 1604 herald takes the first clockwise from its own map edge)
y03 goes with y13 (§6)
#
# ===== Turn 5, Victory check: York has lost 21 of 16 (§10) =====
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 5 of 12, York Combat phase (§4, 9)
now: turn 5 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 21 of its threshold 16
army morale (§10): Lancaster has lost 8 of its threshold 20
Winner: the Lancastrians (major victory: the York army has reached its morale threshold (§10))
> status
Les Batailles de St Albans, Second St Albans, 17 February 1461
the game is over: the Lancastrians won in turn 5 of 12
result: the Lancastrians won: major victory: the York army has reached its morale threshold (§10)
units eliminated: York 6, Lancaster 2
optional rules: Delayed turn play: automatic retreats, no defender advance (quick reference)
dice: auto (seed 1461); orders: 122
army morale (§10): York has lost 21 of its threshold 16
army morale (§10): Lancaster has lost 8 of its threshold 20
special rule 1: all of Warwick's battles are in action
> map 1201 2610
    12  13  14  15  16  17  18  19  20  21  22  23  24  25  26
01      .       .       .       .       .       .       . #
01  .       . -     .       w       .       .       . #     . #
02      .       .       w       .       .       .      YB #
02  .       . -     w       .       .       . #    YI+#     .
03      .       w       .       . #     . #     . #     .
03  .       . -     .       .       h #    YB #     .       . -
04      .       .       .      YB #     h #     .       . -
04  .       . -     . #     .       h #     .       . -     .
05      .      YI+#    YI #     .       .       . -     .
05  .       . #     . #    YB       .      YI+-     .       .
06     LI       . #    LI+      .      YC -     .       .
06  .       . #    LI      YI       . -     .       .       .
07     LI      LC       .       . -     .       .       .
07  .      LI+-     .       . -     .       .       .       .
08      .       .      LI -     .       .       .       .
08  .      LB -     . -     .       .       .       .       .
09     LB #     . #     .       .       .       .       .
09  . #     . #     . #     .       .       .       .       .
10     LI #     . #     .       .       .       .       .
10  . #    LI #     . #     .       .       .       .       .

Y York, L Lancaster; I Infantry, B Foot missile, C Cavalry, H Mounted missile, K Commander, W Baggage
. Clear, v Village, w Woods, h Hill, - Road; on a side of the hex (show HEX says which): ~ River, ^ Bridge, : Ford, s Stream, # Palisade; * routed, + more units in the hex
# the game is over: herald refuses further orders
> move l20 1807
error: the game is over: the Lancastrians won: major victory: the York army has reached its morale threshold (§10)
#! status: 1
