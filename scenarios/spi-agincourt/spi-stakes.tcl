# spi-stakes.tcl: SPI's Agincourt (1978), the stakes (§16), the yeomen's
# functions (§15.0) with arrow retrieval (§8.6), and the hooks of the
# cavalry charge (§17.2, whose rules are in spi-cavalry.tcl), as the
# game's own hooks.  Loaded with spi-agincourt.tcl into one interpreter
# (game.yaml `hooks: script:`); the dispatchers there call the procs
# here (spi_stakes_order, _order_done, _phase_start, _may_end,
# _standing).
#
# Other files call:
#   spi_stakes_protect DEFENDER ATTACKER   1 when ATTACKER, next to
#       DEFENDER, attacks it through a protected side of implanted stakes
#       (§16.31): melee's §9.15 and §16.32-16.33, morale's 10.3 line.
#   spi_stakes_side DEFENDER ATTACKER      "protected", "open" or "" (no
#       protection applies), for narration.
#   spi_stakes_in HEX ?STATE?             the stakes marker standing in
#       HEX (implanted, or carried left there), or "".
#
# The stakes marker (game.yaml markers: stakes) has state implanted or
# carried and a facing, a corner of the hex (n ene ese s wsw wnw with
# north: left).  Implanted stakes stand in a hex; carried ones go with a
# yeoman (the marker is on the unit).

# ------------------------------------------------------ geometry (§16.31)

# The grid's hexsides clockwise, and its corners clockwise: corner k lies
# between hexsides k-1 and k (n between nw and ne).
proc spi_stakes_sides {} {
    return {ne e se sw w nw}
}

proc spi_stakes_corners {} {
    return {n ene ese s wsw wnw}
}

# §16.31: the four hexsides a facing protects: the two either side of its
# corner and the next one round on each hand; the two behind it (either
# side of the opposite corner) are open.  Facing n: nw ne e w (R32).
proc spi_stakes_protected {facing} {
    set k [lsearch -exact [spi_stakes_corners] $facing]
    if {$k < 0} {
        error "spi_stakes_protected: facing \"$facing\": expected one of\
            [join [spi_stakes_corners] {, }]"
    }
    set sides [spi_stakes_sides]
    set l {}
    foreach i {-2 -1 0 1} {
        lappend l [lindex $sides [expr {($k + $i + 6) % 6}]]
    }
    return $l
}

# The hexside of hex A that hex B lies across, or "" when not neighbours
proc spi_stakes_side_to {a b} {
    foreach s [spi_stakes_sides] {
        if {[herald::board neighbour $a $s] eq $b} {
            return $s
        }
    }
    return ""
}

# The stakes marker standing in HEX (not one a unit carries), or ""; with
# STATE, only one in that state
proc spi_stakes_in {hex {state ""}} {
    foreach m [herald::marker list $hex] {
        set d [herald::marker get $m]
        if {[dict get $d kind] ne "stakes" || [dict get $d unit] ne ""} {
            continue
        }
        if {$state eq "" || [dict get $d state] eq $state} {
            return $m
        }
    }
    return ""
}

# The stakes a unit carries, or ""
proc spi_stakes_carried {u} {
    foreach m [herald::marker list $u] {
        if {[dict get [herald::marker get $m] kind] eq "stakes"} {
            return $m
        }
    }
    return ""
}

# "protected" when ATTACKER would come at DEFENDER only through protected
# sides of implanted stakes in DEFENDER's hex, "open" when through an open
# side, "" when stakes play no part (no implanted stakes there, DEFENDER
# no English longbow, ATTACKER not its enemy or not next to it).
# A double counter next to the hex across two sides comes through the
# open one if either is open (reconstructed: 16.32 bars men-at-arms only
# "through" a protected side, and a battle touching an open side is not
# forced through the stakes).
proc spi_stakes_side {def att} {
    if {[catch {herald::unit $def} dd] || [catch {herald::unit $att} da]} {
        return ""
    }
    # §16.31: only English longbowmen (archer or yeoman side) benefit
    if {[dict get $dd type] ne "longbow" ||
        [dict get $dd faction] ne "english" ||
        [dict get $da faction] eq [dict get $dd faction]} {
        return ""
    }
    set hex [dict get $dd hex]
    if {$hex eq ""} {
        return ""
    }
    set m [spi_stakes_in $hex implanted]
    if {$m eq ""} {
        return ""
    }
    set prot [spi_stakes_protected [dict get [herald::marker get $m] facing]]
    set seen 0
    set open 0
    foreach h [spi_hexes $att] {
        set s [spi_stakes_side_to $hex $h]
        if {$s eq ""} {
            continue
        }
        set seen 1
        if {$s ni $prot} {
            set open 1
        }
    }
    if {!$seen} {
        return ""
    }
    return [expr {$open ? "open" : "protected"}]
}

