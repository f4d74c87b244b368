# spi-army.tcl: army morale for SPI's Agincourt (1978), §11 with §12.1:
# the Army Morale Check every fifth Game-Turn (§11.0, 4.0 C), the army
# demoralized (§11.2, the game's end event `demoralized`, §20.11,
# §20.21, §20.31, §20.41), its combat units routed (§11.21) unless a
# leader who may command them stands with them (§11.22), rallied by such
# a leader moving onto them (§11.23); and spi_rout, which fire calls for
# the shortbows out of arrows (§8.53).
#
# The dispatchers of spi-agincourt.tcl call, one line each:
#   spi_army_phase_start TURN SIDE PHASE   the check (phase army-morale);
#                                          units left without a leader
#                                          rout; a routed unit on its own
#                                          map edge leaves the field
#   spi_army_order TURN SIDE PHASE VERB ARGS -> "" or why a routed unit
#                                          may not do that (§11.21)
#   spi_army_order_done TURN SIDE PHASE VERB ARGS   rally (§11.23) and
#                                          rout (§11.22) after each order
#   spi_army_may_end TURN SIDE PHASE -> "" or the routed unit that must
#                                          still flee (§11.21)
#   spi_army_standing                      the army morale line of status
#
# Design.  All the hook remembers is declared state (game.yaml): the
# faction flag `demoralized` and the unit flag `routed`; the casualties
# are the integrator's (`casualties`, §11.1, counted by spi_line_loss).
# How a routed unit moves (herald's reading of §11.21, in
# doc/reconstructions.md): the player moves it with `move` and `face`
# as any unit, so that herald's movement prices every step (terrain,
# contours, mud, §7.24, both halves of a double counter); herald refuses
# any other order for it and any step that is not a flight, and refuses
# to end the impulse while one may still take a step.  A flight step
# takes the unit one hexrow (column) nearer its own map edge (north,
# column 01, for the French; south for the English): by the ne or nw
# hexside for the French, se or sw for the English, a double counter's
# two hexes together, so every step is on a shortest path to the edge;
# of the two ways the one whose nearest enemy combat unit is farthest
# ("directly away", either when they tie); never into Woods or a hex with
# a combat unit in it: with neither way open it stays (§11.21).
#
# herald's own `rules: rout:` (src/rout-to-edge.c) was not used: it runs
# a unit toward an edge named by a hexside, straight ahead or by the two
# hexsides beside it, while SPI's north edge lies across a corner (north
# is a vertex with north: left: both ne and nw gain a column, and the
# hexsides beside nw, w and ne, include one that gains none); it enters
# Woods; and it runs a unit its whole allowance at once, where the SPI
# rout is movement in the Movement phase's three impulses.

# ---------------------------------------------------------------- words

# (The hexsides of a flight toward a side's own edge are its fugitives':
# spi_headings, ne and nw for the French, se and sw for the English.)

proc spi_army_edge {f} {
    return [expr {$f eq "french" ? "north" : "south"}]
}

# The corner a unit faces to flee (its two front hexes both on the way)
proc spi_army_facing {f} {
    return [expr {$f eq "french" ? "n" : "s"}]
}

# The hexsides in front of a single counter facing a corner (§5.22)
proc spi_army_front {facing} {
    switch -- $facing {
        n   { return {nw ne} }
        ene { return {ne e} }
        ese { return {e se} }
        s   { return {se sw} }
        wsw { return {sw w} }
        wnw { return {w nw} }
    }
    return {}
}

proc spi_army_demoralized {f} {
    return [expr {[spi_value $f demoralized] eq "1"}]
}

proc spi_army_routed {u} {
    return [expr {[spi_value $u routed] eq "1"}]
}

# §8.53: a shortbow out of arrows flees for good: no leader keeps it or
# rallies it
proc spi_army_for_good {u} {
    return [expr {[spi_type $u] eq "shortbow" &&
        [spi_value $u arrows] eq "0"}]
}

