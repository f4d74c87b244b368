#! data: tests/data
#! args: -g proving -s sequence --seed 9
# proving game, the end "N turns after an event" (issue 12;
# doc/authoring.md "The sequence of play"): the sequence scenario ends
# after its 6th turn, or 2 turns after the breakthrough (end:
# {after_event: breakthrough, turns: 2}), which its after_order hook
# raises with herald::event when a Red unit reaches row 03 (§12).  The
# game remembers the turn of the event (journaled with the order whose
# hook raised it): undo takes it back with the order; once it has come,
# "turn 1 of 3" counts to the new end, and the game is over when turn 3
# ends.
> move r1 0105
r1 moves to 0105 (1 of 1 MP spent, §7)
> next
left undone: 1 unit did not move
ended: turn 1 of 6, Red Move phase, impulse 1 of 3 (§7)
now: turn 1 of 6, Red Move phase, impulse 1 of 3: Blue Fire (§8)
> next
ended: turn 1 of 6, Red Move phase, impulse 1 of 3: Blue Fire (§8)
now: turn 1 of 6, Red Move phase, impulse 2 of 3 (§7)
> move r1 0104
r1 moves to 0104 (1 of 1 MP spent, §7)
> next
left undone: 1 unit did not move
ended: turn 1 of 6, Red Move phase, impulse 2 of 3 (§7)
now: turn 1 of 6, Red Move phase, impulse 2 of 3: Blue Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 6, Red Move phase, impulse 2 of 3: Blue Fire (§8)
now: turn 1 of 6, Red Move phase, impulse 3 of 3 (§7)
> move r1 0103
r1 moves to 0103 (1 of 1 MP spent, §7)
breakthrough in turn 1: the game ends with turn 3, 2 turns after it (§12)
> status
Proving game, Impulses, stages and the end after an event
turn 1 of 3, Red Move phase, impulse 3 of 3 (§7)
end (§12): 2 turns after breakthrough, which came in turn 1: the game ends with turn 3
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 9); orders: 7
> undo --agreed
undone: move r1 0103
> status
Proving game, Impulses, stages and the end after an event
turn 1 of 6, Red Move phase, impulse 3 of 3 (§7)
end (§12): 2 turns after breakthrough, which has not come yet (without it the game ends with turn 6)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 9); orders: 6
> redo
redone: move r1 0103
> status
Proving game, Impulses, stages and the end after an event
turn 1 of 3, Red Move phase, impulse 3 of 3 (§7)
end (§12): 2 turns after breakthrough, which came in turn 1: the game ends with turn 3
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 9); orders: 7
> next
left undone: 1 unit did not move
ended: turn 1 of 3, Red Move phase, impulse 3 of 3 (§7)
now: turn 1 of 3, Red Move phase, impulse 3 of 3: Blue Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 3, Red Move phase, impulse 3 of 3: Blue Fire (§8)
now: turn 1 of 3, Red Fight phase (§9)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 3, Red Fight phase (§9)
now: turn 1 of 3, Blue Move phase, impulse 1 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 3, Blue Move phase, impulse 1 of 3 (§7)
now: turn 1 of 3, Blue Move phase, impulse 1 of 3: Red Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 3, Blue Move phase, impulse 1 of 3: Red Fire (§8)
now: turn 1 of 3, Blue Move phase, impulse 2 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 3, Blue Move phase, impulse 2 of 3 (§7)
now: turn 1 of 3, Blue Move phase, impulse 2 of 3: Red Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 3, Blue Move phase, impulse 2 of 3: Red Fire (§8)
now: turn 1 of 3, Blue Move phase, impulse 3 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 3, Blue Move phase, impulse 3 of 3 (§7)
now: turn 1 of 3, Blue Move phase, impulse 3 of 3: Red Fire (§8)
# turns 2 and 3 go by; the Rally stage of turn 2 comes
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 3, Blue Move phase, impulse 3 of 3: Red Fire (§8)
now: turn 1 of 3, Blue Fight phase (§9)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 3, Blue Fight phase (§9)
skipped: the Rally phase (§10), which comes every 2nd turn from turn 2
now: turn 1 of 3, Supply phase (§11)
supply: 2d6: 1+2 = 3
supply (§11), turn 1 of 3: 3
automatic: herald plays the Supply phase (§11) and goes on
ended: turn 1 of 3, Supply phase (§11)
now: turn 2 of 3, Red Move phase, impulse 1 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 3, Red Move phase, impulse 1 of 3 (§7)
now: turn 2 of 3, Red Move phase, impulse 1 of 3: Blue Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 2 of 3, Red Move phase, impulse 1 of 3: Blue Fire (§8)
now: turn 2 of 3, Red Move phase, impulse 2 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 3, Red Move phase, impulse 2 of 3 (§7)
now: turn 2 of 3, Red Move phase, impulse 2 of 3: Blue Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 2 of 3, Red Move phase, impulse 2 of 3: Blue Fire (§8)
now: turn 2 of 3, Red Move phase, impulse 3 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 3, Red Move phase, impulse 3 of 3 (§7)
now: turn 2 of 3, Red Move phase, impulse 3 of 3: Blue Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 2 of 3, Red Move phase, impulse 3 of 3: Blue Fire (§8)
now: turn 2 of 3, Red Fight phase (§9)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 2 of 3, Red Fight phase (§9)
now: turn 2 of 3, Blue Move phase, impulse 1 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 3, Blue Move phase, impulse 1 of 3 (§7)
now: turn 2 of 3, Blue Move phase, impulse 1 of 3: Red Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 2 of 3, Blue Move phase, impulse 1 of 3: Red Fire (§8)
now: turn 2 of 3, Blue Move phase, impulse 2 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 3, Blue Move phase, impulse 2 of 3 (§7)
now: turn 2 of 3, Blue Move phase, impulse 2 of 3: Red Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 2 of 3, Blue Move phase, impulse 2 of 3: Red Fire (§8)
now: turn 2 of 3, Blue Move phase, impulse 3 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 3, Blue Move phase, impulse 3 of 3 (§7)
now: turn 2 of 3, Blue Move phase, impulse 3 of 3: Red Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 2 of 3, Blue Move phase, impulse 3 of 3: Red Fire (§8)
now: turn 2 of 3, Blue Fight phase (§9)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 2 of 3, Blue Fight phase (§9)
now: turn 2 of 3, Rally phase (§10)
> next
ended: turn 2 of 3, Rally phase (§10)
now: turn 2 of 3, Supply phase (§11)
supply: 2d6: 1+5 = 6
supply (§11), turn 2 of 3: 6
automatic: herald plays the Supply phase (§11) and goes on
ended: turn 2 of 3, Supply phase (§11)
now: turn 3 of 3, Red Move phase, impulse 1 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 3 of 3, Red Move phase, impulse 1 of 3 (§7)
now: turn 3 of 3, Red Move phase, impulse 1 of 3: Blue Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 3 of 3, Red Move phase, impulse 1 of 3: Blue Fire (§8)
now: turn 3 of 3, Red Move phase, impulse 2 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 3 of 3, Red Move phase, impulse 2 of 3 (§7)
now: turn 3 of 3, Red Move phase, impulse 2 of 3: Blue Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 3 of 3, Red Move phase, impulse 2 of 3: Blue Fire (§8)
now: turn 3 of 3, Red Move phase, impulse 3 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 3 of 3, Red Move phase, impulse 3 of 3 (§7)
now: turn 3 of 3, Red Move phase, impulse 3 of 3: Blue Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 3 of 3, Red Move phase, impulse 3 of 3: Blue Fire (§8)
now: turn 3 of 3, Red Fight phase (§9)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 3 of 3, Red Fight phase (§9)
now: turn 3 of 3, Blue Move phase, impulse 1 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 3 of 3, Blue Move phase, impulse 1 of 3 (§7)
now: turn 3 of 3, Blue Move phase, impulse 1 of 3: Red Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 3 of 3, Blue Move phase, impulse 1 of 3: Red Fire (§8)
now: turn 3 of 3, Blue Move phase, impulse 2 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 3 of 3, Blue Move phase, impulse 2 of 3 (§7)
now: turn 3 of 3, Blue Move phase, impulse 2 of 3: Red Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 3 of 3, Blue Move phase, impulse 2 of 3: Red Fire (§8)
now: turn 3 of 3, Blue Move phase, impulse 3 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 3 of 3, Blue Move phase, impulse 3 of 3 (§7)
now: turn 3 of 3, Blue Move phase, impulse 3 of 3: Red Fire (§8)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 3 of 3, Blue Move phase, impulse 3 of 3: Red Fire (§8)
now: turn 3 of 3, Blue Fight phase (§9)
# the last phase of turn 3 ends: the game is over
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 3 of 3, Blue Fight phase (§9)
skipped: the Rally phase (§10), which comes every 2nd turn from turn 2
now: turn 3 of 3, Supply phase (§11)
supply: 2d6: 6+5 = 11
supply (§11), turn 3 of 3: 11
automatic: herald plays the Supply phase (§11) and goes on
ended: turn 3 of 3, Supply phase (§11)
the game is over: turn 3 has ended, 2 turns after breakthrough (§12)
> status
Proving game, Impulses, stages and the end after an event
the game is over: turn 3 has ended, 2 turns after breakthrough (§12)
end (§12): 2 turns after breakthrough, which came in turn 1: the game ends with turn 3
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 9); orders: 46
> next
error: the game is over: turn 3 has ended, 2 turns after breakthrough (§12)
> undo --agreed
undone: next
> status
Proving game, Impulses, stages and the end after an event
turn 3 of 3, Blue Fight phase (§9)
end (§12): 2 turns after breakthrough, which came in turn 1: the game ends with turn 3
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 9); orders: 45
#! status: 1
