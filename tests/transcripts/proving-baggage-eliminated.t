#! data: tests/data
#! args: -g proving-baggage
# An "eliminated" result takes the baggage the unit guarded with it
# (st-albans §9.4, after rules: baggage: in the proving-baggage game),
# as a step lost by a one-step unit already did.  Reproducer of a loss
# found in review: the CRT's E took b1 off and left its wagons w1
# standing alone in 0402.
> new seed=3
new game: Proving game (baggage and commanders), Basic (seed 3)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> attack r1 -> b1
< 1
odds: AF 4 (3 + 1) against DF 4 is 4:4, that is 1:1 (§9.1)
the baggage with it adds 2 to the defence (§13)
commanders add 1 to the attack, 0 to the defence (§14)
DRM: none
roll 1d6 for the attack on b1: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 1:1: E (Eliminated, §9.1)
b1 is eliminated
w1 is eliminated: the unit guarding it was eliminated (§13)
0402 is empty: one attacker may advance into it (§9.2): advance r1
> units
r1    0403          Red       Foot                 Red Foot
r2    0303          Red       Foot                 Red Spears
c1    0403          Red       Captain              Red Captain
b1    eliminated    Blue      Foot                 Blue Foot
w1    eliminated    Blue      Wagon                Blue Wagons
w2    0302          Blue      Wagon                Blue Carts
> undo --agreed
undone: attack r1 -> b1
> units
r1    0403          Red       Foot                 Red Foot
r2    0303          Red       Foot                 Red Spears
c1    0403          Red       Captain              Red Captain
b1    0402          Blue      Foot                 Blue Foot
w1    0402          Blue      Wagon                Blue Wagons
w2    0302          Blue      Wagon                Blue Carts
