#! data: tests/data
#! args: -g proving-retreat
# A rout to the edge (rules: rout: kind: to-edge, after
# battle-of-agincourt §13.4) crosses no hexside that no unit may cross:
# in the river scenario a river runs along the three sides of b3's hex
# toward its n edge, and b3, routed, stays where it is.  Reproducer of
# a rout found in review going straight across the river to 0705 0704.
> new river seed=1
new game: Proving game (retreat and rout), River (seed 1)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> marker remove stakes3
removed stakes3: Stakes in 0705
> attack r3 -> b3
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b3: 3 4
< 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of b3: 1 2
< 1 2
morale check of b3 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
b3 is routed (§10.3, §10)
b3 cannot move any closer to the n edge and stays in 0706 (§10.1)
> units
r1    0205 n        Red       Foot                 Red Foot 1
r2    0505 n        Red       Foot                 Red Foot 2
r3    0707 n        Red       Foot                 Red Foot 3
b1    0204 s        Blue      Foot                 Blue Foot 1
b2    0504 s        Blue      Foot                 Blue Foot 2
b3    0706 routed   Blue      Foot                 Blue Foot 3
