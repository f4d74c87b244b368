# spi-morale.tcl: SPI's Agincourt (1978), unit morale (§10) as the game's
# own hooks.  herald's morale kind `points` (game.yaml rules: morale:)
# sums the Morale Point Schedule (§10.5), splits a total above 10 into
# rolls on the 10 line first (§10.11, §10.12) and reads each roll on the
# Unit Morale Table (§10.4); this file answers what only this game knows:
#
#   spi_morale_term   morale UNIT ID  the count of a term of game.yaml's
#                                     schedule the C core cannot count
#   spi_morale_column morale UNIT column   the unit's column of §10.4
# (each answers "value N", or 1 or 0)
#   spi_morale_loss   UNIT ROLL       a roll that happened: one line and
#                                     a Fugitive, no Dead (§10.21, §10.22)
#
# and says who checks, and when (the dispatchers in spi-agincourt.tcl
# call spi_morale_on_start, spi_morale_on_end and spi_morale_order_done,
# which call these):
#   spi_morale_phase_start   the Morale phase (§10.0, §4.0): the phasing
#       side's combat units that stood and were reached by their own
#       fugitives, that moved this turn, or that will melee, each once;
#       and those King Henry's death reaches (§10.3)
#   spi_morale_fatigue_start the Fatigue Morale phase (§10.0, §9.22): the
#       other side's units that defended in the melee just played (the
#       `attacked` flag, set by melee, cleared here)
#   spi_morale_impulse_end   §17.25: cavalry that charged into a Dead
#       marker checks at the end of the impulse, once for each such hex
#       (the `charged_dead` count, set by spi-stakes.tcl's charge, cleared
#       here)
#   spi_morale_note_henry    §10.3: the King's hex kept while he is on the
#       map, and his capture noticed (the news begins)
# King Harry's Folly's §20.33E (French units hit by arrows check) is read
# in spi_morale_why; a scenario's spi_scenario_morale_check UNIT WHY, where
# it has one, may take a Morale phase check's place (the historical
# scenario's §20.13F, spi-historical.tcl).
#
# Declared state (game.yaml): `henry_at` (English, the hex the King stands
# in, as a number: where he was taken), `henry_news` (English: 0 the King
# not taken; 1-4 the English Morale phase to come that his death reaches,
# §10.3; 5 it has reached every unit); it reads `charged_dead` (§17.25,
# spi-stakes.tcl's), `attacked` (§9.22, melee's) and `pinned` (§14.25).

# ------------------------------------------------------- who counts what

# Whether HEX is within N hexes of a unit (its own hexes included, §10.5
# as spi-notes reads "within 2 hexes"; a double counter from either half)
proc spi_morale_near {u hex n} {
    foreach h [spi_hexes $u] {
        if {[herald::distance $h $hex] <= $n} {
            return 1
        }
    }
    return 0
}

# The sizes of one side's markers of a kind within N hexes of a unit
proc spi_morale_markers {u kind n} {
    set f [dict get [herald::unit $u] faction]
    set sum 0
    foreach m [herald::marker list] {
        set d [herald::marker get $m]
        if {[dict get $d kind] ne $kind || [dict get $d side] ne $f ||
                [dict get $d hex] eq ""} {
            continue
        }
        if {[spi_morale_near $u [dict get $d hex] $n]} {
            incr sum [dict get $d size]
        }
    }
    return $sum
}

# §3.7, §10.5: each friendly combat unit next to it (each once; a double
# counter next to either half); unlike melee's §9.13 there is no cap
proc spi_morale_crowding {u} {
    set f [dict get [herald::unit $u] faction]
    set mine [spi_hexes $u]
    set n 0
    foreach o [herald::units $f] {
        if {$o eq $u || ![spi_is_combat $o]} {
            continue
        }
        set next 0
        foreach h [spi_hexes $o] {
            foreach m $mine {
                if {[herald::distance $h $m] == 1} {
                    set next 1
                }
            }
        }
        incr n $next
    }
    return $n
}

