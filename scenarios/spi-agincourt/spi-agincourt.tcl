# spi-agincourt.tcl: the game's own hooks for SPI's Agincourt (1978):
# fugitives (§14), the line losses that make them with the Dead
# (§8.34-8.36, §10.21, §11.1, §14.11-14.13, the 4.0 clarification:
# created at once), leaders retreating with them (§12.32-12.34), the units
# they hold in place (§5.15, §5.16, §14.25) and their capture (§14.27,
# §14.28).  game.yaml names the procedures in its hooks: block:
#
#   phase_start  spi_phase_start   the Fugitive Movement phase (automatic)
#   phase_end    spi_phase_end     (nothing yet; kept for part 2)
#   order        spi_order         refuses moves of pinned, held and
#                                  retreating units
#   order_done   spi_order_done    a move onto friendly fugitives holds the
#                                  unit (§5.15)
#   standing     spi_standing      the fugitives on the field, for `status`
#
# and part 2's fire, melee and morale call  spi_line_loss UNIT N CAUSE
# (CAUSE fire, melee or morale) for every line a unit loses.
#
# Design.  A hook keeps nothing of its own between calls (doc/authoring.md):
# all the game remembers is in the board and the game's declared state.
#  - A Fugitive marker (markers: fugitive) carries its size, side, heading
#    (ne/nw for the French, se/sw for the English: hexside names with
#    north: left), state (new: its heading is still to be rolled; moving;
#    stopped: it ran into a friendly unit and rolls again, §14.25) and
#    mounted (cavalry fugitives, kept apart by the marker's `apart`, move
#    2 an impulse, §3.33).  Two markers of one side meeting in a hex merge
#    (x2 + x1 = x3, §14.13) and keep the attributes of the one that was
#    there; one a line loss adds to is new again (the combined marker is
#    "substituted", and its fugitives were created in this turn, §14.21).
#  - Declared per-unit flags: `held` (§5.15, reset each turn), `pinned`
#    (§5.16, §14.25, reset each turn), `retreating` (leaders, §12.33);
#    per-unit count `lines`; per-faction counts `casualties` (§11.1),
#    `fugitives_captured` (§14.27-14.28, victory §20.14).
#  - §14.28 asks whether a unit stood a whole impulse: herald::unit's
#    `stood` (complete impulses stood still, counted as each impulse
#    ends; a move or a turn clears it), read as the step after the
#    impulse (`archery`) begins.
#  - The Fugitive Movement phase moves every marker of the side in turn in
#    one call: headings are rolled first (label order; at the set-up,
#    which plays turn 1's first phase and rolls no dice, markers a
#    scenario put on the board keep still, §14.21), then each path is
#    traced on the board as it stands (units do not move in this phase,
#    and markers do not block one another), then the markers are moved
#    nearest their own map edge first, so that one never merges into a
#    marker that has still to move (every step of a fugitive goes one
#    column toward its edge).
#  - A fugitive's allowance (§14.24, "its entire Movement Allowance"):
#    three impulses' worth (spi-notes' reading), 1 MP an impulse (2 for
#    cavalry fugitives, §3.33), never carried from one impulse to the
#    next (§5.12); each step costs what herald charges a unit for it
#    (herald::board cost: the terrain, 1/2 dry or 1 muddy, §7.21, and the
#    game's uphill cost across a contour, §7.23); a
#    crossing that costs more than an impulse's allowance waits one
#    complete impulse and then takes a whole impulse (§7.24, as
#    spi-notes reads it).
#  - Woods (§14.26 with its errata): a step into Woods turns the heading
#    east for west (nw <-> ne, sw <-> se), at no cost, and the marker goes
#    on that way; if that way is Woods too it stands for the phase.
#  - §12.32: a leader with a unit that loses its last line stays to
#    retreat with its fugitives (on a double counter he joins the half
#    they fell on).
#  - §12.33: a retreating leader goes with the friendly fugitive marker in
#    his hex (the largest, else the first) as it moves, unless at the
#    phase's start he stands with a friendly combat unit he may command
#    (§12.1: his contingent's mark, or great-officer); with no marker to go
#    with he is free again.  Off the map he is out of play, not captured
#    (§12.34); where his marker is captured he stops in the hex before the
#    enemy (§6.16) and is free.

