#! args: --empty --seed 7
# map: the board as text.  Odd columns are drawn on the upper line of
# each row, even columns (half a hex lower, stagger even-low) on the
# lower line.
# Acceptance check: "herald -c map" draws the whole board.  The empty
# board: woods (#) on both flanks (§1.1), the English stakes (=) in rows
# 14-15 (§1.1, §10.0.2).
> map
    01  02  03  04  05  06  07  08  09  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29  30
01  .       .       .       .       .       .       .       .       .       .       .       .       .       .       .
01      .       .       .       .       .       .       .       .       .       .       .       .       .       .       .
02  .       .       .       .       .       .       .       .       .       .       .       .       .       .       .
02      .       .       .       .       .       .       .       .       .       .       .       .       .       .       .
03  .       .       .       .       .       .       .       .       .       .       .       .       .       .       .
03      .       .       .       .       .       .       .       .       .       .       .       .       .       .       #
04  #       .       .       .       .       .       .       .       .       .       .       .       .       .       .
04      .       .       .       .       .       .       .       .       .       .       .       .       .       .       #
05  #       .       .       .       .       .       .       .       .       .       .       .       .       .       .
05      .       .       .       .       .       .       .       .       .       .       .       .       .       .       #
06  #       .       .       .       .       .       .       .       .       .       .       .       .       .       .
06      .       .       .       .       .       .       .       .       .       .       .       .       .       .       #
07  #       .       .       .       .       .       .       .       .       .       .       .       .       .       .
07      #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
08  #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
08      #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
09  #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
09      #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
10  #       #       .       .       .       .       .       .       .       .       .       .       .       .       #
10      #       .       .       .       .       .       .       .       .       .       .       .       .       #       #
11  #       #       .       .       .       .       .       .       .       .       .       .       .       .       #
11      #       #       .       .       .       .       .       .       .       .       .       .       .       #       #
12  #       #       .       .       .       .       .       .       .       .       .       .       .       #       #
12      #       #       .       .       .       .       .       .       .       .       .       .       .       #       #
13  #       #       .       .       .       .       .       .       .       .       .       .       .       .       #
13      #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
14  #       . =     . =     .       .       . =     .       .       .       .       . =     . =     . =     . =     #
14      #       . =     . =     .       .       .       .       . =     .       .       . =     . =     . =     . =     #
15  #       . =     . =     .       .       .       .       .       .       .       .       .       .       . =     #
15      #       . =     . =     .       .       .       .       . =     .       .       .       .       .       . =     #
16  #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
16      #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
17  #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
17      #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
18  #       .       .       .       .       .       .       .       .       .       .       .       .       .       .
18      #       .       .       .       .       .       .       .       .       .       .       .       .       .       #
19  #       .       .       .       .       .       .       .       .       .       .       .       .       .       .
19      .       .       .       .       .       .       .       .       .       .       .       .       .       .       #
20  #       .       .       .       .       .       .       .       .       .       .       .       .       .       .
20      .       .       .       .       .       .       .       .       .       .       .       .       .       .       .
21  .       .       .       .       .       .       .       .       .       .       .       .       .       .       .
21      .       .       .       .       .       .       .       .       .       .       .       .       .       .       .
22  .       .       .       .       .       .       .       .       .       .       .       .       .       .       .
22      .       .       .       .       .       .       .       .       .       .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
# Units show faction, type and an arrow for the facing (§5); the stakes
# mark stays beside a unit in a fortified hex.
> place e01 1012 n
placed e01 (Henry V) in 1012 n
> place e02 1112 ne
placed e02 (Duke of York) in 1112 ne
> place e03 1212 se
placed e03 (Lord Camoys) in 1212 se
> place f01 1312 s
placed f01 (Constable d'Albret) in 1312 s
> place f02 1412 sw
placed f02 (Marshal Boucicaut) in 1412 sw
> place f03 1512 nw
placed f03 (Duke of Orléans) in 1512 nw
> place e39 0212
placed e39 (King's Bodyguard Archers) in 0212 n
> place f37 1114
placed f37 (Right Wing Horse 1) in 1114 s
> map 0111 1614
    01  02  03  04  05  06  07  08  09  10  11  12  13  14  15  16
11  #       #       .       .       .       .       .       .
11      #       #       .       .       .       .       .       .
12  #       #       .       .       .      EL↗     FL↓     FL↖
12     EA↑      #       .       .      EL↑     EL↘     FL↙      .
13  #       #       .       .       .       .       .       .
13      #       .       .       .       .       .       .       .
14  #       . =     . =     .       .      FC↓=     .       .
14      #       . =     . =     .       .       .       .       . =

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
# The historical deployment, around Figures 4 and 6: archers in 1114
# (behind stakes) and 1115, men-at-arms in 1215 and 1315, 1214 empty,
# Henry V in 1116.
> new battle-of-agincourt historical seed=7
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 7)
> map 1113 1316
    11  12  13
13  .       .
13      .
14 EA↑=     .
14      .
15 EA↑     EM↑
15     EM↑
16 EL↑      .
16      .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
# The corners may be given in either order.
> map 1316 1113
    11  12  13
13  .       .
13      .
14 EA↑=     .
14      .
15 EA↑     EM↑
15     EM↑
16 EL↑      .
16      .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
# One hex is not a region.
> map 1214
error: expected two hexes at opposite corners of the region (map 1113 1316), or none for the whole board
> map 1113 3199
error: hex 3199 is off the map (columns 01-30, rows 01-22)
> map 1113 1316 1417
error: too many arguments: expected map [hex] [hex]
#! status: 1