# §16.31-16.33: 1 when ATTACKER attacks DEFENDER through a protected side
# of implanted stakes, else 0
proc spi_stakes_protect {def att} {
    return [expr {[spi_stakes_side $def $att] eq "protected"}]
}

# ------------------------------------------------------------- words

# The tasks of game.yaml's rules: tasks: kinds, in its order: the count
# `task` is 1 + the place of the one a yeoman is at (0: none)
proc spi_task_kinds {} {
    return {retrieve plant remove}
}

proc spi_task_of {u} {
    set n [spi_value $u task]
    if {$n eq "" || $n == 0} {
        return ""
    }
    return [lindex [spi_task_kinds] [expr {$n - 1}]]
}

proc spi_task_name {kind} {
    return [dict get {retrieve "retrieve arrows" plant "implant stakes"
        remove "remove stakes"} $kind]
}

proc spi_side_up {u} {
    return [dict get [herald::unit $u] side]
}

# A Dead marker of the side in a hex, or ""
proc spi_dead_in {hex side} {
    foreach m [herald::marker list $hex] {
        set d [herald::marker get $m]
        if {[dict get $d kind] eq "dead" && [dict get $d side] eq $side} {
            return $m
        }
    }
    return ""
}

proc spi_dead_any {hex} {
    foreach m [herald::marker list $hex] {
        if {[dict get [herald::marker get $m] kind] eq "dead"} {
            return $m
        }
    }
    return ""
}

# The words of an order that are hexes of the map, in order
proc spi_hex_words {words} {
    set l {}
    foreach w $words {
        if {[regexp {^[0-9]{4}$} $w] && ![catch {herald::hex $w}]} {
            lappend l $w
        }
    }
    return $l
}

# ------------------------------------------------ the yeomen's tasks

# §15.0, §16.11, §16.21, §16.22, §8.61, §8.62: what stands in the way of
# a task the core's declaration allows (type, yeoman side, not moved)
proc spi_task_check {u kind} {
    if {$kind eq "none"} {
        return ""
    }
    set d [herald::unit $u]
    set hex [dict get $d hex]
    # what the core checks (the side in turn, a yeoman, not moved) it
    # says first
    if {[dict get $d faction] ne [dict get [herald::phase] side] ||
            [dict get $d type] ne "longbow" || [dict get $d side] ne "yeoman" ||
            [dict get $d mp_spent] ne "0" || [spi_task_of $u] ne ""} {
        return ""
    }
    switch -- $kind {
        plant {
            if {[spi_stakes_carried $u] eq ""} {
                return "$u carries no stakes to implant (§16.21)"
            }
            set m [spi_stakes_in $hex]
            if {$m ne ""} {
                return "$hex holds stakes already, $m: one set of stakes a\
                    hex (§16.0)"
            }
        }
        remove {
            set p [herald::phase]
            if {[dict get $p impulse] > 1} {
                return "$u may remove stakes only by spending a whole\
                    Movement phase at them: take the task as the phase\
                    begins, in impulse 1, not [dict get $p impulse] (§16.11)"
            }
            if {[spi_stakes_in $hex implanted] eq ""} {
                return "$hex holds no implanted stakes to remove (§16.11)"
            }
            if {[spi_stakes_carried $u] ne ""} {
                return "$u carries stakes already, [spi_stakes_carried $u]:\
                    one set at a time (§16.12)"
            }
        }
        retrieve {
            if {[spi_dead_in $hex french] eq ""} {
                return "$u may retrieve arrows only from French Dead, and\
                    $hex holds none[expr {[spi_dead_in $hex english] ne "" ?
                    " (English Dead give no arrows)" : ""}] (§8.62)"
            }
            # §8.61 (reconstructed, as `rule 8.61` says): a unit locked in
            # melee (§9.21) retrieves nothing
            if {[spi_value $u engaged] eq "1"} {
                return "$u is engaged in melee and retrieves no arrows while\
                    it is (§8.61, §9.21; reconstructed)"
            }
            set a [herald::counter $u arrows]
            if {$a >= 24} {
                return "$u has $a volleys stored: a yeoman retrieves none\
                    while 24 are stored (§8.61)"
            }
        }
    }
    return ""
}

