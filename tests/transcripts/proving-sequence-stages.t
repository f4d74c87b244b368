#! data: tests/data
#! args: -g proving -s sequence --seed 5
# proving game, the sequence of play as data (issue 12; doc/authoring.md
# "The sequence of play"): after both sides' phases come the phases of
# end_of_turn: the Rally stage (every: 2, so turns 2, 4 and 6: passed
# over in turn 1, with a line saying so) and the Supply phase, which
# herald plays itself (automatic: true): its phase_start hook rolls for
# supply in the dice of the `next` that reached it, its phase_end hook
# runs, and the next phase begins, all in one order.  undo takes the
# whole order back; redo and a saved game give the same roll.
> next
left undone: 2 units did not move
ended: turn 1 of 6, Red Move phase, impulse 1 of 3 (§7)
now: turn 1 of 6, Red Move phase, impulse 1 of 3: Blue Fire (§8)
> next
ended: turn 1 of 6, Red Move phase, impulse 1 of 3: Blue Fire (§8)
now: turn 1 of 6, Red Move phase, impulse 2 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 6, Red Move phase, impulse 2 of 3 (§7)
now: turn 1 of 6, Red Move phase, impulse 2 of 3: Blue Fire (§8)
> next
ended: turn 1 of 6, Red Move phase, impulse 2 of 3: Blue Fire (§8)
now: turn 1 of 6, Red Move phase, impulse 3 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 6, Red Move phase, impulse 3 of 3 (§7)
now: turn 1 of 6, Red Move phase, impulse 3 of 3: Blue Fire (§8)
> next
ended: turn 1 of 6, Red Move phase, impulse 3 of 3: Blue Fire (§8)
now: turn 1 of 6, Red Fight phase (§9)
> next
ended: turn 1 of 6, Red Fight phase (§9)
now: turn 1 of 6, Blue Move phase, impulse 1 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 6, Blue Move phase, impulse 1 of 3 (§7)
now: turn 1 of 6, Blue Move phase, impulse 1 of 3: Red Fire (§8)
> next
ended: turn 1 of 6, Blue Move phase, impulse 1 of 3: Red Fire (§8)
now: turn 1 of 6, Blue Move phase, impulse 2 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 6, Blue Move phase, impulse 2 of 3 (§7)
now: turn 1 of 6, Blue Move phase, impulse 2 of 3: Red Fire (§8)
> next
ended: turn 1 of 6, Blue Move phase, impulse 2 of 3: Red Fire (§8)
now: turn 1 of 6, Blue Move phase, impulse 3 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 6, Blue Move phase, impulse 3 of 3 (§7)
now: turn 1 of 6, Blue Move phase, impulse 3 of 3: Red Fire (§8)
> next
ended: turn 1 of 6, Blue Move phase, impulse 3 of 3: Red Fire (§8)
now: turn 1 of 6, Blue Fight phase (§9)
# the Blue Fight phase ends: no Rally in turn 1; herald plays Supply
> next
ended: turn 1 of 6, Blue Fight phase (§9)
skipped: the Rally phase (§10), which comes every 2nd turn from turn 2
now: turn 1 of 6, Supply phase (§11)
supply: 2d6: 2+4 = 6
supply (§11), turn 1 of 6: 6
automatic: herald plays the Supply phase (§11) and goes on
ended: turn 1 of 6, Supply phase (§11)
now: turn 2 of 6, Red Move phase, impulse 1 of 3 (§7)
> undo --agreed
undone: next
> status
Proving game, Impulses, stages and the end after an event
turn 1 of 6, Blue Fight phase (§9)
end (§12): 2 turns after breakthrough, which has not come yet (without it the game ends with turn 6)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 5); orders: 13
> redo
redone: next
> why
next:
ended: turn 1 of 6, Blue Fight phase (§9)
skipped: the Rally phase (§10), which comes every 2nd turn from turn 2
now: turn 1 of 6, Supply phase (§11)
supply: 2d6: 2+4 = 6
supply (§11), turn 1 of 6: 6
automatic: herald plays the Supply phase (§11) and goes on
ended: turn 1 of 6, Supply phase (§11)
now: turn 2 of 6, Red Move phase, impulse 1 of 3 (§7)
Rules applied (each opens with the command shown):
  rule 9  Combat
  rule 10  Rally
  rule 7  Movement
