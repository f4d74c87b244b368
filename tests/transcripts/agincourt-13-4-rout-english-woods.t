#! args: --seed 13
# The Battle of Agincourt §13.4, routing by the hex centres (see
# agincourt-13-4-rout-diagonal.t and doc/reconstructions.md, "Agincourt
# §13.4 routing: closer by the hex centres"), for the English, woods,
# and off the map.
#
# English: e11 (men-at-arms, MF 3, MR 5) in 1515, an odd column, with e12
# straight south of it in 1516 (e11 faces ne, so e12 is not in its rear
# hex and does not spare it the check, §13).  f11 attacks at 8:5, 3:2;
# 3 3 = 6 is M; 1 1 fails.  From an odd column the south-east and
# south-west hexes (1615, 1415) are half a hex nearer the south edge:
# e11 goes by its front-left, 1615, then south.
> new empty
new game: The Battle of Agincourt, empty board (seed 13)
> place f11 1514 s
placed f11 (Vanguard Men-at-Arms 1) in 1514 s
> place e11 1515 ne
placed e11 (King's Household Men-at-Arms 2) in 1515 ne
> place e12 1516 n
placed e12 (King's Household Men-at-Arms 3) in 1516 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 2 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> next
left undone: 1 unit did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> attack f11 -> e11
< 3 3
< 1 1
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e11: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of e11: 1 1
morale check of e11 (MR 5, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
e11 is routed (§4, §13)
e11 routs toward the s edge (§13.4): 1615 1616 1617
  1615 is half a hex nearer the s edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
1515 is empty: one attacker may advance into it (§11.4): advance f11
> show e11
e11: King's Household Men-at-Arms 2
  English Men-at-Arms, battalion
  af 9 df 5 rdf 2 range 0 mf 3 mr 5
  position: 1617 routed
  terrain: Clear
  this phase: was attacked
# Only archers enter woods, routing or not (§13.4, §7.1): from 0413,
# north (0412) and north-west (0313) are woods, and f12 holds 0513.
# The crossbowmen f29 (MF 4, MR 8) rout through the wood: 0412, 0411,
# then 0410, 0409.
# e11 attacks at 9:3, 3:1; 4 4 = 8 is M; 1 1 fails.
> new empty
new game: The Battle of Agincourt, empty board (seed 13)
> place e11 0414 n
placed e11 (King's Household Men-at-Arms 2) in 0414 n
> place f29 0413 s
placed f29 (Crossbowmen 1) in 0413 s
> place f12 0513 s
placed f12 (Vanguard Men-at-Arms 2) in 0513 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack e11 -> f29
< 4 4
< 1 1
odds: AF 9 against DF 3 is 9:3, that is 3:1 (§11.1)
DRM: none
roll 2d6 for the attack on f29: 4 4
roll 2d6: 4+4 = 8 (physical), DRM +0, MDR 8 at 3:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f29: 1 1
morale check of f29 (MR 8, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f29 is routed (§4, §13)
f29 routs toward the n edge (§13.4): 0412 0411 0410 0409
0413 is empty: one attacker may advance into it (§11.4): advance e11
# The same for men-at-arms (f13): no hex nearer the edge it may enter;
# it stays.
> new empty
new game: The Battle of Agincourt, empty board (seed 13)
> place e11 0414 n
placed e11 (King's Household Men-at-Arms 2) in 0414 n
> place f13 0413 s
placed f13 (Vanguard Men-at-Arms 3) in 0413 s
> place f12 0513 s
placed f12 (Vanguard Men-at-Arms 2) in 0513 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack e11 -> f13
< 4 4
< 1 1
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f13: 4 4
roll 2d6: 4+4 = 8 (physical), DRM +0, MDR 8 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f13: 1 1
morale check of f13 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f13 is routed (§4, §13)
f13 cannot move any closer to the n edge and stays in 0413 (§13.4)
# Off the map: f11 in 1202 with f12 in 1201.  It goes by 1102 (half a hex
# nearer), 1101 and off the map, its full MF of 3, and is eliminated.
> new empty
new game: The Battle of Agincourt, empty board (seed 13)
> place e11 1203 n
placed e11 (King's Household Men-at-Arms 2) in 1203 n
> place f11 1202 s
placed f11 (Vanguard Men-at-Arms 1) in 1202 s
> place f12 1201 s
placed f12 (Vanguard Men-at-Arms 2) in 1201 s
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
f11 routs toward the n edge (§13.4): 1102 1101 and off the map
  1102 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
f11 is eliminated: it left the map routing
1202 is empty: one attacker may advance into it (§11.4): advance e11
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Mêlée phase (§10)
units eliminated: English 0, French 1
optional rules: none
dice: manual (seed 13); orders: 7
victory (§14): French 1 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
