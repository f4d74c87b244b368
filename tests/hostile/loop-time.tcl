# hostile: an empty endless loop (no commands counted: only the time stops it)
# hooks: setup_check=attack
# calls: 1
# expect: was stopped: it ran past the limit of time (2000 ms)
proc attack {args} {
    while 1 {}
}
