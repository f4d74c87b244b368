# hostile: Tcl's unsupported commands: object addresses, bytecode, and an
# assembled clockRead that no command would show
# hooks: standing=attack
# expect: invalid command name "::tcl::unsupported::assemble"
proc attack {args} {
    set got {}
    foreach s {
        {::tcl::unsupported::representation x}
        {::tcl::unsupported::disassemble script {set x 1}}
        {::tcl::unsupported::getbytecode script {set x 1}}
        {::tcl::unsupported::assemble {clockRead 0}}
        {::tcl::unsupported::corotype x}
        {::tcl::unsupported::inject x {}}
    } {
        if {![catch {uplevel #0 $s} r]} { lappend got "$s=$r" }
    }
    if {[llength $got]} { herald::narrate "ESCAPED $got" }
    ::tcl::unsupported::assemble {clockRead 0}
}