# ---------------------------------------------------------------- words

proc spi_combat_types {} {
    return {men-at-arms cavalry longbow crossbow shortbow artillery}
}

proc spi_type {u} {
    return [dict get [herald::unit $u] type]
}

proc spi_is_combat {u} {
    return [expr {[spi_type $u] in [spi_combat_types]}]
}

proc spi_is_leader {u} {
    return [expr {[spi_type $u] in {leader fait-du-mort}}]
}

proc spi_enemy {f} {
    return [expr {$f eq "french" ? "english" : "french"}]
}

# A declared value of a unit or faction, or "" where its type carries none
# (or the game declares none by that name)
proc spi_value {who name} {
    if {[catch {herald::counter $who $name} v]} {
        return ""
    }
    return $v
}

proc spi_add {who name n} {
    herald::counter $who $name [expr {[herald::counter $who $name] + $n}]
}

# The hexes a unit covers (one, or two for a double counter)
proc spi_hexes {u} {
    set d [herald::unit $u]
    set l {}
    if {[dict get $d hex] ne ""} {
        lappend l [dict get $d hex]
    }
    if {[dict exists $d hex2] && [dict get $d hex2] ne ""} {
        lappend l [dict get $d hex2]
    }
    return $l
}

# dict: hex -> the units on the map covering it
proc spi_units_by_hex {} {
    set by {}
    foreach u [herald::units] {
        foreach h [spi_hexes $u] {
            dict lappend by $h $u
        }
    }
    return $by
}

proc spi_units_in {by hex} {
    if {[dict exists $by $hex]} {
        return [dict get $by $hex]
    }
    return {}
}

# The fugitive markers in a hex, of one side (or any)
proc spi_fugitives_in {hex {side ""}} {
    set l {}
    foreach m [herald::marker list $hex] {
        set d [herald::marker get $m]
        if {[dict get $d kind] eq "fugitive" &&
            ($side eq "" || [dict get $d side] eq $side)} {
            lappend l $m
        }
    }
    return $l
}

# The combat units in a hex, of a faction (or any)
proc spi_combat_in {hex {faction ""}} {
    set l {}
    foreach u [herald::units] {
        if {![spi_is_combat $u] || $hex ni [spi_hexes $u]} {
            continue
        }
        if {$faction eq "" ||
                [dict get [herald::unit $u] faction] eq $faction} {
            lappend l $u
        }
    }
    return $l
}

# The unit a word of an order names: herald passes units by id, a hex
# as typed (the unit in it: the combat unit where a leader stands too)
proc spi_unit_of {w} {
    if {![catch {herald::unit $w} d]} {
        return [dict get $d id]
    }
    if {[regexp {^[0-9]{4}$} $w] && ![catch {herald::hex $w} h]} {
        set l [spi_combat_in $w]
        if {[llength $l]} {
            return [lindex $l 0]
        }
        return [dict get $h unit]
    }
    return $w
}

# §12.1: a leader commands the units of his contingent; a great officer
# (Constable, Marshal, Admiral, §12.13) those of either French contingent
proc spi_may_command {l u} {
    set lm [herald::board marks $l]
    if {"great-officer" in $lm} {
        return 1
    }
    set um [herald::board marks $u]
    foreach c {armagnac burgundian english} {
        if {$c in $lm && $c in $um} {
            return 1
        }
    }
    return 0
}

# -------------------------------------------------- line losses (§8.34)

