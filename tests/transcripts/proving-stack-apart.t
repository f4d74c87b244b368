#! args: -g proving-stack --seed 3
#! data: tests/data
# Units kept apart (the proving-stack game, `rules: apart:`;
# src/apart.c), after spi-agincourt 5.18: a crossbow may not be moved
# next to a friendly foot, horse, battle or crossbow, nor any of those
# next to a crossbow; next to the enemy it may.  With placement: true
# `place` is refused so too (the 9.13 errata reads 5.18 as binding where
# the units stand), for either hex of a unit on two hexes.
#! status: 1
> new proving-stack apart
new game: Proving game (stacking by marks), Kept apart (seed 3)
> units
wf    0803 nne      Red       Foot                 White Foot
gf    0908 nne      Red       Foot                 Green Foot
wb    0408+0509 nne Red       Battle               White Battle
xb    0905 nne      Red       Crossbow             Green Crossbow
bf    1003 ssw      Blue      Foot                 Blue Foot
(9 counters of the game are not in this battle; add the word all to list them)
# The crossbow in 0905 may not step into 0904, next to the White foot.
> move xb 0904
error: xb cannot move: step 1 (0905 to 0904): 0904 is next to the friendly wf in 0803: a Crossbow and a Foot may not stand next to each other (§5.18)
> why
move xb 0904: refused: xb cannot move: step 1 (0905 to 0904): 0904 is next to the friendly wf in 0803: a Crossbow and a Foot may not stand next to each other (§5.18)
# The Green foot may not come next to the crossbow (0906), step 2 of 2.
> move gf 0907 0906
error: gf cannot move: step 2 (0907 to 0906): 0906 is next to the friendly xb in 0905: a Foot and a Crossbow may not stand next to each other (§5.18)
> move gf 0907
gf moves to 0907 (1 of 3 MP spent, §5)
# Next to the Blue foot in 1003: the enemy, allowed.
> move xb 1004
xb moves to 1004 (1 of 3 MP spent, §5)
# Placed: next to the Green foot; then a crossbow clear of everyone, and
# the battle on 0506+0607, whose second hex is next to that crossbow.
> place xc 1006
error: cannot place xc: 1006 is next to the friendly gf in 0907: a Crossbow and a Foot may not stand next to each other (§5.18)
> place xc 0707
placed xc (White Crossbow) in 0707 nne
> place wb 0506
error: cannot place wb: 0606 is next to the friendly xc in 0707: a Battle and a Crossbow may not stand next to each other (§5.18)
> units
wf    0803 nne      Red       Foot                 White Foot
gf    0907 nne      Red       Foot                 Green Foot
wb    0408+0509 nne Red       Battle               White Battle
xb    1004 nne      Red       Crossbow             Green Crossbow
xc    0707 nne      Red       Crossbow             White Crossbow
bf    1003 ssw      Blue      Foot                 Blue Foot
(8 counters of the game are not in this battle; add the word all to list them)
