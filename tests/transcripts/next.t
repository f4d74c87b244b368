#! args: --seed 7
# next and status: the sequence of play of battle-of-agincourt §6 and
# Table 2 as data: 8 turns, English then French faction turn, each of
# Movement, Missile, Mêlée and Rally.  The historical scenario's hook
# narrates the game-turn marker at the start of each faction turn.
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 7); orders: 0
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> next
left undone: 39 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 14 missile units with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
The French faction turn begins: flip the game-turn marker to its French side (§6).
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 1 of 8, French Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 7); orders: 4
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> undo
undone: next
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 1 of 8, English Rally phase (§12)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 7); orders: 3
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> redo
redone: next
> next
left undone: 72 units did not move
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
Turn 2 begins: put the game-turn marker on turn 2, English side up (§6).
> status
The Battle of Agincourt, Agincourt, 25 October 1415
turn 2 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 7); orders: 8
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> next extra
error: too many arguments: expected next
#! status: 1
