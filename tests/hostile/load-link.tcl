# hostile: links variables at load, to point them elsewhere later
# hooks: standing=attack
# expect: is linked to another variable (upvar outside a procedure)
upvar #0 tcl_version v
proc attack {args} { herald::narrate ESCAPED }
