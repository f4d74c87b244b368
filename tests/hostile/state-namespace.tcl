# hostile: makes a namespace (with a variable in it), and an ensemble
# hooks: standing=attack after_order=other
# expect: namespace eval: commands and namespaces are made when the script loads
# expect: namespace ensemble: commands and namespaces are made
proc attack {args} {
    if {[namespace exists ::keep]} { herald::narrate STATE-KEPT }
    namespace eval ::keep { variable n 1 }
}
proc other {args} {
    if {[info commands ::ens] ne ""} { herald::narrate STATE-KEPT }
    namespace ensemble create -command ::ens -map {a ::list}
}
