# Hooks of the proving game's markers scenario: as Red's Fight phase
# begins, a Dead x2 of Blue's falls in 0404 (and merges with any there);
# the hook reads it back and says what it sees.  The order event only
# asks: there herald::marker reads, and changing a marker fails; its
# error refuses a `remove` (for the tests).
proc marker_phase {turn side phase} {
    if {$phase ne "fight" || $side ne "red"} {
        return
    }
    set label [herald::marker place dead 0404 size=2 side=blue]
    set d [herald::marker get $label]
    herald::narrate "hook: [dict get $d label] is Dead x[dict get $d size]\
        of [dict get $d side] in [dict get $d hex]"
    herald::narrate "hook: markers in 0404: [herald::marker list 0404]"
}

proc marker_order {turn side phase verb args} {
    if {$verb ne "remove"} {
        return ""
    }
    catch {herald::marker place dead 0404 side=red} e
    return "$e (markers: [herald::marker list])"
}
