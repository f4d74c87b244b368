# The game's own hooks for The Battle of Agincourt: the victory rules of
# §14, which hold for every game, the historical deployment or a board
# the players set up themselves (§2, `new empty` and `place`).  The
# scenario's own hooks are in its script (historical.tcl).
#
# Untrusted data like every hook: it runs in a safe interpreter, reads
# the game through herald:: commands (herald::eliminated counts the
# eliminated units) and records a result with herald::declare.  It keeps
# no state of its own.

# The French victory points of §14.2: one per English unit eliminated, one
# per French unit on or south of row 19 (four hexes or fewer from the
# south edge).
proc french_points {} {
    set points [herald::eliminated english]
    set deep 0
    foreach id [herald::units french] {
        set hex [dict get [herald::unit $id] hex]
        if {[scan [string range $hex 2 3] %d] >= 19} {
            incr deep
        }
    }
    return [list [expr {$points + $deep}] $points $deep]
}

# §14.1: sudden death, checked after every order.
proc check_victory {turn side phase} {
    set french [herald::eliminated french]
    set english [herald::eliminated english]
    if {$french >= 35} {
        herald::declare english "sudden death: $french French units\
            eliminated, 35 or more (§14.1)"
    } elseif {$english >= 25} {
        herald::declare french "sudden death: $english English units\
            eliminated, 25 or more (§14.1)"
    }
}

# "1 French victory point", "2 French victory points".
proc count {n what} {
    if {$n == 1} { return "1 $what" }
    return "$n ${what}s"
}

# §14.2: after turn 8, the French victory points decide.
proc final_victory {turn side phase} {
    lassign [french_points] total lost deep
    set how "[count $total {French victory point}] ([count $lost\
        {English unit}] eliminated, [count $deep {French unit}] on or\
        south of row 19)"
    if {$total >= 25} {
        herald::declare french "$how: 25 or more (§14.2)"
    } else {
        herald::declare english "$how: fewer than 25 (§14.2)"
    }
}

# For `status`: where victory stands now.
proc standing {turn side phase} {
    lassign [french_points] total lost deep
    herald::narrate "victory (§14): French [herald::eliminated french]\
        of 35 lost, English $lost of 25 lost; French victory points\
        $total of 25 ($deep French units on or south of row 19)"
}