# UNIT loses N lines to CAUSE (fire, melee or morale).  Lines -N; a
# Fugitive xN (mounted for cavalry) and, but for morale (§10.21), a Dead
# xN in its hex (a double counter's half by a die, §8.34, §14.12), each
# merged with one there (§14.13); but for morale the side's casualties +N
# (§8.36, §11.1); a unit with no lines left is removed (§8.35), and a
# leader with it stays to retreat with the fugitives (§12.32).  Returns
# the Fugitive marker's label.
proc spi_line_loss {u n cause} {
    # flight: §15.0's French archers put to flight by a melee attack, a
    # loss as to morale (no Dead, no casualties: M4)
    if {$cause ni {fire melee morale flight}} {
        error "spi_line_loss: cause \"$cause\": expected fire, melee, morale or flight"
    }
    set d [herald::unit $u]
    set f [dict get $d faction]
    set have [herald::counter $u lines]
    if {$n > $have} {
        set n $have
    }
    if {$n <= 0} {
        return ""
    }
    set left [expr {$have - $n}]
    set s [expr {$n > 1 ? "s" : ""}]
    herald::counter $u lines $left
    # §20.14-§20.44: each line step lost counts for victory, to morale as
    # to fire and melee (a game declaring no lines_lost counts none)
    if {[spi_value $f lines_lost] ne ""} {
        spi_add $f lines_lost $n
    }
    if {$cause eq "flight"} {
        herald::narrate "$u loses $n line$s to flight: $left left (§15.0, §8.33)"
    } else {
        herald::narrate "$u loses $n line$s to $cause: $left left (§8.33)"
    }
    set hexes [spi_hexes $u]
    set hex [lindex $hexes 0]
    if {[llength $hexes] == 2} {
        set hv [herald::board halves $u]
        set r [herald::roll 1d10 "the half of $u its fugitives fall on:\
            1-5 the left, [dict get $hv left], 6-10 the right,\
            [dict get $hv right] (§8.34, §14.12)"]
        set hex [dict get $hv [expr {$r <= 5 ? "left" : "right"}]]
    }
    set mounted [expr {[dict get $d type] eq "cavalry" ? "yes" : "no"}]
    set m [herald::marker place fugitive $hex size=$n side=$f \
        mounted=$mounted]
    if {[dict get [herald::marker get $m] state] ne "new"} {
        # §14.13, §14.21: the combined marker's fugitives are new
        herald::marker set $m state=new
    }
    if {$cause eq "morale"} {
        herald::narrate "a loss to morale makes no Dead and no casualties\
            (§10.21, §11.1)"
    } elseif {$cause eq "flight"} {
        # said by the flight's own narration (spi_melee_overrun)
    } else {
        herald::marker place dead $hex size=$n side=$f
        spi_add $f casualties $n
        # §8.36 for fire; §9.23's note and §11.1 for melee
        set why [expr {$cause eq "fire" ? "§8.36" : "§9.23, §11.1"}]
        herald::narrate "[string totitle $f] casualties:\
            [herald::counter $f casualties] ($why)"
    }
    if {$left == 0} {
        foreach l [herald::units $f] {
            if {[spi_is_leader $l] &&
                [dict get [herald::unit $l] hex] in $hexes} {
                herald::counter $l retreating 1
                if {[dict get [herald::unit $l] hex] ne $hex} {
                    # on a double counter: with the half its fugitives
                    # fell on
                    herald::board relocate $l $hex "with the fugitives of\
                        $u (§12.32)"
                }
                herald::narrate "$l stays in $hex to retreat with the\
                    fugitives from the next Fugitive Movement phase (§12.32)"
            }
        }
        herald::eliminate $u "no lines left (§8.35)"
    }
    return $m
}

# ------------------------------------------ Fugitive Movement (§14.2)

proc spi_headings {side} {
    if {$side eq "french"} {
        return {ne nw}
    }
    return {se sw}
}

# §14.26: east for west
proc spi_mirror {h} {
    return [string map {ne nw nw ne se sw sw se} $h]
}

proc spi_woods {hex} {
    return [expr {[dict get [herald::board terrain $hex] terrain] eq "woods"}]
}

# The cost in half MP of a step from one hex into the next, as herald
# prices a unit's: its terrain (§7.21) and the uphill contour (§7.23)
proc spi_cost2 {from to} {
    return [expr {int(round(2 * [herald::board cost $from $to]))}]
}

# The next step from hex at heading h: {hex heading woods}, hex "" off
# the map, "-" when Woods stand both ways (§14.26); woods: the Woods hex
# it turned off, or ""
proc spi_step {at h} {
    set to [herald::board neighbour $at $h]
    set woods ""
    if {$to ne "" && [spi_woods $to]} {
        set woods $to
        set h [spi_mirror $h]
        set to [herald::board neighbour $at $h]
        if {$to ne "" && [spi_woods $to]} {
            return [list - $h $woods]
        }
    }
    return [list $to $h $woods]
}

