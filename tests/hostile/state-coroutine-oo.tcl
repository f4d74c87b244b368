# hostile: keeps state in a coroutine and in TclOO objects
# hooks: standing=attack after_order=attack
# expect: coroutine: a hook keeps no state between calls
# expect: oo::class: a hook keeps no state between calls
proc attack {args} {
    if {[info commands ::co] ne "" || [info commands ::Keeper] ne ""} {
        herald::narrate STATE-KEPT
    }
    catch {coroutine ::co apply {{} { while 1 { yield [incr n] } }}} e1
    catch {oo::class create ::Keeper} e2
    catch {oo::object new} e3
    catch {::oo::copy ::oo::object} e4
    herald::narrate "$e1 / $e2 / $e3 / $e4"
}
