# The game's own hooks for Les Batailles de St Albans: the army morale
# thresholds of §10, checked in phase 5 of every turn.
#
# Untrusted data like every hook: it runs in a safe interpreter, reads
# the game through herald:: commands and records a result with
# herald::declare.  It keeps no state of its own.

# §10: the strength of a faction's eliminated units, a commander's +4, a
# baggage train's +2.
proc lost_strength {faction} {
    set total 0
    foreach id [herald::lost $faction] {
        set u [herald::unit $id]
        incr total [dict get $u str]
        switch -- [dict get $u type] {
            commander { incr total 4 }
            baggage { incr total 2 }
        }
    }
    return $total
}

# §10: the armies that have passed their thresholds (reaching one is
# passing it), as a dict: faction -> how far past (lost minus threshold).
proc past_thresholds {} {
    set past {}
    foreach f {york lancaster} {
        set limit [herald::counter $f threshold]
        if {$limit <= 0} {
            continue    ;# no scenario, no threshold
        }
        set lost [lost_strength $f]
        if {$lost >= $limit} {
            dict set past $f [expr {$lost - $limit}]
        }
    }
    return $past
}

# §10 on both armies past their thresholds by the same amount:
# "the player whose army has passed the threshold by the least achieves
# a minor victory" names no one.  reconstructed: both armies break and
# the battle ends there, a draw, at that victory check; no scenario rule
# for the end of the battle applies (they are for "neither army has
# passed its threshold").  The answer is why, or "" when it is no draw.
proc drawn {} {
    set past [past_thresholds]
    if {[dict size $past] != 2} {
        return ""
    }
    set y [dict get $past york]
    if {$y != [dict get $past lancaster]} {
        return ""
    }
    if {$y == 0} {
        set how "both armies have reached their thresholds exactly"
    } else {
        set how "both armies are past their thresholds by the same $y"
    }
    return "$how (§10 names no winner; reconstructed: both armies break\
        and the battle ends in a draw)"
}

# Phase 5 (§4, §10): has either army reached its threshold?
proc army_morale {turn side phase} {
    if {$phase ne "victory"} {
        return
    }
    foreach f {york lancaster} {
        set limit [herald::counter $f threshold]
        if {$limit == 0} {
            continue    ;# no scenario, no threshold
        }
        herald::narrate "army morale (§10): [string totitle $f] has lost\
            [lost_strength $f] of its threshold $limit"
    }
    set past [past_thresholds]
    set other [dict create york lancaster lancaster york]
    if {[dict size $past] == 1} {
        set broken [lindex [dict keys $past] 0]
        herald::declare [dict get $other $broken] "major victory: the\
            [string totitle $broken] army has reached its morale\
            threshold (§10)"
    } elseif {[dict size $past] == 2} {
        # both broken: the one past by less wins a minor victory
        set y [dict get $past york]
        set l [dict get $past lancaster]
        if {$y < $l} {
            herald::declare york "minor victory: both armies are past\
                their thresholds, York by less ($y against $l) (§10)"
        } elseif {$l < $y} {
            herald::declare lancaster "minor victory: both armies are past\
                their thresholds, Lancaster by less ($l against $y) (§10)"
        } else {
            herald::declare draw [drawn]
        }
    }
}

# The scenarios' rules for the end of the battle apply only if neither
# army has passed its threshold (§10).
proc neither_army_broken {} {
    return [expr {[dict size [past_thresholds]] == 0}]
}

# For `status`.
proc standing {turn side phase} {
    foreach f {york lancaster} {
        if {[herald::counter $f threshold] == 0} { continue }
        herald::narrate "army morale (§10): [string totitle $f] has lost\
            [lost_strength $f] of its threshold [herald::counter $f threshold]"
    }
}
