# hostile: random numbers of its own, seeded or not
# hooks: standing=attack after_order=attack
# expect: rand(): a hook has no random numbers of its own
proc attack {args} {
    catch {expr {srand(1)}} a
    catch {expr {rand()}} b
    catch {::tcl::mathfunc::rand} c
    herald::narrate "rand: $a / $b / $c"
}
