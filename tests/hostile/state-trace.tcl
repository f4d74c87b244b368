# hostile: traces a variable, a command and its own execution
# hooks: standing=attack after_order=attack
# expect: trace: a hook keeps no state between calls
set watched 1
proc attack {args} {
    catch {trace info variable ::watched} t
    if {$t ne "" && ![string match "trace:*" $t]} { herald::narrate STATE-KEPT }
    trace add variable ::watched write {set ::hit 1}
}
