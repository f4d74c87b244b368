# hostile: recurses without end, by proc, by eval and by uplevel
# hooks: standing=attack after_order=other setup_check=third
# expect: too many nested evaluations
proc attack {args} { r 0 }
proc r {n} { r [incr n] }
proc other {args} { set s {eval $s}; eval $s }
proc third {args} { u 0 }
proc u {n} { uplevel 1 [list u [incr n]] }
