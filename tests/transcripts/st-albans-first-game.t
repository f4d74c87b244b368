#! args: --game st-albans --scenario first-st-albans --seed 1455
# A complete game of the First Battle of St Albans (22 May 1455) with
# herald's seeded dice, York player 1 (§3).  Each turn: York Movement
# (§7) and Combat (§9), Lancaster Movement and Combat, then the Victory
# check (§10); `next` between the phases (§4).  Warwick breaks in through
# the gardens (special rule 2) while York and Salisbury storm the Sopwell
# Lane and Holywell Street bars; the Lancastrian army reaches its morale
# threshold of 12 in turn 5 and York wins a major victory (§10), after
# which herald refuses further orders.
# Counters of the game that are not in this battle are left out.
> units northern
no unit matches
(6 counters of the game are not in this battle; add the word all to list them)
> units all northern
l20   off map       Lancaster Infantry             Northern Billmen 1
l21   off map       Lancaster Infantry             Northern Billmen 2
l22   off map       Lancaster Infantry             Northern Billmen 3
l23   off map       Lancaster Foot missile         Northern Archers 1
l24   off map       Lancaster Foot missile         Northern Archers 2
l27   off map       Lancaster Cavalry              Northern Prickers
> units off-map
no unit matches
(25 counters of the game are not in this battle; add the word all to list them)
> units reduced
no unit matches
> status
Les Batailles de St Albans, First St Albans, 22 May 1455
turn 1 of 8, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: none
dice: auto (seed 1455); orders: 0
army morale (§10): York has lost 0 of its threshold 18
army morale (§10): Lancaster has lost 0 of its threshold 12
> map 1209 1923
    12  13  14  15  16  17  18  19
09      . #     . #     .       .
09  . #     . #     . #     .
10      v #     . #    YC       .
10  . #    LI+#     . #     .
11      v -     v #     .       .
11  . -     v -     . #     .
12      v       v #     .       .
12  .      LC -     . #     .
13      v      LI #     . -     . -
13  .       v -     . #     . -
14      v       v #     .       .
14  .      LI -     . #     .
15      v       v #    YB       .
15  .      LI+-     . #    YB
16      v -     v #    YI+      .
16  v -    LI+-     .      YI
17      v       v #    YI       .
17  v      LB+-     . #     .
18      v       v #     .       .
18  v       v -     . #     .
19      .      LB #    YB       .
19  .       v -    YI+#     .
20      .      LI #     .       .
20  . ~     v #    YI+#     .
21      . #     . #    YB -     .
21  . ~    LI #     .       . -
22      . ~    YI #     .       . -
22  . ~     v ^    YB       .
23      . ~     . ~     .       .
23  .       . ^     . ~     .

Y York, L Lancaster; I Infantry, B Foot missile, C Cavalry, H Mounted missile, K Commander, W Baggage
. Clear, v Village, w Woods, h Hill, - Road; on a side of the hex (show HEX says which): ~ River, ^ Bridge, : Ford, s Stream, # Palisade; * routed, + more units in the hex
#
# ===== Turn 1, York: Warwick through the gardens, the bars assaulted =====
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
# Somerset in the market place: two units hand to hand and three archers
# shooting in support (§9.3); only the village's +1 counts (§9.6).
> attack y13 y17 y15 y16 y12 -> 1416
odds: AF 19 (4 + 4 + 3 + 3 + 3 + 2) against DF 6 is 19:6, rounded down to 3:1 (§9.5)
commanders add 2 to the attack, 2 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 2 = 2, DRM +1, MDR 3 at 3:1: DT (Defender checks morale, §9.7, 9.10)
morale check of l09 (morale 4 + 1 = 5, §9.10): 1d6: 3 = 3: lower, no effect
  morale +1: a commander with it or next to it (§6, 9.10)
