# The proving game's hook for a chance against a number (issue 13;
# doc/authoring.md, "Dice and tables: a chance against a number").
# Made-up rule (§8.3): as a side's Fight phase begins, each of its bows
# looses a volley at the nearest enemy 1 or 2 hexes away, which routs it
# on a roll of 47 or less adjacent, 23 or less at 2 hexes (a rout takes
# the target out).  herald::chance reads the tens die first and asks for
# the ones die only when it can still change the outcome; its -dict form
# gives the dice, said here for the transcript to show.

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
        set pct [expr {$near == 1 ? 47 : 23}]
        set r [herald::chance -dict -section 8.3 $pct "$b's volley at $best"]
        herald::narrate "  (tens [dict get $r tens], ones [dict get $r ones], roll [dict get $r roll], [dict get $r source])"
        if {[dict get $r happens]} {
            herald::eliminate $best "routed by $b's volley (§8.3)"
        }
    }
}
