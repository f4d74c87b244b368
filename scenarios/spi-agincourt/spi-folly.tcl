# spi-folly.tcl: the special rules of King Harry's Folly (SPI's
# Agincourt 20.33), loaded by king-harrys-folly.yaml's hooks: script:
# after setups.tcl.  spi-agincourt.tcl's dispatchers call the
# spi_scenario_* procs defined here.
#
#  - 20.33B: a French combat unit may not move (or turn) until an English
#    longbow has fired on it: `fire` allocated at it (binding, 8.0) sets
#    its `fired_on` flag.
#  - 20.33C: once fired on it spends its whole allowance each impulse,
#    and never ends a move nearer its own edge than it began (toward the
#    English line: a move may not lower its column; reconstructed: R60).
#    The impulse may not end while one owes movement, unless it is
#    blocked (spi_ahead_blocked) or stands next to an English combat unit.
#  - 20.33D: each French unit eliminated earns one release (`releases`
#    counts those used): the first move of a unit not fired on, while a
#    release is left, uses one and the unit is `released` for the game.
#  - A unit fired on or released is free of line movement (R61).
#  - 20.33E: spi-morale.tcl's (a unit hit by arrows checks morale).
#  - 20.33F: with 30 French casualties (11.1) every French unit is free.

proc spi_folly_french_combat {u} {
    if {[catch {herald::unit $u} d]} {
        return 0
    }
    return [expr {[dict get $d faction] eq "french" && [spi_is_combat $u]}]
}

proc spi_folly_mobilized {} {
    return [expr {[herald::counter french casualties] >= 30}]
}

proc spi_folly_releases_left {} {
    return [expr {[herald::eliminated french] - [herald::counter french releases]}]
}


# 20.33B-D move the French one by one, as each is shot at or released:
# such a unit is free of line movement (5.31 would hold it to the pace of
# a line that may not move; reconstructed: R61)
proc spi_folly_unline {u} {
    if {[spi_value $u free] eq "0"} {
        herald::counter $u free 1
    }
}

# 20.33C: bound to move its full allowance toward the English
proc spi_folly_bound {u} {
    return [expr {[spi_folly_french_combat $u] && [spi_value $u fired_on] eq "1" &&
        [spi_value $u released] ne "1" && ![spi_folly_mobilized]}]
}

proc spi_scenario_order {turn side phase verb args} {
    if {$verb ni {move face}} {
        return ""
    }
    set u [lindex $args 0]
    if {![spi_folly_french_combat $u] || [spi_folly_mobilized] ||
            [spi_value $u released] eq "1"} {
        return ""
    }
    if {[spi_value $u fired_on] eq "1"} {
        if {$verb eq "move"} {
            set to [lindex $args end]
            if {[regexp {^[0-9]{4}$} $to] &&
                    [spi_ahead_col [list $to]] < [spi_ahead_col [spi_hexes $u]]} {
                return "$u was fired on by a longbow and must move toward\
                    the English line: it may not end a move nearer the\
                    French edge than it began (§20.33C, reconstructed: R60)"
            }
        }
        return ""
    }
    if {[spi_folly_releases_left] > 0} {
        return ""
    }
    set n [herald::eliminated french]
    return "$u may not move: no English longbow has fired on it yet\
        (§20.33B); no release is left: $n French unit[expr {$n == 1 ? "" : "s"}]\
        eliminated, [herald::counter french releases] released (§20.33D)"
}

proc spi_scenario_order_done {turn side phase verb args} {
    if {$verb eq "fire" && [llength $args] >= 3} {
        set f [lindex $args 0]
        set t [lindex $args 2]
        if {[catch {herald::unit $t}]} {
            set t [spi_unit_of $t]
        }
        if {[catch {herald::unit $f}] || [spi_type $f] ne "longbow" ||
                ![spi_folly_french_combat $t] || [spi_value $t fired_on] eq "1"} {
            return
        }
        herald::counter $t fired_on 1
        spi_folly_unline $t
        if {[spi_value $t released] ne "1" && ![spi_folly_mobilized]} {
            herald::narrate "$t has been fired on by a longbow: from its next\
                impulse on it must move its full allowance toward the\
                English line (§20.33B, §20.33C)"
        }
        return
    }
    if {$verb ni {move face}} {
        return
    }
    set u [lindex $args 0]
    if {[catch {herald::unit $u}]} {
        set u [spi_unit_of [lindex $args end]]
    }
    if {![spi_folly_french_combat $u] || [spi_folly_mobilized] ||
            [spi_value $u released] eq "1" || [spi_value $u fired_on] eq "1"} {
        return
    }
    herald::counter $u released 1
    spi_folly_unline $u
    spi_add french releases 1
    herald::narrate "$u is released to move freely for the rest of the game:\
        one release for each French unit eliminated, [spi_folly_releases_left]\
        left (§20.33D)"
}




proc spi_scenario_may_end {turn side phase} {
    if {$side ne "french" || $phase ne "movement" ||
            [dict get [herald::phase] step] ne ""} {
        return ""
    }
    foreach u [herald::units french] {
        if {[spi_folly_bound $u]} {
            set r [spi_ahead_owed $u "§20.33C"]
            if {$r ne ""} {
                return "$r; one blocked (no open step toward the English\
                    for the MP left) or next to an English unit owes nothing"
            }
        }
    }
    return ""
}

proc spi_scenario_standing {} {
    set fired {}
    set free {}
    foreach u [herald::units french] {
        if {[spi_value $u released] eq "1"} {
            lappend free $u
        } elseif {[spi_value $u fired_on] eq "1"} {
            lappend fired $u
        }
    }
    if {[spi_folly_mobilized]} {
        herald::narrate "the French are mobilized: [herald::counter french casualties]\
            casualties, every French unit moves freely (§20.33F)"
        return
    }
    herald::narrate "French fired on (moving their full allowance):\
        [expr {[llength $fired] ? [join $fired {, }] : "none"}] (§20.33B, §20.33C);\
        released: [expr {[llength $free] ? [join $free {, }] : "none"}],\
        [spi_folly_releases_left] release[expr {[spi_folly_releases_left] == 1 ? "" : "s"}]\
        left (§20.33D); French casualties [herald::counter french casualties] of\
        30 to mobilize (§20.33F)"
}

# §20.34: English units may leave by the north edge (the core's exit
# mechanism, game.yaml rules: exit:, counts them in `exited`); the game's
# order hook refuses `leave` in a scenario without this proc.
proc spi_scenario_exits {} {
    return 1
}
