# Hooks of the tiny test game.
proc on_start {} {
    set u [herald::unit r1]
    herald::narrate "start: r1 in [dict get $u hex]"
}
proc begins {turn side phase} { herald::narrate "begins $turn $side $phase" }
proc ends {turn side phase} {
    if {[dict get [herald::unit b1] hex] eq "0101"} {
        error "b1 may not stand in 0101 at the end of a phase"
    }
    herald::narrate "ends $turn $side $phase"
}
proc over {turn side phase} { herald::narrate "over" }
