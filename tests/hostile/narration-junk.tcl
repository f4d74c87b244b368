# hostile: escape sequences, NUL bytes, lone surrogates and C1 controls in
# narration, a declared result and an order's refusal
# hooks: standing=attack after_order=declare order=refuse
# expect: pwned
proc attack {args} {
    herald::narrate "\x1b]0;pwned\x07\x1b\[2J\x1b\[H\x00\x9b31m[format %c 0xD800]\uFFFF\r\b\x7f"
    herald::narrate [binary format H* 00ff1b5b32 4a]
}
proc declare {args} {
    if {[herald::game] ne ""} {
        herald::declare red "won\x1b\[2J\n\x00[string repeat \x07 300]"
    }
}
proc refuse {turn side phase verb args} {
    if {$verb eq "place"} { return "\x1b]0;pwned\x07\nno\x00" }
    return ""
}
