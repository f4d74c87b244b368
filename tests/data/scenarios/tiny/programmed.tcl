# A programme for the tiny test game (src/programme.h): in Blue's Move
# phase herald tries b1 into 0101, else 0403, then gives an order
# that is refused (and not given again); in Red's phases it gives nothing.  What
# it answers depends only on the game (a question, asked again after
# each order carried out).
proc plays {turn side phase} {
    if {$side ne "blue" || $phase ne "move"} {
        return ""
    }
    switch -- [dict get [herald::unit b1] hex] {
        0402 { return "move b1 0101 || move b1 0403 # the first that is allowed" }
        0403 { return "move b1 0101 # too far" }
    }
    return ""
}
