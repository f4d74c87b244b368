# hostile: reads what tells one machine or run from another
# hooks: standing=attack
# expect: pid: what it tells differs between machines and runs
proc attack {args} {
    set got {}
    foreach s {
        pid {info hostname} {info nameofexecutable} {info patchlevel}
        {info library} {info loaded} {info sharedlibextension}
        {info script} {info frame 0} {package require Tcl}
        {package names} {::tcl::pkgconfig get libdir,runtime}
        {::zlib::pkgconfig get zlibVersion} {array get ::tcl_platform}
        {set ::tcl_patchLevel} {set ::env(HOME)} {array get ::env}
    } {
        if {![catch {uplevel #0 $s} r] && $r ne ""} { lappend got "$s=$r" }
    }
    if {[llength $got]} { herald::narrate "ESCAPED $got" }
    pid
}
