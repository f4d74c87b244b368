# hostile: never finishes loading
# hooks: standing=attack
# calls: 1
# expect: loading the script was stopped: it ran past the limit of
for {set i 0} {1} {incr i} {}
proc attack {args} { herald::narrate ESCAPED }
