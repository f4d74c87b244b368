# SPI's Agincourt, 20.1 Historical Scenario: the programmed French
# movement of 20.13 D and E (with the October 1979 errata: the third
# line on Game-Turn Five), and 18.0's Fait du Mort placement.
# ROUGH FIRST CUT (helper "historical"): the procs spi_hist_may_move,
# spi_hist_obliged and spi_hist_forward_hexes are the interface the
# solitaire programme calls; 20.13C and F and the may_end enforcement are
# not in yet (see /work/notes/report-historical.md).

# §20.13D (errata): the Game-Turn each line of battle is released.
# reconstructed: the lines are the counters' marks (units.yaml):
# front-cavalry, first-line (10xx, 5.31 errata), archers, second-line,
# third-line.
proc spi_hist_release {} {
    return {front-cavalry 1 first-line 2 archers 3 second-line 4 third-line 5}
}

proc spi_hist_line {u} {
    set m [herald::board marks $u]
    foreach {line t} [spi_hist_release] {
        if {$line in $m} { return $line }
    }
    return ""
}

proc spi_hist_turn {} {
    return [dict get [herald::phase] turn]
}

# "" or the refusal, with its section.  Only French combat units are
# held; leaders go with their units (reconstructed).
proc spi_hist_may_move {u} {
    set d [herald::unit $u]
    if {[dict get $d faction] ne "french" || ![spi_is_combat $u]} {
        return ""
    }
    set line [spi_hist_line $u]
    if {$line eq ""} { return "" }
    set t [dict get [spi_hist_release] $line]
    if {[spi_hist_turn] < $t} {
        if {$t == 1} {
            return ""
        }
        set why [expr {$t == 5 ? "§20.13D errata" : "§20.13D"}]
        return "$u ($line) may not move before Game-Turn $t, when the\
            $line is released ($why)"
    }
    return ""
}

# reconstructed: the English line is hexrow 29xx; a unit's distance to
# it is the least distance to a 29xx hex.  A hex is "toward the English
# line" when it is nearer to 29xx than the hex the unit stands in.
proc spi_hist_line_distance {hex} {
    set best 999
    for {set r 1} {$r <= 40} {incr r} {
        set h [format "29%02d" $r]
        if {[catch {herald::hex $h}]} { continue }
        set k [herald::distance $hex $h]
        if {$k < $best} { set best $k }
    }
    return $best
}

# The hexes next to U (its first hex) that bring it nearer the English
# line, best first (nearest to 29xx, then straight ahead s before se/sw).
proc spi_hist_forward_hexes {u} {
    set hexes [spi_hexes $u]
    if {![llength $hexes]} { return {} }
    set at [lindex $hexes 0]
    set here [spi_hist_line_distance $at]
    set l {}
    foreach dir {se sw e w ne nw} {
        if {[catch {herald::board neighbour $at $dir} to] || $to eq ""} { continue }
        if {$to in $hexes} { continue }
        set k [spi_hist_line_distance $to]
        if {$k < $here} { lappend l [list $k $to] }
    }
    set out {}
    foreach p [lsort -integer -index 0 -stable $l] { lappend out [lindex $p 1] }
    return $out
}

# "" or what U must do this Movement phase, with its section.
proc spi_hist_obliged {u} {
    set d [herald::unit $u]
    if {[dict get $d faction] ne "french" || ![spi_is_combat $u]} {
        return ""
    }
    set line [spi_hist_line $u]
    if {$line eq ""} { return "" }
    set turn [spi_hist_turn]
    set t [dict get [spi_hist_release] $line]
    if {$turn < $t} { return "" }
    if {$line eq "front-cavalry" && $turn <= 2} {
        return "charge: toward the English line at its full allowance (§20.13D)"
    }
    if {$line eq "archers"} {
        foreach e [herald::units] {
            set ed [herald::unit $e]
            if {[dict get $ed faction] ne "english" || ![spi_is_combat $e]} { continue }
            foreach h [spi_hexes $e] {
                foreach a [spi_hexes $u] {
                    if {[herald::distance $a $h] <= [dict get $d range]} {
                        return "may stand and fire: an English unit is in range (§20.13E)"
                    }
                }
            }
        }
        return "advance: toward the English line at its full allowance; may sidestep rather than crowd (§20.13E)"
    }
    return "advance: toward the English line at its full allowance (§20.13E)"
}

# §18.0: the first French combat unit moved next to King Henry V (el1)
# receives the Fait du Mort (fm) in its hex.
proc spi_hist_fait_du_mort {u} {
    if {[catch {herald::unit fm} fd] || [dict get $fd hex] ne ""} { return }
    if {[catch {herald::unit el1} hd] || [dict get $hd hex] eq ""} { return }
    set d [herald::unit $u]
    if {[dict get $d faction] ne "french" || ![spi_is_combat $u]} { return }
    set henry [dict get $hd hex]
    foreach h [spi_hexes $u] {
        if {[herald::distance $h $henry] == 1} {
            herald::board enter fm $h "$u is the first French unit next to King Henry V: it receives the Fait du Mort (§18.0)"
            return
        }
    }
}

# NOT WIRED YET: renaming these two to spi_scenario_order and
# spi_scenario_order_done makes herald enforce 20.13D and place the Fait
# du Mort; it waits until the earlier historical-scenario transcripts
# that move French units freely on Game-Turn 1 are moved to an empty
# board (they would fail).  Tests: /work/notes/historical-pending/.
proc spi_hist_order {turn side phase verb args} {
    if {$verb ne "move"} { return "" }
    set u [lindex $args 0]
    if {[catch {herald::unit $u}]} { return "" }
    return [spi_hist_may_move $u]
}

proc spi_hist_order_done {turn side phase verb args} {
    if {$verb ne "move"} { return }
    set u [lindex $args 0]
    if {[catch {herald::unit $u}]} { return }
    spi_hist_fait_du_mort $u
}
