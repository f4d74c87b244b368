# SPI's Agincourt, the Historical Scenario played solitaire (20.0: "an
# enlightening two-Player or solitaire, English Player game"): with the
# optional rule solo-english herald plays the French by 20.13's
# programme.  This is the scenario's `programme` hook (src/programme.h):
# asked on a copy of the game, it answers with the French orders due
# now, one a line, each with its reason after " # "; herald carries them
# out as orders (`programme`), so the journal replays without it.
#
# The programme's words come from spi-historical.tcl (spi_hist_obliged,
# spi_hist_may_move, spi_hist_must_charge, spi_hist_forward_hexes) and
# the game's spi-ahead.tcl.  Where 20.13 is
# silent herald chooses by a stated, deterministic rule, said with the
# order ("herald's rule: ..."): units in the order of their ids; the
# first hex toward the English line that no combat unit holds; fire at
# the first English unit in range with every volley allowed; attack the
# first English unit next to it; a leader no unit of his needs rallies
# the first routed unit next to him (11.23); the strongest French leader
# able to fight challenges the strongest English leader next to him who
# is no stronger (13.0; the manners by 20.13G).

# Where the combat units stand, worked out once an answer (the hook's
# command limit: spi_combat_in looks at every unit for each hex): a dict
# hex -> {unit faction ...}
proc spi_solo_occupancy {} {
    set occ [dict create]
    foreach u [herald::units] {
        if {![spi_is_combat $u]} { continue }
        set f [dict get [herald::unit $u] faction]
        foreach h [spi_hexes $u] { dict lappend occ $h $u $f }
    }
    return $occ
}

# The combat units of faction (any: "") in hex, by the occupancy
proc spi_solo_in {occ hex {faction ""}} {
    set l {}
    if {[dict exists $occ $hex]} {
        foreach {u f} [dict get $occ $hex] {
            if {$faction eq "" || $f eq $faction} { lappend l $u }
        }
    }
    return $l
}

# The English combat units next to u not attacked yet in this phase
# (9.35), by id
proc spi_solo_enemies_next {occ u} {
    set l {}
    foreach h [spi_hexes $u] {
        foreach dir {e se sw w nw ne} {
            set to [herald::board neighbour $h $dir]
            if {$to eq ""} { continue }
            foreach e [spi_solo_in $occ $to english] {
                if {$e ni $l && ![dict get [herald::unit $e] defended]} { lappend l $e }
            }
        }
    }
    return [lsort $l]
}

# The first English combat unit next to u (by id), or ""; fresh: only
# one not attacked yet in this phase (9.35)
proc spi_solo_enemy_next {occ u {fresh 0}} {
    set best ""
    foreach h [spi_hexes $u] {
        foreach dir {e se sw w nw ne} {
            set to [herald::board neighbour $h $dir]
            if {$to eq ""} { continue }
            foreach e [spi_solo_in $occ $to english] {
                if {$fresh && [dict get [herald::unit $e] defended]} { continue }
                if {$best eq "" || [string compare $e $best] < 0} { set best $e }
            }
        }
    }
    return $best
}

proc spi_solo_on {} {
    return [expr {"solo-english" in [dict get [herald::game] options]}]
}

proc spi_solo_left {u} {
    set d [herald::unit $u]
    return [expr {[dict get $d mp] - [dict get $d mp_spent]}]
}

# A French leader stands in hex with a combat unit that moves: he goes
# with it (herald's rule: leaders follow the unit they stand with).
proc spi_solo_leaders_in {hex} {
    set l {}
    foreach u [lsort [herald::units french]] {
        if {![spi_is_combat $u] && [dict get [herald::unit $u] hex] eq $hex} {
            lappend l $u
        }
    }
    return $l
}

# The hexes to try for U's next step: straight down its column row (the
# next column, the same row) first, then spi_hist_forward_hexes's order,
# then a step along its column;
# never Woods for cavalry (7.22) nor a hex a combat unit holds.
proc spi_solo_steps {occ u} {
    set at [dict get [herald::unit $u] hex]
    scan $at %2d%2d c r
    set ahead [format %02d%02d [expr {$c + 1}] $r]
    set l {}
    set fwd [spi_hist_forward_hexes $u]
    # on or past the 29xx row nothing is nearer to it: the next column
    # is still forward (R60: a move may not end on a lower column)
    foreach dr {0 -1 1} {
        set h [format %02d%02d [expr {$c + 1}] [expr {$r + $dr}]]
        if {$h ni $fwd && ![catch {herald::hex $h}]} { lappend fwd $h }
    }
    if {$ahead in $fwd} {
        set fwd [linsert [lsearch -all -inline -not -exact $fwd $ahead] 0 $ahead]
    }
    # then sideways, along its own column (20.13E: an archer may sidestep
    # rather than crowd; 5.31: a line keeps pace): herald's rule, last
    foreach dr {-1 1} {
        set side [format %02d%02d $c [expr {$r + $dr}]]
        if {$side ni $fwd && ![catch {herald::hex $side}]} { lappend fwd $side }
    }
    foreach to $fwd {
        if {[llength [spi_solo_in $occ $to]]} { continue }
        if {[spi_type $u] eq "cavalry" && [spi_woods $to]} { continue }
        lappend l $to
    }
    return $l
}