# §10.5, §16.33: cavalry that will melee an English archer (longbow,
# either side up) through the hexsides its stakes protect.  It must melee
# one unit next to it (§9.31) and may choose which (§9.18): so it counts
# only when every enemy combat unit next to it is such an archer
# (reconstructed, MO3).
proc spi_morale_stakes {u} {
    if {[spi_type $u] ne "cavalry" ||
            [llength [info commands spi_stakes_protect]] == 0 ||
            [llength [info commands spi_melee_enemies_near]] == 0} {
        return 0
    }
    set next 0
    foreach o [spi_melee_enemies_near $u] {
        if {[spi_type $o] ne "longbow" || ![spi_stakes_protect $o $u]} {
            return 0
        }
        incr next
    }
    return [expr {$next > 0}]
}

# §10.3: the King's death reaches this unit in this English Morale phase
proc spi_morale_henry {u} {
    set p [herald::phase]
    if {[dict get $p phase] ne "morale" ||
            [dict get [herald::unit $u] faction] ne "english"} {
        return 0
    }
    set stage [herald::counter english henry_news]
    set at [herald::counter english henry_at]
    if {$stage < 1 || $stage > 4 || $at <= 0} {
        return 0
    }
    set hex [format %04d $at]
    set d 99
    foreach h [spi_hexes $u] {
        set k [herald::distance $h $hex]
        if {$k < $d} {
            set d $k
        }
    }
    # 1: within 3; 2: 4-6; 3: 7-9; 4: 10 or more
    set band [expr {$d <= 3 ? 1 : $d <= 6 ? 2 : $d <= 9 ? 3 : 4}]
    return [expr {$band == $stage}]
}

# The schedule's hook terms (game.yaml rules: morale: points: terms)
proc spi_morale_term {what u id} {
    switch -- $id {
        dead-near      { return "value [spi_morale_markers $u dead 2]" }
        fugitives-near { return "value [spi_morale_markers $u fugitive 2]" }
        crowding       { return "value [spi_morale_crowding $u]" }
        dead-with      { return [expr {[spi_morale_markers $u dead 0] > 0}] }
        stakes         { return [spi_morale_stakes $u] }
        henry          { return [spi_morale_henry $u] }
    }
    error "spi_morale_term: no term \"$id\""
}

# §10.4's columns: French archers (crossbow, shortbow) and the French 3rd
# Battle by their current line: on their last line 1, the one before 2,
# any earlier 3 (the bracketed 7th/6th/5th of a seven-line unit read the
# same way, from its last line); every other unit 4 on its 3rd line or a
# later one, 5 on its 1st or 2nd.  A line is the one it fights on: lost
# lines + 1.  Lines past the 4th (French battles of 5 or 7 lines) read
# as "4th or 3rd" (reconstructed, M2).
proc spi_morale_column {what u id} {
    set left [herald::counter $u lines]
    set start [dict get [herald::unit $u] lines]
    set line [expr {$start - $left + 1}]
    set type [spi_type $u]
    set marks [herald::board marks $u]
    if {$type in {crossbow shortbow} || "third-line" in $marks} {
        return "value [expr {$left <= 1 ? 1 : $left == 2 ? 2 : 3}]"
    }
    if {$line > 4} {
        herald::narrate "$u fights on its line $line: read as \"4th or 3rd\"\
            (§10.4; reconstructed: SPI's Agincourt: unit morale, MO2)"
    }
    return "value [expr {$line >= 3 ? 4 : 5}]"
}

# §10.21, §10.22: each roll that happens: a line and a Fugitive, no Dead
proc spi_morale_loss {u roll} {
    spi_line_loss $u 1 morale
}

# ------------------------------------------------------------ who checks

# §10.0 (1): stood still this movement phase and reached by its own
# fugitives (run into, §14.25: `pinned`)
proc spi_morale_reached {u} {
    return [expr {[spi_value $u pinned] eq "1" &&
        [dict get [herald::unit $u] moved] == 0}]
}

