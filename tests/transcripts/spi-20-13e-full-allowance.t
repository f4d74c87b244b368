#! args: -g spi-agincourt -s historical --seed 1
#! status: 1
# SPI's Agincourt 20.13E: once its line has begun to advance (20.13D:
# the first line on Game-Turn 2), a French unit moves its full allowance
# toward the English line each impulse.  reconstructed (R60, as 20.23C
# and 20.33C in spi-free.tcl and spi-folly.tcl): no move may end on a
# lower column (nearer the French edge); the impulse may not end while
# such a unit has MP left, unless it is blocked (no open step se or sw
# for the MP left) or next to an English combat unit; it may not spend
# its move turning while a step forward is open.  The front-line cavalry
# is taken off first (`remove`, a correction) so that turn 1 needs no
# charge; York (e01) is set down in 1107, in front of Vendome (f01), which
# is then next to an English unit and owes nothing: it holds (5.32) to
# keep its line's pace, while the other seven battles step forward a hex
# (mud, 20.13B: 1 MP, their whole allowance).
> remove f09
removed f09 (Saveuse) from 2306
> remove f10
removed f10 (Clignet) from 2324
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 42 units did not move
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
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, English Morale phase (§10.0)
now: turn 1 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, English Leader Combat phase (§13.0)
now: turn 1 of 60, English Melee phase (§9.0)
> next
ended: turn 1 of 60, English Melee phase (§9.0)
now: turn 1 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 60, Game-Turn Indication phase (§4.0)
now: turn 2 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 60, French Fugitive Movement phase (§14.2)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 2: the front-line cavalry charges on and the first line must move forward (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
# Game-Turn 2, impulse 1: the first line is obliged.
> show f01
f01: Vendome
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1006+1007 s
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
> next
error: the impulse may not end yet: f01 has spent 0 of its 1 MP and must move its full allowance (§20.13E); one blocked (no open step toward the English for the MP left) or next to an English unit owes nothing (reconstructed: R60)
> move f02 0909
error: f02 must move its full allowance toward the English line: it may not end a move nearer the French edge than it began (§20.13E, reconstructed: R60)
> face f02 se
error: f02 must move its full allowance toward the English line: it may not spend its move turning while a step forward is open to it (§20.13E, reconstructed: R60)
> place e01 1107 n
placed e01 (York) in 1107 n
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
# Craon (f08) has not moved: the line has not kept pace (5.31).
> next
error: the impulse may not end yet: the line of hexrow 10xx has not kept pace: every unit of a line must have spent the same MP by the end of impulse 1 (§5.31): f01 0 MP, f02 1 MP, f03 1 MP, f04 1 MP, f05 1 MP, f06 1 MP, f07 1 MP, f08 0 MP; a unit blocked by the enemy may spend MP standing still (hold)
> move f08 1127
f08 moves to 1127+1128 (1 of 1 MP spent, §5.2)
> hold f01 1
f01 stands blocked and spends 1 MP to keep pace with the line of hexrow 10xx (1 of 1 MP spent, §5.32)
# The archers are not yet released (turn 3).
> move f27 0912
error: f27 (archers) may not move before Game-Turn 3, when the archers must move forward; this is turn 2 (§20.13D)
> next
left undone: 35 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
