# Hooks of the First Battle of St Albans (22 May 1455): the special
# victory conditions of first-st-albans.yaml (reconstructed).

# Special rule 3: the king stands with the Lancastrian baggage; if it is
# taken, York wins at once.
proc king_taken {turn side phase} {
    if {"l07" in [herald::lost lancaster]} {
        herald::declare york "major victory: King Henry VI is taken with\
            the Lancastrian baggage (special rule 3)"
    }
}

# Special rule 4: at the end, if neither army has passed its threshold
# (§10; st-albans.tcl), York needs a combat unit in the market place
# (1416) or St Peter's Street (1410-1415).
proc end_of_battle {turn side phase} {
    if {![neither_army_broken]} {
        herald::narrate "special rule 4 does not apply: an army has passed\
            its threshold (§10)"
        return
    }
    set held {1410 1411 1412 1413 1414 1415 1416}
    foreach id [herald::units york] {
        set u [herald::unit $id]
        if {[dict get $u type] in {commander baggage}} { continue }
        if {[dict get $u hex] in $held} {
            herald::declare york "minor victory: [dict get $u name]\
                holds [dict get $u hex] in the heart of the town at the\
                end (special rule 4)"
            return
        }
    }
    herald::declare lancaster "minor victory: no York unit holds the market\
        place or St Peter's Street at the end (special rule 4)"
}
