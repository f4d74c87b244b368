#! args: --game st-albans --seed 3
# Les Batailles de St Albans, the sequence of play and the movement
# rules on an empty board: §2 (no facing), §4 (game sequence), §5
# (stacking), §7 (movement, road bonus, one unit at a time), §8 (zones of
# control), §9.4 (baggage has no zone of control) and the Terrain Effect
# Chart (clear 1, village 1, woods 2, hill 2, road 0.5, river impassable,
# bridge 1 or 0.5 by road, ford 2).  Combat, retreat and victory are not
# tested here.  The map, the roads, the hexsides and the counters are
# herald's reconstruction (scenarios/st-albans/game.yaml).
> new st-albans empty seed=3
new game: Les Batailles de St Albans, empty board (seed 3)
#
# §4: "Each turn is composed of 6 phases: 1. Movement of Player 1 2.
# Combat of Player 1 3. Movement of Player 2 4. Combat of Player 2 5.
# Check victory conditions 6. Advance the Turn Marker".  With no
# scenario York plays first.
> status
Les Batailles de St Albans, empty board
turn 1 of 8, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: none
dice: auto (seed 3); orders: 0
#
# --- §7 and the TEC: terrain costs up to the unit's MP ---------------
# "A unit will expend a varying number of MPs depending on the terrain
# present in the hex it wishes to enter ... If a unit does not have
# enough MPs available to enter a hex, it may not enter the hex."
# y07, billmen, 4 MP: clear 1 + hill 2 = 3; another hill (2) is refused
# with 1 left (the one-hex minimum is only the first hex of a move); a
# clear hex takes the last point; nothing is left after that.
> place y07 1803
placed y07 (York's Billmen 1) in 1803
> show 1903
1903: Clear
  no unit
> show 2003
2003: Hill
  no unit
> move y07 1903 2003
y07 moves to 2003 (3 of 4 MP spent, §7)
> move y07 2104
error: y07 cannot move: step 1 (2003 to 2104): entering 2104 costs 2 MP but y07 has 1 of 4 left (§7)
> move y07 2103
y07 moves to 2103 (4 of 4 MP spent, §7)
> move y07 2203
error: y07 cannot move: step 1 (2103 to 2203): entering 2203 costs 1 MP but y07 has 0 of 4 left (§7)
# y11, 4 MP, woods 2 each: a third woods hex is refused, and a refused
# order moves the unit not at all; two are its whole move.
> place y11 1603
placed y11 (Salisbury's Billmen) in 1603
> move y11 1602 1702 1801
error: y11 cannot move: step 3 (1702 to 1801): entering 1801 costs 2 MP but y11 has 0 of 4 left (§7)
> show y11
y11: Salisbury's Billmen
  York Infantry
  str 4 rstr 2 range 0 mp 4
  position: 1603
  terrain: Clear
  this turn: not moved (4 MP)
> move y11 1602 1702
y11 moves to 1702 (4 of 4 MP spent, §7)
# y19, 4 MP, village 1 each (off the roads): four hexes, not five.
> place y19 1312
placed y19 (Norfolk's Billmen) in 1312
> move y19 1313 1314 1315 1316 1317
error: y19 cannot move: step 5 (1316 to 1317): entering 1317 costs 1 MP but y19 has 0 of 4 left (§7)
> move y19 1313 1314 1315 1316
y19 moves to 1316 (4 of 4 MP spent, §7)
# y06, the baggage, 3 MP: clear 1, then woods 2.
> place y06 1903
placed y06 (Yorkist Baggage) in 1903
> move y06 1902
y06 moves to 1902 (1 of 3 MP spent, §7)
#
# --- §7: each unit finishes its movement before another moves --------
# "Each unit must have finished its movement before another unit may
# move."  y06 has 2 MP left, but once y13 has moved it may not go on.
> place y13 1708
placed y13 (Warwick's Billmen 1) in 1708
> move y13 1807
y13 moves to 1807 (0.5 of 4 MP spent, §7)
> move y06 1801
error: y06 cannot move: y06 has finished its move: each unit finishes before another moves (§7)
# y13 itself may go on until another unit moves.
> move y13 1907
y13 moves to 1907 (1 of 4 MP spent, §7)
#
# --- §7 and TEC 2: the road bonus ------------------------------------
# "The road bonus is only applied if the unit was originally in a road
# hex."  Road: 0.5 MP a hex along the road (a chain of game.yaml's
# roads).  y13 started on the Sandridge road (1708): 1807 and 1907 cost
# 0.5 each; it goes on along the road to 2504, 8 hexes for its 4 MP.
> move y13 2006 2106 2205 2305 2404 2504
y13 moves to 2504 (4 of 4 MP spent, §7)
# y21 starts off the road (1806) and joins it: full cost, 1 a hex.
> place y21 1806
placed y21 (Montagu's Billmen) in 1806
> move y21 1807 1907 2006 2106
y21 moves to 2106 (4 of 4 MP spent, §7)
> move y21 2205
error: y21 cannot move: step 1 (2106 to 2205): entering 2205 costs 1 MP but y21 has 0 of 4 left (§7)
# y23 starts on the road (1608), leaves it for a clear hex (1 MP) and
# comes back onto it at 1807 across a hexside the road does not follow
# (1 MP): 0.5 + 1 + 1.  Herald's reading: the bonus belongs to a unit
# that started on a road, so back on it, along it, it costs 0.5 again.
> place y23 1608
placed y23 (Arundel's Retinue) in 1608
> move y23 1708 1707 1807
y23 moves to 1807 (2.5 of 4 MP spent, §7)
> move y23 1907
y23 moves to 1907 (3 of 4 MP spent, §7)
# Two road hexes side by side are not a road between them: 1408 (the
# Harpenden road) to 1509 (the Sandridge road) costs 1, then 0.5 along
# the Sandridge road.
> place y14 1408
placed y14 (Warwick's Billmen 2) in 1408
> move y14 1509 1608 1708
y14 moves to 1708 (2 of 4 MP spent, §7)
#
# --- TEC 6-8: river, bridge, ford ------------------------------------
# River: impassable; bridge: 1 (0.5 if road); ford: 2.  St Michael's
# bridge is the 0716/0816 hexside on the Dunstable road.
> show 0716
0716: Village
  road to the se nw
  ne hexside (to 0815): River
  se hexside (to 0816): River Bridge
  no unit
# y24 stands on the road at 0716: not across the river to 0815, but over
# the bridge along the road, 0.5, and on along the road, 0.5.
> place y24 0716
placed y24 (Bonville and Kyriell's Retinue) in 0716
> move y24 0815
error: y24 cannot move: step 1 (0716 to 0815): the River between 0716 and 0815 cannot be crossed (§TEC 6, 8)
> move y24 0816 0916
y24 moves to 0916 (1 of 4 MP spent, §7)
# y17 starts off the road (0717): not over the river straight to 0816;
# by the bridge: village 1, bridge 1, clear 1.
> place y17 0717
placed y17 (Sir Robert Ogle's Marchmen) in 0717
> move y17 0816
error: y17 cannot move: step 1 (0717 to 0816): the River between 0717 and 0816 cannot be crossed (§TEC 6, 8)
> move y17 0716 0816 0917
y17 moves to 0917 (3 of 4 MP spent, §7)
# The Kingsbury ford (0612/0613): clear 1, ford 2; the river beside it
# cannot be crossed.
> show 0612
0612: Clear
  se hexside (to 0713): Palisade
  s hexside (to 0613): River Ford
  sw hexside (to 0513): River
  nw hexside (to 0512): River
  no unit
> place y08 0611
placed y08 (York's Billmen 2) in 0611
> move y08 0512
error: y08 cannot move: step 1 (0611 to 0512): the River between 0611 and 0512 cannot be crossed (§TEC 6, 8)
> move y08 0612 0613
y08 moves to 0613 (3 of 4 MP spent, §7)
#
# --- §4: the sequence of play; unused MPs are lost -------------------
# "A unit may not keep unused MPs for use in the next turn. Unused MPs
# are permanently lost."  The phase ends; the units not moved are
# counted.
> next
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
# The Combat phase of York: no movement.
> move y06 1801
error: move is an order of the Movement phase (§4, 7); now: turn 1 of 8, York Combat phase (§4, 9)
> next
ended: turn 1 of 8, York Combat phase (§4, 9)
now: turn 1 of 8, Lancaster Movement phase (§4, 7)
# The Movement of Lancaster: no York unit moves.
> move y06 1801
error: y06 is York, and it is the Lancaster Movement phase (§4)
#
# --- §5: stacking (Lancaster's movement) ------------------------------
# "A unit may never be placed in a hex occupied by another unit, friendly
# or enemy. However, during movement a unit may pass through a hex
# occupied by a unit from the same side.  Exception: the commander
# and/or one baggage unit may be placed on another friendly unit
# (infantry, cavalry, missile infantry, missile cavalry)."
# l08 passes through l09; l09 may not end on l08.
> place l08 1102
placed l08 (King's Household Men) in 1102
> place l09 1202
placed l09 (Somerset's Retinue) in 1202
> move l08 1202 1302
l08 moves to 1302 (2 of 4 MP spent, §7)
> move l09 1302
error: l09 cannot move: step 1 (1202 to 1302): 1302 is already occupied by l08 (one unit per hex, §5)
# A commander (l01) and the baggage (l07) may end on l08.
> place l01 1301
placed l01 (Edmund Beaufort, Duke of Somerset) in 1301
> move l01 1302
l01 moves to 1302 (1 of 6 MP spent, §7)
> place l07 1303
placed l07 (Lancastrian Baggage) in 1303
> move l07 1302
l07 moves to 1302 (1 of 3 MP spent, §7)
> show 1302
1302: Clear
  l01   1302          Lancaster Commander            Edmund Beaufort, Duke of Somerset
  l07   1302          Lancaster Baggage              Lancastrian Baggage
  l08   1302          Lancaster Infantry             King's Household Men
# Not a second commander.
> place l02 1303
placed l02 (Henry Percy, Earl of Northumberland) in 1303
> move l02 1302
error: l02 cannot move: step 1 (1303 to 1302): 1302 already holds l01, and one Commander may stand in a hex (§5)
# Not on an enemy unit, not through one.  (y27 is taken off again before
# the Combat phase.)
> place y27 1103
placed y27 (Archers at the Eleanor Cross) in 1103
> place l04 1104
placed l04 (Henry Beaufort, Duke of Somerset) in 1104
> move l04 1103
error: l04 cannot move: step 1 (1104 to 1103): 1103 is already occupied by y27 (one unit per hex, §5)
> move l09 1103 1104
error: l09 cannot move: step 1 (1202 to 1103): 1103 is occupied by y27; a unit may pass only through friendly units (§5)
> move l09 1103
error: l09 cannot move: step 1 (1202 to 1103): 1103 is already occupied by y27 (one unit per hex, §5)
> remove y27
removed y27 (Archers at the Eleanor Cross) from 1103
> next
left undone: 3 units did not move
ended: turn 1 of 8, Lancaster Movement phase (§4, 7)
now: turn 1 of 8, Lancaster Combat phase (§4, 9)
> next
ended: turn 1 of 8, Lancaster Combat phase (§4, 9)
now: turn 1 of 8, Victory check phase (§4, 10)
# The Victory check phase: no movement either.
> status
Les Batailles de St Albans, empty board
turn 1 of 8, Victory check phase (§4, 10)
units eliminated: York 0, Lancaster 0
optional rules: none
dice: auto (seed 3); orders: 41
> move l09 1201
error: move is an order of the Movement phase (§4, 7); now: turn 1 of 8, Victory check phase (§4, 10)
> next
ended: turn 1 of 8, Victory check phase (§4, 10)
now: turn 2 of 8, York Movement phase (§4, 7)
#
# Turn 2: y06 has its 3 MP again, not the 2 it left unused in turn 1.
> status
Les Batailles de St Albans, empty board
turn 2 of 8, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: none
dice: auto (seed 3); orders: 42
> move y06 1801 1802 1803
error: y06 cannot move: step 3 (1802 to 1803): entering 1803 costs 1 MP but y06 has 0 of 3 left (§7)
> move y06 1801 1802
y06 moves to 1802 (3 of 3 MP spent, §7)
#
# --- §8: zones of control --------------------------------------------
# "A unit may enter an enemy Zone of Control without expending any
# extra MPs. However it must stop its movement upon entry."  l10 at 0805;
# y09 at 0803: 0804 is in its zone.  Going on is refused, stopping is
# not, and a later order is refused too.
> place l10 0805
placed l10 (Northumberland's Retinue) in 0805
> place y09 0803
placed y09 (York's Archers 1) in 0803
> move y09 0804 0904
error: y09 cannot move: step 1 (0803 to 0804): 0804 is in an enemy zone of control, where a unit must stop (§8)
> move y09 0804
y09 moves to 0804 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> move y09 0803
error: y09 cannot move: y09 stopped in an enemy zone of control (§8)
# "A unit may not pass directly from one enemy Zone of Control to
# another; it must first of all enter a hex free of any enemy Zone of
# Control."  y20 starts in the zone (0905): not to 0906, also in it; out
# of it, 1004 and 1003, it may go.
> place y20 0905
placed y20 (Norfolk's Archers) in 0905
> move y20 0906
error: y20 cannot move: step 1 (0905 to 0906): y20 goes straight from one enemy zone of control into another (§8)
> move y20 1004 1003
y20 moves to 1003 (2 of 4 MP spent, §7)
# §9.4: a baggage unit "has no ZoC"; herald's reading (game.yaml): nor
# has a commander (he cannot fight alone).  y10 passes next to the lone
# commander l03, y22 next to the lone baggage l07, without stopping.
> place l03 1206
placed l03 (Humphrey Stafford, Duke of Buckingham) in 1206
> place y10 1105
placed y10 (York's Archers 2) in 1105
> move y10 1106 1107 1207
y10 moves to 1207 (3 of 4 MP spent, §7)
> place l07 1208
placed l07 (Lancastrian Baggage) in 1208
> place y22 1008
placed y22 (Montagu's Archers) in 1008
> move y22 1108 1109
y22 moves to 1109 (2 of 4 MP spent, §7)
# "Zones of Control do not extend over river hexsides, unless crossed by
# a bridge."  l12 at 1726, south-west of the Ver; y12 passes 1825 and
# 1826, across the river from it, without stopping.
> place l12 1726
placed l12 (Buckingham's Retinue) in 1726
> place y12 1824
placed y12 (Salisbury's Archers) in 1824
> move y12 1825 1826 1926
y12 moves to 1926 (3 of 4 MP spent, §7)
# The quick reference: "Control Zones cannot cross rivers or fords
# (except bridges)."  y15 passes 1725, across the Sopwell ford from l12.
> place y15 1724
placed y15 (Warwick's Archers 1) in 1724
> move y15 1725 1825 1925
y15 moves to 1925 (3 of 4 MP spent, §7)
# On the same bank, 1727 is in l12's zone.
> place y25 1627
placed y25 (Lovelace's Kentishmen) in 1627
> move y25 1727 1728
error: y25 cannot move: step 1 (1627 to 1727): 1727 is in an enemy zone of control, where a unit must stop (§8)
> move y25 1727
y25 moves to 1727 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
# Across St Michael's bridge the zone reaches: l13 at 0816, and 0716 is
# in its zone (0717, across the river, is not).
> place l13 0816
placed l13 (Household Archers) in 0816
> place y26 0717
placed y26 (Burgundian Handgunners) in 0717
> move y26 0716 0615
error: y26 cannot move: step 1 (0717 to 0716): 0716 is in an enemy zone of control, where a unit must stop (§8)
> move y26 0716
y26 moves to 0716 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
#
# --- §2: units have no facing ----------------------------------------
# A facing given to place is not kept: the unit shows none.
> place y28 0303 n
placed y28 (Archers at St Peter's Church) in 0303
> show y28
y28: Archers at St Peter's Church
  York Foot missile
  str 2 rstr 1 range 3 mp 4
  position: 0303
  terrain: Clear
  this turn: not moved (4 MP)
#
# --- §3, §4: who plays first ------------------------------------------
# The scenario names player 1: York in 1455, Lancaster in 1461.
> new st-albans first-st-albans seed=3
new game: Les Batailles de St Albans, First St Albans, 22 May 1455 (seed 3)
> status
Les Batailles de St Albans, First St Albans, 22 May 1455
turn 1 of 8, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: none
dice: auto (seed 3); orders: 0
army morale (§10): York has lost 0 of its threshold 18
army morale (§10): Lancaster has lost 0 of its threshold 12
> new st-albans second-st-albans seed=3
new game: Les Batailles de St Albans, Second St Albans, 17 February 1461 (seed 3)
> status
Les Batailles de St Albans, Second St Albans, 17 February 1461
turn 1 of 12, Lancaster Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: none
dice: auto (seed 3); orders: 0
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
special rule 1: still held: Montagu's battle (until turn 2), the baggage and its guard (until turn 2), Warwick's battle (until turn 4), Norfolk's battle (until turn 4), the prickers (until turn 4)
> move y27 1417
error: y27 is York, and it is the Lancaster Movement phase (§4)
> next
left undone: 17 units did not move
ended: turn 1 of 12, Lancaster Movement phase (§4, 7)
now: turn 1 of 12, Lancaster Combat phase (§4, 9)
> move l20 0617
error: move is an order of the Movement phase (§4, 7); now: turn 1 of 12, Lancaster Combat phase (§4, 9)
# §2: units have no facing: turning is no order of this game.
> new st-albans first-st-albans seed=3
new game: Les Batailles de St Albans, First St Albans, 22 May 1455 (seed 3)
> face y07 n
error: y07 cannot turn: units have no facing in Les Batailles de St Albans
# A unit is not moved into the hex it stands in.
> move y07 1620
error: y07 cannot move: step 1 (1620 to 1620): y07 is already in 1620
#! status: 1