# Where a marker's flight takes it: dict path (the hexes entered), heading
# (as it ends), end (spent, off, boxed, stopped, captured), unit (the one
# it stopped at or was captured by) and turns (a list of {hex woods from
# to}: where it bounced off Woods)
proc spi_flight {start h mounted side by} {
    set allow [expr {$mounted eq "yes" ? 4 : 2}]
    set at $start
    set path {}
    set waited 0
    set turns {}
    for {set i 1} {$i <= 3} {incr i} {
        set left $allow
        while {$left > 0} {
            set was $h
            lassign [spi_step $at $h] to h woods
            if {$woods ne ""} {
                lappend turns [list $at $woods $was $h]
            }
            if {$to eq ""} {
                return [dict create path $path heading $h end off unit "" \
                    turns $turns]
            }
            if {$to eq "-"} {
                return [dict create path $path heading $h end boxed unit "" \
                    turns $turns]
            }
            set c [spi_cost2 $at $to]
            if {$c > $allow} {
                # §7.24: a complete impulse beside it, then a whole one
                if {$left < $allow} {
                    break
                }
                if {!$waited} {
                    set waited 1
                    break
                }
                set c $left
                set waited 0
            } elseif {$c > $left} {
                break
            }
            incr left -$c
            lappend path $to
            set at $to
            foreach u [spi_units_in $by $to] {
                if {![spi_is_combat $u]} {
                    continue
                }
                set end [expr {[dict get [herald::unit $u] faction] eq $side ?
                    "stopped" : "captured"}]
                return [dict create path $path heading $h end $end unit $u \
                    turns $turns]
            }
        }
    }
    return [dict create path $path heading $h end spent unit "" \
        turns $turns]
}

# The column part of a CCRR label, for the order of the moves
proc spi_column {hex} {
    scan [string range $hex 0 end-2] %d c
    return $c
}

proc spi_fugitive_phase {side} {
    set by [spi_units_by_hex]
    # §14.21-14.23: headings for the new markers and those that stopped
    set mine {}
    foreach m [herald::marker list] {
        set d [herald::marker get $m]
        if {[dict get $d kind] ne "fugitive" || [dict get $d side] ne $side} {
            continue
        }
        lappend mine $m
        if {[dict get $d state] eq "moving" && [dict get $d heading] ne ""} {
            continue
        }
        lassign [spi_headings $side] h1 h2
        if {[catch {herald::roll 1d10 "$m in [dict get $d hex]: 1-5 $h1,\
                6-10 $h2 ([expr {$side eq "french" ? "§14.22" : "§14.23"}])"} r]} {
            # the set-up plays turn 1's first phase, and rolls no dice
            # (a replay that has no roll here: only there)
            if {[dict get [herald::game] turn] != 1 ||
                ![string match "*the journal has no * roll here*" $r]} {
                error $r
            }
            herald::narrate "the fugitives set up on the board flee from\
                their side's next Fugitive Movement phase (§14.21)"
            return
        }
        herald::marker set $m heading=[expr {$r <= 5 ? $h1 : $h2}] \
            state=moving
    }
    # §12.33: the retreating leaders, as the phase begins
    set followers {}
    foreach l [herald::units $side] {
        if {![spi_is_leader $l] || [spi_value $l retreating] ne "1"} {
            continue
        }
        set hex [dict get [herald::unit $l] hex]
        set free ""
        foreach u [spi_units_in $by $hex] {
            if {[spi_is_combat $u] && [spi_may_command $l $u]} {
                set free $u
                break
            }
        }
        set with ""
        foreach m [spi_fugitives_in $hex $side] {
            if {$with eq "" || [dict get [herald::marker get $m] size] >
                [dict get [herald::marker get $with] size]} {
                set with $m
            }
        }
        if {$free ne ""} {
            herald::counter $l retreating 0
            herald::narrate "$l stands with $free, whom he may command: he\
                is free to move, and the fugitives go on without him (§12.33)"
        } elseif {$with eq ""} {
            herald::counter $l retreating 0
            herald::narrate "$l has no fugitives to retreat with in $hex:\
                he is free to move (§12.33)"
        } else {
            dict lappend followers $with $l
        }
    }
    # §14.24-14.27: each its whole allowance, nearest its edge first
    set order {}
    foreach m $mine {
        lappend order [list [spi_column [dict get [herald::marker get $m] hex]] $m]
    }
    set order [lsort -integer -index 0 \
        [expr {$side eq "french" ? "-increasing" : "-decreasing"}] $order]
    foreach e $order {
        spi_flee [lindex $e 1] $side $by $followers
    }
}

