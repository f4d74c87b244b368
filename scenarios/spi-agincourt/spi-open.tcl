# spi-open.tcl: the special rules of the Open Field of Battle (SPI's
# Agincourt 20.43), loaded by open-field.yaml's hooks: script: after
# setups.tcl and spi-free.tcl (20.43A-C are 20.23's: spi-free.tcl's
# spi_scenario_* procs stay; this file adds E).
#
#  - 20.43D: the scenario's data (terrain_as: {woods: clear}, flat: true).
#  - 20.43E: a French unit past the English hexrow (29xx: a column above
#    29, all of it) is free of line movement (`free`) and may pivot.
#    Not done: English line movement (the core's line_movement: names the
#    French only in game.yaml; 20.43E puts the English under it too).

proc spi_open_past {u} {
    foreach h [spi_hexes $u] {
        if {[scan [string range $h 0 1] %d] <= 29} {
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
    if {[catch {herald::unit $u} d] || [dict get $d faction] ne "french" ||
            [spi_value $u free] ne "0" || ![spi_open_past $u]} {
        return
    }
    herald::counter $u free 1
    herald::narrate "$u has passed the English hexrow (29xx): it is free of\
        line movement and may pivot (§20.43E)"
}
