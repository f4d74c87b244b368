# hostile: changes values that only its variables (and herald's record
# of them) hold, where Tcl changes a value in place (append, lappend,
# dict set), keeping every variable and name where it was: the
# record must see the new text, not the same variable
# hooks: standing=grow after_order=extend setup_check=deepen
# expect: hook grow changed ::s: a hook keeps no state
# expect: hook extend changed ::l: a hook keeps no state
# expect: hook deepen changed ::d: a hook keeps no state
set s [string repeat a 3]
set l [list [string repeat b 2]]
set d [dict create k [string repeat c 2]]
proc grow {args} {
    if {$::s ne "aaa"} { herald::narrate "STATE-KEPT $::s" }
    append ::s x
}
proc extend {args} {
    if {$::l ne "bb"} { herald::narrate "STATE-KEPT $::l" }
    lappend ::l x
}
proc deepen {args} {
    if {[dict get $::d k] ne "cc"} { herald::narrate "STATE-KEPT $::d" }
    dict set ::d k x
}
