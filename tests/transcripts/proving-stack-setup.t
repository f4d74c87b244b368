#! args: -g proving-stack --seed 3
#! data: tests/data
# A scenario's set-up refused at its line (src/board.c board_setup, the
# board's words for the records of src/board-stack.c and src/apart.c):
# a Green lord stacked on the White foot (6.13), a crossbow next to a
# friendly foot (5.18, placement: true).
#! status: 1
> new proving-stack bad-contingent
error: proving-stack/bad-contingent.yaml:8:3: in 0205, gl (Green) may stand only with a friendly combat unit that is Green too, and wf is White (§6.13)
> new proving-stack bad-apart
error: proving-stack/bad-apart.yaml:9:3: 0904 is next to the friendly wf in 0803: a Crossbow and a Foot may not stand next to each other (§5.18)
> new proving-stack apart
new game: Proving game (stacking by marks), Kept apart (seed 3)
> status
Proving game (stacking by marks), Kept apart
turn 1 of 4, Red Move phase (§5)
units eliminated: Red 0, Blue 0
ransom of leaders captured: Red 0, Blue 0 (§12.35)
dice: auto (seed 3); orders: 0
