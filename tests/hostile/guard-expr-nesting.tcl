# hostile: an expression nested 200,000 deep: the expression parser recurses on the C stack
# hooks: setup_check=attack
# calls: 1
# guard: C stack overflow inside Tcl's expression compiler
proc attack {args} {
    expr "[string repeat ( 200000]1[string repeat ) 200000]"
}
