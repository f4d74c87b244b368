# SPI's Agincourt, leader combat (13.0-13.22): the core's duel mechanism
# (game.yaml rules: duel:) fights it; this file keeps the one clause of
# the game that the mechanism does not: 18.0's Fait du Mort fights only
# King Henry V.
#   spi_leaders_order   the order hook's part: "" or the refusal

# §18.0: the Fait du Mort is there to reach the King: it may engage him,
# and no one else, in leader combat (read as: its only duel is with
# Henry V, el1).
proc spi_leaders_order {turn side phase verb args} {
    if {$verb ne "duel" || [llength $args] < 2} {
        return ""
    }
    lassign $args a b
    foreach {u other} [list $a $b $b $a] {
        if {[catch {herald::unit $u} d] || [catch {herald::unit $other}]} {
            continue
        }
        if {[dict get $d type] eq "fait-du-mort" && $other ne "el1"} {
            return "$u, the Fait du Mort, fights only King Henry V (el1),\
                not $other (§18.0)"
        }
    }
    return ""
}
