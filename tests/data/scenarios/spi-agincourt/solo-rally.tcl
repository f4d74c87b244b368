# solo-rally.yaml's phase_start: the French army is demoralized as the
# French Player-Turn of Game-Turn 2 begins (as spi-army.tcl's check
# would make it, 11.2), so that its combat units with no leader who may
# command them rout as their Movement phase begins (11.21, 11.22).
proc solo_rally_phase_start {turn side phase} {
    if {$turn == 2 && $side eq "french" && $phase eq "fugitives"} {
        herald::counter french demoralized 1
    }
}
