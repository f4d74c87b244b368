#! args: --seed 13
# The Battle of Agincourt §13.4: every hex a routed unit enters must take
# it closer to its own edge.  herald reads "closer" by the distance of
# the hex centres to the edge (doc/reconstructions.md, "Agincourt §13.4
# routing: closer by the hex centres"): on this board, whose even
# columns sit half a hex lower, a step to the north-east or north-west
# from an even column brings the centre half a hex nearer the north edge,
# and it counts.
#
# The example of issue 9: f11 (men-at-arms, MF 3, MR 6) in 1411 with e11
# straight north of it in 1410.  e11 attacks at 9:4, 2:1; 3 3 = 6 is M;
# the check fails on 1 1.  f11 cannot go straight north, so it goes
# round by its front-left, 1311 (half a hex nearer), then north: its
# full MF of 3.
> new empty
new game: The Battle of Agincourt, empty board (seed 13)
> place e11 1410 s
placed e11 (King's Household Men-at-Arms 2) in 1410 s
> place f11 1411 n
placed f11 (Vanguard Men-at-Arms 1) in 1411 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack e11 -> f11
< 3 3
< 1 1
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 1 1
morale check of f11 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f11 is routed (§4, §13)
f11 routs toward the n edge (§13.4): 1311 1310 1309
  1311 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
1411 is empty: one attacker may advance into it (§11.4): advance e11
> show f11
f11: Vanguard Men-at-Arms 1
  French Men-at-Arms, battalion
  af 8 df 4 rdf 2 range 0 mf 3 mr 6
  position: 1309 routed
  terrain: Clear
  this phase: was attacked
# With 1311 taken too, the way is by the front-right, 1511.
> new empty
new game: The Battle of Agincourt, empty board (seed 13)
> place e11 1410 s
placed e11 (King's Household Men-at-Arms 2) in 1410 s
> place f11 1411 n
placed f11 (Vanguard Men-at-Arms 1) in 1411 n
> place f12 1311 n
placed f12 (Vanguard Men-at-Arms 2) in 1311 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack e11 -> f11
< 3 3
< 1 1
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 1 1
morale check of f11 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f11 is routed (§4, §13)
f11 routs toward the n edge (§13.4): 1511 1510 1509
  1511 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
1411 is empty: one attacker may advance into it (§11.4): advance e11
# With all three hexes in front taken (1410, 1311, 1511), no neighbour
# is nearer the edge: f11 stays where it is (its other neighbours, 1312,
# 1412 and 1512, are further from the edge).
> new empty
new game: The Battle of Agincourt, empty board (seed 13)
> place e11 1410 s
placed e11 (King's Household Men-at-Arms 2) in 1410 s
> place f11 1411 n
placed f11 (Vanguard Men-at-Arms 1) in 1411 n
> place f12 1311 n
placed f12 (Vanguard Men-at-Arms 2) in 1311 n
> place f13 1511 n
placed f13 (Vanguard Men-at-Arms 3) in 1511 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack e11 -> f11
< 3 3
< 1 1
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 1 1
morale check of f11 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f11 is routed (§4, §13)
f11 cannot move any closer to the n edge and stays in 1411 (§13.4)
