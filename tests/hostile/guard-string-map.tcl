# hostile: a string map that doubles a string to 4 GB: Tcl panics
# hooks: setup_check=attack
# calls: 1
# guard: Tcl_Panic (SIGABRT) on a string past 2 GB, or memory exhausted
proc attack {args} {
    set s x
    while 1 { set s [string map {x xx} $s] }
}
