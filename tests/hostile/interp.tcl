# hostile: child interpreters, aliases, hidden commands of the parent
# hooks: standing=attack
# expect: interp: a hook keeps no state between calls
proc attack {args} {
    foreach s {
        {interp invokehidden {} exec touch @SANDBOX@/hidden}
        {interp create x}
        {interp create -safe x}
        {interp alias {} myexec {} exec}
        {interp expose {} exec}
        {interp hidden}
        {interp issafe}
        {hook eval {exec ls}}
    } {
        if {![catch {uplevel #0 $s} r]} { herald::narrate "ESCAPED $s: $r" }
    }
    interp invokehidden {} exec touch @SANDBOX@/hidden
}
