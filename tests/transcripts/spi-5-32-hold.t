#! args: -g spi-agincourt -s free-deployment --seed 1
# Played in the French Free Deployment (20.2), where French units move from Game-Turn 1 (in the historical scenario 20.13D holds the first line to turn 2): the same eight battles on 10xx, on dry ground (20.23A), so that each goes two hexes for 1 MP as one went on the historical mud; the front-line cavalry, which 20.2's set-up puts at the ends of 10xx, is taken off first so that the line is the eight battles, as in 20.1.
# SPI's Agincourt, 5.31 (errata: the French first line is hexrow 10xx)
# and 5.32: a French unit that English units keep from moving may spend
# as many MP as the French player likes each segment, so that the rest
# of its line keeps pace. York (an English combat unit) is placed in
# 1107, the middle of Vendome's three front hexes (1106, 1107, 1108):
# both hex-pairs Vendome could enter hold it, so Vendome is blocked and
# holds; Nevers, unblocked, may not. Then save, undo, load, undo and
# redo as a player uses them: the game loaded is the game saved.
> remove f09
removed f09 (Saveuse) from 1003
> remove f10
removed f10 (Clignet) from 1030
> place e01 1107 n
placed e01 (York) in 1107 n
> hold f02 1
error: f02 cannot hold: f02 is not blocked by the enemy: it may step into 1109; only a blocked unit spends points standing still (§5.32)
> hold f01 1
f01 stands blocked and spends 1 MP to keep pace with the line of hexrow 10xx (1 of 1 MP spent, §5.32)
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
# Craon has not kept pace yet: the impulse may not end (5.31).
> next
error: the impulse may not end yet: the line of hexrow 10xx has not kept pace: every unit of a line must have spent the same MP by the end of impulse 1 (§5.31): f01 1 MP, f02 1 MP, f03 1 MP, f04 1 MP, f05 1 MP, f06 1 MP, f07 1 MP, f08 0 MP; a unit blocked by the enemy may spend MP standing still (hold)
> move f08 1127 1227
f08 moves to 1227+1228 (1 of 1 MP spent, §5.2)
> save
saved 11 orders to spi-agincourt-free-deployment.herald
> undo
undone: move f08 1127 1227
> show f08
f08: Craon
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1027+1028 s
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
> load spi-agincourt-free-deployment.herald
loaded spi-agincourt-free-deployment.herald: Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2), 11 orders
> show f08
f08: Craon
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1227+1228 s
  terrain: Clear
  this turn: moved 2 hexes, 1 of 1 MP spent
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
> undo
undone: move f08 1127 1227
> show f08
f08: Craon
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1027+1028 s
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
> redo
redone: move f08 1127 1227
> next
left undone: 35 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
# Impulse 2: Vendome is still blocked and holds again.
> hold f01 1
f01 stands blocked and spends 1 MP to keep pace with the line of hexrow 10xx (1 of 1 MP spent, §5.32)
> hold f01 1
error: f01 cannot hold: f01 has 0 of 1 MP left, not 1 (§5.32)
#! status: 1