proc spi_task_done {u kind word} {
    set hex [dict get [herald::unit $u] hex]
    herald::counter $u staking 0
    switch -- $kind {
        plant {
            set m [spi_stakes_carried $u]
            if {[dict get [herald::marker get $m] facing] ne $word} {
                herald::marker set $m facing=$word
            }
            herald::narrate "$u will implant $m in $hex, facing $word, when\
                it has stood there three consecutive impulses of its own,\
                this one the first (they may run on into the next\
                Game-Turn, §16.22); the facing protects\
                [join [spi_stakes_protected $word] {, }] (§16.31)"
        }
        remove {
            herald::narrate "$u will have removed\
                [spi_stakes_in $hex implanted] from $hex when it has\
                stood there the three impulses of this Movement phase\
                (§16.11)"
        }
        retrieve {
            herald::narrate "$u retrieves 2 volleys from the French Dead in\
                $hex for each whole impulse it stands there, to at most\
                24 (§8.61)"
        }
    }
}

# The English impulse has ended (the French archery step begins): each
# yeoman at a task that stood the impulse through does it (§15.0); run
# before §14.28's captures, which bar a retrieval in the same impulse
proc spi_tasks_impulse_end {} {
    foreach u [herald::units english] {
        set kind [spi_task_of $u]
        if {$kind eq ""} {
            continue
        }
        set hex [dict get [herald::unit $u] hex]
        if {![spi_stood_still $u]} {
            herald::counter $u task 0
            herald::counter $u staking 0
            herald::narrate "$u did not stand the impulse through in $hex:\
                its task, [spi_task_name $kind], is given up (§15.0)"
            continue
        }
        switch -- $kind {
            retrieve {
                spi_retrieve $u $hex
            }
            plant - remove {
                spi_stake_work $u $hex $kind
            }
        }
    }
}

# §8.61, §8.62: 2 volleys a whole impulse on French Dead, to at most 24,
# none in an impulse it captures fugitives (§14.28)
proc spi_retrieve {u hex} {
    if {[spi_dead_in $hex french] eq ""} {
        herald::counter $u task 0
        herald::narrate "$u has no French Dead in $hex to retrieve arrows\
            from: its task is given up (§8.62)"
        return
    }
    if {[llength [spi_fugitives_in $hex french]]} {
        herald::narrate "$u captures the French fugitives in $hex this\
            impulse, and so retrieves no arrows in it (§8.61, §14.28)"
        return
    }
    set a [herald::counter $u arrows]
    set b [expr {min(24, $a + 2)}]
    herald::counter $u arrows $b
    set n [expr {$b - $a}]
    herald::narrate "$u has stood a whole impulse on the French Dead in\
        $hex: it retrieves $n volley[expr {$n > 1 ? "s" : ""}], $a -> $b\
        (§8.61[expr {$n < 2 ? "; reconstructed: the last to make 24" : ""}])"
    if {$b >= 24} {
        herald::counter $u task 0
        herald::narrate "$u has 24 volleys stored and retrieves no more\
            (§8.61)"
    }
}

# §16.11, §16.12, §16.22: an impulse at the stakes; the third completes
proc spi_stake_work {u hex kind} {
    # the stakes may have gone by a referee's `marker` order
    set m [expr {$kind eq "plant" ? [spi_stakes_carried $u] :
        [spi_stakes_in $hex implanted]}]
    if {$m eq ""} {
        herald::counter $u task 0
        herald::counter $u staking 0
        herald::narrate "$u has no stakes [expr {$kind eq "plant" ?
            "to implant" : "in $hex to remove"}] any more: its task,\
            [spi_task_name $kind], is given up (§16.11, §16.22)"
        return
    }
    if {[llength [spi_fugitives_in $hex french]]} {
        # §15.0: one function an impulse (reconstructed: the impulse
        # does not count, and does not break the three)
        herald::narrate "$u captures the French fugitives in $hex this\
            impulse (§14.28): one function an impulse, and this one is\
            not spent at the stakes (§15.0; reconstructed)"
        return
    }
    set n [expr {[herald::counter $u staking] + 1}]
    if {$n < 3} {
        herald::counter $u staking $n
        herald::narrate "$u has stood $n of 3 impulses at the stakes in\
            $hex ([spi_task_name $kind], [expr {$kind eq "plant" ?
            "§16.22" : "§16.11"}])"
        return
    }
    herald::counter $u staking 0
    herald::counter $u task 0
    if {$kind eq "remove"} {
        set m [spi_stakes_in $hex implanted]
        herald::marker set $m state=carried
        herald::marker move $m $u
        herald::narrate "$u has removed $m from $hex: the stakes are\
            carried, and go with it at no cost (§16.11, §16.12)"
        return
    }
    set m [spi_stakes_carried $u]
    set f [dict get [herald::marker get $m] facing]
    herald::marker move $m $hex
    herald::marker set $m state=implanted
    herald::narrate "$u has implanted $m in $hex facing $f: longbowmen\
        there are protected across [join [spi_stakes_protected $f] {, }]\
        (§16.22, §16.31)"
}

