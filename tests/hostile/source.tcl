# hostile: sources a file, at load and in a call
# hooks: standing=attack
# expect: invalid command name "source"
catch {source @SANDBOX@/secret} loaded
proc attack {args} {
    source @SANDBOX@/secret
    herald::narrate ESCAPED
}
