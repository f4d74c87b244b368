# The proving game's stand-in for fire's §8.53 (spi-agincourt): a Flee
# marker given to a unit (`marker place flee UNIT`) is taken off again at
# once, the unit's arrows are spent and it is routed by the game's own
# spi_rout (spi-army.tcl), as fire does for a shortbow out of arrows.
proc proving_flee {turn side phase verb args} {
    if {$verb ne "marker" || [lindex $args 0] ne "place" ||
        [lindex $args 1] ne "flee"} {
        return
    }
    set u [lindex $args 2]
    foreach m [herald::marker list $u] {
        if {[dict get [herald::marker get $m] kind] eq "flee"} {
            herald::marker remove $m
            herald::counter $u arrows 0
            spi_rout $u "out of arrows (§8.53)"
        }
    }
}
