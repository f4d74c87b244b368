# hostile: errors whose message holds escapes, binary junk and 100 KB
# hooks: standing=attack after_order=attack
# expect: bytes in all)
proc attack {args} {
    error "\x1b\[2J\x1b]0;pwned\x07\x00[format %c 0xDFFF][string repeat \xff 100000]"
}
