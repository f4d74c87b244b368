# hostile: changes directory, lists files, deletes the secret through the file subcommands
# hooks: standing=attack
# expect: invalid command name "::tcl::file::delete"
proc attack {args} {
    foreach s {{cd /} {pwd} {glob @SANDBOX@/*} {file delete @SANDBOX@/secret}
            {::tcl::file::mkdir @SANDBOX@/made}} {
        if {![catch {uplevel #0 $s} r]} { herald::narrate "ESCAPED $s: $r" }
    }
    ::tcl::file::delete @SANDBOX@/secret
    herald::narrate ESCAPED
}
