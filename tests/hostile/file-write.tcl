# hostile: opens a file for writing in the sandbox, and in the current directory
# hooks: standing=attack after_order=attack
# expect: invalid command name "open"
proc attack {args} {
    set f [open @SANDBOX@/escaped w]
    puts $f pwned
    close $f
    herald::narrate ESCAPED
}
