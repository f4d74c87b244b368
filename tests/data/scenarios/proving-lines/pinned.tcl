# The proving-lines game's pinned scenario: a unit pinned (5.16: out of
# its line, 5.33) and one free of line movement (5.31: it has eliminated
# an enemy unit), set as the game begins.  Like every hook this sets the
# game through herald:: commands and keeps nothing of its own.
proc pin_and_free {args} {
    herald::counter f3 pinned 1
    herald::counter f2 free 1
}
