#! data: tests/data
#! args: -g proving-retreat
# Rout by kind (issue 12): the proving-retreat game's rout is `kind:
# to-edge` (rules: rout: in its game.yaml, section 10.1) with `allowance:
# 2`: 2 MP toward the unit's own edge (Blue's is north), whatever its
# movement stat.  It pays for each hex what movement pays, the terrain
# and what markers standing there add, and a marker that bars units
# (Fire) bars the rout.
#
# b3 in 0706 fails its check after r3's attack (M) and routs: straight
# north, 0705 holds stakes3 (1 + 1 MP: the rout would stop there), and
# 0605 holds fire4, so it goes by 0805 (half a hex nearer) and 0804,
# two hexes.  Without the stakes it runs straight, 0705 0704.  With
# fire in 0805 too it can only enter the stakes, and stops there; with
# fire in 0705 as well it cannot come nearer and stays.  A failed rally
# (§10.4) routs it again, 0803 0802; save and load keep the same game,
# and `why` reads the same records.
> new basic seed=1
new game: Proving game (retreat and rout), Basic (seed 1)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> attack r3 -> b3
< 3 4
< 1 2
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b3: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of b3: 1 2
morale check of b3 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
b3 is routed (§10.3, §10)
b3 routs toward the n edge (§10.1): 0805 0804
  0805 is half a hex nearer the n edge: closer, in herald's reading of §10.1 (see doc/reconstructions.md)
0706 is empty: one attacker may advance into it (§9.1): advance r3
> why
attack r3 -> b3:
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
morale check of b3 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
b3 is routed (§10.3, §10)
b3 routs toward the n edge (§10.1): 0805 0804
  0805 is half a hex nearer the n edge: closer, in herald's reading of §10.1 (see doc/reconstructions.md)
0706 is empty: one attacker may advance into it (§9.1): advance r3
> undo --agreed
undone: attack r3 -> b3
> marker remove stakes3
removed stakes3: Stakes in 0705
> attack r3 -> b3
< 3 4
< 1 2
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b3: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of b3: 1 2
morale check of b3 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
b3 is routed (§10.3, §10)
b3 routs toward the n edge (§10.1): 0705 0704
0706 is empty: one attacker may advance into it (§9.1): advance r3
> undo --agreed
undone: attack r3 -> b3
> undo --agreed
undone: marker remove stakes3
> marker place fire 0805
placed fire5: Fire in 0805
> attack r3 -> b3
< 3 4
< 1 2
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b3: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of b3: 1 2
morale check of b3 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
b3 is routed (§10.3, §10)
b3 routs toward the n edge (§10.1): 0705
0706 is empty: one attacker may advance into it (§9.1): advance r3
> undo --agreed
undone: attack r3 -> b3
> marker place fire 0705
placed fire6: Fire in 0705
> attack r3 -> b3
< 3 4
< 1 2
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b3: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of b3: 1 2
morale check of b3 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
b3 is routed (§10.3, §10)
b3 cannot move any closer to the n edge and stays in 0706 (§10.1)
> undo --agreed
undone: attack r3 -> b3
> undo --agreed
undone: marker place fire 0705
> undo --agreed
undone: marker place fire 0805
> attack r3 -> b3
< 3 4
< 1 2
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b3: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of b3: 1 2
morale check of b3 (MR 7, §10): 2d6: 1+2 = 3 (physical), DRM +0, MDR 3: fails
b3 is routed (§10.3, §10)
b3 routs toward the n edge (§10.1): 0805 0804
  0805 is half a hex nearer the n edge: closer, in herald's reading of §10.1 (see doc/reconstructions.md)
0706 is empty: one attacker may advance into it (§9.1): advance r3
> next
left undone: no one advanced into 0706
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§7)
> rally b3 s
< 1 1
roll 2d6 for the morale check of b3: 1 1
morale check of b3 (MR 7, §10): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
b3 stays routed (§10.4)
b3 routs toward the n edge (§10.1): 0803 0802
> save rout.herald
saved 5 orders to rout.herald
> load rout.herald
loaded rout.herald: Proving game (retreat and rout), Basic, 5 orders
> why
rally b3 s:
morale check of b3 (MR 7, §10): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
b3 stays routed (§10.4)
b3 routs toward the n edge (§10.1): 0803 0802
> units
r1    0205 n        Red       Foot                 Red Foot 1
r2    0505 n        Red       Foot                 Red Foot 2
r3    0707 n        Red       Foot                 Red Foot 3
b1    0204 s        Blue      Foot                 Blue Foot 1
b2    0504 s        Blue      Foot                 Blue Foot 2
b3    0802 routed   Blue      Foot                 Blue Foot 3
> marker
fire1     Fire in 0203
stakes2   Stakes in 0503
stakes3   Stakes in 0705
fire4     Fire in 0605
