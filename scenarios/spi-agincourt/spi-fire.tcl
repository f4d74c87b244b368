# spi-fire.tcl: the clauses of SPI's archery (§8.0-§8.7, §19.0) that are
# this game's own, beside herald's fire by volleys (game.yaml rules:
# fire:, src/volley.h), which works out the range, the line of sight,
# the column, the rate, the supply and the table, keeps the allocations
# and reads the dice.  Two hooks of that block call this file:
#  - spi_fire_may FIRER TARGET VOLLEYS (on a copy: it only answers): a
#    reason when the fire is refused, else nothing: §8.12 (archers that
#    moved in their last Movement phase), §8.17 (a French unit next to an
#    English combat unit only by the closest English archers), §19.0
#    (the battery at the end of the French archery phase, every sixth
#    Game-Turn);
#  - spi_fire_effect FIRER TARGET VOLLEYS STRIKES, as each allocation is
#    resolved: the lines lost (spi_line_loss, §8.31-§8.36), the strikes of
#    the Game-Turn (`struck`, §10.5), the battery's turn (§19.0), and the
#    shortbows out of arrows (§8.53).
# The second quiver (§8.52) is rolled as the archery step begins
# (spi_fire_phase_start, called by spi_phase_start).

# The range between two units: the nearest of their hexes
proc spi_fire_dist {a b} {
    set best ""
    foreach x [spi_hexes $a] {
        foreach y [spi_hexes $b] {
            set d [herald::distance $x $y]
            if {$best eq "" || $d < $best} {
                set best $d
            }
        }
    }
    return $best
}

# §8.17: an English combat unit stands next to the unit
proc spi_fire_pressed {t} {
    foreach e [herald::units english] {
        if {[spi_is_combat $e] && [spi_fire_dist $e $t] == 1} {
            return 1
        }
    }
    return 0
}

# §19.0: the battery fires at the end of the French archery phase (read:
# the archery step after the third impulse; reconstructed) and, once it
# has fired, again from the sixth Game-Turn after
proc spi_fire_battery {u} {
    set p [herald::phase]
    if {[dict get $p impulse] != [dict get $p impulses]} {
        return "the battery fires only at the end of the French archery\
            phase, after impulse [dict get $p impulses] (§19.0,\
            reconstructed: the last archery step)"
    }
    set last [spi_value $u battery_fired]
    set turn [dict get $p turn]
    if {$last ne "" && $last > 0 && $turn < $last + 6} {
        return "the battery fired in Game-Turn $last and may fire again\
            from Game-Turn [expr {$last + 6}] (§19.0)"
    }
    return ""
}

proc spi_fire_may {u t n} {
    set d [herald::unit $u]
    if {[spi_value $u marched] eq "1"} {
        return "$u moved in its last Movement phase and may not fire\
            (§8.12)"
    }
    if {[dict get $d type] eq "artillery"} {
        return [spi_fire_battery $u]
    }
    if {[dict get $d faction] ne "english" || ![spi_is_combat $t] ||
            ![spi_fire_pressed $t]} {
        return ""
    }
    # §8.17: only the closest English archers (those equally close all)
    set mine [spi_fire_dist $u $t]
    foreach a [herald::units english] {
        if {[spi_type $a] ne "longbow" ||
                [dict get [herald::unit $a] side] ne "archer"} {
            continue
        }
        set k [spi_fire_dist $a $t]
        if {$k < $mine} {
            return "$t is next to an English combat unit: only the closest\
                English archers may fire at it, and $a is closer ($k\
                hex[expr {$k == 1 ? "" : "es"}], $u $mine) (§8.17)"
        }
    }
    return ""
}

# §8.53: a shortbow out of arrows flees north as though routed (§11.21)
proc spi_fire_supply {u} {
    if {[spi_type $u] ne "shortbow" || [spi_value $u arrows] ne "0"} {
        return
    }
    herald::narrate "$u has no arrows left: it leaves the battle to the\
        north like a routed unit (§8.53)"
    if {[llength [info commands spi_rout]]} {
        spi_rout $u "out of arrows (§8.53)"
    }
}

proc spi_fire_effect {u t n k} {
    if {[spi_type $u] eq "artillery"} {
        set turn [dict get [herald::phase] turn]
        herald::counter $u battery_fired $turn
        herald::narrate "the battery has fired in Game-Turn $turn: it may\
            fire again from Game-Turn [expr {$turn + 6}] (§19.0)"
    }
    if {$k > 0 && ![catch {herald::unit $t} d] && [dict get $d hex] ne ""} {
        if {[spi_value $t struck] ne ""} {
            spi_add $t struck $k
        }
        set s [expr {$k > 1 ? "s" : ""}]
        if {[spi_type $u] eq "artillery"} {
            # §19.0: a fire unit for all purposes: its hit counts as a
            # strike for morale too (§10.5)
            herald::narrate "$t is hit by the battery, 1 line lost (§19.0)"
        } else {
            herald::narrate "$t suffers $k arrow strike$s, $k line$s lost\
                (§8.31, §8.32)"
        }
        spi_line_loss $t $k fire
    }
    spi_fire_supply $u
}

# §8.52: a longbow (not the King's Own or the Royal Guards, `guard`)
# whose first quiver is spent rolls for its second on the first impulse
# after: 15 + the die read 0-9 (15 to 24 volleys, as §8.52 has it), once.
# Rolled as its side's next archery step begins.
proc spi_fire_phase_start {turn side} {
    foreach u [herald::units $side] {
        if {[spi_type $u] ne "longbow" || [spi_value $u arrows] ne "0" ||
                [spi_value $u quiver] ne "1"} {
            continue
        }
        if {"guard" in [herald::board marks $u]} {
            continue
        }
        set r [herald::roll 1d10z "the second quiver of $u: 15 + the die,\
            0-9 (§8.52)"]
        herald::counter $u arrows [expr {15 + $r}]
        herald::counter $u quiver 2
        herald::narrate "$u takes up its second quiver: [expr {15 + $r}]\
            volleys (§8.52; reconstructed: rolled as its side's next\
            archery step begins, the die read 0-9; see\
            doc/reconstructions.md A7)"
    }
}
