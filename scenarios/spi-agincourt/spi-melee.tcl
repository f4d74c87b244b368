# spi-melee.tcl: SPI's Agincourt (1978), melee (§9): the game's clauses
# beside herald's generic `differential` combat (rules: combat: kind:
# differential in game.yaml).  herald sums each side's Melee Strength with
# the modifiers below (each a `when: hook` modifier of the combat block),
# takes the differential, reads the Melee CRT (§9.5) on the defender's
# line row, rolls, and calls spi_melee_result (effect:) after each
# melee.  Here:
#
#   spi_leader_rating UNIT   the Leader Melee Rating UNIT gets (§9.11,
#                            §12.1, §12.24; never the Fait du Mort, §18.0)
#   spi_commander UNIT       the leader stacked with UNIT able to command
#                            it (§12.1), or ""
#   spi_melee_*              the modifier hooks of §9.4, §9.15, §15.0,
#                            §16.33, the loss (§9.0 step 3), the engaged
#                            lock (§9.21) and what melee marks
#
# A hook keeps nothing between calls: what melee remembers is declared
# state: `shocked` (a unit used its Initial Shock, §9.14), `marched`
# (moved in its last Movement phase, §9.14), `engaged` (§9.21) with
# `foe1`-`foe10` (who fought whom, §9.21 by pairs, M3),
# `overrun` (French archers attacked, to flee, §15.0) and `attacked`
# (defended in this melee phase, for the Fatigue Morale phase, §9.22; set
# by herald, marks: in game.yaml).

# ------------------------------------------------------------ leaders

# The leaders (not the Fait du Mort, §18.0) standing in a hex of UNIT
# that may lend it their leadership (§12.11-12.13), best rating first
proc spi_leaders_of {u} {
    if {[catch {herald::unit $u} d] || ![spi_is_combat $u]} {
        return {}
    }
    set hexes [spi_hexes $u]
    set f [dict get $d faction]
    set l {}
    foreach c [herald::units $f] {
        set cd [herald::unit $c]
        if {[dict get $cd type] ne "leader" ||
            [dict get $cd hex] ni $hexes} {
            continue
        }
        if {$f eq "english" || [spi_may_command $c $u]} {
            lappend l [list $c [dict get $cd rating]]
        }
    }
    set out {}
    foreach p [lsort -integer -decreasing -index 1 [lsort -index 0 $l]] {
        lappend out [lindex $p 0]
    }
    return $out
}

# §12.1: the leader stacked with UNIT who may command it (the best rated,
# §12.24), or ""
proc spi_commander {u} {
    set l [spi_leaders_of $u]
    if {[llength $l] == 0} {
        return ""
    }
    return [lindex $l 0]
}

# §9.11, §12.21-12.24: one leader's rating only, the best; 0 with none
proc spi_leader_rating {u} {
    set c [spi_commander $u]
    if {$c eq ""} {
        return 0
    }
    return [dict get [herald::unit $c] rating]
}

# ------------------------------------------------- the modifiers (§9.4)
# Each is a `when: hook` modifier of rules: combat: in game.yaml, asked
# for one unit at a time: PROC ROLE UNIT ATTACKERS DEFENDER ID, ROLE
# attack or defend.  An answer of 0 is "does not apply".

# The six neighbours of a hex
proc spi_melee_around {hex} {
    set l {}
    foreach s {ne e se sw w nw} {
        set n [herald::board neighbour $hex $s]
        if {$n ne ""} {
            lappend l $n
        }
    }
    return $l
}

# §9.11, §12.21-12.24: one leader's rating, attacking or defending
proc spi_melee_leader {role u att def id} {
    set r [spi_leader_rating $u]
    if {$r == 0} {
        return 0
    }
    return "value $r"
}

# §9.12: -1 for each Dead of its own side in its hex (either half of a
# double counter)
proc spi_melee_dead {role u att def id} {
    set f [dict get [herald::unit $u] faction]
    set n 0
    foreach hex [spi_hexes $u] {
        foreach m [herald::marker list $hex] {
            set d [herald::marker get $m]
            if {[dict get $d kind] eq "dead" && [dict get $d side] eq $f} {
                incr n [dict get $d size]
            }
        }
    }
    if {$n == 0} {
        return 0
    }
    return "value -$n"
}