> attack y14 -> 1414
odds: AF 4 against DF 2 is 4:2, that is 2:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6: 2 = 2, DRM +1, MDR 3 at 2:1: DT (Defender checks morale, §9.7, 9.10)
morale check of l15 (morale 2, §9.10): 1d6: 5 = 5: higher
l15 loses a step and turns to its reduced side (§9.9)
# Clifford at the Sopwell Lane bar; the archer firing in support loses
# the defender the palisade's +1 (§9.6).
> attack y11 y07 y10 -> 1520
odds: AF 15 (4 + 4 + 3 + 4) against DF 3 is 15:3, counted as 4:1 (§9.5)
commanders add 4 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 2 = 2, DRM +1, MDR 3 at 4:1: D1 (Defender loses 1 step, §9.7, 9.9)
l11 loses a step and turns to its reduced side (§9.9)
# archer against archer: the firer may be made to retreat (§9.3)
> fire y09 1519
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM +1: Village (§TEC 3)
range: 3 hexes (§9.1)
roll 1d6: 6 = 6, DRM +1, MDR 7 at 3:2: AR (Attacker retreats 1 hex, §9.7, 9.8) (reconstructed)
y09 retreats to 1820 (§9.8: out of the enemy's zones of control; herald picks for York, who was not asked: the first clockwise from its own map edge)
#
# ===== Turn 1, Lancaster: counter-attacks on the gardens =====
> next
left undone: 4 units next to the enemy did not attack
ended: turn 1 of 8, York Combat phase (§4, 9)
now: turn 1 of 8, Lancaster Movement phase (§4, 7)
> move l17 1514
l17 moves to 1514 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l16 1513 1613 1614
l16 moves to 1614 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 12 units did not move
ended: turn 1 of 8, Lancaster Movement phase (§4, 7)
now: turn 1 of 8, Lancaster Combat phase (§4, 9)
# the King's Household Men stay with the baggage (§9.4)
> attack l08 l15 l16 l17 -> 1515
odds: AF 9 (4 + 1 + 2 + 2) against DF 4 is 9:4, rounded down to 2:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6: 6 = 6, DRM +1, MDR 7 at 2:1: AR (Attacker retreats 1 hex, §9.7, 9.8) (reconstructed)
l08 does not retreat: it stands with its baggage (§9.4)
l15 retreats to 1315 (§9.8: out of the enemy's zones of control; herald picks for Lancaster, who was not asked: the first clockwise from its own map edge)
l16 retreats to 1613 (§9.8: out of the enemy's zones of control; herald picks for Lancaster, who was not asked: the first clockwise from its own map edge)
l17 retreats to 1413 (§9.8: out of the enemy's zones of control; herald picks for Lancaster, who was not asked: the first clockwise from its own map edge)
1414 is empty: y14 may advance into it (§9.11): advance y14
# the defender may advance into a hex the attackers left (§9.11)
> advance y14
y14 advances into 1414 (§9.11)
> attack l09 l13 -> 1517
odds: AF 9 (4 + 3 - 1 + 3) against DF 4 is 9:4, rounded down to 2:1 (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 3 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 2 = 2, DRM +1, MDR 3 at 2:1: DT (Defender checks morale, §9.7, 9.10)
morale check of y17 (morale 4 + 1 = 5, §9.10): 1d6: 6 = 6: higher
  morale +1: a commander with it or next to it (§6, 9.10)
y17 loses a step and turns to its reduced side (§9.9)
#
# ===== Turn 1, Victory check (§10) =====
> next
left undone: 6 units next to the enemy did not attack
ended: turn 1 of 8, Lancaster Combat phase (§4, 9)
now: turn 1 of 8, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 18
army morale (§10): Lancaster has lost 0 of its threshold 12
> next
ended: turn 1 of 8, Victory check phase (§4, 10)
now: turn 2 of 8, York Movement phase (§4, 7)
> status
Les Batailles de St Albans, First St Albans, 22 May 1455
turn 2 of 8, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: none
dice: auto (seed 1455); orders: 21
army morale (§10): York has lost 0 of its threshold 18
army morale (§10): Lancaster has lost 0 of its threshold 12
#
# ===== Turn 2, York: the Household Horse caught in the open =====
> move y17 1617
y17 moves to 1617 (1 of 4 MP spent, §7)
> move y18 1711 1712 1713
y18 moves to 1713 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 14 units did not move
ended: turn 2 of 8, York Movement phase (§4, 7)
now: turn 2 of 8, York Combat phase (§4, 9)
> attack y14 y13 -> 1415
odds: AF 10 (4 + 4 + 2) against DF 5 is 10:5, that is 2:1 (§9.5)
the baggage with it adds 1 to the defence (§9.4)
commanders add 2 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 3 = 3, DRM +1, MDR 4 at 2:1: DT (Defender checks morale, §9.7, 9.10) (reconstructed)
morale check of l08 (morale 4 + 1 = 5, §9.10): 1d6: 4 = 4: lower, no effect
  morale +1: a commander with it or next to it (§6, 9.10)
> attack y18 y15 y16 -> 1613
odds: AF 8 (2 + 3 + 3) against DF 2 is 8:2, that is 4:1 (§9.5)
DRM: none
roll 1d6: 2 = 2, DRM +0, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
l16 loses a step and turns to its reduced side (§9.9)
l16 is eliminated: it had no step left to lose (§9.9)
1613 is empty: one attacker may advance into it (§9.11): advance y18
> attack y11 y07 y10 y09 -> 1520
no one advanced into 1613: that chance has passed (§9.11)
odds: AF 18 (4 + 4 + 3 + 3 + 4) against DF 2 is 18:2, counted as 4:1 (§9.5)
commanders add 4 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 4 = 4, DRM +1, MDR 5 at 4:1: DT (Defender checks morale, §9.7, 9.10) (reconstructed)
morale check of l11 (morale 2, §9.10): 1d6: 4 = 4: higher
l11 is eliminated: it had no step left to lose (§9.9)
1520 is empty: one attacker may advance into it (§9.11): advance y11 or y07
> advance y07
y07 advances into 1520 (§9.11)
y01 goes with y07 (§6)
> fire y12 1519
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM +1: Village (§TEC 3)
range: 2 hexes (§9.1)
roll 1d6: 5 = 5, DRM +1, MDR 6 at 3:2: AR (Attacker retreats 1 hex, §9.7, 9.8) (reconstructed)
y12 retreats to 1817 (§9.8: out of the enemy's zones of control; herald picks for York, who was not asked: the first clockwise from its own map edge)
#
# ===== Turn 2, Lancaster: Northumberland comes down St Peter's Street =====
> next
left undone: 4 units next to the enemy did not attack
ended: turn 2 of 8, York Combat phase (§4, 9)
now: turn 2 of 8, Lancaster Movement phase (§4, 7)
> move l10 1311 1312 1313 1314
l10 moves to 1314 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l02 1311 1312 1313 1314
l02 moves to 1314 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> move l14 1418
l14 moves to 1418 (1 of 4 MP spent, §7)
> next
left undone: 9 units did not move
ended: turn 2 of 8, Lancaster Movement phase (§4, 7)
now: turn 2 of 8, Lancaster Combat phase (§4, 9)
> attack l10 l17 l15 l08 l13 -> 1414
odds: AF 14 (3 + 2 + 1 + 4 + 3 + 1) against DF 4 is 14:4, rounded down to 3:1 (§9.5)
commanders add 1 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 5 = 5, DRM +1, MDR 6 at 3:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
y14 retreats to 1514 (§9.8: into an enemy zone of control, alone; herald picks for York, who was not asked: the first clockwise from its own map edge)
y14 loses a step and turns to its reduced side (§9.9)
1414 is empty: one attacker may advance into it (§9.11): advance l10, l17, l15 or l08
> fire l14 1520
no one advanced into 1414: that chance has passed (§9.11)
odds: AF 2 against DF 4 is 2:4, that is 1:2 (§9.5)
DRM +1: Village (§TEC 3)
range: 2 hexes (§9.1)
roll 1d6: 2 = 2, DRM +1, MDR 3 at 1:2: AR (Attacker retreats 1 hex, §9.7, 9.8)
missile units that fired from range are spared (§9.3)
#
# ===== Turn 2, Victory check =====
> next
left undone: 4 units next to the enemy did not attack
ended: turn 2 of 8, Lancaster Combat phase (§4, 9)
now: turn 2 of 8, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 18
army morale (§10): Lancaster has lost 5 of its threshold 12
> next
ended: turn 2 of 8, Victory check phase (§4, 10)
now: turn 3 of 8, York Movement phase (§4, 7)
#
# ===== Turn 3, York: the Holywell Street bar falls =====
> move y18 1613 1513
y18 moves to 1513 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> move y15 1615
y15 moves to 1615 (1 of 4 MP spent, §7)
> move y16 1715 1614
y16 moves to 1614 (2 of 4 MP spent, §7)
> move y12 1718
y12 moves to 1718 (1 of 4 MP spent, §7)
> move y09 1720
y09 moves to 1720 (1 of 4 MP spent, §7)
> move y11 1519
y11 moves to 1519 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y02 1519
y02 moves to 1519 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> move y17 1518
y17 moves to 1518 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y07 1420
y07 moves to 1420 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y01 1420
y01 moves to 1420 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 6 units did not move
ended: turn 3 of 8, York Movement phase (§4, 7)
now: turn 3 of 8, York Combat phase (§4, 9)
> attack y14 y18 y15 y16 -> 1413
odds: AF 10 (2 + 2 + 3 + 3) against DF 2 is 10:2, counted as 4:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6: 4 = 4, DRM +1, MDR 5 at 4:1: DT (Defender checks morale, §9.7, 9.10) (reconstructed)
morale check of l17 (morale 2 + 1 = 3, §9.10): 1d6: 1 = 1: lower, no effect
  morale +1: a commander with it or next to it (§6, 9.10)
> attack y11 y17 y12 -> 1418
odds: AF 11 (4 + 2 + 3 + 2) against DF 2 is 11:2, counted as 4:1 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 5 = 5, DRM +1, MDR 6 at 4:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l14 retreats to 1319 (§9.8: out of the enemy's zones of control; herald picks for Lancaster, who was not asked: the first clockwise from its own map edge)
1418 is empty: one attacker may advance into it (§9.11): advance y11 or y17
> advance y11
y11 advances into 1418 (§9.11)
y02 goes with y11 (§6)
> attack y07 y08 y10 y09 -> 1421
odds: AF 16 (4 + 4 + 3 + 3 + 2) against DF 3 is 16:3, counted as 4:1 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
l12 loses a step and turns to its reduced side (§9.9)
l12 is eliminated: it had no step left to lose (§9.9)
1421 is empty: one attacker may advance into it (§9.11): advance y07 or y08
> advance y08
y08 advances into 1421 (§9.11)
#
# ===== Turn 3, Lancaster: the king's baggage withdraws up Fishpool Street =====
> next
left undone: 3 units next to the enemy did not attack
ended: turn 3 of 8, York Combat phase (§4, 9)
now: turn 3 of 8, Lancaster Movement phase (§4, 7)
> move l08 1316 1216 1116
l08 moves to 1116 (2 of 4 MP spent, §7)
> move l07 1316 1216 1116
l07 moves to 1116 (2 of 3 MP spent, §7)
> move l10 1414
l10 moves to 1414 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move l02 1414
l02 moves to 1414 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 7 units did not move
ended: turn 3 of 8, Lancaster Movement phase (§4, 7)
now: turn 3 of 8, Lancaster Combat phase (§4, 9)
> attack l17 l10 -> 1514
odds: AF 6 (2 + 3 + 1) against DF 2 is 6:2, that is 3:1 (§9.5)
commanders add 1 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 6 = 6, DRM +1, MDR 7 at 3:1: - (no effect, §9.7) (reconstructed)
> attack l13 -> 1518
odds: AF 3 (3 - 1 + 1) against DF 2 is 3:2 (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 1 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 5 = 5, DRM +1, MDR 6 at 3:2: AR (Attacker retreats 1 hex, §9.7, 9.8) (reconstructed)
l13 retreats to 1317 (§9.8: out of the enemy's zones of control)
l03 goes with l13 (§6)
1417 is empty: y17 may advance into it (§9.11): advance y17
> advance y17
y17 advances into 1417 (§9.11)
#
# ===== Turn 3, Victory check =====
> next
left undone: 5 units next to the enemy did not attack
ended: turn 3 of 8, Lancaster Combat phase (§4, 9)
now: turn 3 of 8, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 18
army morale (§10): Lancaster has lost 8 of its threshold 12
> next
ended: turn 3 of 8, Victory check phase (§4, 10)
now: turn 4 of 8, York Movement phase (§4, 7)
#
# ===== Turn 4, York: Somerset driven from the market place =====
> move y07 1419
y07 moves to 1419 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y01 1419
y01 moves to 1419 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> move y08 1420 1320
y08 moves to 1320 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y09 1719 1618 1617
y09 moves to 1617 (3 of 4 MP spent, §7)
> move y10 1621 1620 1619 1618
y10 moves to 1618 (4 of 4 MP spent, §7)
> next
left undone: 11 units did not move
ended: turn 4 of 8, York Movement phase (§4, 7)
now: turn 4 of 8, York Combat phase (§4, 9)
> attack y11 y07 y08 -> 1319
odds: AF 16 (4 + 4 + 4 + 4) against DF 1 is 16:1, counted as 4:1 (§9.5)
a missile unit defending hand to hand: -1 strength (§9.3)
commanders add 4 to the attack, 0 to the defence (§6)
DRM: none
roll 1d6: 2 = 2, DRM +0, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
l14 loses a step and turns to its reduced side (§9.9)
l14 is eliminated: it had no step left to lose (§9.9)
1319 is empty: one attacker may advance into it (§9.11): advance y11, y07 or y08
> attack y18 y14 y16 -> 1413
no one advanced into 1319: that chance has passed (§9.11)
odds: AF 7 (2 + 2 + 3) against DF 2 is 7:2, rounded down to 3:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 3:1: D1 (Defender loses 1 step, §9.7, 9.9)
l17 loses a step and turns to its reduced side (§9.9)
> attack y13 y17 y12 y09 y10 y15 -> 1416
odds: AF 20 (4 + 2 + 3 + 3 + 3 + 3 + 2) against DF 6 is 20:6, rounded down to 3:1 (§9.5)
commanders add 2 to the attack, 2 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 5 = 5, DRM +1, MDR 6 at 3:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l09 retreats to 1316 (§9.8: out of the enemy's zones of control)
l01 goes with l09 (§6)
1416 is empty: one attacker may advance into it (§9.11): advance y13 or y17
> advance y13
y13 advances into 1416 (§9.11)
y03 goes with y13 (§6)
#
# ===== Turn 4, Lancaster =====
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 4 of 8, York Combat phase (§4, 9)
now: turn 4 of 8, Lancaster Movement phase (§4, 7)
> move l15 1415
l15 moves to 1415 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 9 units did not move
ended: turn 4 of 8, Lancaster Movement phase (§4, 7)
now: turn 4 of 8, Lancaster Combat phase (§4, 9)
> attack l09 l13 l15 -> 1416
odds: AF 10 (4 + 3 + 1 - 1 + 3) against DF 6 is 10:6, rounded down to 3:2 (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 3 to the attack, 2 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 3:2: D1 (Defender loses 1 step, §9.7, 9.9)
y13 loses a step and turns to its reduced side (§9.9)
> attack l10 l17 -> 1514
odds: AF 5 (3 + 1 + 1) against DF 2 is 5:2, rounded down to 2:1 (§9.5)
commanders add 1 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 2:1: D1 (Defender loses 1 step, §9.7, 9.9)
y14 is eliminated: it had no step left to lose (§9.9)
1514 is empty: one attacker may advance into it (§9.11): advance l10 or l17
#
# ===== Turn 4, Victory check =====
> next
left undone: 2 units next to the enemy did not attack
left undone: no one advanced into 1514
ended: turn 4 of 8, Lancaster Combat phase (§4, 9)
now: turn 4 of 8, Victory check phase (§4, 10)
army morale (§10): York has lost 4 of its threshold 18
army morale (§10): Lancaster has lost 10 of its threshold 12
> next
ended: turn 4 of 8, Victory check phase (§4, 10)
now: turn 5 of 8, York Movement phase (§4, 7)
#
# ===== Turn 5, York =====
> move y08 1319 1318
y08 moves to 1318 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 14 units did not move
ended: turn 5 of 8, York Movement phase (§4, 7)
now: turn 5 of 8, York Combat phase (§4, 9)
> attack y18 y16 -> 1413
odds: AF 5 (2 + 3) against DF 1 is 5:1, counted as 4:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1, DRM +1, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
l17 is eliminated: it had no step left to lose (§9.9)
1413 is empty: one attacker may advance into it (§9.11): advance y18
> advance y18
y18 advances into 1413 (§9.11)
> attack y13 y15 y09 -> 1415
odds: AF 10 (2 + 3 + 3 + 2) against DF 1 is 10:1, counted as 4:1 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 6 = 6, DRM +1, MDR 7 at 4:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l15 retreats to 1315 (§9.8: out of the enemy's zones of control)
1415 is empty: one attacker may advance into it (§9.11): advance y13
> attack y17 y08 y10 -> 1317
no one advanced into 1415: that chance has passed (§9.11)
odds: AF 9 (2 + 4 + 3) against DF 4 is 9:4, rounded down to 2:1 (§9.5)
commanders add 0 to the attack, 1 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 3 = 3, DRM +1, MDR 4 at 2:1: DT (Defender checks morale, §9.7, 9.10) (reconstructed)
morale check of l13 (morale 3 + 1 = 4, §9.10): 1d6: 3 = 3: lower, no effect
  morale +1: a commander with it or next to it (§6, 9.10)
#
# ===== Turn 5, Lancaster =====
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 5 of 8, York Combat phase (§4, 9)
now: turn 5 of 8, Lancaster Movement phase (§4, 7)
> next
left undone: 9 units did not move
ended: turn 5 of 8, Lancaster Movement phase (§4, 7)
now: turn 5 of 8, Lancaster Combat phase (§4, 9)
> attack l10 -> 1413
odds: AF 4 (3 + 1) against DF 2 is 4:2, that is 2:1 (§9.5)
commanders add 1 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 4 = 4, DRM +1, MDR 5 at 2:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
y18 retreats to 1513 (§9.8: out of the enemy's zones of control; herald picks for York, who was not asked: the first clockwise from its own map edge)
1413 is empty: one attacker may advance into it (§9.11): advance l10
> attack l09 -> 1416
no one advanced into 1413: that chance has passed (§9.11)
odds: AF 6 (4 + 2) against DF 4 is 6:4, that is 3:2 (§9.5)
commanders add 2 to the attack, 2 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 3 = 3, DRM +1, MDR 4 at 3:2: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
y13 retreats to 1516 (§9.8: out of the enemy's zones of control; herald picks for York, who was not asked: the first clockwise from its own map edge)
y03 goes with y13 (§6)
1416 is empty: one attacker may advance into it (§9.11): advance l09
> attack l13 -> 1417
no one advanced into 1416: that chance has passed (§9.11)
odds: AF 3 (3 - 1 + 1) against DF 2 is 3:2 (§9.5)
missile units in mêlée: -1 strength (§9.3)
commanders add 1 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
roll 1d6: 6 = 6, DRM +1, MDR 7 at 3:2: AR (Attacker retreats 1 hex, §9.7, 9.8) (reconstructed)
l13 retreats to 1216 (§9.8: out of the enemy's zones of control)
l03 goes with l13 (§6)
1317 is empty: y17 may advance into it (§9.11): advance y17
#
# ===== Turn 5, Victory check: Lancaster has lost 12 of 12 (§10) =====
> next
left undone: no one advanced into 1317
ended: turn 5 of 8, Lancaster Combat phase (§4, 9)
now: turn 5 of 8, Victory check phase (§4, 10)
army morale (§10): York has lost 4 of its threshold 18
army morale (§10): Lancaster has lost 12 of its threshold 12
Winner: the Yorkists (major victory: the Lancaster army has reached its morale threshold (§10))
> status
Les Batailles de St Albans, First St Albans, 22 May 1455
the game is over: the Yorkists won in turn 5 of 8
result: the Yorkists won: major victory: the Lancaster army has reached its morale threshold (§10)
units eliminated: York 1, Lancaster 5
optional rules: none
dice: auto (seed 1455); orders: 94
army morale (§10): York has lost 4 of its threshold 18
army morale (§10): Lancaster has lost 12 of its threshold 12
> map 1209 1923
    12  13  14  15  16  17  18  19
09      . #     . #     .       .
09  . #     . #     . #     .
10      v #     . #     .       .
10  . #     v #     . #     .
11      v -     v #     .       .
11  . -     v -     . #     .
12      v       v #     .       .
12  .       v -     . #     .
13      v      YC #     . -     . -
13  .       v -     . #     . -
14      v       v #     .       .
14  .      LI+-    YB #     .
15     LI       v #     .       .
15  .       v -    YB #     .
16     LI+-    YI+#     .       .
16 LB+-     v -     .       .
17      v       v #     .       .
17  v      YI -    YB #     .
18     YI       v #    YB       .
18  v      YI+-    YB #     .
19      .       v #     .       .
19  .      YI+-     . #     .
20      .       v #     .       .
20  . ~     v #     . #     .
21      . #     . #     . -     .
21  . ~     v #     .       . -
22      . ~     . #     .       . -
22  . ~     v ^     .       .
23      . ~     . ~     .       .
23  .       . ^     . ~     .

Y York, L Lancaster; I Infantry, B Foot missile, C Cavalry, H Mounted missile, K Commander, W Baggage
. Clear, v Village, w Woods, h Hill, - Road; on a side of the hex (show HEX says which): ~ River, ^ Bridge, : Ford, s Stream, # Palisade; * routed, + more units in the hex
# the game is over: herald refuses further orders
> move y07 1420
error: the game is over: the Yorkists won: major victory: the Lancaster army has reached its morale threshold (§10)
#! status: 1
