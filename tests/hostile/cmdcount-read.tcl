# hostile: reads the command count (differs with every query before it)
# hooks: standing=attack after_order=attack
# expect: info cmdcount: a hook cannot read the time or wait
proc attack {args} {
    catch {info cmdcount} a
    catch {::tcl::info::cmdcount} b
    herald::narrate "cmdcount: $a / $b"
}
