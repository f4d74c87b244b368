# hostile: unsets what the script set at load, and Tcl's own variables
# hooks: standing=attack after_order=other
# expect: hook attack unset ::once
# expect: hook other unset ::tcl_version
set once 1
proc attack {args} {
    if {![info exists ::once]} { herald::narrate STATE-KEPT }
    unset ::once
}
proc other {args} {
    if {![info exists ::tcl_version]} { herald::narrate STATE-KEPT }
    unset ::tcl_version
}
