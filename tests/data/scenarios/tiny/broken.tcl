# A start hook that fails on line 4 of this file.
proc on_start {} {
    herald::narrate "about to fail"
    error "the hook gave up"
}