# One marker's flight, done: moved, stopped, captured or gone
proc spi_flee {m side by followers} {
    set d [herald::marker get $m]
    set start [dict get $d hex]
    set size [dict get $d size]
    set mounted [dict get $d mounted]
    set fl [spi_flight $start [dict get $d heading] $mounted $side $by]
    set path [dict get $fl path]
    set h [dict get $fl heading]
    set u [dict get $fl unit]
    set leaders {}
    if {[dict exists $followers $m]} {
        set leaders [dict get $followers $m]
    }
    set way [expr {[llength $path] ? "by [join $path {, }]" : "from $start"}]
    foreach t [dict get $fl turns] {
        lassign $t at woods was now
        herald::narrate "$m heading $was from $at would enter $woods, Woods:\
            it bounces off $now (§14.26)"
    }
    if {$h ne [dict get $d heading]} {
        herald::marker set $m heading=$h
    }
    switch -- [dict get $fl end] {
        off {
            herald::narrate "$m (x$size) flees $h [expr {[llength $path] ?
                "$way off the map" : "off the map $way"}] (§14.24)"
            herald::marker remove $m
            foreach l $leaders {
                herald::eliminate $l "leaves the field with the fugitives,\
                    not captured (§12.34)"
            }
            return
        }
        captured {
            set enemy [spi_enemy $side]
            herald::narrate "$m (x$size) flees $h $way into $u, an enemy:\
                captured (§14.27)"
            herald::marker remove $m
            spi_add $enemy fugitives_captured $size
            # (not expr's ?:, which reads a hex such as 0505 as an
            # octal number, 325)
            set stop [if {[llength $path] > 1} {lindex $path end-1} else {
                set start}]
            foreach l $leaders {
                if {$stop ne $start} {
                    herald::board relocate $l $stop "he goes no further than\
                        the enemy (§6.16) and is free to move (§12.33)"
                }
                herald::counter $l retreating 0
            }
            return
        }
    }
    # not expr's ?:: its operands are numbers where they can be, and a
    # hex such as 0505 would be the octal 325, no hex of the map
    set end [if {[llength $path]} {lindex $path end} else {set start}]
    switch -- [dict get $fl end] {
        stopped {
            herald::narrate "$m (x$size) flees $h $way and runs into $u,\
                which may not move this turn; the fugitives roll for a new\
                heading in their next phase (§14.25, §5.16)"
        }
        boxed {
            herald::narrate "$m (x$size) flees $way: Woods stand both\
                ways, and it goes no further this phase (§14.26)"
        }
        default {
            herald::narrate "$m (x$size) flees $h $way (§14.24)"
        }
    }
    if {$end ne $start} {
        herald::marker move $m $end
        foreach l $leaders {
            herald::board relocate $l $end "he retreats with $m (§12.33)"
        }
    }
    if {[dict get $fl end] eq "stopped"} {
        foreach n [spi_fugitives_in $end $side] {
            if {[dict get [herald::marker get $n] mounted] eq $mounted} {
                herald::marker set $n state=stopped
            }
        }
        herald::counter $u pinned 1
    }
}

# -------------------------------------- §14.28: captured by standing

# Whether a unit stood the whole impulse just ended: herald::unit's
# `stood`, the complete impulses it has stood still in its hex (src/stood.h)
proc spi_stood_still {u} {
    set d [herald::unit $u]
    return [expr {[dict exists $d stood] && [dict get $d stood] >= 1}]
}

proc spi_capture_stood {side} {
    set enemy [spi_enemy $side]
    foreach u [herald::units $side] {
        if {![spi_is_combat $u] || ![spi_stood_still $u]} {
            continue
        }
        foreach hex [spi_hexes $u] {
            foreach m [spi_fugitives_in $hex $enemy] {
                set size [dict get [herald::marker get $m] size]
                herald::narrate "$u has stood a whole impulse on $m (x$size)\
                    in $hex: captured (§14.28)"
                herald::marker remove $m
                spi_add $side fugitives_captured $size
            }
        }
    }
}