# §11.22, §12.1: a leader standing with U who may command it, or "".
# The Fait du Mort is a leader in all but his melee rating and stacks
# with either contingent (§18.0): he commands either.
proc spi_army_commander {u} {
    set d [herald::unit $u]
    set hexes [spi_hexes $u]
    foreach l [herald::units [dict get $d faction]] {
        set ld [herald::unit $l]
        if {![spi_is_leader $l] || [dict get $ld hex] eq "" ||
            [dict get $ld hex] ni $hexes} {
            continue
        }
        if {[dict get $ld type] eq "fait-du-mort" || [spi_may_command $l $u]} {
            return $l
        }
    }
    return ""
}

# ------------------------------------------------ the table (§11.3)

# Whether FACTION's army, with CAS casualties, is demoralized: the Army
# Morale Table's chance on its casualties' line under its own column
# (tables/spi-agincourt/army-morale.yaml, its lines beyond the printed
# ones reconstructed and said so), read with the dice (§3.8, §11.0)
proc spi_army_roll {f cas} {
    return [herald::chance -table army-morale $cas $f \
        "[string totitle $f] army morale, $cas casualt[expr {$cas == 1 ? "y" : "ies"}]"]
}

# ------------------------------------------ the check (§11.0, §11.2)

proc spi_army_check {} {
    foreach f {french english} {
        set army [string totitle $f]
        if {[spi_army_demoralized $f]} {
            herald::narrate "the $army army is demoralized already (§11.2)"
            continue
        }
        set cas [herald::counter $f casualties]
        if {![spi_army_roll $f $cas]} {
            herald::narrate "the $army army holds (§11.0)"
            continue
        }
        herald::counter $f demoralized 1
        herald::narrate "the $army army is demoralized: from its next\
            Movement phase its combat units rout, but for those with a\
            leader who may command them (§11.21, §11.22)"
        herald::event demoralized
        spi_army_sweep $f
    }
}

# Marks U routed, told as WHY; a task it had (a yeoman's, §15.0) is given
# up: a routed unit does nothing but flee (§11.21)
proc spi_army_mark {u why} {
    herald::counter $u routed 1
    herald::narrate $why
    set t [spi_value $u task]
    if {$t ne "" && $t ne "0"} {
        herald::counter $u task 0
        herald::narrate "$u gives up its task to flee (§11.21)"
    }
}

# §11.21, §11.22: every combat unit of a demoralized army with no leader
# to command it is routed, at once
proc spi_army_sweep {f} {
    if {![spi_army_demoralized $f]} {
        return
    }
    foreach u [herald::units $f] {
        if {![spi_is_combat $u] || [spi_army_routed $u] ||
            [dict get [herald::unit $u] hex] eq ""} {
            continue
        }
        set l [spi_army_commander $u]
        if {$l ne ""} {
            continue
        }
        spi_army_mark $u "$u has no leader with it who may command it: it is\
            routed (§11.21, §11.22)"
    }
}

# spi_rout UNIT WHY: UNIT is routed from now on and flees as §11.21 says
# (§8.53's shortbows out of arrows: "as though routed").  Only where a
# hook may change the game.
proc spi_rout {u why} {
    if {[spi_army_routed $u]} {
        return
    }
    spi_army_mark $u "$u is routed: $why; it flees toward the\
        [spi_army_edge [dict get [herald::unit $u] faction]] edge in its\
        Movement phases (§11.21)"
}

# ------------------------------------------------ the flight (§11.21)

# The hexes of the enemy's combat units on the map
proc spi_army_enemy_hexes {f} {
    set l {}
    foreach e [herald::units [spi_enemy $f]] {
        if {[spi_is_combat $e]} {
            lappend l {*}[spi_hexes $e]
        }
    }
    return $l
}

# The ways a routed unit may flee one step now: a list of {dir hexes},
# the best first (§11.21); "off" when its next step leaves the map by
# its own edge; {} when it stays.  A way is open when each hex it would
# cover is on the map, not Woods and holds no combat unit but itself.
# BY, where given, is spi_units_by_hex as the board stands (a caller
# asking of many units reads the board once).
proc spi_army_ways {u {by ""}} {
    return [spi_army_ways_from $u [spi_hexes $u] $by]
}

