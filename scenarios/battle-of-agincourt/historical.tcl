# Hooks of the historical scenario of The Battle of Agincourt.
#
# This script is untrusted data: herald runs it in a safe Tcl interpreter
# with command and time limits.  It reads the game through the herald::
# commands (unit, units, hex, game, distance) and speaks to the players
# through herald::narrate.  The procedures are named in historical.yaml.
# The victory rules (§14) are the game's, for every board: they are in
# battle-of-agincourt.tcl, named in game.yaml.

# Called once when the scenario is set up (§2, §2.3).
proc scenario_start {} {
    set english [llength [herald::units english]]
    set french [llength [herald::units french]]
    herald::narrate "Agincourt, 25 October 1415: $english English and\
        $french French units stand on the field (§2)."
}

# Called as each phase begins, with the turn, the phasing faction and the
# phase (ids from game.yaml).  A faction turn begins with its Movement
# phase: the players turn the game-turn marker (§6, §2.3).
proc phase_begins {turn side phase} {
    if {$phase ne "movement"} {
        return
    }
    if {$side eq "english"} {
        herald::narrate "Turn $turn begins: put the game-turn marker on\
            turn $turn, English side up (§6)."
    } else {
        herald::narrate "The French faction turn begins: flip the\
            game-turn marker to its French side (§6)."
    }
}

# --- Set-up (§2) ----------------------------------------------------------
#
# `setup check` lists every way the board breaks the set-up rules.

proc row_of {hex} { scan [string range $hex 2 3] %d }
proc col_of {hex} { scan [string range $hex 0 1] %d }

# The English front line, column by column: the northernmost row of an
# English archer or man-at-arms in that column.
proc english_front {} {
    set front [dict create]
    foreach id [herald::units english] {
        set u [herald::unit $id]
        if {[dict get $u type] ni {archer men-at-arms}} { continue }
        set c [col_of [dict get $u hex]]
        set r [row_of [dict get $u hex]]
        if {![dict exists $front $c] || $r < [dict get $front $c]} {
            dict set front $c $r
        }
    }
    return $front
}

# Behind the line: some English line unit stands in the same column in
# a row further north (reconstructed reading of "behind the front line").
proc behind_line {front hex} {
    set c [col_of $hex]
    expr {[dict exists $front $c] && [row_of $hex] > [dict get $front $c]}
}

proc setup_check {turn side phase} {
    set bad 0
    set front [english_front]
    set henry [dict get [herald::unit e01] hex]
    set spare {}
    foreach id [herald::units english] {
        set u [herald::unit $id]
        set hex [dict get $u hex]
        set h [herald::hex $hex]
        set type [dict get $u type]
        set fort [expr {"fortified" in [dict get $h features]}]
        if {$type eq "archer"} {
            if {!$fort} { lappend spare $id }
        } elseif {$type eq "men-at-arms"} {
            if {"english" ni [dict get $h marks] || $fort} {
                herald::narrate "$id ($hex): English men-at-arms stand on\
                    the remaining lion hexes (§2.1)"
                incr bad
            }
        } elseif {$type eq "leader"} {
            if {[dict get $h terrain] ne "clear" || ![behind_line $front $hex]} {
                herald::narrate "$id ($hex): English leaders stand on\
                    clear hexes behind the front line (§2.1)"
                incr bad
            }
        }
    }
    # Every hex behind a fortified line holds an archer; every other lion
    # hex a man-at-arms.
    foreach hex [herald::hexes] {
        set h [herald::hex $hex]
        set who [dict get $h unit]
        set type [expr {$who eq "" ? "" : [dict get [herald::unit $who] type]}]
        if {"fortified" in [dict get $h features]} {
            if {$type ne "archer"} {
                herald::narrate "$hex: every fortified hex holds an\
                    English archer (§2.1)"
                incr bad
            }
        } elseif {"english" in [dict get $h marks] && $type ne "men-at-arms"} {
            herald::narrate "$hex: the remaining lion hexes hold English\
                men-at-arms (§2.1)"
            incr bad
        }
    }
    if {[llength $spare] != 1} {
        herald::narrate "[llength $spare] English archers stand outside the\
            fortified hexes; exactly one does (§2.1)"
        incr bad
    } elseif {$henry ne ""} {
        set hex [dict get [herald::unit [lindex $spare 0]] hex]
        if {[herald::distance $hex $henry] > 3 || ![behind_line $front $hex]} {
            herald::narrate "[lindex $spare 0] ($hex): the last English\
                archer stands within 3 hexes of Henry V, behind the front\
                line (§2.1)"
            incr bad
        }
    }
    foreach id [herald::units french] {
        set u [herald::unit $id]
        set hex [dict get $u hex]
        if {"french" ni [dict get [herald::hex $hex] marks]} {
            herald::narrate "$id ($hex): French units set up on\
                fleur-de-lis hexes (§2.2)"
            incr bad
        } elseif {[dict get $u type] eq "cavalry" && [row_of $hex] == 9} {
            herald::narrate "$id ($hex): no French cavalry in the front\
                line, row 09 (§2.2)"
            incr bad
        }
    }
    if {$bad == 0} {
        herald::narrate "the set-up follows §2"
    }
}
