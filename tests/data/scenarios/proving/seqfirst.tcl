# The proving game's Tcl rule for its seqfirst scenario (issue 12).
# Made up for the tests: in the Muster phase, which herald plays at the
# start of every turn, each side gains a point of resolve (§5), up to
# nine.  Like every hook it keeps no state of its own: resolve is the
# game's (herald::counter).
proc muster {turn side phase} {
    if {$phase ne "muster"} {
        return
    }
    foreach f {red blue} {
        set n [herald::counter $f resolve]
        if {$n < 9} {
            herald::counter $f resolve [incr n]
        }
    }
    herald::narrate "muster (§5), turn $turn: resolve Red\
        [herald::counter red resolve], Blue [herald::counter blue resolve]"
}

# The seqroll scenario's Muster rolls for its levies: at the set-up of
# turn 1 there is no order to journal the roll with, so it is refused
# (tests/transcripts/proving-sequence-first-dice.t).
proc muster_roll {turn side phase} {
    if {$phase eq "muster"} {
        herald::narrate "levies (§5): [herald::roll 1d6 levies]"
    }
}