# The same as if the unit stood on AT (its hexes part way along a path)
proc spi_army_ways_from {u at {by ""}} {
    set f [dict get [herald::unit $u] faction]
    if {$by eq ""} {
        set by [spi_units_by_hex]
    }
    set enemy [spi_army_enemy_hexes $f]
    set open {}
    set off 0
    foreach dir [spi_headings $f] {
        set new {}
        set ok 1
        foreach h $at {
            set n [herald::board neighbour $h $dir]
            if {$n eq ""} {
                incr off
                set ok 0
                break
            }
            if {[spi_woods $n]} {
                set ok 0
                break
            }
            foreach o [spi_units_in $by $n] {
                if {$o ne $u && [spi_is_combat $o]} {
                    set ok 0
                }
            }
            lappend new $n
        }
        if {!$ok} {
            continue
        }
        # how far the way keeps from the nearest enemy combat unit
        set far 1000
        foreach n $new {
            foreach e $enemy {
                set k [herald::distance $n $e]
                if {$k < $far} {
                    set far $k
                }
            }
        }
        lappend open [list $dir $new $far]
    }
    if {$off == 2 && ![llength $open]} {
        return off
    }
    if {![llength $open]} {
        return {}
    }
    set best [lindex [lsort -integer -decreasing -index 2 $open] 0 2]
    set l {}
    foreach w $open {
        if {[lindex $w 2] == $best} {
            lappend l [lrange $w 0 1]
        }
    }
    return $l
}

# "1405" or "1405 or 1406": where the ways lead (a double: its first hex
# and the second beside it)
proc spi_army_ways_words {ways} {
    set l {}
    foreach w $ways {
        lappend l [join [lindex $w 1] +]
    }
    return [join $l " or "]
}

# Whether a unit's front lets it step by hexside DIR (§5.22, §5.25: a
# double counter facing its edge has both ways in front)
proc spi_army_in_front {u dir} {
    set d [herald::unit $u]
    if {[llength [spi_hexes $u]] == 2} {
        return [expr {[dict get $d facing] eq
            [spi_army_facing [dict get $d faction]]}]
    }
    return [expr {$dir in [spi_army_front [dict get $d facing]]}]
}

# §5.18: a French archer unit never moves next to another French combat
# unit, nor one next to an archer unit (herald refuses it; a flight it
# refuses is not demanded)
proc spi_army_apart_ok {u hexes by} {
    set f [dict get [herald::unit $u] faction]
    if {$f ne "french"} {
        return 1
    }
    set archers {crossbow shortbow artillery}
    set mine [expr {[spi_type $u] in $archers}]
    foreach h $hexes {
        foreach dir {e se sw w nw ne} {
            set n [herald::board neighbour $h $dir]
            if {$n eq ""} {
                continue
            }
            foreach o [spi_units_in $by $n] {
                if {$o eq $u || ![spi_is_combat $o] ||
                    [dict get [herald::unit $o] faction] ne $f} {
                    continue
                }
                if {$mine || [spi_type $o] in $archers} {
                    return 0
                }
            }
        }
    }
    return 1
}

# Whether herald's movement surely lets U step onto NEW, so that the step
# may be demanded: no unit at all and no Stakes there (6.13, 16.12), and
# neither the unit nor the hexes next to two enemy combat units (5.41,
# 5.42).  Where unsure herald allows the flight but does not demand it.
proc spi_army_sure {u new by} {
    set f [dict get [herald::unit $u] faction]
    foreach h $new {
        foreach o [spi_units_in $by $h] {
            if {$o ne $u} {
                return 0
            }
        }
        foreach m [herald::marker list $h] {
            if {[dict get [herald::marker get $m] kind] eq "stakes"} {
                return 0
            }
        }
    }
    foreach hexes [list [spi_hexes $u] $new] {
        set near {}
        foreach h $hexes {
            foreach dir {e se sw w nw ne} {
                set n [herald::board neighbour $h $dir]
                foreach o [spi_units_in $by $n] {
                    if {[spi_is_combat $o] && $o ni $near &&
                        [dict get [herald::unit $o] faction] ne $f} {
                        lappend near $o
                    }
                }
            }
        }
        if {[llength $near] >= 2} {
            return 0
        }
    }
    return 1
}

