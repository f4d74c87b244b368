# Hooks of the hostile-text game: narration and errors full of bytes a
# terminal would obey (ESC, BEL, CR, BS, C1 CSI, NUL, DEL).
proc on_start {} {
    herald::narrate "start:\x1b\]0;pwned\x07 \x1b\[2J\x1b\[H done"
}
proc begins {turn side phase} {
    herald::narrate "begins\r$turn\b $phase \x9b31m\x00\x7f\ttabbed"
}
proc ends {turn side phase} {
    if {$phase eq "fight"} {
        error "no fight\x1b\[2J\x07 here"
    }
}
