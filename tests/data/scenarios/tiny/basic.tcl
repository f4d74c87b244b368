# Hooks of the tiny test game.
proc on_start {} {
    set u [herald::unit r1]
    herald::narrate "start: r1 in [dict get $u hex]"
}