# What a routed unit still owes this impulse: "" when nothing (it stays,
# it has spent what it may, fugitives hold it, or herald's movement would
# not let it), else the step it must take (§11.21)
proc spi_army_owes {u {by ""}} {
    set d [herald::unit $u]
    if {[dict get $d hex] eq "" || [spi_value $u held] eq "1" ||
        [spi_value $u pinned] eq "1"} {
        return ""
    }
    # §9.21, §11.21: a unit locked in melee cannot be moved, so it stays
    # in place (else the impulse could never end: the lock refuses the
    # flight it owes)
    if {[llength [info commands spi_melee_held]] && [spi_melee_held $u]} {
        return ""
    }
    if {$by eq ""} {
        set by [spi_units_by_hex]
    }
    set ways [spi_army_ways $u $by]
    if {$ways eq "off" || ![llength $ways]} {
        return ""
    }
    set f [dict get $d faction]
    set allow [dict get $d mp]
    set spent [dict get $d mp_spent]
    if {[dict get $d side] eq "charge"} {
        # §17.12: it gives up its charge as the Movement phase begins;
        # a charge under way goes on by the charge's rules (§17.2) until
        # it may
        if {[spi_flip_when $u] eq ""} {
            return "$u must turn over to its normal side and flee"
        }
        return ""
    }
    if {$allow == 0} {
        # a longbow on its archer side (§15.0): it flees on its yeoman
        # side, turned as the Movement phase begins
        if {[dict get $d side] eq "archer" && [spi_flip_when $u] eq ""} {
            return "$u must turn over to its yeoman side and flee"
        }
        return ""
    }
    set left [expr {$allow - $spent}]
    set front {}
    foreach w $ways {
        if {[spi_army_in_front $u [lindex $w 0]]} {
            lappend front $w
        }
    }
    if {![llength $front]} {
        # it turns to face its edge first (§5.21, §5.23: 1 MP)
        if {$spent == 0} {
            return "$u must turn to face [spi_army_facing $f] and flee"
        }
        return ""
    }
    foreach w $front {
        set hexes [spi_hexes $u]
        set new [lindex $w 1]
        if {![spi_army_apart_ok $u $new $by] || ![spi_army_sure $u $new $by]} {
            continue
        }
        # the dearer half's step (§5.25)
        set cost 0
        foreach a $hexes n $new {
            set c [herald::board cost $a $n]
            if {$c > $cost} {
                set cost $c
            }
        }
        if {$cost <= $left ||
            ($cost > $allow && $spent == 0 && [dict get $d stood] >= 1)} {
            return "$u must flee to [spi_army_ways_words $front]"
        }
    }
    return ""
}

# The unit an order names: by id (the hook is given ids), or by a hex,
# which names the combat unit in it, else the one there (as herald's
# orders read a hex); "" for none
proc spi_army_named {w} {
    if {![catch {herald::unit $w} d]} {
        return [dict get $d id]
    }
    if {![regexp {^[0-9]{4}$} $w] || [catch {herald::hex $w}]} {
        return ""
    }
    set here [spi_units_in [spi_units_by_hex] $w]
    foreach u $here {
        if {[spi_is_combat $u]} {
            return $u
        }
    }
    return [lindex $here 0]
}

# The side a flip of U turns it to: the one named (front or back), else
# the side it is not up
proc spi_army_other_side {u which} {
    set sides [dict get {longbow {archer yeoman} cavalry {normal charge}} \
        [spi_type $u]]
    if {$which eq "front"} {
        return [lindex $sides 0]
    }
    if {$which eq "back"} {
        return [lindex $sides 1]
    }
    set now [dict get [herald::unit $u] side]
    return [lindex $sides [expr {$now eq [lindex $sides 0]}]]
}

# How many corners apart two vertex facings are (0 to 3), 9 for a word
# that is none
proc spi_army_corners {a b} {
    set c {n ene ese s wsw wnw}
    set i [lsearch -exact $c $a]
    set j [lsearch -exact $c $b]
    if {$i < 0 || $j < 0} {
        return 9
    }
    set k [expr {abs($i - $j)}]
    return [expr {min($k, 6 - $k)}]
}

