#! args: --seed 1415
# A complete game of The Battle of Agincourt from the historical set-up,
# played with herald's seeded dice: each turn an English and a French
# faction turn of Movement (§7), Missile (§9), Mêlée (§10) and Rally (§12)
# phases.  The French vanguard and main battle advance and break into the
# English line in turns 2-4, their horse charge the stakes, the archers
# shoot; the English win by sudden death in turn 6 with the 35th French
# unit eliminated (§14.1), after which herald refuses further orders.
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 1415); orders: 0
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> setup check
the set-up follows §2
> map 0207 2916
    02  03  04  05  06  07  08  09  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29
07      .       .       .       .       .       .       .       .       .       .       .       .      FL↓      .
07  #      FL↓      .       .      FL↓      .       .       .       .      FL↓      .       .       .       .
08     FC↓     FC↓      .      FL↓     FR↓     FL↓     FL↓      .      FL↓      .       .       .      FC↓      #
08  #      FC↓      .       .       .       .       .       .       .       .       .       .      FC↓     FC↓
09     FA↓     FA↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FA↓     FA↓      #
09  #      FA↓     FA↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FA↓     FA↓
10      #       .       .       .       .       .       .       .       .       .       .       .       .       #
10  #       .       .       .       .       .       .       .       .       .       .       .       .       #
11      #       .       .       .       .       .       .       .       .       .       .       .       .       #
11  #       #       .       .       .       .       .       .       .       .       .       .       .       #
12      #       .       .       .       .       .       .       .       .       .       .       .       #       #
12  #       #       .       .       .       .       .       .       .       .       .       .       .       #
13      #       .       .       .       .       .       .       .       .       .       .       .       .       #
13  #       .       .       .       .       .       .       .       .       .       .       .       .       .
14     EA↑=    EA↑=     .       .      EA↑=     .       .       .       .      EA↑=    EA↑=    EA↑=    EA↑=     #
14  #      EA↑=    EA↑=     .       .       .       .      EA↑=     .       .      EA↑=    EA↑=    EA↑=    EA↑=
15     EA↑=    EA↑=    EM↑     EM↑     EA↑     EM↑     EM↑     EM↑     EM↑      .       .      EL↑     EA↑=     #
15  #      EA↑=    EA↑=    EM↑     EM↑     EM↑     EM↑     EA↑=    EM↑     EM↑      .       .       .      EA↑=
16      .       .       .      EL↑     EL↑      .      EL↑      .      EL↑      .       .       .       .       #
16  #       .       .       .       .       .       .       .       .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
#
# ===== Turn 1, English: the archers open at long range =====
> next
left undone: 39 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> odds fire 2114 -> 2109
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 5 hexes (§9.1)
DRM: none
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
> fire 2114 2109
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 5 hexes (§9.1)
DRM: none
roll 2d6: 6+1 = 7, DRM +0, MDR 7 at 3:2: - (no effect, §11.3) (reconstructed)
> fire 2214 2209
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 5 hexes (§9.1)
DRM: none
roll 2d6: 1+2 = 3, DRM +0, MDR 3 at 3:2: E (Eliminated, §11.3)
f26 is eliminated
> fire 2314 2309
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 5 hexes (§9.1)
DRM: none
roll 2d6: 6+3 = 9, DRM +0, MDR 9 at 3:2: - (no effect, §11.3) (reconstructed)
> fire 2414 2409
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 5 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+4 = 6, DRM -1, MDR 5 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f28 (MR 6, §13): 2d6: 5+3 = 8, DRM +0, MDR 8: passes
> fire 1614 1609
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 5 hexes (§9.1)
DRM: none
roll 2d6: 6+2 = 8, DRM +0, MDR 8 at 3:2: - (no effect, §11.3) (reconstructed)
> fire 1114 1109
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 5 hexes (§9.1)
DRM: none
roll 2d6: 6+3 = 9, DRM +0, MDR 9 at 3:2: - (no effect, §11.3) (reconstructed)
> fire 0614 0609
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§11.1)
range: 5 hexes (§9.1)
DRM: none
roll 2d6: 2+4 = 6, DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f32 (MR 8, §13): 2d6: 1+3 = 4, DRM +0, MDR 4: fails
f32 is routed (§4, §13)
f32 routs toward the n edge (§13.4): 0608 0607 0507 0406
  0507 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
> fire 0514 0509
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§11.1)
range: 5 hexes (§9.1)
DRM: none
roll 2d6: 1+4 = 5, DRM +0, MDR 5 at 2:1: E (Eliminated, §11.3) (reconstructed)
f31 is eliminated
# no mêlée for the English yet, and no English unit is routed
> next
left undone: 6 missile units with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
The French faction turn begins: flip the game-turn marker to its French side (§6).
#
# ===== Turn 1, French: the whole army steps off =====
# Crossbowmen into the woods on both wings (only archers may enter woods, §7.1)
> move f29 0310 0311 0312
f29 moves to 0312 (3 of 4 MF spent, §7)
> move f30 0410 0411 0412
f30 moves to 0412 (3 of 4 MF spent, §7)
> move f36 2810 2811 2812
f36 moves to 2812 (3 of 4 MF spent, §7)
> move f35 2710 2711 2712
f35 moves to 2712 (3 of 4 MF spent, §7)
> move f34 2710 2810 2811
f34 moves to 2811 (3 of 4 MF spent, §7)
# the wing cavalry forms up three hexes short of the stakes
> move f39 0509 0510
f39 moves to 0510 (2 of 6 MF spent, §7)
> move f38 0509 0609 0610
f38 moves to 0610 (3 of 6 MF spent, §7)
> move f40 2609 2610
f40 moves to 2610 (2 of 6 MF spent, §7)
> move f41 2608 2609 2510
f41 moves to 2510 (3 of 6 MF spent, §7)
# the vanguard, men-at-arms MF 3 (§7)
> move f11 0710 0711 0712
f11 moves to 0712 (3 of 3 MF spent, §7)
> move f12 0810 0811 0812
f12 moves to 0812 (3 of 3 MF spent, §7)
> move f13 0910 0911 0912
f13 moves to 0912 (3 of 3 MF spent, §7)
> move f14 1010 1011 1012
f14 moves to 1012 (3 of 3 MF spent, §7)
> move f15 1110 1111 1112
f15 moves to 1112 (3 of 3 MF spent, §7)
> move f16 1210 1211 1212
f16 moves to 1212 (3 of 3 MF spent, §7)
> move f17 1310 1311 1312
f17 moves to 1312 (3 of 3 MF spent, §7)
> move f18 1410 1411 1412
f18 moves to 1412 (3 of 3 MF spent, §7)
> move f19 1510 1511 1512
f19 moves to 1512 (3 of 3 MF spent, §7)
> move f20 1610 1611 1612
f20 moves to 1612 (3 of 3 MF spent, §7)
> move f21 1710 1711 1712
f21 moves to 1712 (3 of 3 MF spent, §7)
> move f22 1810 1811 1812
f22 moves to 1812 (3 of 3 MF spent, §7)
> move f23 1910 1911 1912
f23 moves to 1912 (3 of 3 MF spent, §7)
> move f24 2010 2011 2012
f24 moves to 2012 (3 of 3 MF spent, §7)
> move f25 2110 2111 2112
f25 moves to 2112 (3 of 3 MF spent, §7)
> move f27 2310 2311 2312
f27 moves to 2312 (3 of 3 MF spent, §7)
> move f28 2410 2411 2412
f28 moves to 2412 (3 of 3 MF spent, §7)
# the leaders close up behind the vanguard (MF 5); the Regicide too
> move f03 0909 0910 0911
f03 moves to 0911 (3 of 5 MF spent, §7)
> move f10 1109 1110 1111
f10 moves to 1111 (3 of 5 MF spent, §7)
> move f02 1309 1310 1311
f02 moves to 1311 (3 of 5 MF spent, §7)
> move f01 1509 1510 1511
f01 moves to 1511 (3 of 5 MF spent, §7)
> move f04 1909 1910 1911
f04 moves to 1911 (3 of 5 MF spent, §7)
> move f06 2008 2009 2010 2011
f06 moves to 2011 (4 of 5 MF spent, §7)
> move f08 2708 2709 2710
f08 moves to 2710 (3 of 5 MF spent, §7)
> move f05 1008 1009 1010
f05 moves to 1010 (3 of 5 MF spent, §7)
# the last archers follow the vanguard
> move f33 2409 2410 2411
f33 moves to 2411 (3 of 4 MF spent, §7)
# the main battle follows three hexes behind; 0606 waits behind the routed 0607
> move f43 0507 0508 0509
f43 moves to 0509 (3 of 3 MF spent, §7)
# Clignet de Brabant goes next to the routed crossbowmen in 0607
> move f07 0508
f07 moves to 0508 (1 of 5 MF spent, §7)
> move f45 0707 0708 0709
f45 moves to 0709 (3 of 3 MF spent, §7)
> move f46 0807 0808 0809
f46 moves to 0809 (3 of 3 MF spent, §7)
> move f47 0907 0908 0909
f47 moves to 0909 (3 of 3 MF spent, §7)
> move f48 1007 1008 1009
f48 moves to 1009 (3 of 3 MF spent, §7)
> move f49 1107 1108 1109
f49 moves to 1109 (3 of 3 MF spent, §7)
> move f50 1207 1208 1209
f50 moves to 1209 (3 of 3 MF spent, §7)
> move f51 1307 1308 1309
f51 moves to 1309 (3 of 3 MF spent, §7)
> move f52 1407 1408 1409
f52 moves to 1409 (3 of 3 MF spent, §7)
> move f53 1507 1508 1509
f53 moves to 1509 (3 of 3 MF spent, §7)
> move f54 1607 1608 1609
f54 moves to 1609 (3 of 3 MF spent, §7)
> move f55 1707 1708 1709
f55 moves to 1709 (3 of 3 MF spent, §7)
> move f56 1807 1808 1809
f56 moves to 1809 (3 of 3 MF spent, §7)
> move f57 1907 1908 1909
f57 moves to 1909 (3 of 3 MF spent, §7)
> move f58 2007 2008 2009
f58 moves to 2009 (3 of 3 MF spent, §7)
> move f59 2107 2108 2109
f59 moves to 2109 (3 of 3 MF spent, §7)
> move f60 2207 2208 2209
f60 moves to 2209 (3 of 3 MF spent, §7)
> move f61 2307 2308 2309
f61 moves to 2309 (3 of 3 MF spent, §7)
> move f62 2407 2408 2409
f62 moves to 2409 (3 of 3 MF spent, §7)
> move f64 2607 2608 2609
f64 moves to 2609 (3 of 3 MF spent, §7)
> map 0208 2916
    02  03  04  05  06  07  08  09  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29
