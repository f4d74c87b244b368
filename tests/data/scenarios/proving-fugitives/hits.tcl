# The proving game's stand-in for part 2's fire, melee and morale: a Hit
# marker given to a unit (`marker place hit UNIT lines=N cause=fire`) is
# taken off again at once and made a line loss of N lines by the game's
# own spi_line_loss (spi-agincourt.tcl, §8.34, §10.21, §14.11-14.13).
proc proving_hits {turn side phase verb args} {
    if {$verb ne "marker" || [lindex $args 0] ne "place" ||
        [lindex $args 1] ne "hit"} {
        return
    }
    set u [lindex $args 2]
    foreach m [herald::marker list $u] {
        set d [herald::marker get $m]
        if {[dict get $d kind] eq "hit"} {
            herald::marker remove $m
            spi_line_loss $u [dict get $d lines] [dict get $d cause]
        }
    }
}
