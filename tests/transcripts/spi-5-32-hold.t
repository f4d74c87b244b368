#! args: -g spi-agincourt -s historical --seed 1
# SPI's Agincourt, 5.31 (errata: the French first line is hexrow 10xx)
# and 5.32: a French unit that English units keep from moving may spend
# as many MP as the French player likes each segment, so that the rest
# of its line keeps pace. York (an English combat unit) is placed in
# 1107, the middle of Vendome's three front hexes (1106, 1107, 1108):
# both hex-pairs Vendome could enter hold it, so Vendome is blocked and
# holds; Nevers, unblocked, may not. Then save, undo, load, undo and
# redo as a player uses them: the game loaded is the game saved.
> place e01 1107 n
placed e01 (York) in 1107 n
> hold f02 1
error: f02 cannot hold: f02 is not blocked by the enemy: it may step into 1109; only a blocked unit spends points standing still (§5.32)
> hold f01 1
f01 stands blocked and spends 1 MP to keep pace with the line of hexrow 10xx (1 of 1 MP spent, §5.32)
> move f02 1109
f02 moves to 1109+1110 (1 of 1 MP spent, §5.2)
> move f03 1112
f03 moves to 1112+1113 (1 of 1 MP spent, §5.2)
> move f04 1115
f04 moves to 1115+1116 (1 of 1 MP spent, §5.2)
> move f05 1118
f05 moves to 1118+1119 (1 of 1 MP spent, §5.2)
> move f06 1121
f06 moves to 1121+1122 (1 of 1 MP spent, §5.2)
> move f07 1124
f07 moves to 1124+1125 (1 of 1 MP spent, §5.2)
# Craon has not kept pace yet: the impulse may not end (5.31).
> next
error: the impulse may not end yet: the line of hexrow 10xx has not kept pace: every unit of a line must have spent the same MP by the end of impulse 1 (§5.31): f01 1 MP, f02 1 MP, f03 1 MP, f04 1 MP, f05 1 MP, f06 1 MP, f07 1 MP, f08 0 MP; a unit blocked by the enemy may spend MP standing still (hold)
> move f08 1127
f08 moves to 1127+1128 (1 of 1 MP spent, §5.2)
> save
saved 9 orders to spi-agincourt-historical.herald
> undo
undone: move f08 1127
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
> load spi-agincourt-historical.herald
loaded spi-agincourt-historical.herald: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1), 9 orders
> show f08
f08: Craon
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1127+1128 s
  terrain: Clear
  this turn: moved 1 hex, 1 of 1 MP spent
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
undone: move f08 1127
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
redone: move f08 1127
> next
left undone: 37 units did not move
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
