# The proving game's stand-in for what went before: a Supply marker
# given to a unit (`marker place supply UNIT arrows=N`, `fired=TURN` or
# `lines=N`) is taken off again at once and sets the unit's arrows
# (§8.5), the Game-Turn the battery last fired (§19.0) or its lines.
proc proving_supply {turn side phase verb args} {
    if {$verb ne "marker" || [lindex $args 0] ne "place" ||
        [lindex $args 1] ne "supply"} {
        return
    }
    set u [lindex $args 2]
    foreach m [herald::marker list $u] {
        set d [herald::marker get $m]
        if {[dict get $d kind] ne "supply"} {
            continue
        }
        herald::marker remove $m
        if {[dict get $d lines] > 0} {
            herald::counter $u lines [dict get $d lines]
            herald::narrate "$u has [dict get $d lines] lines left"
        } elseif {[dict get $d fired] > 0} {
            herald::counter $u battery_fired [dict get $d fired]
            herald::narrate "$u last fired in Game-Turn [dict get $d fired]"
        } else {
            herald::counter $u arrows [dict get $d arrows]
            herald::narrate "$u has [dict get $d arrows] arrows left"
        }
    }
}
