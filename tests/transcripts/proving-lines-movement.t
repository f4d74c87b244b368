#! args: -g proving-lines -s line --seed 1
#! data: tests/data
#! status: 1
# Line movement (rules: line_movement:; src/linemove.c; spi-agincourt
# 5.31-5.33 with the 1979 errata) on the proving-lines game.  The errata
# row of 5.31: "The French first line is hexrow 1000, NOT hexrow 2200":
# f1 and f2 (each on two hexes) and f3 begin the Movement phase on
# hexrow 10xx and so form a line; f5 and f6 form one on 11xx; f4 is alone
# on 08xx and in no line (5.33).  The line a unit is in is fixed as the
# phase begins and shown with its declared state.
> units
f1    1005+1006 s   French    Battle               Alencon
f2    1009+1010 s   French    Battle               Bar
f3    1013 s        French    Men-at-arms          Hain
f4    0825 s        French    Men-at-arms          Marle
f5    1115 s        French    Men-at-arms          Damrtn
f6    1120 s        French    Men-at-arms          Lestrale
fl    1013 s        French    Leader               Orleans
e1    2905 n        English   Men-at-arms          York
e2    2907 n        English   Men-at-arms          Camoys
(3 counters of the game are not in this battle; add the word all to list them)
> show f3
f3: Hain
  French Men-at-arms
  mp 1 melee 3
  position: 1013 s
  terrain: Clear
  this turn: not moved (1 MP)
  in the line of hexrow: 10 (§5.31)
  free of line movement: no (§5.31)
  pinned: no (§5.16)
> show f4
f4: Marle
  French Men-at-arms
  mp 1 melee 3
  position: 0825 s
  terrain: Clear
  this turn: not moved (1 MP)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31)
  pinned: no (§5.16)
# Every unit of a line must have spent the same MP when the impulse ends:
# `next` is refused, naming them, and the game is left as it was.
> move f1 1105
f1 moves to 1105+1106 (0.5 of 1 MP spent, §5.2)
> next
error: the impulse may not end yet: the line of hexrow 10xx has not kept pace: every unit of a line must have spent the same MP by the end of impulse 1 (§5.31): f1 0.5 MP, f2 0 MP, f3 0 MP; a unit blocked by the enemy may spend MP standing still (hold)
> status
Proving game (lines), The first line on 10xx, 5.31
turn 1 of 4, French Movement phase, impulse 1 of 3 (§5.0)
units eliminated: French 0, English 0
dice: auto (seed 1); orders: 1
> move f2 1109
f2 moves to 1109+1110 (0.5 of 1 MP spent, §5.2)
> move f3 1113
f3 moves to 1113 (0.5 of 1 MP spent, §5.0)
# A unit of a line may not pivot (a two-hex unit, 5.24) nor turn (a
# one-hex unit, 5.21) until it is free of line movement.
> face f1 ese
error: f1 cannot turn: f1 moves in the line of hexrow 10xx and may not pivot until it has eliminated an enemy unit or passed through the enemy's line (§5.31)
> face f3 ese
error: f3 cannot turn: f3 moves in the line of hexrow 10xx and may not change its facing until it has eliminated an enemy unit or passed through the enemy's line (§5.31)
# The leader with f3 is no combat unit and in no line: he turns freely.
> face fl ese
fl turns to face ese (1 of 1 MP spent, §5.2)
# On 11xx f6 stands before the woods of 1219 and 1220: it cannot move and
# drops out of its line (5.33), so f5 goes on alone; f4, in no line, need
# not keep pace with anyone.
> move f5 1215 1316
f5 moves to 1316 (1 of 1 MP spent, §5.0)
> hold f6 1
error: f6 cannot hold: f6 is out of its line (pinned, routed, or unable to move for anything but the enemy) and need not keep pace (§5.33)
> hold f4 1
error: f4 cannot hold: f4 is in no line: it did not begin the phase in a hexrow with another unit of its side (§5.31)
> hold f5 0.5
error: f5 cannot hold: f5 is not blocked by the enemy: it may step into 1415; only a blocked unit spends points standing still (§5.32)
# Now every line has kept pace.
> next
left undone: 3 units did not move
ended: turn 1 of 4, French Movement phase, impulse 1 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 1 of 3: English Archery (§8.0)
> undo
undone: next
> next
left undone: 3 units did not move
ended: turn 1 of 4, French Movement phase, impulse 1 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 4, French Movement phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 4, French Movement phase, impulse 2 of 3 (§5.0)
# Impulse 2: the line goes on together.
> move f1 1205
f1 moves to 1205+1206 (0.5 of 1 MP spent, §5.2)
> move f2 1209
f2 moves to 1209+1210 (0.5 of 1 MP spent, §5.2)
> next
error: the impulse may not end yet: the line of hexrow 10xx has not kept pace: every unit of a line must have spent the same MP by the end of impulse 2 (§5.31): f1 0.5 MP, f2 0.5 MP, f3 0 MP; a unit blocked by the enemy may spend MP standing still (hold)
# Saved and loaded, the game is the same: the line of 10xx is built again
# by the replay, and f3 must still keep pace.
> save lines.herald
saved 9 orders to lines.herald
> load lines.herald
loaded lines.herald: Proving game (lines), The first line on 10xx, 5.31, 9 orders
> move f3 1213
f3 moves to 1213 (0.5 of 1 MP spent, §5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 4, French Movement phase, impulse 2 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 2 of 3: English Archery (§8.0)
> status
Proving game (lines), The first line on 10xx, 5.31
turn 1 of 4, French Movement phase, impulse 2 of 3: English Archery (§8.0)
units eliminated: French 0, English 0
dice: auto (seed 1); orders: 11
> show f1
f1: Alencon
  French Battle
  mp 1 melee 4
  position: 1205+1206 s
  terrain: Clear
  in the line of hexrow: 10 (§5.31)
  free of line movement: no (§5.31)
  pinned: no (§5.16)
# 5.33 and 5.31's release (the pinned scenario): f3 pinned by the game's
# hooks (as a friendly fugitive pins it) is out of its line; f2, freed by
# them (as for a unit that has eliminated an enemy unit: the game's
# `released_by` flag), is in no line and pivots freely.
> new proving-lines pinned
new game: Proving game (lines), Pinned and free, 5.33 (seed 1)
> show f2
f2: Bar
  French Battle
  mp 1 melee 4
  position: 1009+1010 s
  terrain: Clear
  this turn: not moved (1 MP)
  in the line of hexrow: 0 (§5.31)
  free of line movement: yes (§5.31)
  pinned: no (§5.16)
> move f1 1105
f1 moves to 1105+1106 (0.5 of 1 MP spent, §5.2)
> hold f3 0.5
error: f3 cannot hold: f3 is out of its line (pinned, routed, or unable to move for anything but the enemy) and need not keep pace (§5.33)
> face f2 ese
f2 pivots about 1009, its other half entering 1110: it stands on 1009+1110 facing ese (0.5 of 1 MP spent, §5.2)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, French Movement phase, impulse 1 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 1 of 3: English Archery (§8.0)