# ------------------------------------------------------------- hooks

proc spi_phase_start {turn side phase} {
    if {[llength [info commands spi_stakes_phase_start]]} { spi_stakes_phase_start $turn $side $phase }
    if {[llength [info commands spi_melee_phase_start]]} { spi_melee_phase_start $turn $side $phase }
    # a scenario's units that become fugitives as the phase begins, before
    # the markers move (the historical scenario's 20.13F)
    if {$phase eq "fugitives" && [llength [info commands spi_scenario_fugitives]]} { spi_scenario_fugitives $turn $side }
    switch -- $phase {
        fugitives {
            spi_fugitive_phase $side
        }
        archery {
            # the step after each impulse: the impulse has ended
            spi_capture_stood [spi_enemy $side]
        }
    }
    if {[llength [info commands spi_army_phase_start]]} { spi_army_phase_start $turn $side $phase }
    if {[llength [info commands spi_morale_on_start]]} { spi_morale_on_start $turn $side $phase }
    if {$phase eq "archery" && [llength [info commands spi_fire_phase_start]]} { spi_fire_phase_start $turn $side }
    # the scenario's own special rules (20.13, 20.23, 20.33, 20.43): its
    # script (the scenario's hooks: script:) defines spi_scenario_* procs
    if {[llength [info commands spi_scenario_phase_start]]} { spi_scenario_phase_start $turn $side $phase }
}

proc spi_phase_end {turn side phase} {
    if {[llength [info commands spi_morale_on_end]]} { spi_morale_on_end $turn $side $phase }
    if {[llength [info commands spi_scenario_phase_end]]} { spi_scenario_phase_end $turn $side $phase }
    return
}

# 15.0, 17.12: a longbow changes between archer and yeoman, and cavalry
# between normal and charge, as its Movement phase begins: in the first
# impulse, before the counter has moved, turned or spent a point.  (The
# sequence allows `flip` only in the Movement phase.)  A counter turned
# there may be turned back before it moves: the order is still being
# given.  15.0's forced change when meleed comes with melee.
proc spi_flip_when {u} {
    if {[catch {herald::unit $u} d]} {
        return ""
    }
    set p [herald::phase]
    if {[dict get $p impulse] > 1 && [dict get $p step] eq ""} {
        return "$u may be turned over only as its Movement phase begins,\
            in the first impulse; this is impulse [dict get $p impulse]\
            (§15.0, §17.12)"
    }
    if {[dict get $d moved] > 0 || [dict get $d faced] ||
            [dict get $d mp_spent] ne "0"} {
        return "$u has already moved this phase: a counter is turned over\
            only as its Movement phase begins, before it moves (§15.0,\
            §17.12)"
    }
    return ""
}

proc spi_order {turn side phase verb args} {
    if {[llength [info commands spi_stakes_order]]} { set r [spi_stakes_order $turn $side $phase $verb {*}$args]; if {$r ne ""} {return $r} }
    if {[llength [info commands spi_melee_order]]} { set r [spi_melee_order $turn $side $phase $verb {*}$args]; if {$r ne ""} {return $r} }
    if {[llength [info commands spi_army_order]]} { set r [spi_army_order $turn $side $phase $verb {*}$args]; if {$r ne ""} {return $r} }
    if {[llength [info commands spi_scenario_order]]} { set r [spi_scenario_order $turn $side $phase $verb {*}$args]; if {$r ne ""} {return $r} }
    if {$verb eq "leave" && ![llength [info commands spi_scenario_exits]]} {
        return "no unit leaves the map in this scenario: only King Harry's\
            Folly scores English units off the north edge (§20.34)"
    }
    if {[llength [info commands spi_leaders_order]]} { set r [spi_leaders_order $turn $side $phase $verb {*}$args]; if {$r ne ""} {return $r} }
    if {$verb eq "flip"} {
        return [spi_flip_when [lindex $args 0]]
    }
    if {$verb ni {move face}} {
        return ""
    }
    set u [lindex $args 0]
    if {[catch {herald::unit $u}]} {
        return ""
    }
    if {[spi_value $u pinned] eq "1"} {
        return "$u may not move this turn: fugitives ran into it (§14.25, §5.16)"
    }
    if {[spi_value $u retreating] eq "1"} {
        return "$u is retreating with the fugitives and may not be moved in\
            the Movement Phase (§12.33)"
    }
    if {$verb ne "move" || ![spi_is_combat $u]} {
        return ""
    }
    set f [dict get [herald::unit $u] faction]
    if {[spi_value $u held] eq "1"} {
        return "$u moved onto its own fugitives in\
            [join [spi_hexes $u] +] and may not leave this turn (§5.15)"
    }
    # §5.15: it may go onto its own fugitives, but no further
    set hexes {}
    foreach w [lrange $args 1 end] {
        # a hex off the map is herald's to refuse, not this hook's
        if {[regexp {^[0-9]{4}$} $w] && ![catch {herald::hex $w}]} {
            lappend hexes $w
        }
    }
    foreach w [lrange $hexes 0 end-1] {
        if {[llength [spi_fugitives_in $w $f]]} {
            return "$u may not go on from $w, where its own fugitives are:\
                a unit that moves onto them may not leave that hex this\
                turn (§5.15)"
        }
    }
    return ""
}