# Why a unit of the phasing side checks in the Morale phase, or ""
proc spi_morale_why {u} {
    set d [herald::unit $u]
    if {[dict get $d hex] eq "" || ![spi_is_combat $u]} {
        return ""
    }
    set l {}
    if {[spi_morale_reached $u]} {
        lappend l "its own fugitives reached it where it stood"
    }
    if {[dict get $d moved] > 0} {
        lappend l "it moved this turn"
    }
    set p [herald::morale points $u]
    if {[dict get $p terms will-melee] > 0} {
        lappend l "it will melee"
    }
    set cite "§10.0"
    # §20.33E (King Harry's Folly): a French combat unit hit by arrows
    # this turn checks, if it could lose a line by it
    if {[dict get [herald::game] scenario] eq "king-harrys-folly" &&
            [dict get $d faction] eq "french" &&
            [spi_value $u struck] ne "" && [spi_value $u struck] > 0 &&
            [llength [lsearch -all -not -exact [dict get $p pcts] 0]] > 0} {
        lappend l "it was hit by arrows this turn"
        set cite "§10.0, §20.33E"
    }
    if {[dict get $p terms henry] > 0} {
        lappend l "the news of King Henry's death reaches it"
        set cite "§10.0, §10.3"
    }
    if {[llength $l] == 0} {
        return ""
    }
    return "[join $l {, }] ($cite, once)"
}

proc spi_morale_phase_start {turn side} {
    foreach u [herald::units $side] {
        set why [spi_morale_why $u]
        if {$why eq ""} {
            continue
        }
        # a scenario's rule may take the check's place (the historical
        # scenario's 20.13F: spi_scenario_morale_check answers 1)
        if {[llength [info commands spi_scenario_morale_check]] &&
                [spi_scenario_morale_check $u $why]} {
            continue
        }
        herald::morale check $u $why
    }
}

# §10.3: the stage of the King's news moves on once an English Morale
# phase has passed with it
proc spi_morale_phase_end {turn side} {
    if {$side ne "english"} {
        return
    }
    set stage [herald::counter english henry_news]
    if {$stage >= 1 && $stage <= 4} {
        herald::counter english henry_news [expr {$stage + 1}]
    }
}

# §10.0, §9.22: the defenders of the melee just played
proc spi_morale_fatigue_start {turn side} {
    foreach u [herald::units [spi_enemy $side]] {
        if {[spi_value $u attacked] ne "1"} {
            continue
        }
        herald::counter $u attacked 0
        if {[dict get [herald::unit $u] hex] ne ""} {
            herald::morale check $u "it defended in the melee (§9.22, §10.0)"
        }
    }
}

# §17.25: the moving side's cavalry that charged into a Dead marker this
# impulse checks now, in addition to its other checks: once for each hex
# with Dead it charged into (`charged_dead` counts them, MO8)
proc spi_morale_impulse_end {turn side} {
    foreach u [herald::units $side] {
        set n [spi_value $u charged_dead]
        if {$n eq "" || $n == 0} {
            continue
        }
        herald::counter $u charged_dead 0
        for {set i 1} {$i <= $n} {incr i} {
            if {[catch {herald::unit $u} d] || [dict get $d hex] eq ""} {
                break
            }
            if {$n == 1} {
                set why "it charged into a Dead marker this impulse (§17.25)"
            } else {
                set why "it charged into $n hexes with Dead this impulse:\
                    check $i of $n (§17.25)"
            }
            herald::morale check $u $why
        }
    }
}

# Orders: the King's capture noticed (§10.3)
proc spi_morale_order_done {turn side phase verb args} {
    spi_morale_note_henry
}

# §10.3: where the King stands, kept while he is on the map, so that the
# hex he was taken in is known once he is gone; his capture starts the news
proc spi_morale_note_henry {} {
    if {[catch {herald::unit el1} d]} {
        return
    }
    if {[dict get $d hex] ne ""} {
        set at [scan [dict get $d hex] %d]
        if {[herald::counter english henry_at] != $at} {
            herald::counter english henry_at $at
        }
        return
    }
    if {[herald::counter english henry_news] == 0 &&
            [herald::counter english henry_at] > 0 &&
            [dict get $d eliminated]} {
        herald::counter english henry_news 1
        herald::narrate "King Henry V has been taken in\
            [format %04d [herald::counter english henry_at]]: the news\
            spreads over the next four English Morale phases (§10.3)"
    }
}

# ------------------------------------------------------------- dispatch

proc spi_morale_on_start {turn side phase} {
    spi_morale_note_henry
    switch -- $phase {
        morale  { spi_morale_phase_start $turn $side }
        fatigue { spi_morale_fatigue_start $turn $side }
        archery {
            # the step after each impulse: the moving side's impulse ended
            spi_morale_impulse_end $turn [spi_enemy $side]
        }
    }
}

proc spi_morale_on_end {turn side phase} {
    if {$phase eq "morale"} {
        spi_morale_phase_end $turn $side
    }
}