# §9.13: -1 for each friendly combat unit next to it, at most -3
proc spi_melee_crowded {role u att def id} {
    set f [dict get [herald::unit $u] faction]
    set mine [spi_hexes $u]
    set by [spi_units_by_hex]
    set near {}
    foreach hex $mine {
        foreach n [spi_melee_around $hex] {
            if {$n in $mine} {
                continue
            }
            foreach o [spi_units_in $by $n] {
                if {$o ne $u && $o ni $near && [spi_is_combat $o] &&
                    [dict get [herald::unit $o] faction] eq $f} {
                    lappend near $o
                }
            }
        }
    }
    set n [llength $near]
    if {$n > 3} {
        set n 3
    }
    if {$n == 0} {
        return 0
    }
    return "value -$n"
}

# §9.14: attacking, a unit's first melee attack of the game (`shocked`
# not yet set), having moved in the Movement phase just played
# (`marched`): +7 for a French double counter or English men-at-arms, +4
# for a French single counter or an English yeoman
proc spi_melee_shock {role u att def id} {
    if {$role ne "attack" || [spi_value $u shocked] ne "0" ||
            [spi_value $u marched] ne "1"} {
        return 0
    }
    set d [herald::unit $u]
    set double [expr {[dict exists $d hex2] && [dict get $d hex2] ne ""}]
    if {[dict get $d faction] eq "french"} {
        return [expr {$double ? "value 7" : "value 4"}]
    }
    switch -- [dict get $d type] {
        men-at-arms { return "value 7" }
        longbow { return "value 4" }
    }
    return 0
}

# Does spi-stakes.tcl say the attacker comes through a protected side?
proc spi_melee_protected {def a} {
    if {![llength [info commands spi_stakes_protect]]} {
        return 0
    }
    return [spi_stakes_protect $def $a]
}

# §9.15, §16.31: an English longbow defending behind implanted stakes,
# none of its attackers through an open hexside: +1
proc spi_melee_stakes {role u att def id} {
    if {$role ne "defend" || [spi_type $u] ne "longbow"} {
        return 0
    }
    foreach a $att {
        if {![spi_melee_protected $u $a]} {
            return 0
        }
    }
    return 1
}

# §15.0: French archers (and the battery, an archery unit for all
# purposes, §19.0) have no melee strength and defend at 1
proc spi_melee_archers {role u att def id} {
    return [expr {$role eq "defend" &&
        [spi_type $u] in {crossbow shortbow artillery}}]
}

# §16.33 (reconstructed: 9.4 gives no value): cavalry attacking an
# English longbow through a protected stake hexside, -1
proc spi_melee_cavalry_stakes {role u att def id} {
    return [expr {$role eq "attack" && [spi_type $u] eq "cavalry" &&
        [spi_type $def] eq "longbow" && [spi_melee_protected $def $u]}]
}

# ------------------------------------------- refusals and the result

# check: §16.32: French men-at-arms never attack a longbow through a
# protected stake hexside.  "" or the refusal.
proc spi_melee_check {att def} {
    if {[spi_type $def] ne "longbow"} {
        return ""
    }
    foreach a $att {
        if {[spi_type $a] eq "men-at-arms" && [spi_melee_protected $def $a]} {
            return "$a may not attack $def through a protected stake\
                hexside: French men-at-arms never do (§16.32)"
        }
    }
    return ""
}

