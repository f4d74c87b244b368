# The proving game's hook for percentile tables (issue 12;
# doc/authoring.md, "Dice and tables: percentile tables").  Made-up
# rule (§8.3): as a side's Fight phase begins, each of its bows looses a
# volley at the nearest enemy 1 or 2 hexes away, read on the volley
# table (tables/proving/volley.yaml); a rout takes the target out.
# herald::table reads the tens die first and asks for the ones die only
# when it can still change the result.

proc volley {turn side phase} {
    if {$phase ne "fight"} {
        return
    }
    foreach b [herald::units $side] {
        set bd [herald::unit $b]
        if {[dict get $bd type] ne "bow" || [dict get $bd hex] eq ""} {
            continue
        }
        set best ""
        set near 3
        foreach f {red blue} {
            if {$f eq $side} {
                continue
            }
            foreach e [herald::units $f] {
                set ed [herald::unit $e]
                if {[dict get $ed hex] eq ""} {
                    continue
                }
                set d [herald::distance [dict get $bd hex] [dict get $ed hex]]
                if {$d < $near} {
                    set near $d
                    set best $e
                }
            }
        }
        if {$best eq ""} {
            continue
        }
        set col [expr {$near == 1 ? "adjacent" : "2 hexes"}]
        set r [herald::table volley $col "$b's volley at $best"]
        if {$r eq "rout"} {
            herald::eliminate $best "routed by $b's volley (§8.3)"
        }
    }
}
