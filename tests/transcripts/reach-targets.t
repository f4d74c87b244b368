#! args: --seed 6
# Issue 17: reach and targets, asked of the rules in each of the three
# games (src/reach.c tries every path and attack as its order would be).
# The Battle of Agincourt, Figure 6's position: e10 (facing n) has f11
# in 1214, its only way forward along its front, so it can reach no hex
# (one unit a hex, §3); e11 facing ne moves through its front hexsides,
# 3 MF at 1 a clear hex (§7); in the Missile phase the archer e18 may
# fire at the adjacent f11 (§9.1), the men-at-arms at nothing; in the
# Mêlée phase e10 and e18 may attack f11, e11 may not (1214 is not in its
# front, §10), each with the odds of §11.1; `reach e11 1413` gives the
# path as the move that takes it.
> new empty seed=6
new game: The Battle of Agincourt, empty board (seed 6)
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place e18 1115 n
placed e18 (Left Wing Archers 1) in 1115 n
> place e01 1116 n
placed e01 (Henry V) in 1116 n
> place f11 1214 s
placed f11 (Vanguard Men-at-Arms 1) in 1214 s
> place e11 1315 ne
placed e11 (King's Household Men-at-Arms 2) in 1315 ne
> reach e10
e10 can reach no hex now: e10 cannot move: step 1 (1215 to 1214): 1214 is already occupied by f11 (one unit per hex, §3)
> reach e11
e11 can reach 15 hexes now (MF spent to enter it, cheapest path):
  1314 (1), 1414 (1), 1415 (1), 1313 (2), 1413 (2), 1514 (2),
  1515 (2), 1516 (2), 1312 (3), 1412 (3), 1513 (3), 1613 (3),
  1614 (3), 1615 (3), 1616 (3)
> reach e11 1413
e11 reaches 1413 for 2 MF: move e11 1314 1413
> reach e11 1215
e11 cannot reach 1215 now
> move e11 1414 1413
e11 moves to 1413 (2 of 3 MF spent, §7)
> reach e11
e11 can reach 3 hexes now (MF spent to enter it, cheapest path):
  1412 (1), 1513 (1), 1514 (1)
> targets e18
e18 can fire at or attack no enemy now
> next
left undone: 3 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> targets e18
fire e18 f11 (Vanguard Men-at-Arms 1, range 1): odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
> targets e10
e10 can fire at or attack no enemy now
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> targets e10
attack e10 -> f11 (Vanguard Men-at-Arms 1, range 1): odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
> targets e11
e11 can fire at or attack no enemy now
> targets e18
attack e18 -> f11 (Vanguard Men-at-Arms 1, range 1): odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
# Les Batailles de St Albans, First St Albans: York's Billmen 1 (y07, 4
# MP, no facing, §7) from 1620; the gardens and the town cost more; the
# archers y09 have no Lancastrian within range at the start.
> new st-albans first-st-albans seed=3
new game: Les Batailles de St Albans, First St Albans, 22 May 1455 (seed 3)
> reach y07
y07 can reach 26 hexes now (MP spent to enter it, cheapest path):
  1720 (1), 1621 (1), 1819 (2), 1820 (2), 1722 (2), 1818 (3),
  1919 (3), 1920 (3), 1921 (3), 1821 (3), 1822 (3), 1723 (3),
  1922 (3.5), 1521 (4), 1817 (4), 1918 (4), 1718 (4), 2018 (4),
  2019 (4), 2020 (4), 2021 (4), 1923 (4), 1823 (4), 1724 (4),
  1623 (4), 2022 (4)
> reach y07 1922
y07 reaches 1922 for 3.5 MP: move y07 1720 1820 1821 1922
> targets y09
y09 can fire at or attack no enemy now
> reach 1620 9999
error: hex 9999 is off the map (columns 01-26, rows 01-28)
# SPI's Agincourt, §20.13C's volleys before the first French Player-Turn:
# in the English Archery step after impulse 1 the longbows e10 and e17
# may fire at the front-line cavalry in range (§8.0, range 5 and 6), a
# leader at nothing; nothing moves in an Archery step.
> new spi-agincourt historical seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 1: only the front-line cavalry moves, charging at its full allowance toward the English line; turn it to its charge side before it moves (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1) (seed 1)
> flip f09
f09 turns to its charge side: melee 8, mp 2 (§17.11)
> flip f10
f10 turns to its charge side: melee 8, mp 2 (§17.11)
> move f09 2407
f09 climbs from level 3 to 4 into 2406: 1 MP more uphill (§7.23)
f09 moves to 2406+2407 (2 of 2 MP spent, §5.2)
> move f10 2425
f10 climbs from level 3 to 4 into 2424: 1 MP more uphill (§7.23)
f10 moves to 2424+2425 (2 of 2 MP spent, §5.2)
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
the English longbows in range must fire at least one volley at both front-line cavalry units: f09 (in range of e10), f10 (in range of e17) (§20.13C; reconstructed: R63, this step stands for the volleys before the first French Player-Turn, and may not end while a longbow can still fire at one not fired at)
> next
error: the step may not end yet: the English longbows in range must fire at least one volley at both front-line cavalry units before the first French Player-Turn: f09, not fired at yet, is in range and sight of e10, e11, e12 (fire e10 1 f09; fire e11 1 f09; fire e12 1 f09); f10, not fired at yet, is in range and sight of e17, e18, e19 (fire e17 1 f10; fire e18 1 f10; fire e19 1 f10) (§20.13C; reconstructed: R63, this step stands for those volleys)
> targets e10
fire e10 VOLLEYS f09 (Saveuse, range 5): e10 at f09: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
> targets e17
fire e17 VOLLEYS f10 (Clignet, range 6): e17 at f10: Longbow firing at Cavalry, range 6 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
> targets el1
el1 can fire at or attack no enemy now
> reach e10
e10 can reach no hex now: move is an order of the Movement and Archery phase (§5.0); now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> reach nosuch
error: no unit "nosuch" (expected a unit id such as el1, or a name)
#! status: 1