# §20.13D, E: the moves due now, a line for each unit that owes one: its
# next hex, alternatives after " || " (herald asks again after each
# order, so a unit goes on until its allowance is spent, 5.0)
# §11.21: a routed unit turns to face its own edge and flees toward it
# each impulse: the hexes nearer the French edge (a lower column), the
# one straight back first (herald's rule)
proc spi_solo_flee {occ u} {
    set d [herald::unit $u]
    if {[dict get $d facing] ne "n"} {
        return "face $u n # §11.21: a routed unit turns to its own edge"
    }
    if {[spi_solo_left $u] <= 0} { return "" }
    set at [dict get $d hex]
    scan $at %2d%2d c r
    set l {}
    foreach to [list [format %02d%02d [expr {$c - 1}] $r] \
            [format %02d%02d [expr {$c - 1}] [expr {$r - 1}]] \
            [format %02d%02d [expr {$c - 1}] [expr {$r + 1}]]] {
        if {[catch {herald::hex $to}] || [llength [spi_solo_in $occ $to]]} { continue }
        lappend l "move $u $to"
    }
    if {![llength $l]} { return "" }
    return "[join $l { || }] # §11.21: it flees toward its own edge;\
        herald's rule: straight back first"
}

# The most MP any unit of each line (5.31) has spent in this impulse: a
# dict hexrow -> MP
proc spi_solo_line_spent {} {
    set spent [dict create]
    foreach u [herald::units french] {
        set row [spi_value $u line]
        if {$row in {"" 0} || [spi_value $u free] eq "1"} { continue }
        set m [dict get [herald::unit $u] mp_spent]
        if {![dict exists $spent $row] || $m > [dict get $spent $row]} {
            dict set spent $row $m
        }
    }
    return $spent
}

# What u is behind its line's pace (0: none)
proc spi_solo_gap {spent u} {
    set row [spi_value $u line]
    if {$row in {"" 0} || [spi_value $u free] eq "1" ||
            ![dict exists $spent $row]} { return 0 }
    return [expr {[dict get $spent $row] - [dict get [herald::unit $u] mp_spent]}]
}

proc spi_solo_moves {} {
    set out {}
    set stand {}
    set occ [spi_solo_occupancy]
    set spent [spi_solo_line_spent]
    foreach u [lsort [herald::units french]] {
        if {![spi_is_combat $u]} { continue }
        if {[dict get [herald::unit $u] routed] || [spi_value $u routed] eq "1"} {
            set f [spi_solo_flee $occ $u]
            if {$f ne ""} { lappend out $f }
            continue
        }
        set why [spi_hist_obliged $u]
        if {$why eq "" || [spi_hist_may_move $u] ne ""} { continue }
        # 20.13E lets an archer in range stand and fire, but one still in
        # a line (5.31) keeps its pace: herald's rule, it goes with it
        if {[string match "may stand*" $why] &&
                ([spi_value $u line] in {"" 0} || [spi_value $u free] eq "1")} {
            continue
        }
        # 11.22, 11.23: its leader cannot go on with it (spi_ahead_kept)
        if {[spi_solo_left $u] <= 0 || [spi_ahead_kept $u]} { continue }
        if {[spi_solo_enemy_next $occ $u] ne ""} { lappend stand $u; continue }
        if {[spi_hist_must_charge $u] && [dict get [herald::unit $u] side] ne "charge"} {
            lappend out "flip $u # §20.13D: the front-line cavalry charges"
            continue
        }
        set alt {}
        set steps [spi_solo_steps $occ $u]
        foreach to $steps { lappend alt "move $u $to" }
        if {![llength $alt]} { lappend stand $u; continue }
        # blocked by a friend itself blocked, it may hold (5.32)
        set gap [spi_solo_gap $spent $u]
        if {$gap > 0} { lappend alt "hold $u $gap" }
        lappend out "[join $alt { || }] # $why; herald's rule: straight\
            ahead, else the first open hex toward the English line, else\
            along its column"
        set from [dict get [herald::unit $u] hex]
        foreach l [spi_solo_leaders_in $from] {
            if {[spi_solo_left $l] > 0} {
                lappend out "move $l [lindex $steps 0] #\
                    herald's rule: $l goes with $u"
            }
        }
    }
    # §5.31, 5.32: a unit of a line that stood (next to the enemy, or
    # with nothing open) keeps its line's pace: a step if one is open,
    # else it spends standing what its line-mates have spent
    foreach u $stand {
        set gap [spi_solo_gap $spent $u]
        if {$gap > 0} {
            set alt {}
            foreach to [spi_solo_steps $occ $u] { lappend alt "move $u $to" }
            lappend alt "hold $u $gap"
            lappend out "[join $alt { || }] # §5.31: its line has moved, so\
                it keeps pace: a step if it has one (herald's rule), else\
                it holds (§5.32)"
        }
    }
    return [join $out "\n"]
}

