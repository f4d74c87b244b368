# hostile: one long command: lsort -command of a long list runs past the
# time limit, which Tcl checks only between commands of the script
# hooks: setup_check=attack
# calls: 1
# preempt: yes
# guard: a single long command runs seconds past the 2 s limit
proc attack {args} {
    lsort -dictionary [lrepeat 30000000 x[string repeat y 20]]
}
