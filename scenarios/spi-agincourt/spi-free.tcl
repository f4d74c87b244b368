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
        set e [spi_ahead_in_range $u english longbow]
        if {$e eq ""} {
            continue
        }
        if {[spi_type $u] in {crossbow shortbow}} {
            set t [spi_ahead_in_range $u english ""]
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
            [spi_ahead_col [list $to]] < [spi_ahead_col [spi_hexes $u]]} {
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
            set r [spi_ahead_owed $u "§20.23C"]
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