# The order hook: a routed unit does nothing but flee (§11.21)
proc spi_army_order {turn side phase verb args} {
    if {$verb ni {move face flip hold task}} {
        return ""
    }
    set u [spi_army_named [lindex $args 0]]
    if {$u eq ""} {
        return ""
    }
    set d [herald::unit $u]
    # §5.0, §11.21: a routed unit that has begun its flight in this
    # impulse finishes it before another unit moves
    if {$phase eq "movement"} {
        foreach r [herald::units [dict get $d faction]] {
            if {$r eq $u || ![spi_is_combat $r] || ![spi_army_routed $r] ||
                [dict get [herald::unit $r] mp_spent] eq "0"} {
                continue
            }
            set owe [spi_army_owes $r]
            if {$owe ne ""} {
                return "$owe before another unit moves: each unit finishes\
                    its move before the next (§5.0, §11.21)"
            }
        }
    }
    if {![spi_is_combat $u] || ![spi_army_routed $u]} {
        return ""
    }
    set f [dict get $d faction]
    set edge [spi_army_edge $f]
    switch -- $verb {
        flip {
            # §15.0, §17.12: only to the side that flees: a longbow's
            # yeoman side (its archer side may not move), cavalry's
            # normal side (the charge side charges)
            if {[spi_type $u] ni {longbow cavalry}} {
                return ""
            }
            set to [lindex $args 1]
            if {$to eq "" || $to eq "front" || $to eq "back"} {
                set to [spi_army_other_side $u $to]
            }
            if {$to in {yeoman normal}} {
                return ""
            }
            return "$u is routed: it does nothing but flee toward the $edge\
                edge, and is turned over only to the side that moves to\
                flee (§11.21, §15.0, §17.12)"
        }
        task {
            if {[lindex $args 1] eq "none"} {
                return ""
            }
            return "$u is routed: it does nothing but flee toward the $edge\
                edge (§11.21)"
        }
        hold {
            return "$u is routed: it does nothing but flee toward the $edge\
                edge (§11.21)"
        }
        face {
            # toward its edge's corner: a single counter at once (§5.21),
            # a double counter about or one corner at a time (§5.23,
            # §5.24)
            set want [spi_army_facing $f]
            set to [lindex $args 1]
            if {[spi_army_corners $to $want] <
                [spi_army_corners [dict get $d facing] $want]} {
                return ""
            }
            return "$u is routed: it may turn only toward $want, to flee\
                to the $edge edge (§11.21)"
        }
    }
    if {[dict get $d side] eq "charge" && [spi_flip_when $u] ne ""} {
        # a charge under way (spi_army_owes)
        return ""
    }
    set ways [spi_army_ways $u]
    if {$ways eq "off"} {
        return "$u is routed on the $edge edge: it leaves the field as\
            the next impulse begins (§11.21)"
    }
    if {![llength $ways]} {
        return "$u is routed and stays where it is: each way toward the\
            $edge edge is Woods or a hex with a combat unit in it (§11.21)"
    }
    # each hex of the path: the next step of a flight, the board as it
    # stands (the unit itself moving)
    set words {}
    foreach w [lrange $args 1 end] {
        if {[regexp {^[0-9]{4}$} $w] && ![catch {herald::hex $w}]} {
            lappend words $w
        } else {
            return ""
        }
    }
    set at [spi_hexes $u]
    set by [spi_units_by_hex]
    foreach w $words {
        set ways [spi_army_ways_from $u $at $by]
        set next ""
        foreach way $ways {
            if {[lindex $way 1 0] eq $w} {
                set next [lindex $way 1]
            }
        }
        if {$next eq ""} {
            set where [expr {[llength $ways] ?
                "from [join $at +] it flees to [spi_army_ways_words $ways]" :
                "from [join $at +] no way toward the $edge edge is open"}]
            return "$u is routed and flees toward the $edge edge, one\
                hexrow a step, directly away from the enemy, never into\
                Woods or a combat unit's hex: $where, not $w (§11.21)"
        }
        set at $next
    }
    return ""
}

# ------------------------------------------------------------- hooks

