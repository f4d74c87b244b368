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

# Phase 5 (§4, §10): has either army reached its threshold?
proc army_morale {turn side phase} {
    if {$phase ne "victory"} {
        return
    }
    set past {}
    foreach f {york lancaster} {
        set lost [lost_strength $f]
        set limit [herald::threshold $f]
        if {$limit == 0} {
            continue    ;# no scenario, no threshold
        }
        herald::narrate "army morale (§10): [string totitle $f] has lost\
            $lost of its threshold $limit"
        if {$limit > 0 && $lost >= $limit} {
            dict set past $f [expr {$lost - $limit}]
        }
    }
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
            herald::narrate "both armies are past their thresholds by\
                $y: §10 names no winner; the scenario decides"
        }
    }
}

# For `status`.
proc standing {turn side phase} {
    foreach f {york lancaster} {
        if {[herald::threshold $f] == 0} { continue }
        herald::narrate "army morale (§10): [string totitle $f] has lost\
            [lost_strength $f] of its threshold [herald::threshold $f]"
    }
}
