#! data: tests/data
#! args: -g proving-retreat
# A retreat that pushes a friend back (issue 12, `kind: priority-chain`
# with `push_limit: 1` in the proving-retreat game; the chain scenario).
# b1 in 0404, attacked from 0405 by r1: fires bar 0504 and 0304, so its
# one way out of r1's zone of control is 0403, b2's hex: b2 is pushed
# back.  b2's own ways: 0503 and 0303 hold fires, 0404 is the pusher's
# hex, 0504 and 0304 burn, and 0402 holds b3, whom it may not push in
# turn (push_limit: 1): b2 cannot retreat, loses its only step, and b1
# takes 0403.  Undo; with fire4 gone from 0303, b2 gives way there and
# checks its morale (2d6 against MR 7), and b1 follows into 0403.
> new chain seed=1
new game: Proving game (retreat and rout), Chain (seed 1)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> marker
fire1     Fire in 0504
fire2     Fire in 0304
fire3     Fire in 0503
fire4     Fire in 0303
> attack r1 -> b1
< 4 1
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 4 1
roll 2d6: 4+1 = 5 (physical), DRM +0, MDR 5 at 1:1: R (Retreat, §9.1, 9.4)
b1 retreats to 0403 (§9.4: out of the enemy's zones, pushing a friend back)
b2 is pushed back (§9.4)
b2 cannot retreat: every way is barred or held by the enemy (§9.4)
b2 is eliminated: it had no step left to lose (§9.5)
0404 is empty: one attacker may advance into it (§9.1): advance r1
> units
r1    0405 n        Red       Foot                 Red Foot 1
b1    0403 s        Blue      Foot                 Blue Foot 1
b2    eliminated    Blue      Foot                 Blue Foot 2
b3    0402 s        Blue      Foot                 Blue Foot 3
(2 counters of the game are not in this battle; add the word all to list them)
> undo --agreed
undone: attack r1 -> b1
> marker remove fire4
removed fire4: Fire in 0303
> attack r1 -> b1
< 4 1
< 6 6
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 4 1
roll 2d6: 4+1 = 5 (physical), DRM +0, MDR 5 at 1:1: R (Retreat, §9.1, 9.4)
b1 retreats to 0403 (§9.4: out of the enemy's zones, pushing a friend back)
b2 is pushed back (§9.4)
b2 retreats to 0303 (§9.4: out of the enemy's zones of control)
roll 2d6 for the morale check of b2: 6 6
morale check of b2 (MR 7, §10): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
0404 is empty: one attacker may advance into it (§9.1): advance r1
> why
attack r1 -> b1:
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6: 4+1 = 5 (physical), DRM +0, MDR 5 at 1:1: R (Retreat, §9.1, 9.4)
b1 retreats to 0403 (§9.4: out of the enemy's zones, pushing a friend back)
b2 is pushed back (§9.4)
b2 retreats to 0303 (§9.4: out of the enemy's zones of control)
morale check of b2 (MR 7, §10): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
0404 is empty: one attacker may advance into it (§9.1): advance r1
> save chain.herald
saved 4 orders to chain.herald
> load chain.herald
loaded chain.herald: Proving game (retreat and rout), Chain, 4 orders
> units
r1    0405 n        Red       Foot                 Red Foot 1
b1    0403 s        Blue      Foot                 Blue Foot 1
b2    0303 s        Blue      Foot                 Blue Foot 2
b3    0402 s        Blue      Foot                 Blue Foot 3
(2 counters of the game are not in this battle; add the word all to list them)
