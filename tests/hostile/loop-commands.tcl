# hostile: an endless loop of commands, on every event
# hooks: standing=attack after_order=attack order=attack phase_end=attack
# expect: was stopped: it ran past the limit of commands (200000 commands)
proc attack {args} {
    while 1 { incr i }
}