# The English combat units within u's range, nearest first (then by id)
proc spi_solo_targets {u} {
    set r [dict get [herald::unit $u] range]
    set l {}
    foreach e [herald::units english] {
        if {![spi_is_combat $e]} { continue }
        set best 999
        foreach a [spi_hexes $u] {
            foreach b [spi_hexes $e] {
                set k [herald::distance $a $b]
                if {$k < $best} { set best $k }
            }
        }
        if {$best <= $r} { lappend l [list $best $e] }
    }
    set out {}
    foreach p [lsort -integer -index 0 [lsort -index 1 $l]] { lappend out [lindex $p 1] }
    return $out
}

# §20.13E: French archers with an English unit in range stand and fire:
# herald's rule, the nearest English unit herald lets it fire at, with
# every volley it may (its rate, else half, else one: 8.42, 8.43, 8.17)
proc spi_solo_fire {} {
    set out {}
    foreach u [lsort [herald::units french]] {
        if {[spi_type $u] ni {crossbow shortbow artillery}} { continue }
        set n [dict get [herald::unit $u] rof]
        set alt {}
        foreach t [spi_solo_targets $u] {
            foreach v [lsort -unique -integer -decreasing [list $n [expr {($n + 1) / 2}] 1]] {
                lappend alt "fire $u $v $t"
            }
        }
        if {[llength $alt]} {
            lappend out "[join $alt { || }] # §20.13E: it stands and fires;\
                herald's rule: the nearest English unit it may fire at,\
                with every volley it may"
        }
    }
    if {[llength $out]} {
        lappend out "fire resolve # §8.0: the fire allocated resolved"
    }
    return [join $out "\n"]
}

# §9.31: a French combat unit next to an English one attacks it (one
# not attacked yet this phase, 9.35; herald's rule: each alone)
proc spi_solo_attacks {} {
    set out {}
    set occ [spi_solo_occupancy]
    foreach u [lsort [herald::units french]] {
        if {![spi_is_combat $u] || [dict get [herald::unit $u] attacked]} { continue }
        set alt {}
        foreach t [spi_solo_enemies_next $occ $u] {
            lappend alt "attack $u -> $t"
        }
        if {[llength $alt]} {
            lappend out "[join $alt { || }] # §9.31: it must attack;\
                herald's rule: the first English unit next to it (by id)\
                that it may attack"
        }
    }
    return [join $out "\n"]
}

# ------------------------------------------- rallies and duels (11.23, 13.0)

# Whether leader L may command combat unit U (12.1; the Fait du Mort any,
# 18.0), as spi-army.tcl's rally judges it
proc spi_solo_commands {l u} {
    return [expr {[spi_type $l] eq "fait-du-mort" || [spi_may_command $l $u]}]
}

# The combat units of L's hex that would be left with no leader who may
# command them were L to go (11.22: the French army demoralized, they
# would rout)
proc spi_solo_needed {l} {
    set hex [dict get [herald::unit $l] hex]
    set out {}
    foreach u [spi_combat_in $hex french] {
        if {![spi_solo_commands $l $u]} { continue }
        set other 0
        foreach o [spi_solo_leaders_in $hex] {
            if {$o ne $l && [spi_solo_commands $o $u]} { set other 1 }
        }
        if {!$other} { lappend out $u }
    }
    return $out
}

