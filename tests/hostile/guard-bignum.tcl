# hostile: one long command: a bignum power in one expr
# hooks: setup_check=attack
# calls: 1
# preempt: yes
# guard: a single long command runs past the 2 s limit
proc attack {args} {
    expr {7 ** 20000000 % 10}
}