08     FC↓     FL↓      .       .       .       .       .       .       .       .       .       .       .       #
08  #       .       .       .       .       .       .       .       .       .       .       .       .      FC↓
09      .      FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓      .       .       #
09  #       .       .      FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓      .
10      #      FC↓      .       .       .       .       .       .       .       .       .      FC↓     FL↓      #
10  #       .      FC↓      .      FL↓      .       .       .       .       .       .       .      FC↓      #
11      #       .       .      FL↓     FR↓     FL↓     FL↓      .      FL↓      .       .       .       .       #
11  #       #       .       .       .       .       .       .       .      FL↓      .      FA↓      .      FA↓
12     FA↓      .      FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓      .      FA↓      #
12  #      FA↓      .      FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓      .      FM↓      .      FA↓
13      #       .       .       .       .       .       .       .       .       .       .       .       .       #
13  #       .       .       .       .       .       .       .       .       .       .       .       .       .
14     EA↑=    EA↑=     .       .      EA↑=     .       .       .       .      EA↑=    EA↑=    EA↑=    EA↑=     #
14  #      EA↑=    EA↑=     .       .       .       .      EA↑=     .       .      EA↑=    EA↑=    EA↑=    EA↑=
15     EA↑=    EA↑=    EM↑     EM↑     EA↑     EM↑     EM↑     EM↑     EM↑      .       .      EL↑     EA↑=     #
15  #      EA↑=    EA↑=    EM↑     EM↑     EM↑     EM↑     EA↑=    EM↑     EM↑      .       .       .      EA↑=
16      .       .       .      EL↑     EL↑      .      EL↑      .      EL↑      .       .       .       .       #
16  #       .       .       .       .       .       .       .       .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
#
# French missile phase: the crossbowmen and archers in the woods shoot at
# the stakes, AF 3 against DF 4 (§9)
> next
left undone: 13 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> fire f29 0314
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 3+1 = 4, DRM +0, MDR 4 at 1:2: M (Morale check, §11.3, 13)
e18 need not check morale: backed by a friendly unit in its rear hex (§13)
> fire f30 0414
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 6+1 = 7, DRM +0, MDR 7 at 1:2: - (no effect, §11.3) (reconstructed)
> fire f35 2714
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 3+2 = 5, DRM +0, MDR 5 at 1:2: M (Morale check, §11.3, 13) (reconstructed)
e35 need not check morale: backed by a friendly unit in its rear hex (§13)
> fire f36 2814
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 4+1 = 5, DRM +0, MDR 5 at 1:2: M (Morale check, §11.3, 13) (reconstructed)
e36 need not check morale: backed by a friendly unit in its rear hex (§13)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
# no French unit is next to an English one: no mêlée
> next
ended: turn 1 of 8, French Mêlée phase (§10)
now: turn 1 of 8, French Rally phase (§12)
# Rally phase: every routed French unit must try (§12)
> rally f32
morale check of f32 (MR 8, §13): 2d6: 6+6 = 12, DRM +0, MDR 12: passes
f32 rallies and faces s (§12)
> next
ended: turn 1 of 8, French Rally phase (§12)
now: turn 2 of 8, English Movement phase (§7)
Turn 2 begins: put the game-turn marker on turn 2, English side up (§6).
#
# ===== Turn 2, English: the line holds, the archers shoot =====
> next
left undone: 39 units did not move
ended: turn 2 of 8, English Movement phase (§7)
now: turn 2 of 8, English Missile phase (§9)
> los 1615 1712
blocked by 1614 (§9.2)
crosses 1614 1714 1613 1713
> los 2814 2812
clear (§9.2)
crosses 2813
# the archers loose at the horsemen forming up, the crossbowmen in the
# woods (DF doubled against missiles, §9.3) and the vanguard two hexes off
> fire 0514 f39
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 4 hexes (§9.1)
DRM: none
roll 2d6: 1+1 = 2, DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f39 is eliminated
> fire 0614 f38
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 4 hexes (§9.1)
DRM: none
roll 2d6: 3+1 = 4, DRM +0, MDR 4 at 3:2: E (Eliminated, §11.3) (reconstructed)
f38 is eliminated
> fire 2614 f40
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 4 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+3 = 6, DRM -1, MDR 5 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f40 (MR 7, §13): 2d6: 5+6 = 11, DRM +1, MDR 12: passes
  DRM +1: next to a friendly leader (§13)
> fire 2514 f41
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 4 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 1+1 = 2, DRM -1, MDR 1 at 3:2: E (Eliminated, §11.3)
f41 is eliminated
> fire 0314 f29
odds: AF 6 against DF 6 (3 doubled: Woods, §9.3) is 6:6, that is 1:1 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 4+1 = 5, DRM +0, MDR 5 at 1:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f29 (MR 8, §13): 2d6: 4+1 = 5, DRM +0, MDR 5: fails
f29 is routed (§4, §13)
f29 routs toward the n edge (§13.4): 0311 0310 0309 0208
  0208 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
> fire 0414 f30
odds: AF 6 against DF 6 (3 doubled: Woods, §9.3) is 6:6, that is 1:1 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 4+4 = 8, DRM +0, MDR 8 at 1:1: - (no effect, §11.3) (reconstructed)
> fire 2714 f35
odds: AF 6 against DF 6 (3 doubled: Woods, §9.3) is 6:6, that is 1:1 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 4+5 = 9, DRM +0, MDR 9 at 1:1: - (no effect, §11.3) (reconstructed)
> fire 2814 f36
odds: AF 6 against DF 6 (3 doubled: Woods, §9.3) is 6:6, that is 1:1 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 2+6 = 8, DRM +0, MDR 8 at 1:1: - (no effect, §11.3) (reconstructed)
> fire 1114 f15
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 6+6 = 12, DRM +0, MDR 12 at 3:2: - (no effect, §11.3) (reconstructed)
> fire 1614 f20
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 1+3 = 4, DRM +0, MDR 4 at 3:2: E (Eliminated, §11.3) (reconstructed)
f20 is eliminated
> fire 2114 f25
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 6+6 = 12, DRM +0, MDR 12 at 3:2: - (no effect, §11.3) (reconstructed)
> fire 2314 f27
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 3+1 = 4, DRM +0, MDR 4 at 3:2: E (Eliminated, §11.3) (reconstructed)
f27 is eliminated
> fire 2414 f28
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 1+2 = 3, DRM -1, MDR 2 at 3:2: E (Eliminated, §11.3)
f28 is eliminated
> next
left undone: 2 missile units with a target did not fire
ended: turn 2 of 8, English Missile phase (§9)
now: turn 2 of 8, English Mêlée phase (§10)
# no English unit is next to a Frenchman, and none is routed
> next
ended: turn 2 of 8, English Mêlée phase (§10)
now: turn 2 of 8, English Rally phase (§12)
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 2 of 8, English Rally phase (§12)
units eliminated: English 0, French 8
optional rules: none
dice: auto (seed 1415); orders: 93
victory (§14): French 8 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
#
# ===== Turn 2, French: the charge and the first mêlées =====
> next
ended: turn 2 of 8, English Rally phase (§12)
now: turn 2 of 8, French Movement phase (§7)
The French faction turn begins: flip the game-turn marker to its French side (§6).
# Left Wing Horse 1 charges: exactly 3 hexes straight south, ending next
# to the archers in 2614 and 2514 (§7.4)
> move f40 2611 2612 2613
f40 moves to 2613 (3 of 6 MF spent, §7)
f40 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
# the vanguard closes on the English men-at-arms
> move f11 0713 0714
f11 moves to 0714 (2 of 3 MF spent, §7)
> move f12 0813 0814
f12 moves to 0814 (2 of 3 MF spent, §7)
> move f13 0913 0914
f13 moves to 0914 (2 of 3 MF spent, §7)
> move f14 1013 1014
f14 moves to 1014 (2 of 3 MF spent, §7)
> move f15 1113
f15 moves to 1113 (1 of 3 MF spent, §7)
> move f16 1213 1214
f16 moves to 1214 (2 of 3 MF spent, §7)
> move f17 1313 1314
f17 moves to 1314 (2 of 3 MF spent, §7)
> move f18 1413 1414
f18 moves to 1414 (2 of 3 MF spent, §7)
> move f21 1713 1714
f21 moves to 1714 (2 of 3 MF spent, §7)
> move f22 1813 1814
f22 moves to 1814 (2 of 3 MF spent, §7)
> move f23 1913 1914
f23 moves to 1914 (2 of 3 MF spent, §7)
> move f24 2013 2014
f24 moves to 2014 (2 of 3 MF spent, §7)
# the leaders follow, each next to an attacking unit (§11.2)
> move f03 0811 0812 0813
f03 moves to 0813 (3 of 5 MF spent, §7)
> move f05 1011 1012 1013
f05 moves to 1013 (3 of 5 MF spent, §7)
> move f02 1312 1313
f02 moves to 1313 (2 of 5 MF spent, §7)
> move f01 1411 1412 1413
f01 moves to 1413 (3 of 5 MF spent, §7)
> move f04 1811 1812 1813
f04 moves to 1813 (3 of 5 MF spent, §7)
> move f06 2012 1913
f06 moves to 1913 (2 of 5 MF spent, §7)
> move f08 2610 2611 2612
f08 moves to 2612 (3 of 5 MF spent, §7)
# the Regicide waits behind the Left Wedge archers
> move f10 1112
f10 moves to 1112 (1 of 5 MF spent, §7)
# the west: the last wing horse and the rallied crossbowmen
> move f37 0309 0409 0510 0610
f37 moves to 0610 (4 of 6 MF spent, §7)
> move f32 0507 0607 0608 0609
f32 moves to 0609 (4 of 4 MF spent, §7)
# the main battle comes on
> move f43 0510 0511 0512
f43 moves to 0512 (3 of 3 MF spent, §7)
> move f07 0509 0510 0511
f07 moves to 0511 (3 of 5 MF spent, §7)
> move f45 0710 0711 0712
f45 moves to 0712 (3 of 3 MF spent, §7)
> move f46 0810 0811 0812
f46 moves to 0812 (3 of 3 MF spent, §7)
> move f47 0910 0911 0912
f47 moves to 0912 (3 of 3 MF spent, §7)
> move f48 1010 1011 1012
f48 moves to 1012 (3 of 3 MF spent, §7)
> move f49 1110 1111
f49 moves to 1111 (2 of 3 MF spent, §7)
> move f50 1210 1211 1212
f50 moves to 1212 (3 of 3 MF spent, §7)
> move f51 1310 1311 1312
f51 moves to 1312 (3 of 3 MF spent, §7)
> move f52 1410 1411 1412
f52 moves to 1412 (3 of 3 MF spent, §7)
> move f53 1510 1511
f53 moves to 1511 (2 of 3 MF spent, §7)
> move f54 1610 1611 1612
f54 moves to 1612 (3 of 3 MF spent, §7)
> move f55 1710 1711 1712
f55 moves to 1712 (3 of 3 MF spent, §7)
> move f56 1810 1811 1812
f56 moves to 1812 (3 of 3 MF spent, §7)
> move f57 1910 1911 1912
f57 moves to 1912 (3 of 3 MF spent, §7)
> move f58 2010 2011 2012
f58 moves to 2012 (3 of 3 MF spent, §7)
> move f59 2110 2111
f59 moves to 2111 (2 of 3 MF spent, §7)
> move f60 2210 2211 2212
f60 moves to 2212 (3 of 3 MF spent, §7)
> move f61 2310 2311 2312
f61 moves to 2312 (3 of 3 MF spent, §7)
> move f62 2410
f62 moves to 2410 (1 of 3 MF spent, §7)
> move f44 0607 0608
f44 moves to 0608 (2 of 3 MF spent, §7)
> move f64 2610 2611
f64 moves to 2611 (2 of 3 MF spent, §7)
> move f42 2709 2609 2510
f42 moves to 2510 (3 of 6 MF spent, §7)
# the rearguard leaves its camp
> move f65 1104 1105 1106
f65 moves to 1106 (3 of 3 MF spent, §7)
> move f66 1204 1205 1206
f66 moves to 1206 (3 of 3 MF spent, §7)
> move f67 1304 1305 1306
f67 moves to 1306 (3 of 3 MF spent, §7)
> move f68 1404 1405 1406
f68 moves to 1406 (3 of 3 MF spent, §7)
> move f69 1504 1505 1506
f69 moves to 1506 (3 of 3 MF spent, §7)
> move f70 1604 1605 1606
f70 moves to 1606 (3 of 3 MF spent, §7)
> move f71 1004 1005 1006 1007 1008
f71 moves to 1008 (5 of 6 MF spent, §7)
> move f72 1704 1705 1706 1707 1708
f72 moves to 1708 (5 of 6 MF spent, §7)
> move f09 1503 1504 1505
f09 moves to 1505 (3 of 5 MF spent, §7)
> map 0208 2916
    02  03  04  05  06  07  08  09  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29
