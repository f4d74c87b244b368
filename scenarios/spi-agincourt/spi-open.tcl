# spi-open.tcl: the special rules of the Open Field of Battle (SPI's
# Agincourt 20.43), loaded by open-field.yaml's hooks: script: after
# setups.tcl and spi-free.tcl (20.43A-C are 20.23's: spi-free.tcl's
# spi_scenario_* procs stay; this file adds E).
#
#  - 20.43D: the scenario's data (terrain_as: {woods: clear}, flat: true).
#  - 20.43E: every unit moves in lines (open-field.yaml's line_movement:
#    factions: names both armies; the core keeps the pace and bars the
#    pivot, 5.31-5.33). A unit past the English hexrow (29xx) is free of
#    line movement (`free`) and may pivot: a French unit once all of it
#    stands on columns above 29 (beyond the English), an English unit
#    once all of it stands below 29 (herald's rule: the English pass
#    their own hexrow going north, toward the French, the way they face;
#    one that falls back south is still in its lines).

# Has unit u, of army side, passed the 29xx hexrow in its direction of
# advance (the French south, toward higher columns; the English north)?
proc spi_open_past {u side} {
    foreach h [spi_hexes $u] {
        set c [scan [string range $h 0 1] %d]
        if {$side eq "french" ? $c <= 29 : $c >= 29} {
            return 0
        }
    }
    return 1
}

proc spi_scenario_order_done {turn side phase verb args} {
    if {$verb ne "move"} {
        return
    }
    set u [lindex $args 0]
    if {[catch {herald::unit $u}]} {
        set u [spi_unit_of [lindex $args end]]
    }
    if {[catch {herald::unit $u} d]} {
        return
    }
    set army [dict get $d faction]
    if {$army ni {french english} || [spi_value $u free] ne "0" ||
            ![spi_open_past $u $army]} {
        return
    }
    herald::counter $u free 1
    if {$army eq "french"} {
        herald::narrate "$u has passed the English hexrow (29xx): it is free of\
            line movement and may pivot (§20.43E)"
    } else {
        herald::narrate "$u is past the English hexrow (29xx), on the French\
            side: it is free of line movement and may pivot (§20.43E)"
    }
}
