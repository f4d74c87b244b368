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
        $french French units stand on the field (§2). Turn 1 of 8;\
        the English move first (§6)."
}
