# hostile: counts its calls in a global variable
# hooks: standing=attack after_order=attack phase_end=attack setup_check=attack
# expect: hook attack set ::calls: a hook keeps no state between calls
proc attack {args} {
    if {[info exists ::calls]} { herald::narrate "STATE-KEPT $::calls" }
    incr ::calls
}