# §11.23: a French leader who moves onto routed French units he may
# command rallies them.  herald's rule: in the Movement phase each French
# leader (by id) with movement left, not retreating with fugitives
# (12.33), whom no unit of his hex needs (spi_solo_needed), moves onto a
# routed French combat unit he may command in a hex next to his (the
# first by id; never one that flees for good, 8.53), before the routed
# units take their flight
proc spi_solo_rallies {} {
    set out {}
    set routed {}
    foreach u [lsort [herald::units french]] {
        if {[spi_is_combat $u] && [spi_value $u routed] eq "1" &&
                [dict get [herald::unit $u] hex] ne "" && ![spi_army_for_good $u]} {
            lappend routed $u
        }
    }
    if {![llength $routed]} { return {} }
    foreach l [lsort [herald::units french]] {
        if {![spi_is_leader $l] || [dict get [herald::unit $l] hex] eq "" ||
                [spi_value $l retreating] eq "1" || [spi_solo_left $l] <= 0 ||
                [llength [spi_solo_needed $l]]} {
            continue
        }
        set at [dict get [herald::unit $l] hex]
        set alt {}
        foreach u $routed {
            if {![spi_solo_commands $l $u]} { continue }
            foreach h [spi_hexes $u] {
                if {[herald::distance $at $h] == 1} { lappend alt "move $l $h"; break }
            }
        }
        if {[llength $alt]} {
            lappend out "[join $alt { || }] # §11.23: a leader moving onto\
                routed units he may command rallies them; herald's rule: a\
                leader no unit of his needs goes to the first routed unit\
                next to him (by id)"
        }
    }
    return $out
}

# The leader of HEX who may fight for it (13.11, 6.23): the strongest
# (rating, then id) standing with a combat unit of his side he may
# command; "" if none, or if the hex has fought this phase (`dueled`)
proc spi_solo_champion {hex faction} {
    set best ""
    set br -1
    foreach l [lsort [herald::units $faction]] {
        if {![spi_is_leader $l] || [dict get [herald::unit $l] hex] ne $hex} { continue }
        if {[spi_value $l dueled] eq "1"} { return "" }
        set ok 0
        foreach u [spi_combat_in $hex $faction] {
            if {[spi_solo_commands $l $u]} { set ok 1 }
        }
        set r [dict get [herald::unit $l] rating]
        if {$ok && $r > $br} { set best $l; set br $r }
    }
    return $best
}

# §13.0, §20.13G: a French challenge of the Leader Combat phase.
# herald's rule: the French champions of their hexes (spi_solo_champion)
# challenge strongest first (rating, then id), each the strongest English
# champion (rating, then id) in a hex next to his, never one stronger
# than himself; the Fait du Mort only King Henry V (18.0).  One duel a
# hex (6.23): herald asks again after each, and a hex that has fought is
# left.
proc spi_solo_duels {} {
    set fr {}
    foreach l [herald::units french] {
        set hex [dict get [herald::unit $l] hex]
        if {$hex eq "" || ![spi_is_leader $l] || [spi_solo_champion $hex french] ne $l} {
            continue
        }
        lappend fr [list [dict get [herald::unit $l] rating] $l $hex]
    }
    foreach c [lsort -integer -decreasing -index 0 [lsort -index 1 $fr]] {
        lassign $c r l hex
        set foes {}
        foreach e [herald::units english] {
            set eh [dict get [herald::unit $e] hex]
            if {$eh eq "" || ![spi_is_leader $e] || [herald::distance $hex $eh] != 1 ||
                    [spi_solo_champion $eh english] ne $e} {
                continue
            }
            set er [dict get [herald::unit $e] rating]
            if {$er > $r || ([spi_type $l] eq "fait-du-mort" && $e ne "el1")} { continue }
            lappend foes [list $er $e]
        }
        if {![llength $foes]} { continue }
        set alt {}
        foreach f [lsort -integer -decreasing -index 0 [lsort -index 1 $foes]] {
            lappend alt "duel $l [lindex $f 1]"
        }
        return "[join $alt { || }] # §13.0: leaders may fight in single\
            combat; herald's rule: the strongest French leader able to fight\
            challenges the strongest English leader next to him who is no\
            stronger; the English manner is chosen first, the French drawn\
            by the die (§20.13G)"
    }
    return ""
}

proc spi_solo_programme {turn side phase} {
    if {![spi_solo_on] || $side ne "french"} {
        return ""
    }
    switch -- $phase {
        movement {
            set m [spi_solo_moves]
            set r [spi_solo_rallies]
            if {$m ne ""} { lappend r $m }
            return [join $r "\n"]
        }
        leaders  { return [spi_solo_duels] }
        archery  { return [spi_solo_fire] }
        melee    { return [spi_solo_attacks] }
    }
    return ""
}
