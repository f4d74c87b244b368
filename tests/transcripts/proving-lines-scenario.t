#! args: -g proving-lines -s english --seed 1
#! data: tests/data
#! status: 1
# A scenario's own line movement (src/linescen.c, doc/authoring.md "A
# scenario's own lines"; spi-agincourt 20.43E): the scenario english
# names the English alone in place of the game's French. scenario info
# says so; f1 moves alone in the French phase and the impulse ends (no
# French line); e1 steps forward alone in the English phase and the
# impulse may not end until e2 has spent as much (5.31).
> scenario info
game: Proving game (lines) (proving-lines)
scenario: The English in lines (english)
line movement: English (§5.31)
units: 12, on the map: 4
> move f1 1105
f1 moves to 1105+1106 (0.5 of 1 MP spent, §5.2)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, French Movement phase, impulse 1 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 4, French Movement phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 4, French Movement phase, impulse 2 of 3 (§5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, French Movement phase, impulse 2 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 4, French Movement phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 4, French Movement phase, impulse 3 of 3 (§5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, French Movement phase, impulse 3 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 4, French Movement phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 4, French Melee phase (§9.0)
> next
ended: turn 1 of 4, French Melee phase (§9.0)
now: turn 1 of 4, English Movement phase, impulse 1 of 3 (§5.0)
> move e1 2805
e1 moves to 2805 (0.5 of 1 MP spent, §5.0)
> next
error: the impulse may not end yet: the line of hexrow 29xx has not kept pace: every unit of a line must have spent the same MP by the end of impulse 1 (§5.31): e1 0.5 MP, e2 0 MP; a unit blocked by the enemy may spend MP standing still (hold)
> move e2 2807
e2 moves to 2807 (0.5 of 1 MP spent, §5.0)
> next
ended: turn 1 of 4, English Movement phase, impulse 1 of 3 (§5.0)
now: turn 1 of 4, English Movement phase, impulse 1 of 3: French Archery (§8.0)
