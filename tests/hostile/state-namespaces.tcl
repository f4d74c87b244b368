# hostile: keeps state in variables of other namespaces
# hooks: standing=attack after_order=attack setup_check=other
# expect: hook attack set ::herald::seen
# expect: hook other declared ::tcl::mathop::kept
proc attack {args} {
    foreach v {::herald::seen ::tcl::seen ::oo::seen ::tcl::mathfunc::seen} {
        if {[info exists $v]} { herald::narrate "STATE-KEPT $v" }
    }
    set ::herald::seen 1
}
proc other {args} {
    if {[info vars ::tcl::mathop::kept] ne ""} { herald::narrate STATE-KEPT }
    variable ::tcl::mathop::kept
}
