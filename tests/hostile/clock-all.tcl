# hostile: reads the time in every form the interpreter ever had
# hooks: standing=attack after_order=attack phase_end=attack order=quiet
# expect: clock: a hook cannot read the time or wait
proc attack {args} {
    set got {}
    foreach s {
        {clock seconds} {clock clicks} {clock clicks -microseconds}
        {clock milliseconds} {clock microseconds} {clock format 0}
        {clock scan now} {clock add 0 1 day}
        {::tcl::clock::clicks} {::tcl::clock::seconds}
        {::tcl::clock::milliseconds} {::tcl::clock::microseconds}
        {::tcl::clock::getenv HOME} {::tcl::clock::GetDateFields 0 :UTC 2361222}
    } {
        if {![catch {uplevel #0 $s} r]} { lappend got "$s=$r" }
    }
    if {[llength $got]} { herald::narrate "ESCAPED $got" }
    return [clock clicks]
}
proc quiet {args} {
    # the order question decides on the clock when it can
    if {![catch {clock clicks} t] && $t % 2} { return "odd clock: $t" }
    return ""
}
