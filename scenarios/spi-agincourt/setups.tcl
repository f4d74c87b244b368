# The set-up rules of SPI's Agincourt (1978), 20.1-20.4, for `setup
# check`: one script for the four scenarios (each names its own proc in
# its hooks: setup_historical, setup_free, setup_folly, setup_open).
#
# Untrusted data, run in herald's safe interpreter: it reads the board
# with herald::unit, herald::units, herald::hex, herald::marker and
# herald::board marks (the words on a counter), and says each way the
# board breaks the rules with herald::narrate, naming the section. The
# zones are the reconstructed readings of doc/reconstructions.md
# ("SPI's Agincourt: board, counters and set-ups", R41, R42, R48).

proc col_of {hex} { scan [string range $hex 0 1] %d }
proc row_of {hex} { scan [string range $hex 2 3] %d }

# The hexes a unit covers: one, or both halves of a double counter.
proc hexes_of {u} {
    set d [herald::unit $u]
    set hs [list [dict get $d hex]]
    if {[dict exists $d hex2] && [dict get $d hex2] ne ""} {
        lappend hs [dict get $d hex2]
    }
    return $hs
}

proc where {u} { join [hexes_of $u] + }

proc combat_type {type} {
    expr {$type ni {leader fait-du-mort}}
}

proc archer_type {type} {
    expr {$type in {crossbow shortbow artillery}}
}

# reconstructed (R41): the free deployments' French zone lies behind
# the historical set-up's first line, its cavalry counted in it (20.22): a hex no further south than the front line in its row,
# column 10 in every row, column 23 in the four rows the front-line
# cavalry covers (06, 07, 24, 25).
proc in_zone {hex} {
    set c [col_of $hex]
    set r [row_of $hex]
    expr {$c <= 10 || ($c <= 23 && $r in {6 7 24 25})}
}

# reconstructed (R42): 20.32's "front line", where no French archer may
# stand: column 10 and the cavalry's corridors, columns 11-23 of rows 06,
# 07, 24, 25.
proc in_front_line {hex} {
    set c [col_of $hex]
    set r [row_of $hex]
    expr {$c == 10 || ($c >= 11 && $c <= 23 && $r in {6 7 24 25})}
}

# The combat unit in each hex, both halves of a double counted.
proc combat_hexes {} {
    set at [dict create]
    foreach u [concat [herald::units french] [herald::units english]] {
        if {![combat_type [dict get [herald::unit $u] type]]} { continue }
        foreach h [hexes_of $u] { dict set at $h $u }
    }
    return $at
}

proc contingent_of {u} {
    foreach m [herald::board marks $u] {
        if {$m in {armagnac burgundian english great-officer}} { return $m }
    }
    return ""
}

# --- the checks; each returns how many breaches it named -------------

# 7.22: no unit in Woods (20.4 excepted, 20.43D).
proc no_woods {} {
    set bad 0
    foreach u [concat [herald::units french] [herald::units english]] {
        foreach h [hexes_of $u] {
            if {[dict get [herald::hex $h] terrain] eq "woods"} {
                herald::narrate "$u ([where $u]): no unit may stand in\
                    Woods (§7.22)"
                incr bad
                break
            }
        }
    }
    return $bad
}

# 5.2: French combat units face south, English north (the armies face
# each other across the field; reading of 5.2 and 20.0).
proc facings {} {
    set bad 0
    foreach {side want} {french s english n} {
        foreach u [herald::units $side] {
            set d [herald::unit $u]
            if {![combat_type [dict get $d type]]} { continue }
            if {[dict get $d facing] ne $want} {
                herald::narrate "$u ([where $u]): $side combat units face\
                    $want at the start (§5.2)"
                incr bad
            }
        }
    }
    return $bad
}

# 6.13, 12.12, 12.13, 18.0 (20.12, 20.22): every leader on a friendly
# combat unit of his contingent; the Constable, Marshal and Admiral on
# any French one. reconstructed (R48): 20.22's "may" read as "must".
proc leaders_on_units {} {
    set bad 0
    set at [combat_hexes]
    foreach side {french english} {
        foreach u [herald::units $side] {
            set d [herald::unit $u]
            if {[dict get $d type] ne "leader"} { continue }
            set h [dict get $d hex]
            if {![dict exists $at $h] ||
                [dict get [herald::unit [dict get $at $h]] faction] ne $side} {
                herald::narrate "$u ($h): a leader stands on a friendly\
                    combat unit at the start (§20.12, 20.22)"
                incr bad
                continue
            }
            set mine [contingent_of $u]
            set unit [dict get $at $h]
            set theirs [contingent_of $unit]
            if {$mine ne "great-officer" && $mine ne $theirs} {
                herald::narrate "$u ($h): a leader stacks only with a combat\
                    unit of his own contingent, [string totitle $mine] on\
                    [string totitle $theirs] $unit; only the Constable,\
                    Marshal and Admiral lead both (§6.13, 12.13)"
                incr bad
            }
        }
    }
    return $bad
}