# effect: after every melee.  CODE loss: the defender loses a line (§9.0
# step 3, §8.34 via spi_line_loss); none: nothing (a 0 cell or a roll
# over the chance, §9.23).  Either way the attackers have used their
# Initial Shock (§9.14: only a unit's first attack), every unit in it and
# the leader lending it his rating are engaged, each with its own
# opponents (§9.21 by pairs, M3), and French
# archers attacked will flee as fugitives (§15.0).
proc spi_melee_result {code kind att def victims} {
    if {$code eq "loss"} {
        spi_line_loss $def 1 melee
    }
    foreach a $att {
        if {[spi_value $a shocked] eq "0"} {
            herald::counter $a shocked 1
        }
    }
    # §9.21 by pairs (M3): each attacker is bound to the defender, the
    # defender to each attacker, the leader lending his rating to the
    # unit he lent it to
    foreach u [concat $att [list $def]] {
        if {![spi_melee_on $u]} {
            continue
        }
        set foes [expr {$u eq $def ? $att : [list $def]}]
        foreach o $foes {
            if {[spi_melee_on $o]} {
                spi_melee_bind $u $o
            }
        }
        set c [spi_commander $u]
        if {$c ne ""} {
            spi_melee_bind $c $u
        }
    }
    if {[dict get [herald::unit $def] hex] ne "" &&
            [spi_type $def] in {crossbow shortbow artillery}} {
        herald::counter $def overrun 1
        herald::narrate "$def, French archers attacked in melee, will\
            become fugitives in the next French Fugitive Movement phase\
            (§15.0)"
    }
}

# ------------------------------------------------ phases and orders

# The enemy combat units next to a unit (by either of its hexes)
proc spi_melee_enemies_near {u} {
    set f [dict get [herald::unit $u] faction]
    set by [spi_units_by_hex]
    set l {}
    foreach hex [spi_hexes $u] {
        foreach n [spi_melee_around $hex] {
            foreach o [spi_units_in $by $n] {
                if {$o ni $l && [spi_is_combat $o] &&
                    [dict get [herald::unit $o] faction] ne $f} {
                    lappend l $o
                }
            }
        }
    }
    return $l
}

# §9.21 by pairs (reconstructed, doc/reconstructions.md M3).  Who fought
# whom is declared state: each unit (and leader) has the slots foe1 ..
# foeN (game.yaml, `kind: unit`: each names a unit, or "" for none).  A
# combat unit's slots hold the enemy units it meleed with (the defender,
# for each attacker; every attacker, for the defender); a leader's hold
# the friendly units he lent his rating to.

# The foe slots the game declares for U (none: the lock is not kept)
proc spi_melee_slots {u} {
    set l {}
    for {set i 1} {![catch {herald::counter $u foe$i}]} {incr i} {
        lappend l foe$i
    }
    return $l
}

# The units in U's slots
proc spi_melee_foes {u} {
    set l {}
    foreach s [spi_melee_slots $u] {
        set o [herald::counter $u $s]
        if {$o ne ""} {
            lappend l $o
        }
    }
    return $l
}

# Is O on the map?
proc spi_melee_on {o} {
    return [expr {![catch {herald::unit $o} d] && [dict get $d hex] ne ""}]
}

# A combat unit's opponents that still hold it: on the map and next to it
proc spi_melee_holding {u} {
    set near [spi_melee_enemies_near $u]
    set l {}
    foreach o [spi_melee_foes $u] {
        if {$o in $near && $o ni $l} {
            lappend l $o
        }
    }
    return $l
}

# Which of U's slots still bind it: for a combat unit the opponents next
# to it; for a leader the units he lent to that stand in his hex and are
# held themselves
proc spi_melee_binding {u} {
    if {![spi_melee_on $u]} {
        return {}
    }
    if {[spi_is_combat $u]} {
        return [spi_melee_holding $u]
    }
    set hex [dict get [herald::unit $u] hex]
    set l {}
    foreach w [spi_melee_foes $u] {
        if {$w ni $l && [spi_melee_on $w] && [spi_is_combat $w] &&
                $hex in [spi_hexes $w] &&
                [llength [spi_melee_holding $w]]} {
            lappend l $w
        }
    }
    return $l
}

