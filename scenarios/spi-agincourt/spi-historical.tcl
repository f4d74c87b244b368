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
#    by a longbow's `fire` at it); status says it while owed.  The step
#    may not end (spi_scenario_may_end) while a longbow can still fire at
#    a front-line cavalry unit none has fired at (spi_hist_volleys_due:
#    archer side, arrows, range, sight by herald::board sight, 8.12 and
#    8.17 by spi_fire_may, not fired in this step, the step's fire not
#    resolved); with no longbow in range, or its fire no longer possible,
#    nothing is owed.  reconstructed (R63): herald's sequence has no
#    English fire before the first French Player-Turn; this step is the
#    first, and the cavalry, charging 2 MP an impulse, is still in range
#    of the wing longbows.
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
#  - 20.13F (reconstructed: R65): a French archer unit that must check
#    morale in the French Morale phase (the end of its Movement phase;
#    10.0: it moved, or its fugitives reached it) with a chance of losing
#    a line (herald::morale points: a roll above 0%) does not roll: it is
#    `leaving` (spi_scenario_morale_check, asked by spi-morale.tcl), and
#    as the next French Fugitive Movement phase begins every line it has
#    left becomes a Fugitive marker (as a morale loss: no Dead, no
#    casualties) that flees from that phase (spi_scenario_fugitives,
#    called by spi_phase_start before the markers move).  Until then it
#    is a unit as any other (herald's rule: it may fire, be fired at and
#    be attacked).  With no chance of loss it checks as any unit and
#    stays.
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
                volleys before the first French Player-Turn, and may not\
                end while a longbow can still fire at one not fired at)"
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

# §20.13C: the step that owes the volleys (R63): the English Archery
# step after the first French impulse of Game-Turn 1
proc spi_hist_volley_step {turn side phase} {
    set p [herald::phase]
    return [expr {$turn == 1 && $side eq "english" && $phase eq "archery" &&
        [dict get $p impulse] == 1 && [dict get $p step] eq "archery"}]
}

# §20.13C: whether longbow E can still fire a volley at C in this step:
# on its archer side with arrows, C within its range and in sight (the
# nearest hexes of the two with a clear line, herald::board sight), the
# game's own clauses (spi_fire_may: 8.12, 8.17), and E has not fired in
# this step nor the step's fire been resolved (8.0, 8.14).  reconstructed
# (R63): no fire comes before this step in the game, so a longbow's
# fire_step set means it fired here, and an allocation resolved (aim back
# to 0) means the step's fire is over.  herald's `fire` judges the rest
# (8.16's column over a unit at 6 hexes); what it refuses is not owed.
proc spi_hist_can_fire {e c} {
    set d [herald::unit $e]
    if {[dict get $d hex] eq "" || [dict get $d side] ne "archer" ||
            [spi_value $e arrows] in {"" 0} || [spi_value $e fire_step] ni {"" 0}} {
        return 0
    }
    set r [dict get $d range]
    set seen 0
    foreach a [spi_hexes $e] {
        foreach b [spi_hexes $c] {
            if {[herald::distance $a $b] <= $r && [herald::board sight $a $b]} {
                set seen 1
            }
        }
    }
    return [expr {$seen && [spi_fire_may $e $c 1] eq ""}]
}

# §20.13C: {cavalry {longbows}} for each front-line cavalry unit not
# fired at yet that a longbow can still fire at in this step; empty once
# the step's fire has been resolved
proc spi_hist_volleys_due {} {
    foreach u [herald::units] {
        if {[spi_value $u fire_step] ni {"" 0} && [spi_value $u aim] eq "0"} {
            return {}
        }
    }
    set due {}
    foreach c {f09 f10} {
        if {[catch {herald::unit $c} d] || [dict get $d hex] eq "" ||
                [spi_value $c fired_on] eq "1"} {
            continue
        }
        set by {}
        foreach e [lsort [herald::units english]] {
            if {[spi_type $e] eq "longbow" && [spi_hist_can_fire $e $c]} {
                lappend by $e
            }
        }
        if {[llength $by]} { lappend due [list $c $by] }
    }
    return $due
}

proc spi_scenario_may_end {turn side phase} {
    set p [herald::phase]
    # §20.13C (R63): the step of the volleys may not end while a longbow
    # can still fire at a front-line cavalry unit none has fired at
    if {[spi_hist_volley_step $turn $side $phase]} {
        set l {}
        foreach o [spi_hist_volleys_due] {
            lassign $o c by
            set fire {}
            foreach e $by { lappend fire "fire $e 1 $c" }
            lappend l "$c, not fired at yet, is in range and sight of\
                [join $by {, }] ([join $fire {; }])"
        }
        if {[llength $l]} {
            return "the English longbows in range must fire at least one\
                volley at both front-line cavalry units before the first\
                French Player-Turn: [join $l {; }] (§20.13C; reconstructed:\
                R63, this step stands for those volleys)"
        }
        return ""
    }
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

# §20.13F (R65): a French archer unit that must check morale as its
# Movement phase ends (herald's Morale phase, 10.0: it moved this turn, or
# its fugitives reached it where it stood) with enough points that a line
# may be lost (a roll of the check above 0%) leaves the battle instead:
# no roll; `leaving`, and every line it has left becomes a fugitive as
# the next French Fugitive Movement phase begins (spi_scenario_fugitives),
# fleeing from that phase as 14.2 has it.  With no chance of loss (no
# points, or each roll 0%) it checks as any unit (nothing can happen) and
# stays.  Answers 1 when the rule took the check's place.
proc spi_scenario_morale_check {u why} {
    if {[dict get [herald::phase] phase] ne "morale" ||
            [dict get [herald::unit $u] faction] ne "french" || ![spi_hist_archer $u]} {
        return 0
    }
    set m [herald::morale points $u]
    set pcts [dict get $m pcts]
    if {![llength [lsearch -all -not -exact $pcts 0]]} {
        return 0
    }
    herald::counter $u leaving 1
    set n [dict get $m total]
    herald::narrate "$u must check morale: $why; with $n point[expr {$n == 1 ?
        "" : "s"}] it may lose a line ([join $pcts {%, }]% on the Unit Morale\
        Table, §10.4): French archers leave the battle instead of rolling,\
        every line of $u becoming a fugitive as the next French Fugitive\
        Movement phase begins (§20.13F; reconstructed: R65)"
    return 1
}

# §20.13F (R65): as the French Fugitive Movement phase begins, before the
# markers move, each archer unit `leaving` puts every line it has left
# in a Fugitive marker (spi_line_loss, as to morale: no Dead, no
# casualties, 10.21) and is gone; the marker, new, rolls its heading and
# flees in this phase (14.21-14.24)
proc spi_scenario_fugitives {turn side} {
    if {$side ne "french"} {
        return
    }
    foreach u [herald::units french] {
        if {[spi_value $u leaving] ne "1"} {
            continue
        }
        herald::counter $u leaving 0
        if {[dict get [herald::unit $u] hex] eq ""} {
            continue
        }
        set n [herald::counter $u lines]
        herald::narrate "$u leaves the battle: [expr {$n == 1 ? "its line\
            becomes a fugitive" : "its $n lines become fugitives"}], fleeing\
            from this phase (§20.13F, §14.2; reconstructed: R65)"
        spi_line_loss $u $n morale
    }
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
