# hostile: runs a process
# hooks: standing=attack order=attack
# expect: invalid command name "exec"
proc attack {args} {
    exec touch @SANDBOX@/exec
    herald::narrate ESCAPED
}
