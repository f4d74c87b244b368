# hostile: redefines [info cmdcount] at load to switch the command limit off
# hooks: standing=attack
# expect: was stopped: it ran past the limit of commands (200000 commands)
proc ::tcl::info::cmdcount {} { return -2147483648 }
proc attack {args} {
    for {set i 0} {$i < 2000000000} {incr i} { set x $i }
    herald::narrate ESCAPED
}