# ---------------------------------------------------------- hooks

# order: a refusal, or ""
proc spi_stakes_order {turn side phase verb args} {
    set u [spi_unit_of [lindex $args 0]]
    if {$verb eq "fire"} {
        if {![catch {herald::unit $u} d] && [dict get $d type] eq "longbow" &&
                [dict get $d side] eq "yeoman"} {
            return "$u is on its yeoman side and may not fire: flip it to its\
                archer side as its Movement phase begins (§15.0)"
        }
        return ""
    }
    if {$verb ni {task move face flip hold} || [catch {herald::unit $u} d]} {
        return ""
    }
    if {$verb in {move face hold}} {
        set r [spi_charge_unfinished [dict get $d faction] $u]
        if {$r ne ""} {
            return $r
        }
    }
    if {$verb eq "hold"} {
        return ""
    }
    if {$verb eq "task"} {
        return [spi_task_check $u [string tolower [lindex $args 1]]]
    }
    set kind [spi_task_of $u]
    if {$kind ne ""} {
        return "$u is at a task, [spi_task_name $kind]: give it up first\
            (task $u none) (§15.0: one function an impulse)"
    }
    if {$verb eq "flip"} {
        if {[dict get $d type] ne "cavalry" ||
                [spi_flip_to $u [lrange $args 1 end]] ne "charge"} {
            return ""
        }
        if {[herald::counter $u charged] >= 2} {
            return "$u has charged two Movement phases in a row: it waits\
                two Game-Turns before charging again (§17.23)"
        }
        set w [herald::counter $u charge_wait]
        if {$w > 0} {
            return "$u must wait $w more Movement phase[expr {$w > 1 ?
                "s" : ""}] before charging again (§17.23)"
        }
        return ""
    }
    if {[dict get $d type] eq "longbow" && [dict get $d side] eq "archer" &&
            $verb eq "move"} {
        return "$u is on its archer side, which may fire but not move:\
            flip it to its yeoman side as its Movement phase begins (§15.0)"
    }
    if {[spi_charging $u]} {
        if {$verb eq "face"} {
            return "$u is charging: a charge goes straight on, neither\
                turning nor pivoting (§17.24, §17.26)"
        }
        foreach h [spi_hex_words [lrange $args 1 end]] {
            if {[llength [spi_fugitives_in $h]]} {
                return "$u is charging and may not charge through $h, where\
                    there are fugitives (§17.27)"
            }
        }
    }
    if {$verb eq "move" && [dict get $d faction] eq "french" &&
            [spi_is_combat $u]} {
        foreach h [spi_hex_words [lrange $args 1 end]] {
            if {[spi_stakes_in $h] ne "" &&
                    [llength [spi_combat_in $h english]]} {
                return "$u may never enter $h, whose stakes are manned by\
                    [join [spi_combat_in $h english] {, }] (§16.12 errata)"
            }
        }
    }
    return ""
}

