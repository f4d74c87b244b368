# spi-fait.tcl: SPI's Agincourt (1978), the Fait du Mort (§18.0), in every
# scenario (20.12, 20.22, 20.32 set it aside "according to 18.0"; 20.4's
# set-up has no Fait du Mort on the map either).  Loaded with the game's
# scripts (game.yaml hooks: script:); spi-agincourt.tcl's spi_order_done
# calls spi_fait_order_done.
#
# §18.0: the first French combat unit moved into a hex next to King
# Henry V's (el1) receives the suicide squad (fm), placed in that unit's
# hex.  reconstructed (R63): "moved into" is judged when a `move` order
# of a French combat unit ends with any of its hexes next to Henry's;
# the squad enters that unit's first hex next to him.  Only a set-aside
# squad enters (never again once eliminated or captured).  Its
# leader-combat use is src/duel*.c's; 6.13's free stacking with either
# contingent is units.yaml's (no contingent mark).

proc spi_fait_order_done {turn side phase verb args} {
    if {$verb ne "move"} {
        return
    }
    set u [lindex $args 0]
    if {[catch {herald::unit $u}]} {
        # named by the hex it moved from: it stands in the last one now
        set u [spi_unit_of [lindex $args end]]
    }
    if {[catch {herald::unit $u} d] || [dict get $d faction] ne "french" ||
            ![spi_is_combat $u]} {
        return
    }
    if {[catch {herald::unit fm} fd] || [dict get $fd hex] ne "" ||
            "fm" in [herald::lost french]} {
        return
    }
    if {[catch {herald::unit el1} hd] || [dict get $hd hex] eq ""} {
        return
    }
    set henry [dict get $hd hex]
    foreach h [spi_hexes $u] {
        if {[herald::distance $h $henry] == 1} {
            herald::board enter fm $h "$u is the first French combat unit\
                moved next to King Henry V ($henry): it receives the Fait du\
                Mort (§18.0; reconstructed: R63)"
            return
        }
    }
}
