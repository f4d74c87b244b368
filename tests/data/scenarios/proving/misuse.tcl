# The proving game's hooks that misuse game-declared state, one mistake
# for each roll order's dice (misuse.yaml).  Made up for the tests.

# A question (status) may read a value but not set one.
proc misuse_standing {turn side phase} {
    herald::narrate "resolve of red: [herald::counter red resolve]"
    herald::counter red volleys 5
}

# Nor may setup check.
proc misuse_setup {turn side phase} {
    herald::counter r2 loosed 1
}

# Nor the order check, which runs on a copy (roll 1d6).
proc misuse_check {turn side phase verb args} {
    if {$verb eq "roll" && [lindex $args 0] eq "1d6"} {
        herald::counter r2 arrows 0
    }
}

# After the order, in the order_done hook: setting is allowed, with the
# declared bounds and names.
proc misuse_done {turn side phase verb args} {
    if {$verb ne "roll"} {
        return
    }
    switch -- [lindex $args 0] {
        2d6 {
            # a good value then one past the maximum: the whole order is
            # refused, and the first is not kept either
            herald::counter r2 arrows 0
            herald::counter r2 arrows 7
        }
        3d6 { herald::counter r1 arrows }
        4d6 { herald::counter r2 quiver }
        5d6 { herald::counter r2 loosed 2 }
        6d6 { herald::counter r2 volleys }
        2d10 { herald::counter red volleys many }
        1d10 { herald::counter red volleys 3 }
        d66 { herald::counter r2 loosed yes }
    }
}
