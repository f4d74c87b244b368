# hostile: loads a shared library
# hooks: standing=attack
# expect: invalid command name "load"
proc attack {args} {
    load /lib/x86_64-linux-gnu/libc.so.6
    herald::narrate ESCAPED
}
