# spi-historical.tcl: the special rules of the Historical Scenario (SPI's
# Agincourt 20.13), loaded by historical.yaml's hooks: script: after
# setups.tcl; it reuses the game's full-allowance procs (spi-ahead.tcl:
# spi_ahead_owed, spi_ahead_blocked, spi_ahead_at_enemy, spi_ahead_col,
# spi_ahead_in_range, the reading R60) and defines the spi_scenario_*
# procs that spi-agincourt.tcl's dispatchers call.
#
#  - 20.13A: setups.tcl's `setup check`.  20.13B: historical.yaml's
#    terrain_costs (clear 1 MP).
#  - 20.13C: as the English Archery step after the first French impulse
#    of Game-Turn 1 begins, herald names each front-line cavalry unit an
#    English longbow has in range and none has fired at (`fired_on`, set
#    by a longbow's `fire` at it); status says it while owed.
#    reconstructed (R63): herald's sequence has no English fire before the
#    first French Player-Turn; this step is the first, and the cavalry,
#    charging 2 MP an impulse, is still in range of the wing longbows.
#    herald does not hold the step for it (not refereed further).
#  - 20.13D (with the October 1979 errata): which line of battle may move
#    on which Game-Turn (spi_hist_release, the counters' marks); on turn
#    1 only the front-line cavalry, and it must charge (on turns 1 and 2:
#    its charge side).
#  - 20.13E: from its line's turn on, each French combat unit is
#    `obliged` as the Movement phase begins: each impulse its full
#    allowance toward the English line (R60: a move may not end on a
#    lower column; the impulse may not end while one owes movement,
#    unless blocked or next to an English unit).  French archers: one
#    with an English unit within its own range may stand and fire; one
#    whose every open step forward would end next to another French
#    combat unit need not crowd (it may sidestep along its column).
#  - 20.13F: not refereed yet (a French archer checking morale with a
#    chance of loss retreats as fugitives): the scenario's text says so.
#  - 20.13G: leader combat (src/duel*.c).  18.0: spi-fait.tcl (every
#    scenario).

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

proc spi_hist_french_combat {u} {
    if {[catch {herald::unit $u} d]} {
        return 0
    }
    return [expr {[dict get $d faction] eq "french" && [spi_is_combat $u]}]
}

proc spi_hist_archer {u} {
    return [expr {[spi_type $u] in {crossbow shortbow}}]
}

# "" or the refusal, with its section (20.13D).  On Game-Turn 1 only the
# front-line cavalry moves: leaders and the battery too are held
# ("only the French cavalry"; reconstructed R63).  From turn 2 leaders
# are free (they go with their units); a combat unit waits for its line.
proc spi_hist_may_move {u} {
    if {[catch {herald::unit $u} d] || [dict get $d faction] ne "french"} {
        return ""
    }
    set turn [spi_hist_turn]
    set line [spi_hist_line $u]
    if {$turn == 1 && $line ne "front-cavalry"} {
        return "$u may not move on Game-Turn 1: in the first French\
            Player-Turn only the front-line cavalry (f09, f10) moves (§20.13D)"
    }
    if {![spi_is_combat $u] || $line eq ""} {
        return ""
    }
    set t [dict get [spi_hist_release] $line]
    if {$turn < $t} {
        set why [expr {$t == 5 ? "§20.13D, October 1979 errata" : "§20.13D"}]
        return "$u ($line) may not move before Game-Turn $t, when the\
            $line must move forward; this is turn $turn ($why)"
    }
    return ""
}

# §20.13D: the front-line cavalry charges on turns 1 and 2
proc spi_hist_must_charge {u} {
    return [expr {[spi_hist_line $u] eq "front-cavalry" && [spi_hist_turn] <= 2}]
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
# The solitaire programme's interface (issue 15), with spi_hist_obliged.
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
    foreach p [lsort -integer -index 0 $l] { lappend out [lindex $p 1] }
    return $out
}

# §20.13E: an archer with an English combat unit within its own range
proc spi_hist_may_stand {u} {
    return [expr {[spi_hist_archer $u] && [spi_ahead_in_range $u english ""] ne ""}]
}

