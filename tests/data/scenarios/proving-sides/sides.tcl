# Hooks of the proving-sides game (made up for the tests, after
# spi-agincourt §8.12 and §15.0).

# The unit a word of an order names: herald gives units by id; a hex
# names the unit in it.
proc unit_of {word} {
    if {[catch {herald::unit $word} u] == 0} {
        return [dict get $u id]
    }
    if {[catch {herald::hex $word} h] == 0} {
        return [dict get $h unit]
    }
    return ""
}

# order: a yeoman next to an enemy unit keeps to his side arms: he may
# not turn back to his archer side (made up, after §15.0).
proc sides_order {turn side phase verb args} {
    set id [unit_of [lindex $args 0]]
    if {$verb ne "flip" || $id eq ""} { return "" }
    set u [herald::unit $id]
    if {[dict get $u side] ne "yeoman" || [dict get $u hex] eq ""} {
        return ""
    }
    foreach e [herald::units] {
        set d [herald::unit $e]
        if {[dict get $d faction] ne [dict get $u faction] &&
            [herald::distance [dict get $u hex] [dict get $d hex]] == 1} {
            return "[dict get $u id] is next to [dict get $d id]: a yeoman in contact keeps to his side arms (§15.0)"
        }
    }
    return ""
}

# order_done: a longbow that moved turns to its yeoman side (§8.12).
proc sides_moved {turn side phase verb args} {
    set id [unit_of [lindex $args 0]]
    if {$verb ne "move" || $id eq ""} { return }
    set u [herald::unit $id]
    if {[dict get $u type] eq "longbow" && [dict get $u side] eq "archer"} {
        herald::flip [dict get $u id] yeoman
    }
}

# standing (asked by status): each two-sided counter's side, as
# herald::unit gives it with the values of that side; a question may
# not flip one.
proc sides_standing {turn side phase} {
    foreach id [herald::units] {
        set u [herald::unit $id]
        if {[dict get $u side] ne ""} {
            herald::narrate "$id is on its [dict get $u side] side (melee [dict get $u melee], mp [dict get $u mp])"
        }
    }
    if {[catch {herald::flip b1} why]} {
        herald::narrate "asked, not done: $why"
    }
}
