# hostile: replaces [info] itself and the info ensemble's map
# hooks: standing=attack
# expect: was stopped: it ran past the limit of commands
rename ::info ::real_info
proc ::info {args} { return 0 }
proc attack {args} {
    while 1 { incr i }
}
