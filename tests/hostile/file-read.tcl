# hostile: reads the secret file through every reading command it can name
# hooks: standing=attack
# expect: read: a hook has no files or channels
proc attack {args} {
    foreach s {
        {open @SANDBOX@/secret}
        {source @SANDBOX@/secret}
        {read [open @SANDBOX@/secret]}
        {::tcl::file::readlink @SANDBOX@/secret}
        {file size @SANDBOX@/secret}
    } {
        if {![catch {uplevel #0 $s} r]} { herald::narrate "ESCAPED $s: $r" }
    }
    read stdin
}