# §20.13E: an archer need not crowd: every open step se or sw (as
# spi_ahead_blocked judges open) would end next to another French combat
# unit.  reconstructed (R63): "crowd" is 9.13/10.5's crowding, a friendly
# combat unit next to it.
proc spi_hist_crowded {u} {
    set left [expr {[dict get [herald::unit $u] mp] - [dict get [herald::unit $u] mp_spent]}]
    set open 0
    foreach dir {se sw} {
        set to {}
        set ok 1
        foreach h [spi_hexes $u] {
            set n [herald::board neighbour $h $dir]
            if {$n eq "" || [spi_woods $n]} { set ok 0; break }
            set there [spi_combat_in $n]
            if {[llength $there] && $u ni $there} { set ok 0; break }
            if {[herald::board cost $h $n] > $left} { set ok 0; break }
            lappend to $n
        }
        if {!$ok} { continue }
        incr open
        set alone 1
        foreach n $to {
            foreach s {e se sw w nw ne} {
                set m [herald::board neighbour $n $s]
                if {$m eq "" || $m in $to} { continue }
                foreach o [spi_combat_in $m french] {
                    if {$o ne $u} { set alone 0 }
                }
            }
        }
        if {$alone} { return 0 }
    }
    return [expr {$open > 0}]
}

# "" or what U must do this Movement phase, with its section (for
# `status` and the solitaire programme)
proc spi_hist_obliged {u} {
    if {![spi_hist_french_combat $u]} {
        return ""
    }
    set line [spi_hist_line $u]
    if {$line eq "" || [spi_hist_turn] < [dict get [spi_hist_release] $line]} {
        return ""
    }
    if {[spi_hist_must_charge $u]} {
        return "charge: toward the English line at its full allowance (§20.13D)"
    }
    if {[spi_hist_may_stand $u]} {
        return "may stand and fire: an English unit is in range (§20.13E)"
    }
    if {[spi_hist_archer $u]} {
        return "advance: toward the English line at its full allowance; may sidestep rather than crowd (§20.13E)"
    }
    return "advance: toward the English line at its full allowance (§20.13E)"
}

# ------------------------------------------------------------ the hooks

proc spi_scenario_phase_start {turn side phase} {
    set p [herald::phase]
    # §20.13C: the step after an impulse comes to the hooks as phase
    # archery, side the firing side
    if {$turn == 1 && $side eq "english" && $phase eq "archery" &&
            [dict get $p impulse] == 1} {
        set owed [spi_hist_volleys_owed]
        if {[llength $owed]} {
            set l {}
            foreach o $owed { lappend l "[lindex $o 0] (in range of [lindex $o 1])" }
            herald::narrate "the English longbows in range must fire at least one\
                volley at both front-line cavalry units: [join $l {, }]\
                (§20.13C; reconstructed: R63, this step stands for the\
                volleys before the first French Player-Turn; herald says\
                it but does not hold the step)"
        }
        return
    }
    if {$side ne "french" || $phase ne "movement" || [dict get $p impulse] != 1 ||
            [dict get $p step] ne ""} {
        return
    }
    set bound {}
    set stand {}
    foreach u [herald::units french] {
        if {![spi_hist_french_combat $u] || [spi_type $u] eq "artillery"} {
            continue
        }
        set line [spi_hist_line $u]
        if {$line eq "" || $turn < [dict get [spi_hist_release] $line]} {
            continue
        }
        if {[spi_hist_may_stand $u]} {
            lappend stand $u
            continue
        }
        herald::counter $u obliged 1
        lappend bound $u
    }
    # said on the turns a line is released (20.13D's schedule): the
    # `obliged` flag (status, show) says it every turn
    set news {1 "only the front-line cavalry moves, charging at its full\
            allowance toward the English line; turn it to its charge side\
            before it moves (§20.13D)"
        2 "the front-line cavalry charges on and the first line must move\
            forward (§20.13D)"
        3 "the French archers must move forward (§20.13D)"
        4 "the French second line must move forward (§20.13D)"
        5 "the French third line must move forward (§20.13D, October 1979\
            errata)"}
    if {[dict exists $news $turn]} {
        herald::narrate "Game-Turn $turn: [dict get $news $turn]; each French\
            unit advancing moves its full allowance toward the English line\
            each impulse (§20.13E; reconstructed: R60)"
    }
    if {[llength $stand]} {
        herald::narrate "may stand and fire, an English unit within range:\
            [join $stand {, }] (§20.13E)"
    }
}

