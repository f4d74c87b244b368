# hostile: subst on 50,000 nested brackets: Tcl's parser recurses on the C stack
# hooks: setup_check=attack
# calls: 1
# guard: C stack overflow (SIGSEGV) inside Tcl's parser
proc attack {args} {
    subst [string repeat {[} 50000][string repeat {]} 50000]
}
