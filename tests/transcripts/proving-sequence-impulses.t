# proving game, the sequence of play as data (issue 12; doc/authoring.md
# "The sequence of play"): the sequence scenario's Move phase comes in
# three impulses, each with a Fire step for the other side after it
# (after_impulse).  The proving MP is 1: the allowance of an impulse
# never carries over to the next (impulse_resets by default: mp and
# finished, with defended and rally); the Fire step clears attacked and
# defended (resets:), so Blue's b1 strikes after each impulse; orders
# belong to their step; a hook keeps an impulse from ending
# (phase_may_end, sequence.tcl: no bow ends an impulse in woods, §7.4).
#! data: tests/data
#! args: -g proving -s sequence --seed 3
#! status: 1
> units
r1    0106 n        Red       Foot                 Red Foot
r2    0307 n        Red       Bow                  Red Bow
b1    0203 s        Blue      Foot                 Blue Foot
b2    0703 s        Blue      Bow                  Blue Bow
> status
Proving game, Impulses, stages and the end after an event
turn 1 of 6, Red Move phase, impulse 1 of 3 (§7)
end (§12): 2 turns after breakthrough, which has not come yet (without it the game ends with turn 6)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: auto (seed 3); orders: 0
> move r1 0105
r1 moves to 0105 (1 of 1 MP spent, §7)
# the impulse's one MP is spent
> move r1 0104
error: r1 cannot move: step 1 (0105 to 0104): entering 0104 costs 1 MP but r1 has 0 of 1 left (§7)
# attack belongs to the Fire step and the Fight phase
> attack r1 -> 0203
error: attack is an order of the Fire step after each impulse of the Move phase (§8) or Fight phase (§9); now: turn 1 of 6, Red Move phase, impulse 1 of 3 (§7)
> move r2 0406
r2 moves to 0406 (1 of 1 MP spent, §7)
> next
ended: turn 1 of 6, Red Move phase, impulse 1 of 3 (§7)
now: turn 1 of 6, Red Move phase, impulse 1 of 3: Blue Fire (§8)
# Blue's Fire step: Blue strikes, no one moves
> move b1 0204
error: move is an order of the Move phase (§7); now: turn 1 of 6, Red Move phase, impulse 1 of 3: Blue Fire (§8)
> move r1 0104
error: move is an order of the Move phase (§7); now: turn 1 of 6, Red Move phase, impulse 1 of 3: Blue Fire (§8)
> attack b1 -> 0105
error: b1 is not next to r1; mêlée attackers must be adjacent to the defender (§9.1)
> next
ended: turn 1 of 6, Red Move phase, impulse 1 of 3: Blue Fire (§8)
now: turn 1 of 6, Red Move phase, impulse 2 of 3 (§7)
# impulse 2: a new MP
> move r1 0104
r1 moves to 0104 (1 of 1 MP spent, §7)
> move r2 0506
r2 moves to 0506 (1 of 1 MP spent, §7)
> next
ended: turn 1 of 6, Red Move phase, impulse 2 of 3 (§7)
now: turn 1 of 6, Red Move phase, impulse 2 of 3: Blue Fire (§8)
> attack r1 -> 0203
error: r1 is Red, and it is the Blue Fire phase (§6)
> attack b1 -> 0104
odds: AF 2 against DF 2 is 2:2, that is 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
roll 2d6: 5+4 = 9, DRM -1, MDR 8 at 1:1: - (no effect, §9.1)
> attack b1 -> 0104
error: r1 has already been attacked this phase; a unit is attacked at most once a phase (§9)
> next
ended: turn 1 of 6, Red Move phase, impulse 2 of 3: Blue Fire (§8)
now: turn 1 of 6, Red Move phase, impulse 3 of 3 (§7)
# impulse 3: r2 into the woods, where a hook says it may not end the
# impulse; the refusal leaves the game as it was
> move r2 0505
r2 moves to 0505 (1 of 1 MP spent, §7)
> next
error: the impulse may not end yet: r2 may not end impulse 3 in woods (§7.4)
> undo
undone: move r2 0505
> move r2 0605
r2 moves to 0605 (1 of 1 MP spent, §7)
> next
ended: turn 1 of 6, Red Move phase, impulse 3 of 3 (§7)
now: turn 1 of 6, Red Move phase, impulse 3 of 3: Blue Fire (§8)
# the Fire step cleared attacked and defended: b1 strikes again
> attack b1 -> 0104
odds: AF 2 against DF 2 is 2:2, that is 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
roll 2d6: 2+4 = 6, DRM -1, MDR 5 at 1:1: M (Morale check, §9.1, 9.10)
morale check of r1 (steadiness 2, §9.10): 2d6: 3+3 = 6, DRM +0, MDR 6: holds
> next
ended: turn 1 of 6, Red Move phase, impulse 3 of 3: Blue Fire (§8)
now: turn 1 of 6, Red Fight phase (§9)
