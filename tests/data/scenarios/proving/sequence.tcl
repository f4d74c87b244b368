# The proving game's Tcl rules for its sequence of play (issue 12).
# Made up for the tests; like every hook they keep no state of their
# own: what they must remember is the game's (herald::event).

# §11: herald plays the Supply phase: a roll for supply.
proc begins {turn side phase} {
    if {$phase eq "supply"} {
        set p [herald::phase]
        herald::narrate "supply (§11), turn $turn of\
            [dict get $p last_turn]: [herald::roll 2d6 {supply}]"
    }
}

# §7.4: a bow may not end a Move impulse in woods.
proc may_end {turn side phase} {
    if {$phase ne "move"} {
        return
    }
    foreach u [herald::units $side] {
        set d [herald::unit $u]
        if {[dict get $d type] eq "bow" &&
            [dict get [herald::hex [dict get $d hex]] terrain] eq "woods"} {
            return "$u may not end impulse [dict get [herald::phase]\
                impulse] in woods (§7.4)"
        }
    }
}

# §12: the breakthrough comes when a Red unit stands on row 03 or
# nearer the Blue edge; the game ends two turns after it.
proc watch {turn side phase} {
    if {[herald::when breakthrough] > 0} {
        return
    }
    foreach u [herald::units red] {
        scan [string range [dict get [herald::unit $u] hex] 2 3] %d row
        if {$row <= 3} {
            herald::event breakthrough
            return
        }
    }
}