# 18.0, 20.12, 20.22, 20.32: the Fait du Mort is set aside.
proc fait_du_mort_aside {} {
    if {[dict get [herald::unit fm] hex] ne ""} {
        herald::narrate "fm ([where fm]): the Fait du Mort is set aside,\
            off the map, until 18.0 brings it in (§18.0, 20.12)"
        return 1
    }
    return 0
}

# Every unit of a side where the scenario's set-up puts it, facing as
# there (20.13A for the French of 20.1; 20.12, 20.22, 20.32, 20.42 for
# the English, who stand as in 20.1 in every scenario).
proc as_printed {side section} {
    set bad 0
    foreach u [herald::units $side] {
        if {$u eq "fa"} { continue }
        set d [herald::unit $u]
        if {[dict get $d hex] ne [dict get $d setup]} {
            herald::narrate "$u ([where $u]): [string totitle $side] units\
                stand exactly as the historical set-up has them, $u in\
                [dict get $d setup] (§$section)"
            incr bad
        }
    }
    foreach u [herald::lost $side] {
        herald::narrate "$u: every unit starts on the map (§$section)"
        incr bad
    }
    return $bad
}

# 20.0: every unit starts on the map but the Fait du Mort (18.0) and
# the optional battery (19.0): 62 counters, 63 with the battery.
# (herald::units lists only the units on the map, so they are counted.)
proc all_placed {} {
    set on [concat [herald::units french] [herald::units english]]
    set n [llength $on]
    foreach u {fm fa} { if {$u in $on} { incr n -1 } }
    if {$n != 62} {
        herald::narrate "$n units are on the map: every unit but the Fait du\
            Mort and the optional battery is deployed, 62 (§20.0)"
        return 1
    }
    return 0
}

# 20.12 and its errata, 16.0 (20.22, 20.42 read alike, R44): stakes
# implanted with every longbow but King's Own and the Royal Guard.
proc stakes_with_longbows {} {
    set bad 0
    foreach u [herald::units english] {
        set d [herald::unit $u]
        if {[dict get $d type] ne "longbow"} { continue }
        set staked [expr {"stakes" in [herald::board marks $u]}]
        set here {}
        foreach m [herald::marker list [dict get $d hex]] {
            if {[dict get [herald::marker get $m] kind] eq "stakes"} {
                lappend here $m
            }
        }
        if {$staked && [llength $here] == 0} {
            herald::narrate "$u ([where $u]): stakes implanted with every\
                longbow but King's Own and the Royal Guard (§20.12, 16.0)"
            incr bad
        } elseif {!$staked && [llength $here] > 0} {
            herald::narrate "$u ([where $u]): King's Own and the Royal\
                Guard have no stakes (§20.12)"
            incr bad
        } else {
            foreach m $here {
                if {[dict get [herald::marker get $m] state] ne "implanted"} {
                    herald::narrate "$u ([where $u]): the stakes start\
                        implanted (§20.12 errata)"
                    incr bad
                }
            }
        }
    }
    return $bad
}

# 20.32: English yeomen have no stakes in King Harry's Folly.
proc no_stakes {} {
    set bad 0
    foreach m [herald::marker list] {
        set g [herald::marker get $m]
        if {[dict get $g kind] eq "stakes"} {
            herald::narrate "$m ([dict get $g hex]): the English have no\
                stakes in this scenario (§20.32)"
            incr bad
        }
    }
    return $bad
}

# 20.22, 20.32, 20.42: every French unit, both halves of a double,
# behind the historical front line (R41).
proc french_in_zone {section} {
    set bad 0
    foreach u [herald::units french] {
        foreach h [hexes_of $u] {
            if {![in_zone $h]} {
                herald::narrate "$u ([where $u]): the French set up behind\
                    their historical front line, columns 01-10 (01-23 in\
                    rows 06, 07, 24 and 25, the front-line cavalry's)\
                    (§$section)"
                incr bad
                break
            }
        }
    }
    return $bad
}

