# Hooks of the historical scenario of The Battle of Agincourt.
#
# This script is untrusted data: herald runs it in a safe Tcl interpreter
# with command and time limits.  It reads the game through the herald::
# commands (unit, units, hex, game, distance) and speaks to the players
# through herald::narrate.  The procedures are named in historical.yaml.

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
