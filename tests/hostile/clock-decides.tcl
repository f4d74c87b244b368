# hostile: lets the time decide the game (a winner, a refused order, a lost unit)
# hooks: after_order=decide order=refuse standing=say
# expect: the clock says: invalid command name "::tcl::clock::clicks"
proc decide {args} {
    if {![catch {::tcl::clock::clicks} t] && $t % 3 == 0} {
        herald::declare red "by the clock: $t"
    }
}
proc refuse {turn side phase verb args} {
    if {![catch {clock microseconds} t] && $t % 2} { return "refused at $t" }
    return ""
}
proc say {args} {
    catch {::tcl::clock::clicks} t
    herald::narrate "the clock says: $t"
}
