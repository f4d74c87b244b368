# spi-free.tcl: the special rules of the French Free Deployment (SPI's
# Agincourt 20.23), loaded by free-deployment.yaml's hooks: script: after
# setups.tcl; open-field.yaml loads it too (20.43 = 20.23 + D, E) and
# spi-open.tcl after it.
#
#  - 20.23A: the game's own ground (dry: clear 1/2 MP, 7.21; Woods barred,
#    terrain.yaml).  20.23B: setups.tcl's `setup check` (lines of four)
#    and the core's line movement (game.yaml rules: line_movement:, 5.31).
#  - 20.23C: as the French Movement phase begins, every French combat
#    unit within range of an English longbow (its `range`) is `obliged`:
#    each impulse of that phase it spends its whole allowance (reconstructed
#    R62: "full allowance" per impulse, 5.12 giving a new one each; and
#    toward the English line, as 20.33C: a move may not lower its column).
#    A French crossbow or shortbow with an English unit within its own
#    range is not obliged (it may stand and fire).  A blocked unit (no
#    open step se or sw for the MP left) or one next to an English combat
#    unit owes nothing more.

proc spi_free_in_range {u side types} {
    set best ""
    foreach e [herald::units $side] {
        if {![spi_is_combat $e] || ($types ne "" && [spi_type $e] ni $types)} {
            continue
        }
        set r [dict get [herald::unit $e] range]
        if {$types eq ""} {
            set r [dict get [herald::unit $u] range]
        }
        foreach a [spi_hexes $u] {
            foreach b [spi_hexes $e] {
                if {[herald::distance $a $b] <= $r} {
                    return $e
                }
            }
        }
    }
    return ""
}

proc spi_free_col {hexes} {
    set c 99
    foreach h $hexes {
        set c [expr {min($c, [scan [string range $h 0 1] %d])}]
    }
    return $c
}

# 20.23C (as spi-folly.tcl for 20.33C): blocked when no step south-east or south-west (toward
# the English) is open to it for the MP it has left: off the map, Woods, a
# combat unit there, or dearer than what is left (a unit on two hexes
# needs both halves to step the same way)
# §5.18 (game.yaml rules: apart:): a French archer unit (crossbow,
# shortbow, the battery) never stands next to another French combat
# unit, nor a combat unit next to one; 1 when U may stand on the hexes
# dest as far as that rule goes (a step it forbids is no open step)
proc spi_free_apart {u dest} {
    set archers {crossbow shortbow artillery}
    set mine [expr {[spi_type $u] in $archers}]
    # each French unit once (the hook's command limit), not each hex
    foreach o [herald::units french] {
        if {$o eq $u || ![spi_is_combat $o]} { continue }
        if {!$mine && [spi_type $o] ni $archers} { continue }
        foreach a [spi_hexes $o] {
            foreach h $dest {
                if {[herald::distance $a $h] == 1 && $a ni $dest} { return 0 }
            }
        }
    }
    return 1
}

proc spi_free_blocked {u left} {
    foreach dir {se sw} {
        set ok 1
        set dest {}
        foreach h [spi_hexes $u] {
            set to [herald::board neighbour $h $dir]
            if {$to eq "" || [spi_woods $to]} {
                set ok 0
                break
            }
            set there [spi_combat_in $to]
            if {[llength $there] && $u ni $there} {
                set ok 0
                break
            }
            if {[herald::board cost $h $to] > $left} {
                set ok 0
                break
            }
            lappend dest $to
        }
        if {$ok && ![spi_free_apart $u $dest]} {
            set ok 0
        }
        if {$ok} {
            return 0
        }
    }
    return 1
}

proc spi_free_at_enemy {u} {
    # each English unit once (the hook's command limit: spi_combat_in
    # would look at every unit for each of the twelve hexes around)
    set mine [spi_hexes $u]
    foreach e [herald::units english] {
        if {![spi_is_combat $e]} { continue }
        foreach b [spi_hexes $e] {
            foreach a $mine {
                if {[herald::distance $a $b] == 1} { return 1 }
            }
        }
    }
    return 0
}

# The movement a unit still owes in this impulse (20.23C, 20.33C), as a
# phrase, or ""
proc spi_free_owed {u section} {
    set d [herald::unit $u]
    if {[dict get $d hex] eq "" || [spi_value $u pinned] eq "1" ||
            [spi_value $u held] eq "1" || [spi_value $u routed] eq "1"} {
        return ""
    }
    set left [expr {[dict get $d mp] - [dict get $d mp_spent]}]
    if {$left <= 0 || [spi_free_at_enemy $u] || [spi_free_blocked $u $left]} {
        return ""
    }
    return "$u has spent [dict get $d mp_spent] of its [dict get $d mp] MP\
        and must move its full allowance ($section)"
}

proc spi_free_phase_start {turn side phase} {
    set p [herald::phase]
    if {$side ne "french" || $phase ne "movement" || [dict get $p impulse] != 1 ||
            [dict get $p step] ne ""} {
        return
    }
    foreach u [herald::units french] {
        if {![spi_is_combat $u]} {
            continue
        }
        set e [spi_free_in_range $u english longbow]
        if {$e eq ""} {
            continue
        }
        if {[spi_type $u] in {crossbow shortbow}} {
            set t [spi_free_in_range $u english ""]
            if {$t ne ""} {
                herald::narrate "$u may stand and fire: $t is within its\
                    range (§20.23C)"
                continue
            }
        }
        herald::counter $u obliged 1
        herald::narrate "$u begins its Movement phase within range of $e:\
            it must move its full allowance each impulse (§20.23C,\
            reconstructed: R62)"
    }
}

proc spi_free_order {turn side phase verb args} {
    if {$verb ne "move"} {
        return ""
    }
    set u [lindex $args 0]
    # a routed unit flees by 11.21, whatever 20.23C asked of it
    if {[catch {herald::unit $u}] || [spi_value $u obliged] ne "1" ||
            [spi_value $u routed] eq "1"} {
        return ""
    }
    set to [lindex $args end]
    if {[regexp {^[0-9]{4}$} $to] &&
            [spi_free_col [list $to]] < [spi_free_col [spi_hexes $u]]} {
        return "$u must move its full allowance toward the English line: it\
            may not end a move nearer the French edge than it began\
            (§20.23C, reconstructed: R62)"
    }
    return ""
}

proc spi_free_may_end {turn side phase} {
    if {$side ne "french" || $phase ne "movement" ||
            [dict get [herald::phase] step] ne ""} {
        return ""
    }
    foreach u [herald::units french] {
        if {[spi_value $u obliged] eq "1"} {
            set r [spi_free_owed $u "§20.23C"]
            if {$r ne ""} {
                return "$r; one blocked (no open step toward the English\
                    for the MP left) or next to an English unit owes nothing"
            }
        }
    }
    return ""
}

proc spi_scenario_phase_start {turn side phase} { spi_free_phase_start $turn $side $phase }
proc spi_scenario_order {turn side phase verb args} { return [spi_free_order $turn $side $phase $verb {*}$args] }
proc spi_scenario_may_end {turn side phase} { return [spi_free_may_end $turn $side $phase] }