08      .       .       .       .       .       .       .      FC↓      .       .       .       .       .       #
08 FA*      .      FM↓      .      FC↓      .       .       .       .       .       .       .       .       .
09      .       .       .       .       .       .       .       .       .       .       .       .       .       #
09  #       .      FA↓      .       .       .       .       .       .       .       .       .       .       .
10      #       .       .       .       .       .       .       .       .       .       .      FC↓      .       #
10  #       .      FC↓      .       .       .       .       .       .       .       .      FM↓      .       #
11      #      FL↓      .       .      FM↓      .      FM↓      .       .      FM↓      .       .       .       #
11  #       #       .       .       .       .       .       .       .       .       .      FA↓     FM↓     FA↓
12      #      FM↓     FM↓     FM↓     FR↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓      .      FA↓      #
12  #      FA↓      .      FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓      .      FL↓     FA↓
13      #       .       .       .      FM↓     FL↓      .       .      FL↓      .       .       .       .       #
13  #       .       .      FL↓     FL↓      .      FL↓      .      FL↓      .       .       .      FC↓      .
14     EA↑=    EA↑=    FM↓     FM↓     EA↑=    FM↓      .      FM↓     FM↓     EA↑=    EA↑=    EA↑=    EA↑=     #
14  #      EA↑=    EA↑=    FM↓     FM↓     FM↓     FM↓     EA↑=    FM↓     FM↓     EA↑=    EA↑=    EA↑=    EA↑=
15     EA↑=    EA↑=    EM↑     EM↑     EA↑     EM↑     EM↑     EM↑     EM↑      .       .      EL↑     EA↑=     #
15  #      EA↑=    EA↑=    EM↑     EM↑     EM↑     EM↑     EA↑=    EM↑     EM↑      .       .       .      EA↑=
16      .       .       .      EL↑     EL↑      .      EL↑      .      EL↑      .       .       .       .       #
16  #       .       .       .       .       .       .       .       .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
#
# French missile phase
> next
left undone: 8 units did not move
ended: turn 2 of 8, French Movement phase (§7)
now: turn 2 of 8, French Missile phase (§9)
> fire f30 0414
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 3+3 = 6, DRM +0, MDR 6 at 1:2: - (no effect, §11.3) (reconstructed)
> fire f35 2714
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 2 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 1+1 = 2, DRM -1, MDR 1 at 1:2: E (Eliminated, §11.3)
e35 is eliminated
> fire f36 2814
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 5+5 = 10, DRM +0, MDR 10 at 1:2: - (no effect, §11.3) (reconstructed)
> fire f33 2414
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 3 hexes (§9.1)
DRM: none
roll 2d6: 6+5 = 11, DRM +0, MDR 11 at 1:2: - (no effect, §11.3) (reconstructed)
#
# French mêlée phase: the charge first
> next
ended: turn 2 of 8, French Missile phase (§9)
now: turn 2 of 8, French Mêlée phase (§10)
> odds f40 -> 2614
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2): not applied, only the best DRM counts
DRM -2: cavalry charge (§10.0.1, 11.2)
DRM total: -2 (§11.2)
chances at 1:1, DRM -2: E 5/18 = 27.8%, M 11/36 = 30.6%, - 5/12 = 41.7% (any effect 7/12 = 58.3%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 1:1, rows 4-10 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
> odds f40 -> 2514
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2): not applied, only the best DRM counts
DRM -2: cavalry charge (§10.0.1, 11.2)
DRM total: -2 (§11.2)
chances at 1:1, DRM -2: E 5/18 = 27.8%, M 11/36 = 30.6%, - 5/12 = 41.7% (any effect 7/12 = 58.3%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 1:1, rows 4-10 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
> attack f40 -> 2614
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2): not applied, only the best DRM counts
DRM -2: cavalry charge (§10.0.1, 11.2)
DRM total: -2 (§11.2)
roll 2d6: 2+5 = 7, DRM -2, MDR 5 at 1:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of e34 (MR 6, §13): 2d6: 4+4 = 8, DRM +1, MDR 9: passes
  DRM +1: next to a friendly leader (§13)
e34 may counter-attack one attacker (§11.5): counter e34 -> f40
# the archers stand and strike back at the horsemen (§11.5)
> counter e34 -> f40
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+1 = 4, DRM -1, MDR 3 at 3:2: E (Eliminated, §11.3)
f40 is eliminated
2613 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
# the vanguard against the English men-at-arms
> attack f11 f12 -> e06
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 5+3 = 8, DRM -1, MDR 7 at 3:1: M (Morale check, §11.3, 13)
morale check of e06 (MR 5, §13): 2d6: 1+3 = 4, DRM +0, MDR 4: fails
e06 is routed (§4, §13)
e06 routs toward the s edge (§13.4): 0716 0717 0718
0715 is empty: one attacker may advance into it (§11.4): advance f11 or f12
> advance f11
f11 advances into 0715 (§11.4)
> attack f13 f14 -> e08
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 1+4 = 5, DRM -1, MDR 4 at 3:1: E (Eliminated, §11.3) (reconstructed)
e08 is eliminated
0915 is empty: one attacker may advance into it (§11.4): advance f13 or f14
> advance f13
f13 advances into 0915 (§11.4)
> attack f16 f17 -> e11
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+3 = 5, DRM -1, MDR 4 at 3:1: E (Eliminated, §11.3) (reconstructed)
e11 is eliminated
1315 is empty: one attacker may advance into it (§11.4): advance f16 or f17
> advance f17
f17 advances into 1315 (§11.4)
> attack f18 -> e12
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 5+6 = 11, DRM -1, MDR 10 at 3:2: - (no effect, §11.3) (reconstructed)
e12 may counter-attack one attacker (§11.5): counter e12 -> f18
> counter e12 -> f18
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+2 = 4, DRM -1, MDR 3 at 2:1: E (Eliminated, §11.3)
f18 is eliminated
1414 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> attack f21 f22 -> e14
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+3 = 6, DRM -1, MDR 5 at 3:1: E (Eliminated, §11.3) (reconstructed)
e14 is eliminated
1715 is empty: one attacker may advance into it (§11.4): advance f21 or f22
> advance f21
f21 advances into 1715 (§11.4)
> attack f23 f24 -> e16
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+4 = 7, DRM -1, MDR 6 at 3:1: E (Eliminated, §11.3) (reconstructed)
e16 is eliminated
1915 is empty: one attacker may advance into it (§11.4): advance f23 or f24
> advance f23
f23 advances into 1915 (§11.4)
# against the stakes: the Left Wedge archers double their DF (§10.0.2)
> attack f15 -> e26
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+2 = 4, DRM -1, MDR 3 at 1:1: E (Eliminated, §11.3)
e26 is eliminated
1114 is empty: one attacker may advance into it (§11.4): advance f15
> advance f15
f15 advances into 1114 (§11.4)
> map 0212 2917
    02  03  04  05  06  07  08  09  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29
12      #      FM↓     FM↓     FM↓     FR↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓      .      FA↓      #
12  #      FA↓      .      FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓     FM↓      .      FL↓     FA↓
13      #       .       .       .       .      FL↓      .       .      FL↓      .       .       .       .       #
13  #       .       .      FL↓     FL↓      .      FL↓      .      FL↓      .       .       .       .       .
14     EA↑=    EA↑=     .       .      FM↓=     .       .       .       .      EA↑=    EA↑=    EA↑=     . =     #
14  #      EA↑=    EA↑=    FM↓     FM↓     FM↓      .      EA↑=    FM↓     FM↓     EA↑=    EA↑=    EA↑=    EA↑=
15     EA↑=    EA↑=    FM↓     FM↓     EA↑     FM↓     EM↑     FM↓     FM↓      .       .      EL↑     EA↑=     #
15  #      EA↑=    EA↑=    EM↑     EM↑     EM↑     EM↑     EA↑=    EM↑     EM↑      .       .       .      EA↑=
16      .       .       .      EL↑     EL↑      .      EL↑      .      EL↑      .       .       .       .       #
16  #       .       .       .       .       .       .       .       .       .       .       .       .       .
17      .       .       .       .       .       .       .       .       .       .       .       .       .       #
17  #       .       .       .       .       .       .       .       .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
> next
ended: turn 2 of 8, French Mêlée phase (§10)
now: turn 2 of 8, French Rally phase (§12)
# the crossbowmen routed in the woods must try to rally (§12)
> rally f29
morale check of f29 (MR 8, §13): 2d6: 6+1 = 7, DRM +0, MDR 7: fails
f29 stays routed (§12)
f29 routs toward the n edge (§13.4): 0207 0206 0205 0204
> next
ended: turn 2 of 8, French Rally phase (§12)
now: turn 3 of 8, English Movement phase (§7)
Turn 3 begins: put the game-turn marker on turn 3, English side up (§6).
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 3 of 8, English Movement phase (§7)
units eliminated: English 6, French 10
optional rules: none
dice: auto (seed 1415); orders: 174
victory (§14): French 10 of 35 lost, English 6 of 25 lost; French victory points 6 of 25 (0 French units on or south of row 19)
#
# ===== Turn 3, English: cutting out the French who broke in =====
# the English stand where they are
> next
left undone: 32 units did not move
ended: turn 3 of 8, English Movement phase (§7)
now: turn 3 of 8, English Missile phase (§9)
# the archers shoot at whatever is in front of them
> fire e18 f30
odds: AF 6 against DF 6 (3 doubled: Woods, §9.3) is 6:6, that is 1:1 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 4+4 = 8, DRM +0, MDR 8 at 1:1: - (no effect, §11.3) (reconstructed)
> fire e20 f43
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 3+3 = 6, DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f43 (MR 6, §13): 2d6: 5+1 = 6, DRM +1, MDR 7: passes
  DRM +1: next to a friendly leader (§13)
