# hostile: changes and unsets tcl_precision (Tcl's own traced variable)
# hooks: standing=attack after_order=attack
# expect: can't modify precision from a safe interpreter
proc attack {args} {
    if {$::tcl_precision != 0} { herald::narrate STATE-KEPT }
    catch {unset ::tcl_precision}
    set ::tcl_precision 3
}