# Records that U is bound to O (its opponent, or for a leader the unit he
# lent to): O joins U's slots, after the slots of those no longer binding
# U are emptied (gone, or not next to it, M3)
proc spi_melee_bind {u o} {
    set slots [spi_melee_slots $u]
    if {![llength $slots] || ![spi_melee_on $u]} {
        return
    }
    set keep [spi_melee_binding $u]
    set free {}
    foreach s $slots {
        set o2 [herald::counter $u $s]
        if {$o2 eq $o} {
            herald::counter $u engaged 1
            return
        }
        if {$o2 eq "" || $o2 ni $keep} {
            lappend free $s
        }
    }
    if {[llength $free]} {
        herald::counter $u [lindex $free 0] $o
    }
    herald::counter $u engaged 1
}

# §9.21 (reconstructed, M3): 1 while U is held: a combat unit while one
# of the units it meleed with stands next to it; a leader while a unit he
# lent his rating to is in his hex and held
proc spi_melee_held {u} {
    if {[spi_value $u engaged] ne "1"} {
        return 0
    }
    return [expr {[llength [spi_melee_binding $u]] > 0}]
}

# Frees U: its flag and its slots cleared
proc spi_melee_free {u} {
    herald::counter $u engaged 0
    foreach s [spi_melee_slots $u] {
        if {[herald::counter $u $s] ne ""} {
            herald::counter $u $s ""
        }
    }
}

# As each Movement phase begins, the units no longer held are freed (all
# judged first, then cleared: a leader's hold reads his unit's slots)
proc spi_melee_unlock {} {
    set free {}
    foreach u [herald::units] {
        if {[spi_value $u engaged] eq "1" && ![spi_melee_held $u]} {
            lappend free $u
        }
    }
    foreach u $free {
        spi_melee_free $u
    }
    if {[llength $free]} {
        herald::narrate "no longer engaged in melee: [join $free {, }]\
            (§9.21)"
    }
}

# §15.0: French archers attacked in melee become fugitives as their
# side's next Fugitive Movement phase begins: every line left flees (as
# a morale loss: no Dead, no casualties; reconstructed, M4)
proc spi_melee_overrun {side} {
    foreach u [herald::units $side] {
        if {[spi_value $u overrun] ne "1"} {
            continue
        }
        herald::counter $u overrun 0
        spi_melee_free $u
        set n [herald::counter $u lines]
        set s [expr {$n == 1 ? "line becomes a fugitive" :
            "lines become fugitives"}]
        herald::narrate "$u, attacked in melee, flees: its $n $s, with no\
            Dead and no casualties (§15.0; reconstructed, M4)"
        spi_line_loss $u $n flight
    }
}

# phase_start (dispatcher in spi-agincourt.tcl)
proc spi_melee_phase_start {turn side phase} {
    switch -- $phase {
        fugitives {
            spi_melee_overrun $side
        }
        movement {
            spi_melee_unlock
        }
    }
}

# order: §9.21: an engaged unit or leader may not move or turn
proc spi_melee_order {turn side phase verb args} {
    if {$verb ni {move face}} {
        return ""
    }
    set u [lindex $args 0]
    if {[catch {herald::unit $u}]} {
        return ""
    }
    if {[spi_melee_held $u]} {
        set b [spi_melee_binding $u]
        set by [join $b {, }]
        set st [expr {[llength $b] == 1 ? "stands" : "stand"}]
        if {[spi_is_combat $u]} {
            set why "$by, which it meleed, $st next to it (§9.21;\
                reconstructed: held until its own opponents are gone"
        } else {
            set why "$by, to which it lent its rating, is held (§9.21;\
                reconstructed: held while the unit it lent to is"
        }
        return "$u is locked in melee: $why; see doc/reconstructions.md\
            M3)"
    }
    return ""
}

# order_done: a unit that moves has moved in this Movement phase, for
# its Initial Shock (§9.14), and a unit free to move is engaged no more
proc spi_melee_order_done {turn side phase verb args} {
    if {$verb ni {move face}} {
        return
    }
    set u [lindex $args 0]
    if {[catch {herald::unit $u}]} {
        return
    }
    # §9.21: a unit that moves or turns is no longer held (M3)
    if {[spi_value $u engaged] eq "1" && ![spi_melee_held $u]} {
        spi_melee_free $u
    }
    if {$verb ne "move" || [spi_value $u marched] ne "0"} {
        return
    }
    herald::counter $u marched 1
}
