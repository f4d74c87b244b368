# hostile: errors with forged error information, to send the line
# arithmetic past INT_MAX (UBSan) or off the file
# hooks: standing=attack after_order=other setup_check=third
# expect: hook attack failed: forged
# expect: hook other failed: forged
proc attack {args} {
    return -code error -errorinfo "(procedure \"attack\" line 2147483647)" forged
}
proc other {args} {
    return -code error -errorinfo "x\n(procedure \"other\" line 99999999999999999999)\n(file \"/etc/passwd\" line 2147483647)" -errorline 2147483647 forged
}
proc third {args} {
    return -code error -errorinfo "(procedure \"[string repeat p 100000]\" line 1)" forged
}
