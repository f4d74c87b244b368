# spi-cavalry.tcl: SPI's Agincourt (1978), the cavalry charge (§17.2):
# 17.22's whole allowance (and at least a hex), 17.23's two phases in a
# row and the wait after them, 17.24 and 17.26's straight line (no turn,
# no pivot), 17.27's fugitives, 17.25's Dead (marked in `charged_dead`
# for the morale check).  7.26/17.24's downhill contour is the core's
# (game.yaml rules: charge: never_downhill).  Loaded with the game's
# other scripts; spi-stakes.tcl's hooks call these procs (its
# spi_stakes_order, _order_done, _phase_start, _may_end and _standing),
# and they use its geometry (spi_stakes_sides, spi_stakes_corners,
# spi_stakes_in) and spi-agincourt.tcl's words.

# ------------------------------------------------ the charge (§17.2)

proc spi_charging {u} {
    if {[catch {herald::unit $u} d] || [dict get $d type] ne "cavalry"} {
        return 0
    }
    return [expr {[dict get $d side] eq "charge"}]
}

# The two hexsides either side of a unit's facing corner: its front
proc spi_front_sides {facing} {
    set k [lsearch -exact [spi_stakes_corners] $facing]
    if {$k < 0} {
        return {}
    }
    set s [spi_stakes_sides]
    return [list [lindex $s [expr {($k + 5) % 6}]] [lindex $s $k]]
}

proc spi_next_to_enemy {u} {
    set f [dict get [herald::unit $u] faction]
    foreach h [spi_hexes $u] {
        foreach s [spi_stakes_sides] {
            set n [herald::board neighbour $h $s]
            if {$n ne "" && [llength [spi_combat_in $n [spi_enemy $f]]]} {
                return 1
            }
        }
    }
    return 0
}

proc spi_level {hex} {
    set d [herald::hex $hex]
    if {[dict exists $d level]} {
        return [dict get $d level]
    }
    return 0
}

# A straight step still open to a charging unit with `left` MP: the
# hexes it would enter ("" none).  Each hex on the map, no Woods (7.22),
# no unit but itself, no Fugitive (17.27), no stakes, no lower level
# (17.24), within the MP left.
proc spi_charge_step {u left} {
    set d [herald::unit $u]
    set hexes [spi_hexes $u]
    foreach fs [spi_front_sides [dict get $d facing]] {
        set to {}
        set ok 1
        set cost 0
        foreach h $hexes {
            set n [herald::board neighbour $h $fs]
            if {$n eq "" || [spi_woods $n] || [spi_level $n] < [spi_level $h] ||
                    [llength [spi_fugitives_in $n]] || [spi_stakes_in $n] ne ""} {
                set ok 0
                break
            }
            foreach o [herald::units] {
                if {$o ne $u && $n in [spi_hexes $o]} {
                    set ok 0
                }
            }
            set c [herald::board cost $h $n]
            if {$c > $cost} {
                set cost $c
            }
            lappend to $n
        }
        if {$ok && $cost <= $left} {
            return [join $to +]
        }
    }
    return ""
}

# §17.22 with §5.0 (each unit finished before the next moves): a
# charging unit of the side that has begun its move in this impulse and
# must go on (spi_charge_short) keeps the others from moving
proc spi_charge_unfinished {side mover} {
    foreach u [herald::units $side] {
        if {$u eq $mover || ![spi_charging $u] ||
                [dict get [herald::unit $u] mp_spent] eq "0"} {
            continue
        }
        set r [spi_charge_short $u]
        if {$r ne ""} {
            return "$r; it finishes its charge before $mover moves (§5.0)"
        }
    }
    return ""
}

# Why a charging unit may not stop yet (§17.22), or ""
proc spi_charge_short {u} {
    set p [herald::phase]
    set d [herald::unit $u]
    set left [expr {[dict get $d mp] - [dict get $d mp_spent]}]
    if {$left <= 0} {
        return ""
    }
    set last [expr {[dict get $p impulse] == [dict get $p impulses]}]
    set into [spi_next_to_enemy $u]
    if {$into && !($last && [dict get $d moved] == 0)} {
        return ""
    }
    set step [spi_charge_step $u $left]
    if {$step eq ""} {
        return ""
    }
    if {$into} {
        return "$u is charging and has not moved a hex this Movement\
            phase: it must move at least one (§17.22); $step is open\
            straight ahead"
    }
    return "$u is charging: it must spend its whole allowance,\
        [dict get $d mp] MP an impulse ([dict get $d mp_spent] spent),\
        unless it has charged into an enemy unit (§17.22); $step is\
        open straight ahead"
}

# §17.22: the impulse may not end while a charging unit that has not
# charged into an enemy unit leaves part of its allowance unspent with a
# straight step open; nor the phase with one that has not moved a hex
proc spi_charge_may_end {side} {
    set p [herald::phase]
    if {[dict get $p phase] ne "movement" || [dict get $p step] ne "" ||
            [dict get $p impulse] == 0} {
        return ""
    }
    foreach u [herald::units $side] {
        if {[spi_charging $u]} {
            set r [spi_charge_short $u]
            if {$r ne ""} {
                return $r
            }
        }
    }
    return ""
}

# §17.23: a side's Movement phase is over (its Morale phase begins): the
# phases charged in a row, and the wait after a charge
proc spi_charge_count {side} {
    foreach u [herald::units $side] {
        if {[dict get [herald::unit $u] type] ne "cavalry"} {
            continue
        }
        set c [herald::counter $u charged]
        if {[spi_charging $u]} {
            herald::counter $u charged [expr {min(2, $c + 1)}]
        } elseif {$c > 0} {
            # this phase was the first of the wait
            herald::counter $u charged 0
            herald::counter $u charge_wait [expr {$c - 1}]
            set w [expr {$c - 1}]
            herald::narrate "$u charged $c Movement phase[expr {$c > 1 ?
                "s" : ""}] in a row and has waited one: [expr {$w ?
                "it may charge again after $w more" :
                "it may charge again from its next"}] (§17.23)"
        } elseif {[herald::counter $u charge_wait] > 0} {
            set w [expr {[herald::counter $u charge_wait] - 1}]
            herald::counter $u charge_wait $w
            if {$w == 0} {
                herald::narrate "$u has waited out its charge: it may charge\
                    again from its next Movement phase (§17.23)"
            }
        }
    }
}

# §17.23: no more than two Movement phases in a row on the charge side
proc spi_charge_phase_begins {side} {
    foreach u [herald::units $side] {
        if {[dict get [herald::unit $u] type] ne "cavalry"} {
            continue
        }
        if {[spi_value $u charged_dead] ni {"" 0}} {
            herald::counter $u charged_dead 0
        }
        if {[dict get [herald::phase] impulse] == 1 && [spi_charging $u] &&
                [herald::counter $u charged] >= 2} {
            herald::flip $u normal
            herald::narrate "$u has charged two Movement phases in a row:\
                it turns to its normal side and may not charge for two\
                Game-Turns (§17.23)"
        }
    }
}

# §17.12, §17.21, §17.23: the side a flip would turn the counter to
proc spi_flip_to {u words} {
    set s [lindex $words 0]
    if {$s eq ""} {
        return [expr {[spi_side_up $u] eq "charge" ? "normal" : "charge"}]
    }
    return [string map {front normal back charge} [string tolower $s]]
}