> fire e21 f45
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 3 hexes (§9.1)
DRM: none
roll 2d6: 1+5 = 6, DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f45 (MR 6, §13): 2d6: 4+3 = 7, DRM +0, MDR 7: passes
> fire e27 f54
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 3+5 = 8, DRM +0, MDR 8 at 3:2: - (no effect, §11.3) (reconstructed)
> fire e29 f25
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 5+3 = 8, DRM +0, MDR 8 at 3:2: - (no effect, §11.3) (reconstructed)
> fire e32 f33
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§11.1)
range: 3 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+6 = 10, DRM -1, MDR 9 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f33 (MR 8, §13): 2d6: 6+4 = 10, DRM +0, MDR 10: passes
> fire e33 f42
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 4 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 5+2 = 7, DRM -1, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f42 (MR 7, §13): 2d6: 2+1 = 3, DRM +0, MDR 3: fails
f42 is routed (§4, §13)
f42 routs toward the n edge (§13.4): 2509 2508 2507 2406 2405 2404
  2406 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
> fire e34 f08
odds: AF 6 against DF 5 is 6:5, rounded down to 1:1 (§11.1)
range: 2 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+2 = 6, DRM -1, MDR 5 at 1:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f08 (MR 5, §13): 2d6: 6+5 = 11, DRM +0, MDR 11: passes
> fire e36 f36
odds: AF 6 against DF 6 (3 doubled: Woods, §9.3) is 6:6, that is 1:1 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 6+4 = 10, DRM +0, MDR 10 at 1:1: - (no effect, §11.3) (reconstructed)
> next
left undone: 6 missile units with a target did not fire
ended: turn 3 of 8, English Missile phase (§9)
now: turn 3 of 8, English Mêlée phase (§10)
# English mêlée: every Frenchman inside the line is attacked over his front
> attack e07 e25 -> f11
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 6+2 = 8, DRM -1, MDR 7 at 3:1: M (Morale check, §11.3, 13)
morale check of f11 (MR 6, §13): 2d6: 4+6 = 10, DRM +0, MDR 10: passes
f11 may counter-attack one attacker (§11.5): counter f11 -> e07 or e25
> counter f11 -> e07
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6: 5+3 = 8, DRM +0, MDR 8 at 3:2: - (no effect, §11.3) (reconstructed)
> attack e09 e03 -> f13
odds: AF 13 (9 + 4) against DF 4 is 13:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
roll 2d6: 2+2 = 4, DRM -1, MDR 3 at 3:1: E (Eliminated, §11.3)
f13 is eliminated
0915 is empty: one attacker may advance into it (§11.4): advance e09 or e03
# (no advance: the English keep their line)
> attack e10 e12 -> f17
no one advanced into 0915: that chance has passed (§11.4)
odds: AF 18 (9 + 9) against DF 4 is 18:4, counted as 4:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 5+3 = 8, DRM -1, MDR 7 at 4:1: E (Eliminated, §11.3) (reconstructed)
f17 is eliminated
1315 is empty: one attacker may advance into it (§11.4): advance e10 or e12
> attack e28 e15 -> f21
no one advanced into 1315: that chance has passed (§11.4)
odds: AF 15 (6 + 9) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+1 = 4, DRM -1, MDR 3 at 3:1: E (Eliminated, §11.3)
f21 is eliminated
1715 is empty: one attacker may advance into it (§11.4): advance e28 or e15
> attack e17 e02 -> f23
no one advanced into 1715: that chance has passed (§11.4)
odds: AF 13 (9 + 4) against DF 4 is 13:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
roll 2d6: 3+5 = 8, DRM -1, MDR 7 at 3:1: M (Morale check, §11.3, 13)
morale check of f23 (MR 6, §13): 2d6: 2+4 = 6, DRM +0, MDR 6: passes
f23 may counter-attack one attacker (§11.5): counter f23 -> e17 or e02
> counter f23 -> e17
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6: 3+4 = 7, DRM +0, MDR 7 at 3:2: - (no effect, §11.3) (reconstructed)
> attack e39 -> f15
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+3 = 5, DRM -1, MDR 4 at 3:2: E (Eliminated, §11.3) (reconstructed)
f15 is eliminated
1114 is empty: one attacker may advance into it (§11.4): advance e39
# the King's Bodyguard archers take over the Left Wedge stakes
> advance e39
e39 advances into 1114 (§11.4)
> next
ended: turn 3 of 8, English Mêlée phase (§10)
now: turn 3 of 8, English Rally phase (§12)
# English Rally phase: the routed men-at-arms of Camoys must try (§12)
> rally e06
morale check of e06 (MR 5, §13): 2d6: 2+3 = 5, DRM +0, MDR 5: passes
e06 rallies and faces n (§12)
> next
ended: turn 3 of 8, English Rally phase (§12)
now: turn 3 of 8, French Movement phase (§7)
The French faction turn begins: flip the game-turn marker to its French side (§6).
#
# ===== Turn 3, French: the main battle joins the mêlée =====
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 3 of 8, French Movement phase (§7)
units eliminated: English 6, French 14
optional rules: none
dice: auto (seed 1415); orders: 197
victory (§14): French 14 of 35 lost, English 6 of 25 lost; French victory points 6 of 25 (0 French units on or south of row 19)
# Right Wing Horse 1 charges the stakes: 0611 0612 0613, straight south (§7.4)
> move f37 0611 0612 0613
f37 moves to 0613 (3 of 6 MF spent, §7)
f37 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
> move f45 0713 0714
f45 moves to 0714 (2 of 3 MF spent, §7)
# into the gap where Camoys' 3rd battalion stood
> move f47 0913 0914 0915
f47 moves to 0915 (3 of 3 MF spent, §7)
# a battalion of the vanguard goes for the King himself
> move f16 1115
f16 moves to 1115 (1 of 3 MF spent, §7)
> move f02 1314 1315
f02 moves to 1315 (2 of 5 MF spent, §7)
> move f51 1313 1314
f51 moves to 1314 (2 of 3 MF spent, §7)
> move f50 1213 1214
f50 moves to 1214 (2 of 3 MF spent, §7)
> move f01 1514
f01 moves to 1514 (1 of 5 MF spent, §7)
> move f52 1413 1414
f52 moves to 1414 (2 of 3 MF spent, §7)
> move f55 1713 1714 1715
f55 moves to 1715 (3 of 3 MF spent, §7)
> move f06 1914
f06 moves to 1914 (1 of 5 MF spent, §7)
# against the Right Wing stakes
> move f25 2113
f25 moves to 2113 (1 of 3 MF spent, §7)
> move f58 2013
f58 moves to 2013 (1 of 3 MF spent, §7)
> move f60 2213
f60 moves to 2213 (1 of 3 MF spent, §7)
> move f08 2713 2714
f08 moves to 2714 (2 of 5 MF spent, §7)
> move f64 2612 2613
f64 moves to 2613 (2 of 3 MF spent, §7)
> map 0510 2416
    05  06  07  08  09  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24
10  .       .       .       .       .       .       .       .       .       .
10      .       .       .       .       .       .       .       .       .      FM↓
11 FL↓      .       .      FM↓      .      FM↓      .       .      FM↓      .
11      .       .       .       .       .       .       .       .       .      FA↓
12 FM↓      .       .      FR↓      .      FM↓      .      FM↓      .      FM↓
12      .      FM↓     FM↓      .       .      FM↓     FM↓      .       .       .
13  .       .       .       .       .       .       .       .      FM↓      .
13     FC↓     FL↓     FL↓      .       .       .      FL↓     FM↓     FM↓      .
14 EA↑=    FM↓      .      EA↑=    FM↓     FL↓      .      FL↓     EA↑=    EA↑=
14     EA↑=    FM↓     FM↓     FM↓     FM↓     EA↑=    FM↓     FM↓     EA↑=    EA↑=
15 EA↑=    FM↓     FM↓     FM↓     FL↓     EM↑     FM↓     FM↓      .       .
15     EA↑=    EM↑     EM↑     EM↑     EM↑     EA↑=    EM↑     EM↑      .       .
16  .       .      EL↑     EL↑      .      EL↑      .      EL↑      .       .
16      .       .       .       .       .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
# French missile phase
> next
left undone: 40 units did not move
ended: turn 3 of 8, French Movement phase (§7)
now: turn 3 of 8, French Missile phase (§9)
> fire f30 e19
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 4+2 = 6, DRM +0, MDR 6 at 1:2: - (no effect, §11.3) (reconstructed)
> fire f36 e36
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 4+6 = 10, DRM +0, MDR 10 at 1:2: - (no effect, §11.3) (reconstructed)
> los 2712 2614
blocked by 2613 (§9.2)
crosses 2713 2613
> fire f33 e32
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 3 hexes (§9.1)
DRM: none
roll 2d6: 2+1 = 3, DRM +0, MDR 3 at 1:2: M (Morale check, §11.3, 13)
morale check of e32 (MR 6, §13): 2d6: 5+2 = 7, DRM +1, MDR 8: passes
  DRM +1: next to a friendly leader (§13)
> next
ended: turn 3 of 8, French Missile phase (§9)
now: turn 3 of 8, French Mêlée phase (§10)
# the charge and a battalion of the main battle against the stakes
> attack f37 f45 -> e21
odds: AF 16 (8 + 8) against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 16:8, that is 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2): not applied, only the best DRM counts
DRM -2: cavalry charge (§10.0.1, 11.2)
DRM total: -2 (§11.2)
roll 2d6: 5+4 = 9, DRM -2, MDR 7 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
e21 need not check morale: backed by a friendly unit in its rear hex (§13)
e21 may counter-attack one attacker (§11.5): counter e21 -> f37 or f45
> counter e21 -> f37
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
roll 2d6: 1+2 = 3, DRM +0, MDR 3 at 3:2: E (Eliminated, §11.3)
f37 is eliminated
0613 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> attack f11 f12 -> e07
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 6+4 = 10, DRM -1, MDR 9 at 3:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of e07 (MR 5, §13): 2d6: 3+3 = 6, DRM +1, MDR 7: passes
  DRM +1: next to a friendly leader (§13)
e07 may counter-attack one attacker (§11.5): counter e07 -> f11 or f12
> counter e07 -> f11
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 6+3 = 9, DRM -1, MDR 8 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f11 (MR 6, §13): 2d6: 6+5 = 11, DRM +0, MDR 11: passes
> attack f14 f47 -> e09
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+5 = 8, DRM -1, MDR 7 at 3:1: M (Morale check, §11.3, 13)
morale check of e09 (MR 5, §13): 2d6: 5+5 = 10, DRM +2, MDR 12: passes
  DRM +2: next to a friendly leader (§13)
