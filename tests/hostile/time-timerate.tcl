# hostile: measures how long code takes
# hooks: standing=attack
# expect: time: a hook cannot read the time or wait
# expect: timerate: invalid command name "::tcl::unsupported::timerate"
proc attack {args} {
    catch {::tcl::unsupported::timerate {set x 1} 10} r
    herald::narrate "timerate: $r"
    catch {time {set x 1} 1000} t
    herald::narrate "time: $t"
}
