#! args: -g proving-lines --seed 1
#! data: tests/data
#! status: 1
# Line formations (rules: movement: line_formation:; src/lineform.c;
# spi-agincourt 5.41-5.43) on the proving-lines game, whose grid is laid
# out as SPI's (flat-topped columns, even columns low, north toward column
# 01, hexes CCRR), so the book's own examples are played with their own
# hexes.  French units face s (their front: the two hexes of the next
# column), English n.
#
# 5.41, the book's example: from 3023 a unit may not enter 3123 while
# enemy combat units hold 3122 and 3124.  3123 is the only hex next to
# both (3123 is in front of 3023, 3124 too).
> units
f3    3023 s        French    Men-at-arms          Hain
e1    3122 n        English   Men-at-arms          York
e2    3124 n        English   Men-at-arms          Camoys
(9 counters of the game are not in this battle; add the word all to list them)
> move f3 3123
error: f3 cannot move: step 1 (3023 to 3123): 3123 is the only hex next to both e1 and e2, enemy combat units: their line closes it to f3 (§5.41)
> why
move f3 3123: refused: f3 cannot move: step 1 (3023 to 3123): 3123 is the only hex next to both e1 and e2, enemy combat units: their line closes it to f3 (§5.41)
# 5.42, the book's example: from 3023 a unit may not enter 3123 while
# enemy combat units hold 3124 and 3022.  3123 is not the only hex
# next to both (3023 is too), but 3124 and 3022 are not next to each
# other and f3 would go straight from one hex next to both into another.
> new proving-lines through
new game: Proving game (lines), Through a line, 5.42 (seed 1)
> units
f3    3023 s        French    Men-at-arms          Hain
e1    3124 n        English   Men-at-arms          York
e2    3022 n        English   Men-at-arms          Camoys
(9 counters of the game are not in this battle; add the word all to list them)
> move f3 3123
error: f3 cannot move: step 1 (3023 to 3123): 3023 is next to both e2 and e1, enemy combat units not next to each other, and so is 3123: f3 may not go straight from one to the other (§5.42)
# 5.43: a hex next to one enemy combat unit only is free; a leader (Henry
# V in 3122) links no line (the game's `not: [leader]`).
> new proving-lines single
new game: Proving game (lines), Next to one enemy, 5.43 (seed 1)
> move f3 3123
f3 moves to 3123 (0.5 of 1 MP spent, §5.0)
# A battle on two hexes is judged half by half, each half's step from its
# hex into the one it enters.  f1 on 2815+2816 (facing s: its front is
# 2915, 2916 and 2917) may not step into 2916+2917: its second half would
# enter 2917, the only hex next to both e3 in 2817 and e2 in 3016 (5.41).
> units
f1    2815+2816 s   French    Battle               Alencon
f3    3123 s        French    Men-at-arms          Hain
e1    3124 n        English   Men-at-arms          York
e2    3016 n        English   Men-at-arms          Camoys
e3    2817 n        English   Longbow              Kings Own
el    3122 n        English   Leader               Henry V
(6 counters of the game are not in this battle; add the word all to list them)
> move f1 2916
error: f1 cannot move: step 1 (2815+2816 to 2916): 2917 is the only hex next to both e2 and e3, enemy combat units: their line closes it to f1 (§5.41)
# It may step into 2915+2916: 2915 is next to no enemy, 2916 to e2 only.
> move f1 2915
f1 moves to 2915+2916 (0.5 of 1 MP spent, §5.2)
> units
f1    2915+2916 s   French    Battle               Alencon
f3    3123 s        French    Men-at-arms          Hain
e1    3124 n        English   Men-at-arms          York
e2    3016 n        English   Men-at-arms          Camoys
e3    2817 n        English   Longbow              Kings Own
el    3122 n        English   Leader               Henry V
(6 counters of the game are not in this battle; add the word all to list them)