proc spi_army_phase_start {turn side phase} {
    if {$phase eq "army-morale"} {
        spi_army_check
        return
    }
    foreach f {french english} {
        spi_army_sweep $f
    }
    if {$phase ne "movement" || $side eq ""} {
        return
    }
    # §11.21: a routed unit on its own edge with nowhere further to go
    # leaves the field (herald's reading: its flight takes it off the
    # map, as the fugitives' does, §14.24)
    foreach u [herald::units $side] {
        if {![spi_is_combat $u] || ![spi_army_routed $u] ||
            [dict get [herald::unit $u] hex] eq ""} {
            continue
        }
        if {[spi_army_ways $u] eq "off"} {
            herald::eliminate $u "routed off the [spi_army_edge $side]\
                edge: it leaves the field (§11.21, reconstructed)"
        }
    }
    # what each routed unit owes this impulse, said before any order
    set by [spi_units_by_hex]
    set owed {}
    foreach u [herald::units $side] {
        if {[spi_is_combat $u] && [spi_army_routed $u]} {
            set owe [spi_army_owes $u $by]
            if {$owe ne ""} {
                lappend owed $owe
            }
        }
    }
    if {[llength $owed]} {
        herald::narrate "routed, toward the [spi_army_edge $side] edge:\
            [join $owed {; }] (§11.21)"
    }
}

proc spi_army_order_done {turn side phase verb args} {
    # §11.23: a leader who moves onto routed units he may command, in
    # the Movement phase, rallies them
    set l [spi_army_named [lindex $args 0]]
    if {$verb eq "move" && $phase eq "movement" && $l ne "" &&
            [spi_is_leader $l]} {
        set d [herald::unit $l]
        set by [spi_units_by_hex]
        foreach u [spi_units_in $by [dict get $d hex]] {
            if {[spi_is_combat $u] && [spi_army_routed $u] &&
                ![spi_army_for_good $u] &&
                ([dict get $d type] eq "fait-du-mort" ||
                 [spi_may_command $l $u])} {
                herald::counter $u routed 0
                set may [expr {[dict get $d type] eq "fait-du-mort" ?
                    "who, a leader in all but his melee rating, may\
                    command it (§18.0)" : "whom he may command (§12.1)"}]
                herald::narrate "$l moves onto $u, $may: $u is rallied\
                    (§11.23)"
            }
        }
    }
    foreach f {french english} {
        spi_army_sweep $f
    }
}

proc spi_army_may_end {turn side phase} {
    if {$phase ne "movement" || $side eq ""} {
        return ""
    }
    set by ""
    foreach u [herald::units $side] {
        if {![spi_is_combat $u] || ![spi_army_routed $u]} {
            continue
        }
        if {$by eq ""} {
            set by [spi_units_by_hex]
        }
        set owe [spi_army_owes $u $by]
        if {$owe ne ""} {
            return "$owe: a routed unit is moved toward its own edge\
                each impulse (§11.21)"
        }
    }
    return ""
}

# The line of `status`: the armies demoralized, the units routed (§8.53's
# too) and the next check (the casualties have their own line, §11.1)
proc spi_army_standing {} {
    set turn [dict get [herald::phase] turn]
    set l {}
    foreach f {french english} {
        set r {}
        foreach u [herald::units $f] {
            if {[spi_is_combat $u] && [spi_army_routed $u] &&
                [dict get [herald::unit $u] hex] ne ""} {
                lappend r $u
            }
        }
        set n [llength $r]
        set units "$n unit[expr {$n == 1 ? "" : "s"}] routed[expr {$n ?
            " ([join $r {, }])" : ""}]"
        if {[spi_army_demoralized $f]} {
            lappend l "the [string totitle $f] army is demoralized, $units\
                (§11.2, §11.21)"
        } elseif {$n} {
            lappend l "[string totitle $f] $units (§11.21)"
        }
    }
    set next [expr {($turn + 4) / 5 * 5}]
    if {$next <= [dict get [herald::phase] last_turn]} {
        lappend l "the next check ends turn $next (§11.0)"
    } else {
        lappend l "no check comes before the game ends (§11.0)"
    }
    herald::narrate "army morale: [join $l {; }]"
}