e09 may counter-attack one attacker (§11.5): counter e09 -> f14 or f47
> counter e09 -> f47
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+6 = 10, DRM -1, MDR 9 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f47 (MR 6, §13): 2d6: 4+1 = 5, DRM +0, MDR 5: fails
f47 is routed (§4, §13)
f47 routs toward the n edge (§13.4): 0914 0913 0912
0915 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
# Vanguard Men-at-Arms 6 attacks Henry V from the north
> odds f16 -> e01
odds: AF 8 against DF 6 is 8:6, rounded down to 1:1 (§11.1)
DRM: none
chances at 1:1, DRM +0: E 1/12 = 8.3%, M 7/36 = 19.4%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
> attack f16 -> e01
odds: AF 8 against DF 6 is 8:6, rounded down to 1:1 (§11.1)
DRM: none
roll 2d6: 4+1 = 5, DRM +0, MDR 5 at 1:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of e01 (MR 3, §13): 2d6: 3+3 = 6, DRM +0, MDR 6: passes
e01 may counter-attack one attacker (§11.5): counter e01 -> f16
> counter e01 -> f16
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§11.1)
DRM -1: a leader attacks (§11.2)
roll 2d6: 3+3 = 6, DRM -1, MDR 5 at 1:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f16 (MR 6, §13): 2d6: 4+3 = 7, DRM +0, MDR 7: passes
> attack f50 f02 -> e10
odds: AF 12 (8 + 4) against DF 5 is 12:5, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
roll 2d6: 3+6 = 9, DRM -1, MDR 8 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of e10 (MR 5, §13): 2d6: 1+3 = 4, DRM +1, MDR 5: passes
  DRM +1: next to a friendly leader (§13)
e10 may counter-attack one attacker (§11.5): counter e10 -> f50 or f02
> counter e10 -> f02
odds: AF 9 against DF 5 is 9:5, rounded down to 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+2 = 6, DRM -1, MDR 5 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f02 (MR 5, §13): 2d6: 2+6 = 8, DRM +0, MDR 8: passes
> attack f52 -> e12
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+6 = 9, DRM -1, MDR 8 at 3:2: - (no effect, §11.3) (reconstructed)
e12 may counter-attack one attacker (§11.5): counter e12 -> f52
> counter e12 -> f52
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+3 = 6, DRM -1, MDR 5 at 2:1: E (Eliminated, §11.3) (reconstructed)
f52 is eliminated
1414 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> attack f22 f55 -> e15
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 5+6 = 11, DRM -1, MDR 10 at 3:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of e15 (MR 5, §13): 2d6: 4+2 = 6, DRM +1, MDR 7: passes
  DRM +1: next to a friendly leader (§13)
e15 may counter-attack one attacker (§11.5): counter e15 -> f22 or f55
> counter e15 -> f55
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+5 = 7, DRM -1, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f55 (MR 6, §13): 2d6: 5+5 = 10, DRM +0, MDR 10: passes
> attack f23 f24 -> e17
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+6 = 8, DRM -1, MDR 7 at 3:1: M (Morale check, §11.3, 13)
morale check of e17 (MR 5, §13): 2d6: 3+1 = 4, DRM +1, MDR 5: passes
  DRM +1: next to a friendly leader (§13)
e17 may counter-attack one attacker (§11.5): counter e17 -> f23 or f24
> counter e17 -> f23
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 5+5 = 10, DRM -1, MDR 9 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f23 (MR 6, §13): 2d6: 1+1 = 2, DRM +1, MDR 3: fails
  DRM +1: next to a friendly leader (§13)
f23 is routed (§4, §13)
f23 cannot move any closer to the n edge and stays in 1915 (§13.4)
# three battalions against the Right Wing Archers 1 behind their stakes
> attack f25 f58 f60 -> e29
odds: AF 24 (8 + 8 + 8) against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 24:8, that is 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 6+6 = 12, DRM -1, MDR 11 at 3:1: - (no effect, §11.3) (reconstructed)
e29 may counter-attack one attacker (§11.5): counter e29 -> f25, f58 or f60
> counter e29 -> f25
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
roll 2d6: 5+4 = 9, DRM +0, MDR 9 at 3:2: - (no effect, §11.3) (reconstructed)
> attack f64 f08 -> e34
odds: AF 12 (8 + 4) against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 12:8, that is 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
roll 2d6: 1+1 = 2, DRM -1, MDR 1 at 3:2: E (Eliminated, §11.3)
e34 is eliminated
2614 is empty: one attacker may advance into it (§11.4): advance f64 or f08
> advance f64
f64 advances into 2614 (§11.4)
> map 0510 2917
    05  06  07  08  09  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29
10  .       .       .       .       .       .       .       .       .       .       .       .       #
10      .       .       .       .       .       .       .       .       .      FM↓      .       #
11 FL↓      .       .      FM↓      .      FM↓      .       .      FM↓      .       .       .       #
11      .       .       .       .       .       .       .       .       .      FA↓      .      FA↓
12 FM↓      .      FM*     FR↓      .      FM↓      .      FM↓      .      FM↓      .      FA↓      #
12      .      FM↓     FM↓      .       .      FM↓     FM↓      .       .       .       .      FA↓
13  .       .       .       .       .       .       .       .      FM↓      .       .       .       #
13      .      FL↓     FL↓      .       .       .      FL↓     FM↓     FM↓      .       .       .
14 EA↑=    FM↓      .      EA↑=    FM↓     FL↓      .      FL↓     EA↑=    EA↑=    EA↑=    FL↓=     #
14     EA↑=    FM↓     FM↓     FM↓      .      EA↑=    FM↓     FM↓     EA↑=    EA↑=    FM↓=    EA↑=
15 EA↑=    FM↓      .      FM↓     FL↓     EM↑     FM↓     FM*      .       .      EL↑     EA↑=     #
15     EA↑=    EM↑     EM↑     EM↑     EM↑     EA↑=    EM↑     EM↑      .       .       .      EA↑=
16  .       .      EL↑     EL↑      .      EL↑      .      EL↑      .       .       .       .       #
16      .       .       .       .       .       .       .       .       .       .       .       .
17  .       .       .       .       .       .       .       .       .       .       .       .       #
17      .       .       .       .       .       .       .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
> next
left undone: 2 units next to the enemy did not attack
ended: turn 3 of 8, French Mêlée phase (§10)
now: turn 3 of 8, French Rally phase (§12)
# French Rally phase: four routed units must try (§12)
> units french routed
f23   1915 routed   French    Men-at-Arms          Vanguard Men-at-Arms 13
f29   0204 routed   French    Archers              Crossbowmen 1
f42   2404 routed   French    Mounted Men-at-Arms  Left Wing Horse 3
f47   0912 routed   French    Men-at-Arms          Main Battle Men-at-Arms 5
> rally f29
morale check of f29 (MR 8, §13): 2d6: 3+5 = 8, DRM +0, MDR 8: passes
f29 rallies and faces s (§12)
> rally f42
morale check of f42 (MR 7, §13): 2d6: 3+2 = 5, DRM +0, MDR 5: fails
f42 stays routed (§12)
f42 routs toward the n edge (§13.4): 2403 2402 2401 and off the map
f42 is eliminated: it left the map routing
> rally f47
morale check of f47 (MR 6, §13): 2d6: 3+6 = 9, DRM +0, MDR 9: passes
f47 rallies and faces s (§12)
> rally f23
morale check of f23 (MR 6, §13): 2d6: 6+6 = 12, DRM +1, MDR 13: passes
  DRM +1: next to a friendly leader (§13)
f23 rallies and faces s (§12)
> next
ended: turn 3 of 8, French Rally phase (§12)
now: turn 4 of 8, English Movement phase (§7)
Turn 4 begins: put the game-turn marker on turn 4, English side up (§6).
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 4 of 8, English Movement phase (§7)
units eliminated: English 7, French 17
optional rules: none
dice: auto (seed 1415); orders: 244
victory (§14): French 17 of 35 lost, English 7 of 25 lost; French victory points 7 of 25 (0 French units on or south of row 19)
#
# ===== Turn 4, English: the counter-stroke =====
# Camoys' rallied battalion comes back up to the line
> move e06 0717 0716
e06 moves to 0716 (2 of 3 MF spent, §7)
> next
left undone: 31 units did not move
ended: turn 4 of 8, English Movement phase (§7)
now: turn 4 of 8, English Missile phase (§9)
# archers shoot point-blank where they can: no counter-attack after
# missile fire (§9)
> fire e21 f45
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 3+2 = 5, DRM +0, MDR 5 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f45 (MR 6, §13): 2d6: 4+2 = 6, DRM +1, MDR 7: passes
  DRM +1: next to a friendly leader (§13)
