# hostile: reads what the last call's errors left (errorInfo, errorCode,
# the error stack)
# hooks: standing=attack after_order=attack setup_check=attack
# expect: info errorstack: a hook keeps no state
proc attack {args} {
    if {[string match *secret-* $::errorInfo] ||
        [string match *secret-* $::errorCode]} {
        herald::narrate STATE-KEPT
    }
    catch {error secret-1 secret-info SECRET-CODE}
    catch {info errorstack} s
    if {[string match *secret-* $s]} { herald::narrate STATE-KEPT }
    herald::narrate "errorstack: $s"
}
