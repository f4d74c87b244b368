# hostile: says a megabyte, a line at a time, and answers a megabyte
# hooks: standing=attack order=answer
# expect: herald::narrate: a hook says at most 262144 bytes in a call
# expect: answered 1048576 bytes
proc attack {args} {
    for {set i 0} {$i < 1024} {incr i} {
        herald::narrate [string repeat "$i " 256]
    }
}
proc answer {args} { string repeat y 1048576 }