# turn 2: the Rally stage comes, for both sides
> next
left undone: 2 units did not move
ended: turn 2 of 6, Red Move phase, impulse 1 of 3 (§7)
now: turn 2 of 6, Red Move phase, impulse 1 of 3: Blue Fire (§8)
> next
ended: turn 2 of 6, Red Move phase, impulse 1 of 3: Blue Fire (§8)
now: turn 2 of 6, Red Move phase, impulse 2 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 6, Red Move phase, impulse 2 of 3 (§7)
now: turn 2 of 6, Red Move phase, impulse 2 of 3: Blue Fire (§8)
> next
ended: turn 2 of 6, Red Move phase, impulse 2 of 3: Blue Fire (§8)
now: turn 2 of 6, Red Move phase, impulse 3 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 6, Red Move phase, impulse 3 of 3 (§7)
now: turn 2 of 6, Red Move phase, impulse 3 of 3: Blue Fire (§8)
> next
ended: turn 2 of 6, Red Move phase, impulse 3 of 3: Blue Fire (§8)
now: turn 2 of 6, Red Fight phase (§9)
> next
ended: turn 2 of 6, Red Fight phase (§9)
now: turn 2 of 6, Blue Move phase, impulse 1 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 6, Blue Move phase, impulse 1 of 3 (§7)
now: turn 2 of 6, Blue Move phase, impulse 1 of 3: Red Fire (§8)
> next
ended: turn 2 of 6, Blue Move phase, impulse 1 of 3: Red Fire (§8)
now: turn 2 of 6, Blue Move phase, impulse 2 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 6, Blue Move phase, impulse 2 of 3 (§7)
now: turn 2 of 6, Blue Move phase, impulse 2 of 3: Red Fire (§8)
> next
ended: turn 2 of 6, Blue Move phase, impulse 2 of 3: Red Fire (§8)
now: turn 2 of 6, Blue Move phase, impulse 3 of 3 (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 6, Blue Move phase, impulse 3 of 3 (§7)
now: turn 2 of 6, Blue Move phase, impulse 3 of 3: Red Fire (§8)
> next
ended: turn 2 of 6, Blue Move phase, impulse 3 of 3: Red Fire (§8)
now: turn 2 of 6, Blue Fight phase (§9)
> next
ended: turn 2 of 6, Blue Fight phase (§9)
now: turn 2 of 6, Rally phase (§10)
> status
Proving game, Impulses, stages and the end after an event
turn 2 of 6, Rally phase (§10)
end (§12): 2 turns after breakthrough, which has not come yet (without it the game ends with turn 6)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 5); orders: 28
> next
ended: turn 2 of 6, Rally phase (§10)
now: turn 2 of 6, Supply phase (§11)
supply: 2d6: 4+5 = 9
supply (§11), turn 2 of 6: 9
automatic: herald plays the Supply phase (§11) and goes on
ended: turn 2 of 6, Supply phase (§11)
now: turn 3 of 6, Red Move phase, impulse 1 of 3 (§7)
> save seq.herald
saved 29 orders to seq.herald
> new proving sequence seed=5
new game: Proving game, Impulses, stages and the end after an event (seed 5)
> load seq.herald
loaded seq.herald: Proving game, Impulses, stages and the end after an event, 29 orders
> status
Proving game, Impulses, stages and the end after an event
turn 3 of 6, Red Move phase, impulse 1 of 3 (§7)
end (§12): 2 turns after breakthrough, which has not come yet (without it the game ends with turn 6)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 5); orders: 29
> why
next:
ended: turn 2 of 6, Rally phase (§10)
now: turn 2 of 6, Supply phase (§11)
supply: 2d6: 4+5 = 9
supply (§11), turn 2 of 6: 9
automatic: herald plays the Supply phase (§11) and goes on
ended: turn 2 of 6, Supply phase (§11)
now: turn 3 of 6, Red Move phase, impulse 1 of 3 (§7)
Rules applied (each opens with the command shown):
  rule 10  Rally
  rule 7  Movement
