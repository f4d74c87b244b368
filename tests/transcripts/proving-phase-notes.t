#! args: --seed 7
#! data: tests/data
# Issue 13: "phases whose mechanisms come in part 2 are present and say
# so".  A phase's `note:` (doc/authoring.md, "The sequence of play") is
# said after the `now:` line of `next` as the phase (or the step after
# an impulse) begins, each impulse, and by `status`, with the phase's
# section (a step without one cites its phase's), in the proving game's
# scenario notes: a Fire step after each Move impulse and a Fight phase
# not refereed yet, and an automatic Supply phase with a note.  Save and
# load, undo and redo, and `why` say the same.
> new proving notes
new game: Proving game, Phases whose rules come later (seed 7)
> status
Proving game, Phases whose rules come later
turn 1 of 2, Red Move phase, impulse 1 of 2 (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 7); orders: 0
> next
left undone: 2 units did not move
ended: turn 1 of 2, Red Move phase, impulse 1 of 2 (§7)
now: turn 1 of 2, Red Move phase, impulse 1 of 2: Blue Fire (§7)
not refereed yet: fire comes with herald's next release (§7)
> status
Proving game, Phases whose rules come later
turn 1 of 2, Red Move phase, impulse 1 of 2: Blue Fire (§7)
not refereed yet: fire comes with herald's next release (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 7); orders: 1
> next
ended: turn 1 of 2, Red Move phase, impulse 1 of 2: Blue Fire (§7)
now: turn 1 of 2, Red Move phase, impulse 2 of 2 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 2, Red Move phase, impulse 2 of 2 (§7)
now: turn 1 of 2, Red Move phase, impulse 2 of 2: Blue Fire (§7)
not refereed yet: fire comes with herald's next release (§7)
> next
ended: turn 1 of 2, Red Move phase, impulse 2 of 2: Blue Fire (§7)
now: turn 1 of 2, Red Fight phase (§9)
not refereed yet: melee comes with herald's next release (§9)
> status
Proving game, Phases whose rules come later
turn 1 of 2, Red Fight phase (§9)
not refereed yet: melee comes with herald's next release (§9)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 7); orders: 4
> save n.herald
saved 4 orders to n.herald
> load n.herald
loaded n.herald: Proving game, Phases whose rules come later, 4 orders
> status
Proving game, Phases whose rules come later
turn 1 of 2, Red Fight phase (§9)
not refereed yet: melee comes with herald's next release (§9)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 7); orders: 4
> next
ended: turn 1 of 2, Red Fight phase (§9)
now: turn 1 of 2, Blue Move phase, impulse 1 of 2 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 2, Blue Move phase, impulse 1 of 2 (§7)
now: turn 1 of 2, Blue Move phase, impulse 1 of 2: Red Fire (§7)
not refereed yet: fire comes with herald's next release (§7)
> next
ended: turn 1 of 2, Blue Move phase, impulse 1 of 2: Red Fire (§7)
now: turn 1 of 2, Blue Move phase, impulse 2 of 2 (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 2, Blue Move phase, impulse 2 of 2 (§7)
now: turn 1 of 2, Blue Move phase, impulse 2 of 2: Red Fire (§7)
not refereed yet: fire comes with herald's next release (§7)
> next
ended: turn 1 of 2, Blue Move phase, impulse 2 of 2: Red Fire (§7)
now: turn 1 of 2, Blue Fight phase (§9)
not refereed yet: melee comes with herald's next release (§9)
> next
ended: turn 1 of 2, Blue Fight phase (§9)
now: turn 1 of 2, Supply phase (§11)
not refereed yet: supply is the players' to do (§11)
automatic: herald plays the Supply phase (§11) and goes on
ended: turn 1 of 2, Supply phase (§11)
now: turn 2 of 2, Red Move phase, impulse 1 of 2 (§7)
> undo
undone: next
> redo
redone: next
> why
next:
ended: turn 1 of 2, Blue Fight phase (§9)
now: turn 1 of 2, Supply phase (§11)
not refereed yet: supply is the players' to do (§11)
automatic: herald plays the Supply phase (§11) and goes on
ended: turn 1 of 2, Supply phase (§11)
now: turn 2 of 2, Red Move phase, impulse 1 of 2 (§7)
Rules applied (each opens with the command shown):
  rule 9  Combat
  rule 7  Movement