proc spi_scenario_order {turn side phase verb args} {
    if {$verb ni {move face hold}} {
        return ""
    }
    set u [spi_unit_of [lindex $args 0]]
    if {[catch {herald::unit $u} d] || [dict get $d faction] ne "french"} {
        return ""
    }
    set r [spi_hist_may_move $u]
    if {$r ne "" || ![spi_hist_french_combat $u]} {
        return $r
    }
    if {[spi_hist_must_charge $u] && $verb eq "move" && ![spi_charging $u]} {
        return "$u must charge on Game-Turn $turn: turn it to its charge side\
            first (flip $u) (§20.13D)"
    }
    # a routed unit flees by 11.21, whatever 20.13E asked of it
    if {[spi_value $u obliged] ne "1" || [spi_value $u routed] eq "1" ||
            [spi_hist_may_stand $u]} {
        return ""
    }
    if {$verb eq "face" && [spi_ahead_owed $u "§20.13E"] ne ""} {
        return "$u must move its full allowance toward the English line: it\
            may not spend its move turning while a step forward is open to\
            it (§20.13E, reconstructed: R60)"
    }
    if {$verb eq "move"} {
        set to [lindex $args end]
        if {[regexp {^[0-9]{4}$} $to] &&
                [spi_ahead_col [list $to]] < [spi_ahead_col [spi_hexes $u]]} {
            return "$u must move its full allowance toward the English line:\
                it may not end a move nearer the French edge than it began\
                (§20.13E, reconstructed: R60)"
        }
    }
    return ""
}

proc spi_scenario_order_done {turn side phase verb args} {
    # 20.13C: a longbow's volleys allocated at a front-line cavalry unit
    if {$verb eq "fire" && [llength $args] >= 3} {
        set f [lindex $args 0]
        set t [spi_unit_of [lindex $args 2]]
        if {[catch {herald::unit $f}] || [spi_type $f] ne "longbow" ||
                [catch {herald::unit $t}] || [spi_hist_line $t] ne "front-cavalry" ||
                [spi_value $t fired_on] eq "1"} {
            return
        }
        herald::counter $t fired_on 1
    }
}

# §20.13C: the front-line cavalry units an English longbow has in range
# and none has fired on yet
proc spi_hist_volleys_owed {} {
    set owed {}
    foreach c {f09 f10} {
        if {[catch {herald::unit $c} d] || [dict get $d hex] eq "" ||
                [spi_value $c fired_on] eq "1"} {
            continue
        }
        foreach e [herald::units english] {
            if {[spi_type $e] ne "longbow" || [dict get [herald::unit $e] side] ne "archer"} {
                continue
            }
            set r [dict get [herald::unit $e] range]
            set in 0
            foreach a [spi_hexes $e] {
                foreach b [spi_hexes $c] {
                    if {[herald::distance $a $b] <= $r} { set in 1 }
                }
            }
            if {$in} {
                lappend owed [list $c $e]
                break
            }
        }
    }
    return $owed
}

proc spi_scenario_may_end {turn side phase} {
    set p [herald::phase]
    if {$side ne "french" || $phase ne "movement" || [dict get $p step] ne ""} {
        return ""
    }
    foreach u [herald::units french] {
        if {[spi_value $u obliged] eq "1" && [spi_hist_must_charge $u] &&
                [dict get $p impulse] == 1 && ![spi_charging $u] &&
                ![spi_ahead_at_enemy $u] && [dict get [herald::unit $u] mp_spent] eq "0"} {
            return "$u must charge on Game-Turn $turn: turn it to its charge\
                side (flip $u) and charge its full allowance toward the\
                English line (§20.13D)"
        }
        if {[spi_value $u obliged] ne "1" || [spi_hist_may_stand $u]} {
            continue
        }
        if {[spi_hist_archer $u] && [spi_hist_crowded $u]} {
            continue
        }
        set r [spi_ahead_owed $u "§20.13E"]
        if {$r ne ""} {
            return "$r; one blocked (no open step toward the English for\
                the MP left) or next to an English unit owes nothing\
                (reconstructed: R60)"
        }
    }
    return ""
}

proc spi_scenario_standing {} {
    set turn [spi_hist_turn]
    set next ""
    foreach {line t} [spi_hist_release] {
        if {$t > $turn} {
            set next "the $line must move forward from Game-Turn $t"
            break
        }
    }
    set lines {}
    foreach {line t} [spi_hist_release] {
        if {$t <= $turn} { lappend lines $line }
    }
    set s "French lines advancing (§20.13D, §20.13E):\
        [expr {[llength $lines] ? [join $lines {, }] : "none"}]"
    if {$next ne ""} {
        append s "; $next"
    }
    herald::narrate $s
    if {$turn == 1} {
        set owed {}
        foreach o [spi_hist_volleys_owed] { lappend owed [lindex $o 0] }
        if {[llength $owed]} {
            herald::narrate "owed the English volleys of §20.13C (a longbow in\
                range, none fired at it yet): [join $owed {, }]"
        }
    }
}
