#! args: --seed 14
#! status: 1
# The Battle of Agincourt §14.2 on a board the players set up themselves
# (§2: `new empty`, then `place`): with no sudden death by the end of
# turn 8, the French victory points decide, one per English unit
# eliminated and one per French unit on or south of row 19; 25 or more
# and the French win, else the English.
# The rules are the game's (battle-of-agincourt.tcl), so they hold on
# this board too.  f11 stands in 1520 and f12 in 1519 (2 points), f13 in
# 1518 (north of row 19: none); no unit is eliminated: 2 points, fewer
# than 25, the English win when turn 8 ends.
> new empty
new game: The Battle of Agincourt, empty board (seed 14)
> place f11 1520 n
placed f11 (Vanguard Men-at-Arms 1) in 1520 n
> place f12 1519 n
placed f12 (Vanguard Men-at-Arms 2) in 1519 n
> place f13 1518 n
placed f13 (Vanguard Men-at-Arms 3) in 1518 n
> place e11 0520 n
placed e11 (King's Household Men-at-Arms 2) in 0520 n
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 14); orders: 4
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 2 of 25 (2 French units on or south of row 19)
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> next
left undone: 3 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> next
ended: turn 1 of 8, French Mêlée phase (§10)
now: turn 1 of 8, French Rally phase (§12)
> next
ended: turn 1 of 8, French Rally phase (§12)
now: turn 2 of 8, English Movement phase (§7)
> next
left undone: 1 unit did not move
ended: turn 2 of 8, English Movement phase (§7)
now: turn 2 of 8, English Missile phase (§9)
> next
ended: turn 2 of 8, English Missile phase (§9)
now: turn 2 of 8, English Mêlée phase (§10)
> next
ended: turn 2 of 8, English Mêlée phase (§10)
now: turn 2 of 8, English Rally phase (§12)
> next
ended: turn 2 of 8, English Rally phase (§12)
now: turn 2 of 8, French Movement phase (§7)
> next
left undone: 3 units did not move
ended: turn 2 of 8, French Movement phase (§7)
now: turn 2 of 8, French Missile phase (§9)
> next
ended: turn 2 of 8, French Missile phase (§9)
now: turn 2 of 8, French Mêlée phase (§10)
> next
ended: turn 2 of 8, French Mêlée phase (§10)
now: turn 2 of 8, French Rally phase (§12)
> next
ended: turn 2 of 8, French Rally phase (§12)
now: turn 3 of 8, English Movement phase (§7)
> next
left undone: 1 unit did not move
ended: turn 3 of 8, English Movement phase (§7)
now: turn 3 of 8, English Missile phase (§9)
> next
ended: turn 3 of 8, English Missile phase (§9)
now: turn 3 of 8, English Mêlée phase (§10)
> next
ended: turn 3 of 8, English Mêlée phase (§10)
now: turn 3 of 8, English Rally phase (§12)
> next
ended: turn 3 of 8, English Rally phase (§12)
now: turn 3 of 8, French Movement phase (§7)
> next
left undone: 3 units did not move
ended: turn 3 of 8, French Movement phase (§7)
now: turn 3 of 8, French Missile phase (§9)
> next
ended: turn 3 of 8, French Missile phase (§9)
now: turn 3 of 8, French Mêlée phase (§10)
> next
ended: turn 3 of 8, French Mêlée phase (§10)
now: turn 3 of 8, French Rally phase (§12)
> next
ended: turn 3 of 8, French Rally phase (§12)
now: turn 4 of 8, English Movement phase (§7)
> next
left undone: 1 unit did not move
ended: turn 4 of 8, English Movement phase (§7)
now: turn 4 of 8, English Missile phase (§9)
> next
ended: turn 4 of 8, English Missile phase (§9)
now: turn 4 of 8, English Mêlée phase (§10)
> next
ended: turn 4 of 8, English Mêlée phase (§10)
now: turn 4 of 8, English Rally phase (§12)
> next
ended: turn 4 of 8, English Rally phase (§12)
now: turn 4 of 8, French Movement phase (§7)
> next
left undone: 3 units did not move
ended: turn 4 of 8, French Movement phase (§7)
now: turn 4 of 8, French Missile phase (§9)
> next
ended: turn 4 of 8, French Missile phase (§9)
now: turn 4 of 8, French Mêlée phase (§10)
> next
ended: turn 4 of 8, French Mêlée phase (§10)
now: turn 4 of 8, French Rally phase (§12)
> next
ended: turn 4 of 8, French Rally phase (§12)
now: turn 5 of 8, English Movement phase (§7)
> next
left undone: 1 unit did not move
ended: turn 5 of 8, English Movement phase (§7)
now: turn 5 of 8, English Missile phase (§9)
> next
ended: turn 5 of 8, English Missile phase (§9)
now: turn 5 of 8, English Mêlée phase (§10)
> next
ended: turn 5 of 8, English Mêlée phase (§10)
now: turn 5 of 8, English Rally phase (§12)
> next
ended: turn 5 of 8, English Rally phase (§12)
now: turn 5 of 8, French Movement phase (§7)
> next
left undone: 3 units did not move
ended: turn 5 of 8, French Movement phase (§7)
now: turn 5 of 8, French Missile phase (§9)
> next
ended: turn 5 of 8, French Missile phase (§9)
now: turn 5 of 8, French Mêlée phase (§10)
> next
ended: turn 5 of 8, French Mêlée phase (§10)
now: turn 5 of 8, French Rally phase (§12)
> next
ended: turn 5 of 8, French Rally phase (§12)
now: turn 6 of 8, English Movement phase (§7)
> next
left undone: 1 unit did not move
ended: turn 6 of 8, English Movement phase (§7)
now: turn 6 of 8, English Missile phase (§9)
> next
ended: turn 6 of 8, English Missile phase (§9)
now: turn 6 of 8, English Mêlée phase (§10)
> next
ended: turn 6 of 8, English Mêlée phase (§10)
now: turn 6 of 8, English Rally phase (§12)
> next
ended: turn 6 of 8, English Rally phase (§12)
now: turn 6 of 8, French Movement phase (§7)
> next
left undone: 3 units did not move
ended: turn 6 of 8, French Movement phase (§7)
now: turn 6 of 8, French Missile phase (§9)
> next
ended: turn 6 of 8, French Missile phase (§9)
now: turn 6 of 8, French Mêlée phase (§10)
> next
ended: turn 6 of 8, French Mêlée phase (§10)
now: turn 6 of 8, French Rally phase (§12)
> next
ended: turn 6 of 8, French Rally phase (§12)
now: turn 7 of 8, English Movement phase (§7)
> next
left undone: 1 unit did not move
ended: turn 7 of 8, English Movement phase (§7)
now: turn 7 of 8, English Missile phase (§9)
> next
ended: turn 7 of 8, English Missile phase (§9)
now: turn 7 of 8, English Mêlée phase (§10)
> next
ended: turn 7 of 8, English Mêlée phase (§10)
now: turn 7 of 8, English Rally phase (§12)
> next
ended: turn 7 of 8, English Rally phase (§12)
now: turn 7 of 8, French Movement phase (§7)
> next
left undone: 3 units did not move
ended: turn 7 of 8, French Movement phase (§7)
now: turn 7 of 8, French Missile phase (§9)
> next
ended: turn 7 of 8, French Missile phase (§9)
now: turn 7 of 8, French Mêlée phase (§10)
> next
ended: turn 7 of 8, French Mêlée phase (§10)
now: turn 7 of 8, French Rally phase (§12)
> next
ended: turn 7 of 8, French Rally phase (§12)
now: turn 8 of 8, English Movement phase (§7)
> next
left undone: 1 unit did not move
ended: turn 8 of 8, English Movement phase (§7)
now: turn 8 of 8, English Missile phase (§9)
> next
ended: turn 8 of 8, English Missile phase (§9)
now: turn 8 of 8, English Mêlée phase (§10)
> next
ended: turn 8 of 8, English Mêlée phase (§10)
now: turn 8 of 8, English Rally phase (§12)
> next
ended: turn 8 of 8, English Rally phase (§12)
now: turn 8 of 8, French Movement phase (§7)
> next
left undone: 3 units did not move
ended: turn 8 of 8, French Movement phase (§7)
now: turn 8 of 8, French Missile phase (§9)
> next
ended: turn 8 of 8, French Missile phase (§9)
now: turn 8 of 8, French Mêlée phase (§10)
> next
ended: turn 8 of 8, French Mêlée phase (§10)
now: turn 8 of 8, French Rally phase (§12)
# The French Rally phase of turn 8 is the last phase of the game.
> status
The Battle of Agincourt, empty board
turn 8 of 8, French Rally phase (§12)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 14); orders: 67
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 2 of 25 (2 French units on or south of row 19)
> next
ended: turn 8 of 8, French Rally phase (§12)
the game is over: turn 8 of 8 has ended (§6)
Winner: the English (2 French victory points (0 English units eliminated, 2 French units on or south of row 19): fewer than 25 (§14.2))
> status
The Battle of Agincourt, empty board
the game is over: the English won in turn 8 of 8
result: the English won: 2 French victory points (0 English units eliminated, 2 French units on or south of row 19): fewer than 25 (§14.2)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 14); orders: 68
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 2 of 25 (2 French units on or south of row 19)
> next
error: the game is over: the English won in turn 8 of 8
