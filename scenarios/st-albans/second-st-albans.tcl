# Hooks of the Second Battle of St Albans (17 February 1461): the special
# victory conditions of second-st-albans.yaml (reconstructed).

# Special rule: the king is kept with the Yorkist baggage; if it is
# taken, Lancaster wins at once.
proc king_recovered {turn side phase} {
    if {"y06" in [herald::lost york]} {
        herald::declare lancaster "major victory: King Henry VI is\
            recovered with the Yorkist baggage (special rule)"
    }
}

# At the end, Lancaster needs combat units on two hexes of the Sandridge
# road north-east of 1409.
proc end_of_battle {turn side phase} {
    set road {1509 1608 1708 1807 1907 2006 2106 2205 2305 2404 2504 2603}
    set held 0
    foreach id [herald::units lancaster] {
        set u [herald::unit $id]
        if {[dict get $u type] in {commander baggage}} { continue }
        if {[dict get $u hex] in $road} { incr held }
    }
    if {$held >= 2} {
        herald::declare lancaster "minor victory: Lancaster holds $held\
            hexes of the Sandridge road at the end (special rule)"
    } else {
        herald::declare york "minor victory: Lancaster holds only $held\
            hex(es) of the Sandridge road at the end: the road to London\
            stays barred (special rule)"
    }
}
