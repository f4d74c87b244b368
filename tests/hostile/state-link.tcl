# hostile: links a global to another, at call time
# hooks: standing=attack
# expect: hook attack linked ::v
proc attack {args} {
    if {[info exists ::v]} { herald::narrate STATE-KEPT }
    uplevel #0 { upvar #0 tcl_version v }
}
