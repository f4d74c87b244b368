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

# "no hex", "1 hex", "N hexes".
proc hexes {n} {
    switch -- $n {
        0 { return "no hex" }
        1 { return "1 hex" }
        default { return "$n hexes" }
    }
}

# Special rule 6: at the end, if neither army has passed its threshold
# (§10; st-albans.tcl), Lancaster needs combat units on two hexes of the
# Sandridge road north-east of 1409.
proc end_of_battle {turn side phase} {
    if {![neither_army_broken]} {
        herald::narrate "special rule 6 does not apply: an army has passed\
            its threshold (§10)"
        return
    }
    set road {1509 1608 1708 1807 1907 2006 2106 2205 2305 2404 2504 2603}
    set held 0
    foreach id [herald::units lancaster] {
        set u [herald::unit $id]
        if {[dict get $u type] in {commander baggage}} { continue }
        if {[dict get $u hex] in $road} { incr held }
    }
    if {$held >= 2} {
        herald::declare lancaster "minor victory: Lancaster holds\
            [hexes $held] of the Sandridge road at the end (special rule 6)"
    } else {
        herald::declare york "minor victory: Lancaster holds [hexes $held]\
            of the Sandridge road at the end, not two: the road to London\
            stays barred (special rule 6)"
    }
}

# Special rules 1 and 3, asked before every order: the answer, if any,
# is why the order is refused.
proc special_orders {turn side phase verb args} {
    if {$verb eq "move" && [llength $args] > 0} {
        return [held_back $turn [order_unit [lindex $args 0]]]
    }
    # The attackers: the words before "->" of an attack, the first word
    # of fire (the second is its target, which may well be y25).
    set attackers {}
    if {$verb eq "attack"} {
        set attackers $args
        if {[set arrow [lsearch -exact $args "->"]] >= 0} {
            set attackers [lrange $args 0 [expr {$arrow - 1}]]
        }
    } elseif {$verb eq "fire"} {
        set attackers [lrange $args 0 0]
    }
    foreach w $attackers {
        if {[order_unit $w] eq "y25"} {
            return "Lovelace's Kentishmen (y25) never attack\
                (special rule 3)"
        }
    }
    return ""
}

# The unit an order's word names, by its id (herald hands the hooks the
# canonical id of a unit named any other way) or by the hex it stands
# in, or "" (the order itself then says what is wrong with the word).
proc order_unit {word} {
    if {$word in [herald::units]} { return $word }
    if {[catch {dict get [herald::hex $word] unit} u]} { return "" }
    return $u
}

# Special rule 1: Warwick's army comes into action one battle at a time.
# Each battle is held until its turn, and released early, on its own, as
# soon as a Lancastrian unit is within 3 hexes of one of its units, or
# once one of its units has left its set-up hex (it was released before,
# or was driven back: either way it is in the fight).  Read from the game
# as it stands, the rule needs no memory of its own.
#
# The battles, with the turn each may move from.  reconstructed: which
# unit belongs to which battle follows the set-up and the accounts
# (second-st-albans.yaml): Arundel's retinue and Lovelace's Kentishmen
# stand in Warwick's battle, Bonville and Kyriell guard the baggage with
# the king, and the prickers on the Sandridge road are a group of their
# own.  The archers in the town (y27, y28) are never held.
proc battles {} {
    return {
        {2 "Montagu's battle" {y05 y21 y22 y26}}
        {2 "the baggage and its guard" {y06 y24}}
        {4 "Warwick's battle" {y03 y13 y14 y15 y16 y23 y25}}
        {4 "Norfolk's battle" {y04 y19 y20}}
        {4 "the prickers" {y18}}
    }
}

proc held_back {turn id} {
    foreach b [battles] {
        lassign $b from name group
        if {$id ni $group} { continue }
        if {$turn >= $from} { return "" }
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
            $name (special rule 1: Warwick's battles came into action one\
            by one)"
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

# For `status`: which of Warwick's battles are still held (special rule
# 1), asked of the first unit of each as if it were to move now.
proc held_battles {turn side phase} {
    set held {}
    foreach b [battles] {
        lassign $b from name group
        if {[held_back $turn [lindex $group 0]] ne ""} {
            lappend held "$name (until turn $from)"
        }
    }
    if {[llength $held] == 0} {
        herald::narrate "special rule 1: all of Warwick's battles are in\
            action"
    } else {
        herald::narrate "special rule 1: still held: [join $held {, }]"
    }
}
