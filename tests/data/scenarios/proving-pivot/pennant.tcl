# Hooks of the proving-pivot game's pennant scenario: as Red's Fight
# phase begins, the hook says which markers herald::marker finds in
# each hex of w2's footprint (0603 and 0503 in the set-up), in the hex
# beside them (0504, none) and with w2 itself.
proc pennant_phase {turn side phase} {
    if {$phase ne "fight" || $side ne "red"} {
        return
    }
    foreach h {0603 0503 0504} {
        herald::narrate "hook: markers in $h: [herald::marker list $h]"
    }
    herald::narrate "hook: markers with w2: [herald::marker list w2]"
}
