# hostile: schedules scripts for later and waits for events
# hooks: standing=attack after_order=attack
# expect: after: a hook cannot read the time or wait
proc attack {args} {
    if {[info exists ::fired]} { herald::narrate STATE-KEPT }
    catch {after idle {set ::fired 1}}
    catch {after 0 {set ::fired 1}}
    catch {update}
    catch {vwait ::fired}
    after info
}
