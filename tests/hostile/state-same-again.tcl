# hostile: leaves every variable with the text it had, but held by new
# objects (unset and set again, an array element and errorInfo set
# afresh), so that nothing is kept and no call is refused; and sets
# ::errorCode, which herald empties after every call
# hooks: standing=attack after_order=attack phase_end=attack
# expect: orders: 5
set x [string repeat x 3]
set a(k) [string repeat v 2]
proc attack {args} {
    if {$::x ne "xxx" || $::a(k) ne "vv" || $::errorCode ne ""} {
        herald::narrate "STATE-KEPT $::x $::a(k) $::errorCode"
    }
    set v [string range "${::x}y" 0 2]
    unset ::x
    set ::x $v
    set ::a(k) [string range "$::a(k)w" 0 1]
    set ::errorCode SECRET-[string length $v]
}