proc spi_order_done {turn side phase verb args} {
    if {[llength [info commands spi_stakes_order_done]]} { spi_stakes_order_done $turn $side $phase $verb {*}$args }
    if {[llength [info commands spi_melee_order_done]]} { spi_melee_order_done $turn $side $phase $verb {*}$args }
    if {[llength [info commands spi_army_order_done]]} { spi_army_order_done $turn $side $phase $verb {*}$args }
    if {[llength [info commands spi_morale_order_done]]} { spi_morale_order_done $turn $side $phase $verb {*}$args }
    if {[llength [info commands spi_fait_order_done]]} { spi_fait_order_done $turn $side $phase $verb {*}$args }
    if {[llength [info commands spi_scenario_order_done]]} { spi_scenario_order_done $turn $side $phase $verb {*}$args }
    if {$verb ne "move"} {
        return
    }
    set u [lindex $args 0]
    if {[catch {herald::unit $u}] && [llength $args] > 1} {
        # named by the hex it moved from: it stands in the last one now
        set u [spi_unit_of [lindex $args end]]
    }
    if {[catch {herald::unit $u}] || ![spi_is_combat $u]} {
        return
    }
    set f [dict get [herald::unit $u] faction]
    if {[spi_value $u held] ne "0"} {
        return
    }
    foreach hex [spi_hexes $u] {
        if {[llength [spi_fugitives_in $hex $f]]} {
            herald::counter $u held 1
            herald::narrate "$u has moved onto its own fugitives in $hex: it\
                may not leave the hex this turn (§5.15)"
            return
        }
    }
}

proc spi_standing {turn side phase} {
    set line {}
    foreach f {french english} {
        set n 0
        set men 0
        foreach m [herald::marker list] {
            set d [herald::marker get $m]
            if {[dict get $d kind] eq "fugitive" && [dict get $d side] eq $f} {
                incr n
                incr men [dict get $d size]
            }
        }
        lappend line "[string totitle $f] $men in $n marker[expr {$n == 1 ? "" : "s"}]"
    }
    herald::narrate "fugitives on the field: [join $line {, }] (§14)"
    if {[llength [info commands spi_army_standing]]} { spi_army_standing }
    if {[llength [info commands spi_stakes_standing]]} { spi_stakes_standing }
    if {[llength [info commands spi_scenario_standing]]} { spi_scenario_standing }
}

# phase_may_end: each part's reason a phase, impulse or step may not end
proc spi_phase_may_end {turn side phase} {
    if {[llength [info commands spi_army_may_end]]} { set r [spi_army_may_end $turn $side $phase]; if {$r ne ""} {return $r} }
    if {[llength [info commands spi_stakes_may_end]]} { set r [spi_stakes_may_end $turn $side $phase]; if {$r ne ""} {return $r} }
    if {[llength [info commands spi_scenario_may_end]]} { set r [spi_scenario_may_end $turn $side $phase]; if {$r ne ""} {return $r} }
    return ""
}
