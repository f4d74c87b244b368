# spi-ahead.tcl: moving "toward the English line at full allowance", the
# words 20.13E, 20.23C and 20.33C share (reconstructed R60, R62: a move
# may not end on a lower column; the allowance is owed each impulse;
# a blocked unit or one next to an English combat unit owes nothing).
# Procs only, no hooks: the scenarios' scripts (spi-free.tcl,
# spi-folly.tcl, spi-historical.tcl) and the solitaire programme
# (spi-solo.tcl) call them.  Loaded by game.yaml for every scenario.
#   spi_ahead_in_range U SIDE TYPES   the first unit of SIDE in range
#   spi_ahead_col HEXES               the lowest column of the hexes
#   spi_ahead_apart U DEST            1 if 5.18 lets U stand on DEST
#   spi_ahead_blocked U LEFT          1 if no step toward the English
#   spi_ahead_at_enemy U              1 if next to an English combat unit
#   spi_ahead_owed U SECTION          the movement U still owes, or ""

proc spi_ahead_in_range {u side types} {
    set best ""
    foreach e [herald::units $side] {
        if {![spi_is_combat $e] || ($types ne "" && [spi_type $e] ni $types)} {
            continue
        }
        set r [dict get [herald::unit $e] range]
        if {$types eq ""} {
            set r [dict get [herald::unit $u] range]
        }
        foreach a [spi_hexes $u] {
            foreach b [spi_hexes $e] {
                if {[herald::distance $a $b] <= $r} {
                    return $e
                }
            }
        }
    }
    return ""
}

proc spi_ahead_col {hexes} {
    set c 99
    foreach h $hexes {
        set c [expr {min($c, [scan [string range $h 0 1] %d])}]
    }
    return $c
}

# §5.18 (game.yaml rules: apart:): a French archer unit (crossbow,
# shortbow, the battery) never stands next to another French combat
# unit, nor a combat unit next to one; 1 when U may stand on the hexes
# dest as far as that rule goes (a step it forbids is no open step)
proc spi_ahead_apart {u dest} {
    set archers {crossbow shortbow artillery}
    set mine [expr {[spi_type $u] in $archers}]
    # each French unit once (the hook's command limit), not each hex
    foreach o [herald::units french] {
        if {$o eq $u || ![spi_is_combat $o]} { continue }
        if {!$mine && [spi_type $o] ni $archers} { continue }
        foreach a [spi_hexes $o] {
            foreach h $dest {
                if {[herald::distance $a $h] == 1 && $a ni $dest} { return 0 }
            }
        }
    }
    return 1
}

# Blocked (20.23C, 20.33C, 20.13E): no step south-east or south-west
# (toward the English) is open to it for the MP it has left: off the
# map, Woods, a combat unit there, dearer than what is left, or one 5.18
# forbids (a unit on two hexes needs both halves to step the same way)
proc spi_ahead_blocked {u left} {
    foreach dir {se sw} {
        set ok 1
        set dest {}
        foreach h [spi_hexes $u] {
            set to [herald::board neighbour $h $dir]
            if {$to eq "" || [spi_woods $to]} {
                set ok 0
                break
            }
            set there [spi_combat_in $to]
            if {[llength $there] && $u ni $there} {
                set ok 0
                break
            }
            if {[herald::board cost $h $to] > $left} {
                set ok 0
                break
            }
            lappend dest $to
        }
        if {$ok && ![spi_ahead_apart $u $dest]} {
            set ok 0
        }
        if {$ok} {
            return 0
        }
    }
    return 1
}

proc spi_ahead_at_enemy {u} {
    # each English unit once (the hook's command limit: spi_combat_in
    # would look at every unit for each of the twelve hexes around)
    set mine [spi_hexes $u]
    foreach e [herald::units english] {
        if {![spi_is_combat $e]} { continue }
        foreach b [spi_hexes $e] {
            foreach a $mine {
                if {[herald::distance $a $b] == 1} { return 1 }
            }
        }
    }
    return 0
}

# 11.22, 11.23: a unit of a demoralized army kept in command by a leader
# of its hex who cannot go the rest of its move with it (a leader who
# may command it, with as many MP left as it has): moving on would leave
# him and rout it.  herald's rule (R60): such a unit owes no move this
# impulse (11.22: "may freely move"; 11.23: the leader who rallies it
# stays with it), so a rally in the Movement phase holds.
proc spi_ahead_kept {u} {
    set d [herald::unit $u]
    set f [dict get $d faction]
    if {![spi_army_demoralized $f] || [spi_value $u routed] eq "1" ||
            [spi_army_commander $u] eq ""} {
        return 0
    }
    set left [expr {[dict get $d mp] - [dict get $d mp_spent]}]
    set hexes [spi_hexes $u]
    foreach l [herald::units $f] {
        set ld [herald::unit $l]
        if {[spi_is_combat $l] || [dict get $ld hex] ni $hexes ||
                ([dict get $ld type] ne "fait-du-mort" && ![spi_may_command $l $u])} {
            continue
        }
        if {[dict get $ld mp] - [dict get $ld mp_spent] >= $left} {
            return 0
        }
    }
    return 1
}

# The movement a unit still owes in this impulse (20.23C, 20.33C), as a
# phrase, or ""
proc spi_ahead_owed {u section} {
    set d [herald::unit $u]
    if {[dict get $d hex] eq "" || [spi_value $u pinned] eq "1" ||
            [spi_value $u held] eq "1" || [spi_value $u routed] eq "1" ||
            [spi_ahead_kept $u]} {
        return ""
    }
    set left [expr {[dict get $d mp] - [dict get $d mp_spent]}]
    if {$left <= 0 || [spi_ahead_at_enemy $u] || [spi_ahead_blocked $u $left]} {
        return ""
    }
    return "$u has spent [dict get $d mp_spent] of its [dict get $d mp] MP\
        and must move its full allowance ($section)"
}
