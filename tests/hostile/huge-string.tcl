# hostile: a string of 16 MB, and narration of it
# hooks: setup_check=attack
# calls: 1
# expect: herald::narrate: a hook says at most 262144 bytes in a call
proc attack {args} {
    set s [string repeat x [expr {16 << 20}]]
    herald::narrate "length [string length $s]"
    herald::narrate $s
}
