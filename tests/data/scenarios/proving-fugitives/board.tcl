# herald::board read from a question (`standing`, asked by `status`):
# what each subcommand answers, and each mistake's message; relocate is
# refused here, where the game may not change.
proc proving_board {turn side phase} {
    foreach c {
        {neighbour 2626 nw} {neighbour 2626 ne} {neighbour 1416 ne}
        {neighbour 2626 n} {neighbour 9999 ne}
        {terrain 2527} {terrain 2626}
        {cost 2626 2526} {cost 2626 2724} {cost 2626 9999}
        {halves fbar} {halves falen}
        {marks fcon} {marks nobody}
        {sight 2526 2528} {sight 2626 2830} {sight 2626 9999}
        {relocate forl 2722 "a test"} {relocate fbar 2722 "a test"}
        {frobnicate}
    } {
        if {[catch {herald::board {*}$c} r]} {
            herald::narrate "board $c: error: $r"
        } else {
            herald::narrate "board $c: \"$r\""
        }
    }
}
