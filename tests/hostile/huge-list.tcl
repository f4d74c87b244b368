# hostile: a list of a million elements, sorted and joined
# hooks: setup_check=attack
# calls: 1
# expect: length 1000000
proc attack {args} {
    set l [lrepeat 1000000 x]
    herald::narrate "length [llength [lsort $l]]"
    return [join $l]
}
