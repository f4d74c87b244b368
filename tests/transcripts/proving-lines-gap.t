#! args: -g proving-lines -s gap --seed 1
#! data: tests/data
#! status: 1
# 5.32 on the proving-lines game (src/linemove.c): the line of 28xx
# before the English on 29xx.  f3 in 2805 is blocked (its front, 2905
# and 2906, holds e1 and e2) and may spend MP standing still (`hold`) to
# keep pace with f4, which goes through the gap of the English line at
# 2908 and, once past 29xx, is free of line movement for the rest of the
# game: it may then turn (5.32: a unit that has gone through a gap in
# the English line may pivot as it likes).
> show f3
f3: Hain
  French Men-at-arms
  mp 1 melee 3
  position: 2805 s
  terrain: Clear
  this turn: not moved (1 MP)
  in the line of hexrow: 28 (§5.31)
  free of line movement: no (§5.31)
  pinned: no (§5.16)
> hold f4 1
error: f4 cannot hold: f4 is not blocked by the enemy: it may step into 2908; only a blocked unit spends points standing still (§5.32)
> hold f3 2
error: f3 cannot hold: f3 has 1 of 1 MP left, not 2 (§5.32)
> hold f3 1/2
f3 stands blocked and spends 0.5 MP to keep pace with the line of hexrow 28xx (0.5 of 1 MP spent, §5.32)
> move f4 2908
f4 moves to 2908 (0.5 of 1 MP spent, §5.0)
> face f4 ese
error: f4 cannot turn: f4 moves in the line of hexrow 28xx and may not change its facing until it has eliminated an enemy unit or passed through the enemy's line (§5.31)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, French Movement phase, impulse 1 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 4, French Movement phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 4, French Movement phase, impulse 2 of 3 (§5.0)
# Impulse 2: f4 goes on past 29xx, held by the English on either side of
# 2908 (a gap, 5.32), and is free.
> move f4 3008
f4 has passed hexrow 29xx, held by the enemy: it is free of line movement from now on (§5.32)
f4 moves to 3008 (0.5 of 1 MP spent, §5.0)
> show f4
f4: Marle
  French Men-at-arms
  mp 1 melee 3
  position: 3008 s
  terrain: Clear
  this turn: moved 2 hexes, 0.5 of 1 MP spent
  in the line of hexrow: 28 (§5.31)
  free of line movement: yes (§5.31)
  pinned: no (§5.16)
# f3, alone in its line now, need not keep pace; it may still hold.
> hold f3 0.5
f3 stands blocked and spends 0.5 MP to keep pace with the line of hexrow 28xx (0.5 of 1 MP spent, §5.32)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, French Movement phase, impulse 2 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 4, French Movement phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 4, French Movement phase, impulse 3 of 3 (§5.0)
> undo
undone: next
> undo
undone: next
> next
left undone: 1 unit did not move
ended: turn 1 of 4, French Movement phase, impulse 2 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 4, French Movement phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 4, French Movement phase, impulse 3 of 3 (§5.0)
# Impulse 3: f4, free, turns.
> face f4 ese
f4 turns to face ese (1 of 1 MP spent, §5.2)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, French Movement phase, impulse 3 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 3 of 3: English Archery (§8.0)
> status
Proving game (lines), Through a gap, 5.32
turn 1 of 4, French Movement phase, impulse 3 of 3: English Archery (§8.0)
units eliminated: French 0, English 0
dice: auto (seed 1); orders: 10
