# hostile: defines a procedure when called, to remember with
# hooks: standing=attack after_order=attack
# expect: proc: commands and namespaces are made when the script loads
proc attack {args} {
    if {[info commands ::memo] ne ""} { herald::narrate STATE-KEPT }
    proc ::memo {} { return 1 }
}