> fire e20 f43
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 2+5 = 7, DRM +0, MDR 7 at 3:2: - (no effect, §11.3) (reconstructed)
> fire e19 f30
odds: AF 6 against DF 6 (3 doubled: Woods, §9.3) is 6:6, that is 1:1 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 6+1 = 7, DRM +0, MDR 7 at 1:1: - (no effect, §11.3) (reconstructed)
> fire e39 f10
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 3+6 = 9, DRM +0, MDR 9 at 3:2: - (no effect, §11.3) (reconstructed)
> fire e29 f25
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 1+4 = 5, DRM +0, MDR 5 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f25 (MR 6, §13): 2d6: 5+1 = 6, DRM +0, MDR 6: passes
> fire e30 f60
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 3+4 = 7, DRM +0, MDR 7 at 3:2: - (no effect, §11.3) (reconstructed)
> fire e31 f61
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 3+3 = 6, DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f61 (MR 6, §13): 2d6: 4+4 = 8, DRM +0, MDR 8: passes
> fire e32 f33
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§11.1)
range: 3 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+2 = 5, DRM -1, MDR 4 at 2:1: E (Eliminated, §11.3) (reconstructed)
f33 is eliminated
> next
left undone: 7 missile units with a target did not fire
ended: turn 4 of 8, English Missile phase (§9)
now: turn 4 of 8, English Mêlée phase (§10)
# English mêlée
> attack e06 e07 e25 -> f11
odds: AF 24 (9 + 9 + 6) against DF 4 is 24:4, counted as 4:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 5+1 = 6, DRM -1, MDR 5 at 4:1: E (Eliminated, §11.3) (reconstructed)
f11 is eliminated
0715 is empty: one attacker may advance into it (§11.4): advance e06, e07 or e25
> advance e06
e06 advances into 0715 (§11.4)
# Henry V and Camoys' 4th battalion against the battalion at his front
> attack e09 e01 -> f16
odds: AF 13 (9 + 4) against DF 4 is 13:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
roll 2d6: 6+3 = 9, DRM -1, MDR 8 at 3:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f16 (MR 6, §13): 2d6: 1+3 = 4, DRM +0, MDR 4: fails
f16 is routed (§4, §13)
f16 cannot move any closer to the n edge and stays in 1115 (§13.4)
# the King's Household goes for Marshal Boucicaut
> attack e10 e12 -> f02
odds: AF 18 (9 + 9) against DF 5 is 18:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 6+4 = 10, DRM -1, MDR 9 at 3:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f02 (MR 5, §13): 2d6: 5+2 = 7, DRM +0, MDR 7: passes
f02 may counter-attack one attacker (§11.5): counter f02 -> e10 or e12
> counter f02 -> e10
odds: AF 4 against DF 5 is 4:5, rounded down to 1:2 (§11.1)
DRM -1: a leader attacks (§11.2)
roll 2d6: 3+6 = 9, DRM -1, MDR 8 at 1:2: - (no effect, §11.3) (reconstructed)
> attack e13 e27 -> f01
odds: AF 15 (9 + 6) against DF 5 is 15:5, that is 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+1 = 4, DRM -1, MDR 3 at 3:1: E (Eliminated, §11.3)
f01 is eliminated
1514 is empty: one attacker may advance into it (§11.4): advance e13 or e27
# the Constable of France is dead: every French morale check now has -1 (§13)
> attack e28 e15 -> f55
no one advanced into 1514: that chance has passed (§11.4)
odds: AF 15 (6 + 9) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+1 = 5, DRM -1, MDR 4 at 3:1: E (Eliminated, §11.3) (reconstructed)
f55 is eliminated
1715 is empty: one attacker may advance into it (§11.4): advance e28 or e15
> attack e02 e17 -> f23
no one advanced into 1715: that chance has passed (§11.4)
odds: AF 13 (4 + 9) against DF 4 is 13:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
roll 2d6: 1+6 = 7, DRM -1, MDR 6 at 3:1: E (Eliminated, §11.3) (reconstructed)
f23 is eliminated
1915 is empty: one attacker may advance into it (§11.4): advance e02 or e17
# on the right, two archer regiments fall on the Count of Vendôme
> attack e36 e37 -> f08
no one advanced into 1915: that chance has passed (§11.4)
odds: AF 12 (6 + 6) against DF 5 is 12:5, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6: 3+2 = 5, DRM +0, MDR 5 at 2:1: E (Eliminated, §11.3) (reconstructed)
f08 is eliminated
2714 is empty: one attacker may advance into it (§11.4): advance e36 or e37
> next
left undone: 2 units next to the enemy did not attack
left undone: no one advanced into 2714
ended: turn 4 of 8, English Mêlée phase (§10)
now: turn 4 of 8, English Rally phase (§12)
# no English unit is routed
> next
ended: turn 4 of 8, English Rally phase (§12)
now: turn 4 of 8, French Movement phase (§7)
The French faction turn begins: flip the game-turn marker to its French side (§6).
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 4 of 8, French Movement phase (§7)
units eliminated: English 7, French 23
optional rules: none
dice: auto (seed 1415); orders: 266
victory (§14): French 23 of 35 lost, English 7 of 25 lost; French victory points 7 of 25 (0 French units on or south of row 19)
#
# ===== Turn 4, French: into the gaps =====
> move f56 1713 1714 1715
f56 moves to 1715 (3 of 3 MF spent, §7)
> move f24 1915
f24 moves to 1915 (1 of 3 MF spent, §7)
> move f58 2014
f58 moves to 2014 (1 of 3 MF spent, §7)
> move f51 1414
f51 moves to 1414 (1 of 3 MF spent, §7)
# the Regicide passes over Main Battle 6 and the Duke of Alençon to
# reach the gap at 0915 (§3, §7.2)
> move f10 1012 1013 0914 0915
f10 moves to 0915 (4 of 5 MF spent, §7)
> move f54 1613
f54 moves to 1613 (1 of 3 MF spent, §7)
> move f19 1513 1514
f19 moves to 1514 (2 of 3 MF spent, §7)
> move f35 2713 2714
f35 moves to 2714 (2 of 4 MF spent, §7)
> move f36 2813
f36 moves to 2813 (1 of 4 MF spent, §7)
# the rearguard horse and foot come up
> move f72 1709 1710 1711
f72 moves to 1711 (3 of 6 MF spent, §7)
> move f71 1009 1010 1011
f71 moves to 1011 (3 of 6 MF spent, §7)
> move f65 1107 1108 1109
f65 moves to 1109 (3 of 3 MF spent, §7)
> move f66 1207 1208 1209
f66 moves to 1209 (3 of 3 MF spent, §7)
> move f67 1307 1308 1309
f67 moves to 1309 (3 of 3 MF spent, §7)
> move f68 1407 1408 1409
f68 moves to 1409 (3 of 3 MF spent, §7)
> move f69 1507 1508 1509
f69 moves to 1509 (3 of 3 MF spent, §7)
> move f70 1607 1608 1609
f70 moves to 1609 (3 of 3 MF spent, §7)
> move f09 1506 1507 1508
f09 moves to 1508 (3 of 5 MF spent, §7)
> map 0508 2917
    05  06  07  08  09  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29
08  .       .       .       .       .      FL↓      .       .       .       .       .       .       #
08     FM↓      .       .       .       .       .       .       .       .       .       .       .
09  .       .       .      FM↓     FM↓     FM↓      .       .       .       .       .       .       #
09     FA↓      .       .      FM↓     FM↓     FM↓      .       .       .       .       .       .
10  .       .       .       .       .       .       .       .       .       .       .       .       #
10      .       .       .       .       .       .       .       .       .      FM↓      .       #
11 FL↓      .       .      FM↓      .      FM↓     FC↓      .      FM↓      .       .       .       #
11      .       .      FC↓      .       .       .       .       .       .       .       .      FA↓
12 FM↓      .      FM↓      .       .       .       .      FM↓      .      FM↓      .       #       #
12      .      FM↓     FM↓      .       .       .       .       .       .       .       .       #
13  .       .       .       .       .       .       .       .      FM↓      .       .       .       #
13      .      FL↓     FL↓      .       .      FM↓     FL↓      .      FM↓      .       .      FA↓
14 EA↑=    FM↓      .      EA↑=     .      FM↓      .      FL↓     EA↑=    EA↑=    EA↑=    FA↓=     #
14     EA↑=    FM↓     FM↓     FM↓     FM↓     EA↑=    FM↓     FM↓     EA↑=    EA↑=    FM↓=    EA↑=
15 EA↑=    EM↑     FR↓     FM*     FL↓     EM↑     FM↓     FM↓      .       .      EL↑     EA↑=     #
15     EA↑=    EM↑     EM↑     EM↑     EM↑     EA↑=    EM↑     EM↑      .       .       .      EA↑=
16  .       .      EL↑     EL↑      .      EL↑      .      EL↑      .       .       .       .       #
16      .       .       .       .       .       .       .       .       .       .       .       .
17  .       .       .       .       .       .       .       .       .       .       .       .       #
17      .       .       .       .       .       .       .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
> next
left undone: 30 units did not move
ended: turn 4 of 8, French Movement phase (§7)
now: turn 4 of 8, French Missile phase (§9)
> fire f30 e19
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 5+6 = 11, DRM +0, MDR 11 at 1:2: - (no effect, §11.3) (reconstructed)
> fire f35 e37
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 6+5 = 11, DRM +0, MDR 11 at 1:2: - (no effect, §11.3) (reconstructed)
> fire f36 e36
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 1+5 = 6, DRM +0, MDR 6 at 1:2: - (no effect, §11.3) (reconstructed)
> next
ended: turn 4 of 8, French Missile phase (§9)
now: turn 4 of 8, French Mêlée phase (§10)
# French mêlée
> attack f45 f12 -> e06
odds: AF 16 (8 + 8) against DF 5 is 16:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+5 = 8, DRM -1, MDR 7 at 3:1: M (Morale check, §11.3, 13)
morale check of e06 (MR 5, §13): 2d6: 4+5 = 9, DRM +0, MDR 9: passes
e06 may counter-attack one attacker (§11.5): counter e06 -> f45 or f12
> counter e06 -> f45
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6: 1+5 = 6, DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f45 (MR 6, §13): 2d6: 6+6 = 12, DRM -1, MDR 11: passes
  DRM +1: next to a friendly leader (§13)
  DRM -2: friendly leader eliminated (§13)
> attack f14 f10 -> e09
odds: AF 14 (8 + 6) against DF 5 is 14:5, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+4 = 8, DRM -1, MDR 7 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of e09 (MR 5, §13): 2d6: 1+6 = 7, DRM +2, MDR 9: passes
  DRM +2: next to a friendly leader (§13)
e09 may counter-attack one attacker (§11.5): counter e09 -> f14 or f10
> counter e09 -> f14
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+2 = 4, DRM -1, MDR 3 at 2:1: E (Eliminated, §11.3)
f14 is eliminated
1014 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> attack f50 f02 -> e10
odds: AF 12 (8 + 4) against DF 5 is 12:5, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
roll 2d6: 3+4 = 7, DRM -1, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of e10 (MR 5, §13): 2d6: 5+1 = 6, DRM +1, MDR 7: passes
  DRM +1: next to a friendly leader (§13)
e10 may counter-attack one attacker (§11.5): counter e10 -> f50 or f02
> counter e10 -> f50
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+4 = 7, DRM -1, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f50 (MR 6, §13): 2d6: 6+5 = 11, DRM -1, MDR 10: passes
  DRM +1: next to a friendly leader (§13)
  DRM -2: friendly leader eliminated (§13)
> attack f51 -> e12
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+5 = 7, DRM -1, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of e12 (MR 5, §13): 2d6: 4+4 = 8, DRM +1, MDR 9: passes
  DRM +1: next to a friendly leader (§13)
