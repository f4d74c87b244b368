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

# Special rules 1 and 3, asked before every order: the answer, if any,
# is why the order is refused.
proc special_orders {turn side phase verb args} {
    if {$verb eq "move" && [llength $args] > 0} {
        return [held_back $turn [order_unit [lindex $args 0]]]
    }
    if {$verb in {attack fire}} {
        foreach w $args {
            if {$w eq "->"} { break }
            if {[order_unit $w] eq "y25"} {
                return "Lovelace's Kentishmen (y25) never attack\
                    (special rule 3)"
            }
        }
        if {$verb eq "fire" && [order_unit [lindex $args 0]] eq "y25"} {
            return "Lovelace's Kentishmen (y25) never attack\
                (special rule 3)"
        }
    }
    return ""
}

# The unit an order's word names, by id or by the hex it stands in, or
# "" (the order itself then says what is wrong with the word).
proc order_unit {word} {
    if {$word in [herald::units]} { return $word }
    if {[catch {dict get [herald::hex $word] unit} u]} { return "" }
    return $u
}

# Special rule 1: Warwick's army comes into action one battle at a time.
# A battle is released on its turn, or as soon as a Lancastrian unit is
# within 3 hexes of one of its units, or once one of its units has left
# its set-up hex (it was released before, or was driven back: either way
# it is in the fight).  Read from the game as it stands, the rule needs
# no memory of its own.
proc held_back {turn id} {
    set groups {
        2 {y05 y21 y22 y26 y06 y24}
        4 {y03 y04 y13 y14 y15 y16 y19 y20 y23 y25 y18}
    }
    foreach {from group} $groups {
        if {$id ni $group || $turn >= $from} { continue }
        foreach g $group {
            set u [herald::unit $g]
            if {[dict get $u hex] eq ""} { continue }
            if {[dict get $u hex] ne [dict get $u setup]} { return "" }
            foreach l [herald::units lancaster] {
                set lh [dict get [herald::unit $l] hex]
                if {[herald::distance $lh [dict get $u hex]] <= 3} {
                    return ""
                }
            }
        }
        return "[dict get [herald::unit $id] name] ($id) may not move\
            before turn $from unless the enemy comes within 3 hexes of\
            its battle (special rule 1: Warwick's battles came into\
            action one by one)"
    }
    return ""
}

# Special rule 3: at the start of each York movement phase with a
# Lancastrian combat unit within 2 hexes of Lovelace's Kentishmen, York
# rolls a die; on 1-3 Lovelace goes over and the unit is out of play,
# counted as eliminated.
proc lovelace {turn side phase} {
    if {$side ne "york" || $phase ne "movement"} { return }
    set k [herald::unit y25]
    if {[dict get $k hex] eq ""} { return }
    foreach id [herald::units lancaster] {
        set u [herald::unit $id]
        if {[dict get $u type] in {commander baggage}} { continue }
        if {[herald::distance [dict get $u hex] [dict get $k hex]] <= 2} {
            set d [herald::roll 1d6 "Lovelace's loyalty (special rule 3,\
                1-3: he goes over)"]
            if {$d <= 3} {
                herald::eliminate y25 "Lovelace goes over to the\
                    Lancastrians (special rule 3)"
            } else {
                herald::narrate "Lovelace stays with Warwick for now"
            }
            return
        }
    }
}
