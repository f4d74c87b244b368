# The muddy scenario's hook (made up for the tests): as each impulse
# begins, the Red units that have stood a complete impulse or more, with
# the level of the hex they stand in (herald::unit stood, herald::hex
# level).
proc begins {turn side phase} {
    if {$side ne "red"} {
        return
    }
    set said {}
    foreach u [herald::units red] {
        set d [herald::unit $u]
        if {[dict get $d stood] > 0} {
            set h [dict get $d hex]
            lappend said "$u [dict get $d stood] in $h (level\
                [dict get [herald::hex $h] level])"
        }
    }
    if {[llength $said] > 0} {
        herald::narrate "stood: [join $said {, }]"
    }
}