e12 may counter-attack one attacker (§11.5): counter e12 -> f51
> counter e12 -> f51
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 5+6 = 11, DRM -1, MDR 10 at 2:1: - (no effect, §11.3) (reconstructed)
> attack f54 f19 -> e27
odds: AF 16 (8 + 8) against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 16:8, that is 2:1 (§11.1)
DRM: none
roll 2d6: 3+3 = 6, DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
e27 need not check morale: backed by a friendly unit in its rear hex (§13)
e27 may counter-attack one attacker (§11.5): counter e27 -> f54 or f19
> counter e27 -> f19
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
roll 2d6: 6+3 = 9, DRM +0, MDR 9 at 3:2: - (no effect, §11.3) (reconstructed)
> attack f22 f56 f24 -> e15
odds: AF 24 (8 + 8 + 8) against DF 5 is 24:5, counted as 4:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+4 = 7, DRM -1, MDR 6 at 4:1: E (Eliminated, §11.3) (reconstructed)
e15 is eliminated
1815 is empty: one attacker may advance into it (§11.4): advance f22, f56 or f24
> advance f22
f22 advances into 1815 (§11.4)
> attack f58 -> e17
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+4 = 8, DRM -1, MDR 7 at 3:2: - (no effect, §11.3) (reconstructed)
e17 may counter-attack one attacker (§11.5): counter e17 -> f58
> counter e17 -> f58
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+1 = 5, DRM -1, MDR 4 at 2:1: E (Eliminated, §11.3) (reconstructed)
f58 is eliminated
2014 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> attack f25 f60 -> e29
odds: AF 16 (8 + 8) against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 16:8, that is 2:1 (§11.1)
DRM: none
roll 2d6: 2+5 = 7, DRM +0, MDR 7 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of e29 (MR 6, §13): 2d6: 4+1 = 5, DRM +0, MDR 5: fails
e29 is routed (§4, §13)
e29 routs toward the s edge (§13.4): 2115 2116 2117 2118
2114 is empty: one attacker may advance into it (§11.4): advance f25 or f60
> advance f25
f25 advances into 2114 (§11.4)
> attack f64 -> e04
odds: AF 8 against DF 6 is 8:6, rounded down to 1:1 (§11.1)
DRM: none
roll 2d6: 4+6 = 10, DRM +0, MDR 10 at 1:1: - (no effect, §11.3) (reconstructed)
e04 may counter-attack one attacker (§11.5): counter e04 -> f64
> counter e04 -> f64
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§11.1)
DRM -1: a leader attacks (§11.2)
roll 2d6: 5+6 = 11, DRM -1, MDR 10 at 1:1: - (no effect, §11.3) (reconstructed)
> map 0510 2919
    05  06  07  08  09  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29
10  .       .       .       .       .       .       .       .       .       .       .       .       #
10      .       .       .       .       .       .       .       .       .      FM↓      .       #
11 FL↓      .       .      FM↓      .      FM↓     FC↓      .      FM↓      .       .       .       #
11      .       .      FC↓      .       .       .       .       .       .       .       .      FA↓
12 FM↓      .      FM↓      .       .       .       .      FM↓      .      FM↓      .       #       #
12      .      FM↓     FM↓      .       .       .       .       .       .       .       .       #
13  .       .       .       .       .       .       .       .       .       .       .       .       #
13      .      FL↓     FL↓      .       .      FM↓     FL↓      .      FM↓      .       .      FA↓
14 EA↑=    FM↓      .      EA↑=     .      FM↓      .      FL↓     FM↓=    EA↑=    EA↑=    FA↓=     #
14     EA↑=    FM↓      .      FM↓     FM↓     EA↑=     .       .      EA↑=    EA↑=    FM↓=    EA↑=
15 EA↑=    EM↑     FR↓     FM*     FL↓     EM↑     FM↓     FM↓      .       .      EL↑     EA↑=     #
15     EA↑=    EM↑     EM↑     EM↑     EM↑     EA↑=    FM↓     EM↑      .       .       .      EA↑=
16  .       .      EL↑     EL↑      .      EL↑      .      EL↑      .       .       .       .       #
16      .       .       .       .       .       .       .       .       .       .       .       .
17  .       .       .       .       .       .       .       .       .       .       .       .       #
17      .       .       .       .       .       .       .       .       .       .       .       .
18  .       .       .       .       .       .       .       .      EA*      .       .       .       .
18      .       .       .       .       .       .       .       .       .       .       .       .
19  .       .       .       .       .       .       .       .       .       .       .       .       .
19      .       .       .       .       .       .       .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 4 of 8, French Mêlée phase (§10)
now: turn 4 of 8, French Rally phase (§12)
> rally f16
morale check of f16 (MR 6, §13): 2d6: 6+2 = 8, DRM -2, MDR 6: passes
  DRM -2: friendly leader eliminated (§13)
f16 rallies and faces s (§12)
> next
ended: turn 4 of 8, French Rally phase (§12)
now: turn 5 of 8, English Movement phase (§7)
Turn 5 begins: put the game-turn marker on turn 5, English side up (§6).
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 5 of 8, English Movement phase (§7)
units eliminated: English 8, French 25
optional rules: none
dice: auto (seed 1415); orders: 310
victory (§14): French 25 of 35 lost, English 8 of 25 lost; French victory points 8 of 25 (0 French units on or south of row 19)
#
# ===== Turn 5, English: the slaughter before the stakes =====
# the English hold their ground
> next
left undone: 30 units did not move
ended: turn 5 of 8, English Movement phase (§7)
now: turn 5 of 8, English Missile phase (§9)
> fire e21 f45
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 1+1 = 2, DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
f45 is eliminated
> fire e39 f05
odds: AF 6 against DF 5 is 6:5, rounded down to 1:1 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 3+1 = 4, DRM +0, MDR 4 at 1:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f05 (MR 5, §13): 2d6: 1+6 = 7, DRM -2, MDR 5: passes
  DRM -2: friendly leader eliminated (§13)
> fire e28 f56
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 6+6 = 12, DRM -1, MDR 11 at 3:2: - (no effect, §11.3) (reconstructed)
> fire e27 f54
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 1+5 = 6, DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f54 (MR 6, §13): 2d6: 2+1 = 3, DRM -2, MDR 1: fails
  DRM -2: friendly leader eliminated (§13)
f54 is routed (§4, §13)
f54 routs toward the n edge (§13.4): 1612 1611 1610
> fire e36 f36
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 4+6 = 10, DRM +0, MDR 10 at 2:1: - (no effect, §11.3) (reconstructed)
> fire e20 f43
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 2 hexes (§9.1)
DRM: none
roll 2d6: 2+5 = 7, DRM +0, MDR 7 at 3:2: - (no effect, §11.3) (reconstructed)
> fire e32 f61
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 3 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 1+4 = 5, DRM -1, MDR 4 at 3:2: E (Eliminated, §11.3) (reconstructed)
f61 is eliminated
> next
left undone: 6 missile units with a target did not fire
ended: turn 5 of 8, English Missile phase (§9)
now: turn 5 of 8, English Mêlée phase (§10)
> attack e07 e03 -> f10
odds: AF 13 (9 + 4) against DF 4 is 13:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
roll 2d6: 5+1 = 6, DRM -1, MDR 5 at 3:1: E (Eliminated, §11.3) (reconstructed)
f10 is eliminated
0915 is empty: one attacker may advance into it (§11.4): advance e07 or e03
# the Eighteen Esquires die before they reach the King
> attack e06 -> f12
no one advanced into 0915: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6: 4+6 = 10, DRM +0, MDR 10 at 2:1: - (no effect, §11.3) (reconstructed)
f12 may counter-attack one attacker (§11.5): counter f12 -> e06
> counter f12 -> e06
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 1+4 = 5, DRM -1, MDR 4 at 3:2: E (Eliminated, §11.3) (reconstructed)
e06 is eliminated
0715 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> attack e09 e01 -> f16
odds: AF 13 (9 + 4) against DF 4 is 13:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
roll 2d6: 3+1 = 4, DRM -1, MDR 3 at 3:1: E (Eliminated, §11.3)
f16 is eliminated
1115 is empty: one attacker may advance into it (§11.4): advance e09 or e01
> attack e10 e12 -> f02
no one advanced into 1115: that chance has passed (§11.4)
odds: AF 18 (9 + 9) against DF 5 is 18:5, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+2 = 4, DRM -1, MDR 3 at 3:1: E (Eliminated, §11.3)
f02 is eliminated
1315 is empty: one attacker may advance into it (§11.4): advance e10 or e12
> attack e13 -> f19
no one advanced into 1315: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 3+2 = 5, DRM -1, MDR 4 at 2:1: E (Eliminated, §11.3) (reconstructed)
f19 is eliminated
1514 is empty: one attacker may advance into it (§11.4): advance e13
> attack e02 e17 -> f24
no one advanced into 1514: that chance has passed (§11.4)
odds: AF 13 (4 + 9) against DF 4 is 13:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
DRM -1: a leader attacks (§11.2): not applied, only the best DRM counts
DRM total: -1 (§11.2)
roll 2d6: 5+1 = 6, DRM -1, MDR 5 at 3:1: E (Eliminated, §11.3) (reconstructed)
f24 is eliminated
1915 is empty: one attacker may advance into it (§11.4): advance e02 or e17
> attack e04 e37 -> f64
no one advanced into 1915: that chance has passed (§11.4)
odds: AF 10 (4 + 6) against DF 4 is 10:4, rounded down to 2:1 (§11.1)
DRM -1: a leader attacks (§11.2)
roll 2d6: 3+2 = 5, DRM -1, MDR 4 at 2:1: E (Eliminated, §11.3) (reconstructed)
f64 is eliminated
2614 is empty: one attacker may advance into it (§11.4): advance e04 or e37
> attack e30 e31 -> f60
no one advanced into 2614: that chance has passed (§11.4)
odds: AF 12 (6 + 6) against DF 4 is 12:4, that is 3:1 (§11.1)
DRM: none
roll 2d6: 4+6 = 10, DRM +0, MDR 10 at 3:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f60 (MR 6, §13): 2d6: 2+2 = 4, DRM -3, MDR 1: fails
  DRM -3: friendly leader eliminated (§13)
f60 is routed (§4, §13)
f60 routs toward the n edge (§13.4): 2212 2211 2210
2213 is empty: one attacker may advance into it (§11.4): advance e30 or e31
> next
left undone: no one advanced into 2213
ended: turn 5 of 8, English Mêlée phase (§10)
now: turn 5 of 8, English Rally phase (§12)
# the Right Wing Archers 1, routed in turn 4, must try to rally (§12)
> rally e29
morale check of e29 (MR 6, §13): 2d6: 5+1 = 6, DRM +0, MDR 6: passes
e29 rallies and faces n (§12)
> next
ended: turn 5 of 8, English Rally phase (§12)
now: turn 5 of 8, French Movement phase (§7)
The French faction turn begins: flip the game-turn marker to its French side (§6).
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 5 of 8, French Movement phase (§7)
units eliminated: English 9, French 33
optional rules: none
dice: auto (seed 1415); orders: 331
victory (§14): French 33 of 35 lost, English 9 of 25 lost; French victory points 9 of 25 (0 French units on or south of row 19)
#
# ===== Turn 5, French: 33 lost, two more and the day is Henry's =====
# a battalion that broke through makes for the English rear (§14.2 counts
# French units on or south of row 19)
> move f22 1816 1817 1818
f22 moves to 1818 (3 of 3 MF spent, §7)
# the Rearguard Horse 2 charges straight south at the Right Wedge stakes
> move f72 1712 1713 1714
f72 moves to 1714 (3 of 6 MF spent, §7)
f72 charges: 3 hexes in a straight line, ending next to the enemy (§7.4)
> map 1212 2219
    12  13  14  15  16  17  18  19  20  21  22
