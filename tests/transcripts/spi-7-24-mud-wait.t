#! args: -g spi-agincourt -s king-harrys-folly --seed 1
# SPI's Agincourt, 7.23 and 7.24 on the historical set-up, whose ground
# is muddy (20.13B: a clear hex costs 1 MP, 7.21). Crossing a contour
# uphill costs 1 MP more (7.23), so in mud 2 MP, more than the impulse
# allowance of 1 (3.33): the unit first waits a whole impulse beside the
# uphill contour, then crosses it in a later impulse for all of that
# impulse's allowance (7.24). On the
# reconstructed board columns 13-16 are level 3 and column 12 level 4:
# the English, facing n (toward column 01), climb from 13xx into 12xx.
# Camois is placed in 1311 before the English Movement phase; York in
# 1409, one hex further back, and it reaches 1310 only in impulse 1.
> place e03 1311 n
placed e03 (Camois) in 1311 n
> place e01 1409 n
placed e01 (York) in 1409 n
# to the English Movement and Archery phase of turn 1
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 60, French Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, French Leader Combat phase (§13.0)
now: turn 1 of 60, French Melee phase (§9.0)
> next
ended: turn 1 of 60, French Melee phase (§9.0)
now: turn 1 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, French Fatigue Morale phase (§9.22)
now: turn 1 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, English Fugitive Movement phase (§14.2)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
# Impulse 1: Camois has stood no complete impulse of its own in 1311
# (the French impulses are not its; 7.24 "during a succeeding Impulse").
> move e03 1211
error: e03 cannot move: step 1 (1311 to 1211): entering 1211 costs 2 MP, more than e03's whole allowance of 1: it crosses only after standing a complete impulse in 1311, as its first move of an impulse, for the whole allowance (it has stood no complete impulse there yet; §7.24)
> show 1311
1311: Clear, level 3
  e03   1311 n        English   Men-at-Arms          Camois
> show 1211
1211: Clear, level 4
  no unit
# York moves up beside the contour (1409 to 1310, level 3 to 3, 1 MP).
> move e01 1310
e01 moves to 1310 (1 of 1 MP spent, §5.0)
> next
left undone: 17 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
# Impulse 2: Camois has stood all of impulse 1 beside the contour: it
# crosses for its whole allowance. York came to 1310 during impulse 1
# and has stood no complete impulse there: it waits.
> move e03 1211
e03 climbs from level 3 to 4 into 1211: 1 MP more uphill (§7.23)
e03 has stood 1 complete impulse below 1211: the crossing, 2 MP, costs its whole allowance of 1 (§7.24)
e03 moves to 1211 (1 of 1 MP spent, §5.0)
> show e03
e03: Camois
  English Men-at-Arms
  melee 5 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1211 n
  terrain: Clear
  this turn: moved 1 hex, 1 of 1 MP spent
  characteristics: English (red)
  lines left: 4 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> move e01 1210
error: e01 cannot move: step 1 (1310 to 1210): entering 1210 costs 2 MP, more than e01's whole allowance of 1: it crosses only after standing a complete impulse in 1310, as its first move of an impulse, for the whole allowance (it has stood no complete impulse there yet; §7.24)
> next
left undone: 16 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
# Impulse 3: York has stood impulse 2 through: it crosses.
> move e01 1210
e01 climbs from level 3 to 4 into 1210: 1 MP more uphill (§7.23)
e01 has stood 1 complete impulse below 1210: the crossing, 2 MP, costs its whole allowance of 1 (§7.24)
e01 moves to 1210 (1 of 1 MP spent, §5.0)
> show e01
e01: York
  English Men-at-Arms
  melee 5 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1210 n
  terrain: Clear
  this turn: moved 2 hexes, 1 of 1 MP spent
  characteristics: English (red)
  lines left: 4 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
#! status: 1
# Played in King Harry's Folly (20.3): the historical set-up and muddy ground (20.33A), with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge).
