# hostile: pipes, standard channels, reflected channels, zlib streams
# hooks: standing=attack
# expect: chan: a hook has no files or channels
proc attack {args} {
    foreach s {
        {chan pipe} {::tcl::chan::pipe} {chan names} {puts stdout pwned}
        {::tcl::chan::create read ::x} {zlib stream deflate}
        {zlib compress abc} {fconfigure stdout} {encoding system}
        {::tcl::encoding::dirs}
    } {
        if {![catch {uplevel #0 $s} r]} { herald::narrate "ESCAPED $s: $r" }
    }
    chan pipe
}
