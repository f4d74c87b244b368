#! args: -g spi-agincourt -s free-deployment --seed 1
# Played in the French Free Deployment (20.2), where French units move from Game-Turn 1 (in the historical scenario 20.13D holds the first line to turn 2): the same eight battles on 10xx, on dry ground (20.23A), so that each goes two hexes for 1 MP as one went on the historical mud; the front-line cavalry, which 20.2's set-up puts at the ends of 10xx, is taken off first so that the line is the eight battles, as in 20.1.
# SPI's Agincourt, 5.31 with the 1979 errata (the first line stands on
# hexrow 10xx, not 22xx), on the historical set-up: the eight
# battles of the first line begin the Movement phase on hexrow 10xx and
# move as a line (rules: line_movement:, src/linemove.c): at the end of
# each impulse every one of them must have spent the same Movement
# Points, and none may pivot (5.24) until it is free of line movement.
> remove f09
removed f09 (Saveuse) from 1003
> remove f10
removed f10 (Clignet) from 1030
> show f03
f03: Orleans
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1012+1013 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac (blue), French first line
  lines left: 7 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 10 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> move f01 1106 1206
f01 moves to 1206+1207 (1 of 1 MP spent, §5.2)
> next
error: the impulse may not end yet: the line of hexrow 10xx has not kept pace: every unit of a line must have spent the same MP by the end of impulse 1 (§5.31): f01 1 MP, f02 0 MP, f03 0 MP, f04 0 MP, f05 0 MP, f06 0 MP, f07 0 MP, f08 0 MP; a unit blocked by the enemy may spend MP standing still (hold)
> face f02 ese
error: f02 cannot turn: f02 moves in the line of hexrow 10xx and may not pivot until it has eliminated an enemy unit or passed through the enemy's line (§5.31)
> move f02 1109 1209
f02 moves to 1209+1210 (1 of 1 MP spent, §5.2)
> move f03 1112 1212
f03 moves to 1212+1213 (1 of 1 MP spent, §5.2)
> move f04 1115 1215
f04 moves to 1215+1216 (1 of 1 MP spent, §5.2)
> move f05 1118 1218
f05 moves to 1218+1219 (1 of 1 MP spent, §5.2)
> move f06 1121 1221
f06 moves to 1221+1222 (1 of 1 MP spent, §5.2)
> move f07 1124 1224
f07 moves to 1224+1225 (1 of 1 MP spent, §5.2)
> move f08 1127 1227
f08 moves to 1227+1228 (1 of 1 MP spent, §5.2)
# Every line has kept pace (the second line on 05xx, the cavalry of 23xx
# and the third line on 02xx spent nothing, each unit alike).
> next
left undone: 34 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
#! status: 1
