# hostile: changes in place what an array element, a list element and
# a number hold (append to an element, lset, incr), the array and every
# name staying where they were
# hooks: standing=grow after_order=relist setup_check=bump
# expect: hook grow changed ::a(k): a hook keeps no state
# expect: hook relist changed ::m: a hook keeps no state
# expect: hook bump changed ::n: a hook keeps no state
set a(k) [string repeat e 2]
set m [list [string repeat f 2] g]
set n [expr {40 + 2}]
proc grow {args} {
    if {$::a(k) ne "ee"} { herald::narrate "STATE-KEPT $::a(k)" }
    append ::a(k) x
}
proc relist {args} {
    if {$::m ne "ff g"} { herald::narrate "STATE-KEPT $::m" }
    lset ::m 0 y
}
proc bump {args} {
    if {$::n != 42} { herald::narrate "STATE-KEPT $::n" }
    incr ::n
}
