# The proving game's Tcl rules for the extension points of rulings
# (issue 12; doc/authoring.md, "Hooks: events, conditions and effects").
# Made up for the tests.  Like every hook they read the game through
# herald:: commands and keep no state of their own.

# A combat modifier's condition (when: hook): KIND ATTACKERS DEFENDER ID.
# §9.3: the defender has no friendly unit next to it.
proc proving_alone {kind attackers defender id} {
    set d [herald::unit $defender]
    foreach u [herald::units [dict get $d faction]] {
        if {$u ne $defender && [herald::distance [dict get $d hex]\
            [dict get [herald::unit $u] hex]] == 1} {
            return 0
        }
    }
    return 1
}

# §9.3: -1 for each attacker beyond the first; the hook gives the value.
proc proving_crowd {kind attackers defender id} {
    set n [llength $attackers]
    if {$n < 2} {
        return no
    }
    return "value [expr {1 - $n}]"
}

# Optional rule "omens": a condition whose answer is no truth value.
proc proving_omens {kind attackers defender id} {
    return maybe
}

# Optional rule "curse": a condition that fails.
proc proving_curse {kind attackers defender id} {
    error "the curse is not written yet"
}

# Optional rule "banners": a column shift (shift: 1) whose hook says
# yes while the defender stands on the north edge row.
proc proving_banner {kind attackers defender id} {
    return [string equal [string range [dict get [herald::unit $defender]\
        hex] 2 3] 01]
}

# A morale modifier's condition: UNIT on the north or south edge row.
proc proving_cornered {what unit id} {
    set row [string range [dict get [herald::unit $unit] hex] 2 3]
    return [expr {$row eq "01" || $row eq "08"}]
}

# The effect of the table result X, Shaken (effect: proving_shaken):
# RESULT KIND ATTACKERS DEFENDER UNITS.  §9.1: a shaken unit loses one
# vigour (the game's declared state); one with no vigour left breaks and
# is eliminated.
proc proving_shaken {result kind attackers defender units} {
    foreach u $units {
        set v [expr {[herald::counter $u vigour] - 1}]
        if {$v <= 0} {
            herald::eliminate $u "shaken, with no vigour left (§9.1)"
        } else {
            herald::counter $u vigour $v
            herald::narrate "$u is shaken but holds its ground:\
                vigour $v (§9.1)"
        }
    }
}
