# hostile: changes the dicts herald::unit gives, to see them come back
# hooks: standing=attack after_order=attack setup_check=attack
# expect: r1 stands in 0104, routed 0
# expect: r1 stands in 0103, routed 0
# herald::unit may give the same Tcl value again while the unit stays
# as it was: a hook that changes its copy changes only its own, and a
# unit that moved is seen where it went.
proc attack {args} {
    set u [herald::unit r1]
    dict set u hex 9999
    dict set u routed 7
    append u " junk"
    set l [herald::unit r1]
    lappend l more
    set v [herald::unit r1]
    if {[dict get $v hex] eq "9999" || [dict get $v routed] == 7 ||
        [dict size $v] != [dict size [herald::unit b1]]} {
        herald::narrate "STATE-KEPT: a changed unit dict came back: $v"
    }
    herald::narrate "r1 stands in [dict get $v hex], routed\
        [dict get $v routed]"
}
