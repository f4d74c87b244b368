# proving game, a turn that begins with phases herald plays or passes
# over (issue 12; doc/authoring.md "The sequence of play"): the seqfirst
# scenario's turn begins with the Muster phase (automatic: its hook
# gives each side a point of resolve) and the Levy stage (every 2nd
# turn).  At the set-up herald plays the Muster of turn 1 and passes the
# Levy over, so the game begins in Red's Move; the `next` that ends a
# turn plays the next turn's Muster and stops in its Levy (turn 2) or
# passes it over (turn 3).  undo back to the set-up gives the set-up's
# resolve; redo and a saved game give the same game.
#! data: tests/data
#! args: -g proving -s seqfirst --seed 3
> new proving seqfirst seed=3
now: turn 1 of 4, Muster phase (§5)
muster (§5), turn 1: resolve Red 1, Blue 1
automatic: herald plays the Muster phase (§5) and goes on
ended: turn 1 of 4, Muster phase (§5)
skipped: the Levy phase (§5.2), which comes every 2nd turn from turn 2
now: turn 1 of 4, Red Move phase (§7)
new game: Proving game, A turn that begins with herald's own phases (seed 3)
> status
Proving game, A turn that begins with herald's own phases
turn 1 of 4, Red Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 1, Blue 1
dice: auto (seed 3); orders: 0
> move r1 0105
r1 moves to 0105 (1 of 1 MP spent, §7)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Blue Move phase (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 2 of 4, Muster phase (§5)
muster (§5), turn 2: resolve Red 2, Blue 2
automatic: herald plays the Muster phase (§5) and goes on
ended: turn 2 of 4, Muster phase (§5)
now: turn 2 of 4, Levy phase (§5.2)
> why
next:
left undone: 2 units did not move
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 2 of 4, Muster phase (§5)
muster (§5), turn 2: resolve Red 2, Blue 2
automatic: herald plays the Muster phase (§5) and goes on
ended: turn 2 of 4, Muster phase (§5)
now: turn 2 of 4, Levy phase (§5.2)
Rules applied (each opens with the command shown):
  rule 7  Movement
> status
Proving game, A turn that begins with herald's own phases
turn 2 of 4, Levy phase (§5.2)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 2, Blue 2
dice: auto (seed 3); orders: 3
> undo
undone: next
> status
Proving game, A turn that begins with herald's own phases
turn 1 of 4, Blue Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 1, Blue 1
dice: auto (seed 3); orders: 2
> redo
redone: next
> save sf.herald
saved 3 orders to sf.herald
> new proving seqfirst seed=3
now: turn 1 of 4, Muster phase (§5)
muster (§5), turn 1: resolve Red 1, Blue 1
automatic: herald plays the Muster phase (§5) and goes on
ended: turn 1 of 4, Muster phase (§5)
skipped: the Levy phase (§5.2), which comes every 2nd turn from turn 2
now: turn 1 of 4, Red Move phase (§7)
new game: Proving game, A turn that begins with herald's own phases (seed 3)
> load sf.herald
loaded sf.herald: Proving game, A turn that begins with herald's own phases, 3 orders
> status
Proving game, A turn that begins with herald's own phases
turn 2 of 4, Levy phase (§5.2)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 2, Blue 2
dice: auto (seed 3); orders: 3
> units
r1    0105 n        Red       Foot                 Red Foot
r2    0307 n        Red       Bow                  Red Bow
b1    0203 s        Blue      Foot                 Blue Foot
b2    0703 s        Blue      Bow                  Blue Bow
> undo 3
undone: next
undone: next
undone: move r1 0105
> status
Proving game, A turn that begins with herald's own phases
turn 1 of 4, Red Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 1, Blue 1
dice: auto (seed 3); orders: 0
> next
left undone: 2 units did not move
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Blue Move phase (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 2 of 4, Muster phase (§5)
muster (§5), turn 2: resolve Red 2, Blue 2
automatic: herald plays the Muster phase (§5) and goes on
ended: turn 2 of 4, Muster phase (§5)
now: turn 2 of 4, Levy phase (§5.2)
> next
ended: turn 2 of 4, Levy phase (§5.2)
now: turn 2 of 4, Red Move phase (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 4, Red Move phase (§7)
now: turn 2 of 4, Blue Move phase (§7)
> next
left undone: 2 units did not move
ended: turn 2 of 4, Blue Move phase (§7)
now: turn 3 of 4, Muster phase (§5)
muster (§5), turn 3: resolve Red 3, Blue 3
automatic: herald plays the Muster phase (§5) and goes on
ended: turn 3 of 4, Muster phase (§5)
skipped: the Levy phase (§5.2), which comes every 2nd turn from turn 2
now: turn 3 of 4, Red Move phase (§7)
> status
Proving game, A turn that begins with herald's own phases
turn 3 of 4, Red Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 3, Blue 3
dice: auto (seed 3); orders: 5