12      .       .       .      FM↓      .
12  .       .       .       .       .       .
13      .       .       .       .       .
13  .       .       .      FL↓      .       .
14      .       .      FC↓     FL↓     FM↓=
14 FM↓     FM↓     EA↑=     .       .      EA↑=
15      .      EM↑     FM↓      .       .
15 EM↑     EM↑     EA↑=     .      EM↑      .
16      .      EL↑      .      EL↑      .
16  .       .       .       .       .       .
17      .       .       .       .       .
17  .       .       .       .       .       .
18      .       .       .       .      EA↑
18  .       .       .      FM↓      .       .
19      .       .       .       .       .
19  .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
> next
left undone: 35 units did not move
ended: turn 5 of 8, French Movement phase (§7)
now: turn 5 of 8, French Missile phase (§9)
> fire f35 e37
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 1+5 = 6, DRM +0, MDR 6 at 1:2: - (no effect, §11.3) (reconstructed)
> fire f36 e36
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6: 3+4 = 7, DRM +0, MDR 7 at 1:2: - (no effect, §11.3) (reconstructed)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 5 of 8, French Missile phase (§9)
now: turn 5 of 8, French Mêlée phase (§10)
> attack f72 -> e27
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2): not applied, only the best DRM counts
DRM -2: cavalry charge (§10.0.1, 11.2)
DRM total: -2 (§11.2)
roll 2d6: 5+4 = 9, DRM -2, MDR 7 at 1:1: - (no effect, §11.3) (reconstructed)
e27 may counter-attack one attacker (§11.5): counter e27 -> f72
> counter e27 -> f72
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
roll 2d6: 6+6 = 12, DRM +0, MDR 12 at 3:2: - (no effect, §11.3) (reconstructed)
> attack f12 -> e07
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+2 = 4, DRM -1, MDR 3 at 3:2: E (Eliminated, §11.3)
e07 is eliminated
0815 is empty: one attacker may advance into it (§11.4): advance f12
> advance f12
f12 advances into 0815 (§11.4)
> attack f50 -> e10
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6: 4+3 = 7, DRM +0, MDR 7 at 3:2: - (no effect, §11.3) (reconstructed)
e10 may counter-attack one attacker (§11.5): counter e10 -> f50
> counter e10 -> f50
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+5 = 9, DRM -1, MDR 8 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f50 (MR 6, §13): 2d6: 2+1 = 3, DRM -3, MDR 0: fails
  DRM -3: friendly leader eliminated (§13)
f50 is routed (§4, §13)
f50 routs toward the n edge (§13.4): 1213 1212 1211
1214 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> attack f51 -> e12
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6: 2+4 = 6, DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of e12 (MR 5, §13): 2d6: 6+1 = 7, DRM +1, MDR 8: passes
  DRM +1: next to a friendly leader (§13)
e12 may counter-attack one attacker (§11.5): counter e12 -> f51
> counter e12 -> f51
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 6+1 = 7, DRM -1, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f51 (MR 6, §13): 2d6: 5+3 = 8, DRM -3, MDR 5: fails
  DRM -3: friendly leader eliminated (§13)
f51 is routed (§4, §13)
f51 routs toward the n edge (§13.4): 1413 1412 1411
1414 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> attack f56 -> e28
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM: none
roll 2d6: 6+6 = 12, DRM +0, MDR 12 at 1:1: - (no effect, §11.3) (reconstructed)
e28 may counter-attack one attacker (§11.5): counter e28 -> f56
> counter e28 -> f56
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 2+3 = 5, DRM -1, MDR 4 at 3:2: E (Eliminated, §11.3) (reconstructed)
f56 is eliminated
1715 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 5 of 8, French Mêlée phase (§10)
units eliminated: English 10, French 34
optional rules: none
dice: auto (seed 1415); orders: 347
victory (§14): French 34 of 35 lost, English 10 of 25 lost; French victory points 10 of 25 (0 French units on or south of row 19)
> attack f25 -> e30
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM: none
roll 2d6: 3+4 = 7, DRM +0, MDR 7 at 1:1: - (no effect, §11.3) (reconstructed)
e30 may counter-attack one attacker (§11.5): counter e30 -> f25
> counter e30 -> f25
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
DRM: none
roll 2d6: 1+5 = 6, DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
morale check of f25 (MR 6, §13): 2d6: 3+4 = 7, DRM -3, MDR 4: fails
  DRM -3: friendly leader eliminated (§13)
f25 is routed (§4, §13)
f25 routs toward the n edge (§13.4): 2113 2112 2011
  2011 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
2114 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 5 of 8, French Mêlée phase (§10)
now: turn 5 of 8, French Rally phase (§12)
# five routed Frenchmen must try to rally, at -3 for three dead leaders
> units french routed
f25   2011 routed   French    Men-at-Arms          Vanguard Men-at-Arms 15
f50   1211 routed   French    Men-at-Arms          Main Battle Men-at-Arms 8
f51   1411 routed   French    Men-at-Arms          Main Battle Men-at-Arms 9
f54   1610 routed   French    Men-at-Arms          Main Battle Men-at-Arms 12
f60   2210 routed   French    Men-at-Arms          Main Battle Men-at-Arms 18
> rally f54
morale check of f54 (MR 6, §13): 2d6: 6+4 = 10, DRM -3, MDR 7: passes
  DRM -3: friendly leader eliminated (§13)
f54 rallies and faces s (§12)
> rally f60
morale check of f60 (MR 6, §13): 2d6: 4+4 = 8, DRM -3, MDR 5: fails
  DRM -3: friendly leader eliminated (§13)
f60 stays routed (§12)
f60 routs toward the n edge (§13.4): 2209 2208 2207
> rally f50
morale check of f50 (MR 6, §13): 2d6: 6+1 = 7, DRM -3, MDR 4: fails
  DRM -3: friendly leader eliminated (§13)
f50 stays routed (§12)
f50 routs toward the n edge (§13.4): 1210 1110 1009
  1110 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
> rally f51
morale check of f51 (MR 6, §13): 2d6: 4+4 = 8, DRM -3, MDR 5: fails
  DRM -3: friendly leader eliminated (§13)
f51 stays routed (§12)
f51 routs toward the n edge (§13.4): 1311 1210 1110
  1311 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
> rally f25
morale check of f25 (MR 6, §13): 2d6: 5+6 = 11, DRM -3, MDR 8: passes
  DRM -3: friendly leader eliminated (§13)
f25 rallies and faces s (§12)
> next
ended: turn 5 of 8, French Rally phase (§12)
now: turn 6 of 8, English Movement phase (§7)
Turn 6 begins: put the game-turn marker on turn 6, English side up (§6).
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 6 of 8, English Movement phase (§7)
units eliminated: English 10, French 34
optional rules: none
dice: auto (seed 1415); orders: 356
victory (§14): French 34 of 35 lost, English 10 of 25 lost; French victory points 10 of 25 (0 French units on or south of row 19)
#
# ===== Turn 6, English: one more Frenchman =====
> next
left undone: 29 units did not move
ended: turn 6 of 8, English Movement phase (§7)
now: turn 6 of 8, English Missile phase (§9)
# the routed men have fled up the field out of reach (§13.4: their full
# MF, each hex nearer the north edge); the archers shoot at the
# crossbowmen instead: f32 breaks, and f35 is the 35th Frenchman lost
> fire e21 f32
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§11.1)
range: 5 hexes (§9.1)
DRM: none
roll 2d6: 3+4 = 7, DRM +0, MDR 7 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f32 (MR 8, §13): 2d6: 2+6 = 8, DRM -3, MDR 5: fails
  DRM -3: friendly leader eliminated (§13)
f32 is routed (§4, §13)
f32 routs toward the n edge (§13.4): 0509 0508 0507 0506
  0509 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
> fire e33 f35
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§11.1)
range: 2 hexes (§9.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+2 = 6, DRM -1, MDR 5 at 2:1: E (Eliminated, §11.3) (reconstructed)
f35 is eliminated
Winner: the English (sudden death: 35 French units eliminated, 35 or more (§14.1))
#
# ===== The end =====
> status
The Battle of Agincourt, Agincourt, 25 October 1415
the game is over: the English won in turn 6 of 8
result: the English won: sudden death: 35 French units eliminated, 35 or more (§14.1)
units eliminated: English 10, French 35
optional rules: none
dice: auto (seed 1415); orders: 359
victory (§14): French 35 of 35 lost, English 10 of 25 lost; French victory points 10 of 25 (0 French units on or south of row 19)
> map 0208 2920
    02  03  04  05  06  07  08  09  10  11  12  13  14  15  16  17  18  19  20  21  22  23  24  25  26  27  28  29
08      .       .       .       .       .       .      FL↓      .       .       .       .       .       .       #
08  #       .      FM↓      .       .       .       .       .       .       .       .       .       .       .
09      .       .       .       .      FM↓     FM↓     FM↓      .       .       .       .       .       .       #
09  #       .       .       .      FM*     FM↓     FM↓     FM↓      .       .       .       .       .       .
10      #       .       .       .      FM*      .       .       .       .       .       .       .       .       #
10  #       .       .       .       .       .       .      FM↓      .       .       .      FM↓      .       #
11      #      FL↓      .       .      FM↓      .      FM↓      .       .      FM↓      .       .       .       #
11  #       #       .       .      FC↓      .       .       .       .      FM↓      .       .       .      FA↓
12      #      FM↓      .      FM↓      .       .       .       .      FM↓      .       .       .       #       #
12  #      FA↓      .      FM↓     FM↓      .       .       .       .       .       .       .       .       #
13      #       .       .       .       .       .       .       .       .       .       .       .       .       #
13  #       .       .      FL↓     FL↓      .       .       .      FL↓      .       .       .       .      FA↓
14     EA↑=    EA↑=     .       .      EA↑=     .       .      FC↓     FL↓      . =    EA↑=    EA↑=     . =     #
14  #      EA↑=    EA↑=     .       .       .       .      EA↑=     .       .      EA↑=    EA↑=     . =    EA↑=
15     EA↑=    EA↑=     .       .       .       .      EM↑      .       .       .       .      EL↑     EA↑=     #
15  #      EA↑=    EA↑=    FM↓     EM↑     EM↑     EM↑     EA↑=     .      EM↑      .       .       .      EA↑=
16      .       .       .      EL↑     EL↑      .      EL↑      .      EL↑      .       .       .       .       #
16  #       .       .       .       .       .       .       .       .       .       .       .       .       .
17      .       .       .       .       .       .       .       .       .       .       .       .       .       #
17  #       .       .       .       .       .       .       .       .       .       .       .       .       .
18      .       .       .       .       .       .       .       .       .      EA↑      .       .       .       .
18  #       .       .       .       .       .       .       .      FM↓      .       .       .       .       .
19      .       .       .       .       .       .       .       .       .       .       .       .       .       .
19  .       .       .       .       .       .       .       .       .       .       .       .       .       .
20      .       .       .       .       .       .       .       .       .       .       .       .       .       .
20  .       .       .       .       .       .       .       .       .       .       .       .       .       .

E English, F French; A Archers, M Men-at-Arms, C Mounted Men-at-Arms, R Regicide, L Leader
. Clear, # Woods, = Fortified line; arrows show facing, * routed, + more units in the hex
# the game is over: herald refuses further orders
> fire e27 f51
error: the game is over: the English won: sudden death: 35 French units eliminated, 35 or more (§14.1)
#! status: 1
