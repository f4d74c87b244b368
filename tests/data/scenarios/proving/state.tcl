# The proving game's hooks for game-declared state (issue 12;
# doc/authoring.md, "Game-declared state: counters and flags").  Made-up
# rules: a bow's attack spends one of its arrows and is refused when it
# has none left (§8.1); in its side's Move phase of every second turn a
# bow gets one arrow back, up to two (§8.2); each side counts the
# volleys it has loosed.  Like every hook these read and set the game through
# herald:: commands and keep nothing of their own.

# The unit a word of an order names: herald gives units by id; a hex
# names the unit in it.
proc unit_of {word} {
    if {[catch {herald::unit $word} u] == 0} {
        return [dict get $u id]
    }
    if {[catch {herald::hex $word} h] == 0} {
        return [dict get $h unit]
    }
    return ""
}

# The bows among an attack's attackers (the words before ->).
proc bows_of {words} {
    set bows {}
    foreach w $words {
        if {$w eq "->"} {
            break
        }
        set u [unit_of $w]
        if {$u ne "" && [dict get [herald::unit $u] type] eq "bow"} {
            lappend bows $u
        }
    }
    return $bows
}

# order (a question: it reads, never sets): no arrows, no attack (§8.1).
proc arrows_check {turn side phase verb args} {
    if {$verb ne "attack"} {
        return
    }
    foreach b [bows_of $args] {
        if {[herald::counter $b arrows] == 0} {
            return "$b has no arrows left (§8.1): it gets one back in\
                its side's Move phase of an even turn (§8.2)"
        }
    }
}

# order_done: each bow that attacked spends an arrow and has loosed this
# phase; its side counts a volley.
proc arrows_spend {turn side phase verb args} {
    if {$verb ne "attack"} {
        return
    }
    foreach b [bows_of $args] {
        set left [expr {[herald::counter $b arrows] - 1}]
        herald::counter $b arrows $left
        herald::counter $b loosed 1
        set f [dict get [herald::unit $b] faction]
        herald::counter $f volleys [expr {[herald::counter $f volleys] + 1}]
        herald::narrate "$b looses a volley: $left left (§8.1)"
    }
}

# phase_start: in its side's Move phase of an even turn each of its bows
# on the map gets an arrow back, up to two (§8.2).
proc arrows_refill {turn side phase} {
    if {$phase ne "move" || $turn % 2 != 0} {
        return
    }
    foreach b [herald::units $side] {
        if {[dict get [herald::unit $b] type] ne "bow"} {
            continue
        }
        set n [herald::counter $b arrows]
        if {$n < 2} {
            herald::counter $b arrows [incr n]
            herald::narrate "$b gets an arrow back: $n (§8.2)"
        }
    }
}