proc spi_stakes_order_done {turn side phase verb args} {
    set w [lindex $args 0]
    if {$verb eq "move" && [catch {herald::unit $w}] && [llength $args] > 1} {
        # named by the hex it moved from: it stands in the last one now
        set w [lindex $args end]
    }
    set u [spi_unit_of $w]
    if {[catch {herald::unit $u} d]} {
        return
    }
    if {$verb eq "task"} {
        spi_task_done $u [string tolower [lindex $args 1]] \
            [string tolower [lindex $args 2]]
        return
    }
    if {$verb ne "move" || ![spi_is_combat $u]} {
        return
    }
    set entered [spi_hex_words [lrange $args 1 end]]
    foreach h [spi_hexes $u] {
        if {$h ni $entered} {
            lappend entered $h
        }
    }
    # §17.25: "each time": every hex with a Dead marker the charge
    # enters is one more check at the impulse's end (MO8)
    if {[spi_charging $u] && [spi_value $u charged_dead] ne ""} {
        foreach h $entered {
            if {[spi_dead_any $h] eq ""} {
                continue
            }
            set n [expr {min([herald::counter $u charged_dead] + 1, 99)}]
            herald::counter $u charged_dead $n
            set c [expr {$n == 1 ? "" : " again ($n checks)"}]
            herald::narrate "$u has charged into $h, where the Dead lie:\
                it checks morale$c at the end of the impulse (§17.25)"
        }
    }
    # §16.12: a French combat unit entering stakes (unmanned: the errata
    # bars the manned) is eliminated
    if {[dict get $d faction] eq "french"} {
        foreach h $entered {
            set m [spi_stakes_in $h]
            if {$m ne "" && ![llength [spi_combat_in $h english]]} {
                herald::eliminate $u "entered the stakes in $h, $m (§16.12;\
                    reconstructed: out of play, no Dead and no casualties)"
                return
            }
        }
    }
}

proc spi_stakes_phase_start {turn side phase} {
    switch -- $phase {
        movement {
            spi_charge_phase_begins $side
        }
        archery {
            # the step after an impulse of the other side
            if {$side eq "french"} {
                spi_tasks_impulse_end
            }
        }
        morale {
            spi_charge_count $side
        }
    }
}

proc spi_stakes_may_end {turn side phase} {
    return [spi_charge_may_end $side]
}

# status: the stakes manned with the enemy next to them (§16.31)
proc spi_stakes_manned {} {
    foreach m [herald::marker list] {
        set d [herald::marker get $m]
        if {[dict get $d kind] ne "stakes" || [dict get $d unit] ne "" ||
                [dict get $d state] ne "implanted"} {
            continue
        }
        set hex [dict get $d hex]
        set men {}
        foreach u [spi_combat_in $hex english] {
            if {[spi_type $u] eq "longbow"} {
                lappend men $u
            }
        }
        if {![llength $men]} {
            continue
        }
        set def [lindex $men 0]
        set l {}
        foreach a [herald::units french] {
            if {![spi_is_combat $a]} {
                continue
            }
            set w [spi_stakes_side $def $a]
            if {$w eq ""} {
                continue
            }
            set sides {}
            foreach h [spi_hexes $a] {
                set s [spi_stakes_side_to $hex $h]
                if {$s ne ""} {
                    lappend sides $s
                }
            }
            lappend l "$a across [join $sides { and }]: [expr {$w eq
                "protected" ? "protected" : "not protected"}]"
        }
        if {![llength $l]} {
            continue
        }
        set f [dict get $d facing]
        herald::narrate "$m in $hex facing $f protects\
            [join [spi_stakes_protected $f] {, }]: [join $men {, }] behind\
            them; [join $l {; }] (§16.31)"
    }
}

# status: the yeomen at their tasks, and the charges
proc spi_stakes_standing {} {
    spi_stakes_manned
    set l {}
    foreach u [herald::units english] {
        set kind [spi_task_of $u]
        if {$kind eq ""} {
            continue
        }
        set w [spi_task_name $kind]
        if {$kind ne "retrieve"} {
            append w ", [herald::counter $u staking] of 3 impulses"
        }
        set m [spi_stakes_carried $u]
        if {$kind eq "plant" && $m ne ""} {
            append w ", facing [dict get [herald::marker get $m] facing]"
        }
        lappend l "$u $w"
    }
    if {[llength $l]} {
        herald::narrate "yeomen at tasks: [join $l {; }] (§15.0)"
    }
    set l {}
    foreach u [herald::units french] {
        if {[dict get [herald::unit $u] type] ne "cavalry"} {
            continue
        }
        set c [herald::counter $u charged]
        set w [herald::counter $u charge_wait]
        if {[spi_charging $u]} {
            lappend l "$u charging, [expr {$c ? "its second" :
                "its first"}] Movement phase in a row"
        } elseif {$w > 0} {
            lappend l "$u waits $w more Movement phase[expr {$w > 1 ?
                "s" : ""}] before charging again"
        }
    }
    if {[llength $l]} {
        herald::narrate "cavalry charges: [join $l {; }] (§17.23)"
    }
}
