# hostile: renames proc and rename at load, and uses them when called
# hooks: standing=attack after_order=again
# expect: proc: commands and namespaces are made when the script loads
# expect: rename: commands and namespaces are made when the script loads
rename proc defproc
rename rename mv
defproc attack {args} {
    if {[info commands ::kept] ne ""} { herald::narrate STATE-KEPT }
    defproc ::kept {} {}
}
defproc again {args} {
    if {[info commands ::gone] ne ""} { herald::narrate STATE-KEPT }
    mv ::again ::gone
}
