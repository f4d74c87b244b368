# proving game, a turn that begins with phases herald plays at the
# set-up (issue 12; doc/authoring.md "The sequence of play"): the set-up
# has no order to journal dice with, so a Muster hook that rolls in turn
# 1 (scenario seqroll) makes `new` fail, saying why, and the game in
# play stays as it was.
#! data: tests/data
#! args: -g proving -s seqfirst --seed 3
#! status: 1
> new proving seqroll seed=3
error: seqfirst.tcl:25: hook muster_roll failed: herald::roll: the journal has no 1d6 roll here (turn 1 begins with phases herald plays at the set-up, before any order: no dice may be rolled there)
> status
Proving game, A turn that begins with herald's own phases
turn 1 of 4, Red Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 1, Blue 1
dice: auto (seed 3); orders: 0
