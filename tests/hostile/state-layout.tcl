# hostile: makes and unsets a hundred globals, which leaves [info globals]
# in another order for the next call, though no variable stays (herald
# starts the next call from the interpreter as loaded)
# hooks: standing=attack after_order=attack
# expect: orders: 5
set order {}
set order [info globals]
proc attack {args} {
    if {[info globals] ne $::order} { herald::narrate STATE-KEPT }
    for {set i 0} {$i < 100} {incr i} { set ::tmp$i $i }
    for {set i 0} {$i < 100} {incr i} { unset ::tmp$i }
}
