# hostile: adds, changes and removes elements of a load-time array
# hooks: standing=add after_order=change setup_check=drop
# expect: hook add set ::seen(call)
# expect: hook change changed ::seen(a)
# expect: hook drop unset ::seen(b)
array set seen {a 1 b 2}
proc add {args} {
    if {[info exists ::seen(call)]} { herald::narrate STATE-KEPT }
    set ::seen(call) 1
}
proc change {args} {
    if {$::seen(a) != 1} { herald::narrate STATE-KEPT }
    incr ::seen(a)
}
proc drop {args} {
    if {![info exists ::seen(b)]} { herald::narrate STATE-KEPT }
    unset ::seen(b)
}