# 20.23B (20.43): French units in lines of at least four: every French
# combat unit has three more in its hexrow (its column). The battery
# never moves (19.0) and stands in no line.
proc lines_of_four {section} {
    set n [dict create]
    set units {}
    foreach u [herald::units french] {
        set t [dict get [herald::unit $u] type]
        if {![combat_type $t] || $t eq "artillery"} { continue }
        lappend units $u
        dict incr n [col_of [dict get [herald::unit $u] hex]]
    }
    set bad 0
    foreach u $units {
        set c [col_of [dict get [herald::unit $u] hex]]
        if {[dict get $n $c] < 4} {
            herald::narrate "$u ([where $u]): French units are deployed in\
                lines of at least 4 units; hexrow [format %02d $c]xx holds\
                [dict get $n $c] (§$section)"
            incr bad
        }
    }
    return $bad
}

# 20.32 (R42): no French archers in the front line; the battery too, an
# archery unit for all purposes (19.0).
proc no_archers_in_front {} {
    set bad 0
    foreach u [herald::units french] {
        if {![archer_type [dict get [herald::unit $u] type]]} { continue }
        set h [dict get [herald::unit $u] hex]
        if {[in_front_line $h]} {
            herald::narrate "$u ($h): French archers set up off the front\
                line: not in column 10 nor in the cavalry's rows 06, 07,\
                24 and 25 of columns 11-23 (§20.32)"
            incr bad
        }
    }
    return $bad
}

# 19.0 (R40): the battery, where it is used, stands behind the front
# line; 20.0 gives it no hex.
proc battery_placed {} {
    set h [dict get [herald::unit fa] hex]
    if {$h ne "" && ![in_zone $h]} {
        herald::narrate "fa ($h): the battery stands behind the French\
            front line (§19.0, 20.0)"
        return 1
    }
    return 0
}

# 5.18, a warning only: a French archer unit next to another French
# combat unit cannot move until it is clear.
proc archers_apart {} {
    set at [combat_hexes]
    foreach u [herald::units french] {
        if {![archer_type [dict get [herald::unit $u] type]]} { continue }
        set h [dict get [herald::unit $u] hex]
        foreach n [dict keys $at] {
            set v [dict get $at $n]
            if {$v eq $u || [herald::distance $h $n] != 1} { continue }
            if {[dict get [herald::unit $v] faction] eq "french"} {
                herald::narrate "warning: $u ($h) is next to $v ([where $v]):\
                    it may not move while it is (§5.18)"
                break
            }
        }
    }
}

proc verdict {bad section} {
    archers_apart
    if {$bad == 0} {
        herald::narrate "the set-up follows §$section"
    }
}

# --- the scenarios ---------------------------------------------------

proc setup_historical {turn side phase} {
    set bad [expr {[all_placed] + [no_woods] + [facings] +
        [leaders_on_units] + [fait_du_mort_aside] +
        [as_printed french "20.13A"] + [as_printed english "20.12"] +
        [stakes_with_longbows] + [battery_placed]}]
    verdict $bad "20.1"
}

proc setup_free {turn side phase} {
    set bad [expr {[all_placed] + [no_woods] + [facings] +
        [leaders_on_units] + [fait_du_mort_aside] +
        [as_printed english "20.22"] + [stakes_with_longbows] +
        [french_in_zone "20.22"] + [lines_of_four "20.23B"] +
        [battery_placed]}]
    verdict $bad "20.2"
}

proc setup_folly {turn side phase} {
    set bad [expr {[all_placed] + [no_woods] + [facings] +
        [leaders_on_units] + [fait_du_mort_aside] +
        [as_printed english "20.32"] + [no_stakes] +
        [french_in_zone "20.32"] + [no_archers_in_front] +
        [battery_placed]}]
    verdict $bad "20.3"
}

# 20.43D: Woods are clear in the open field, so no Woods check.
proc setup_open {turn side phase} {
    set bad [expr {[all_placed] + [facings] +
        [leaders_on_units] + [fait_du_mort_aside] +
        [as_printed english "20.42"] + [stakes_with_longbows] +
        [french_in_zone "20.42"] + [lines_of_four "20.43, 20.23B"] +
        [battery_placed]}]
    verdict $bad "20.4"
}
