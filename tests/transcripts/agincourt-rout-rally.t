#! args: --seed 15
# The Battle of Agincourt, routing and rallying: §4 (routed units), §12
# (Rally phase), §13.2-§13.4 (consequences of a failed check, routing).
#
# §13.4: "The routed unit must move its full MF allowance under the
# normal movement rules. That is, a unit ... may not move through other
# units ... Each hex entered by a routed unit must bring that unit closer
# to its faction's edge."  The French edge is the north (row 01).
#
# f12 (men-at-arms, MF 3, MR 6) in 1506 has f13 in 1505, straight north
# of it, so it must go round: into 1405 (its nw hexside, half a hex
# nearer the edge: closer, herald reads, by the hex centres; see
# agincourt-13-4-rout-diagonal.t), then north, 3 hexes in all.
> new empty seed=15
new game: The Battle of Agincourt, empty board (seed 15)
> place f12 1506 s
placed f12 (Vanguard Men-at-Arms 2) in 1506 s
> place f13 1505 s
placed f13 (Vanguard Men-at-Arms 3) in 1505 s
> place e11 1507 n
placed e11 (King's Household Men-at-Arms 2) in 1507 n
# f11 in 1203 is 3 hexes from leaving the map: 1202, 1201, off.
> place f11 1203 s
placed f11 (Vanguard Men-at-Arms 1) in 1203 s
> place e10 1204 n
placed e10 (King's Household Men-at-Arms 1) in 1204 n
# f14 in 1809 has French units in every hex nearer the edge: north of
# it (1808) and north-west and north-east (1709 and 1909, half a hex
# nearer); 1708 and 1908 are taken too, though they are no neighbours
# of 1809.  It cannot move closer and stays where it is.
> place f14 1809 s
placed f14 (Vanguard Men-at-Arms 4) in 1809 s
> place f15 1808 s
placed f15 (Vanguard Men-at-Arms 5) in 1808 s
> place f16 1708 s
placed f16 (Vanguard Men-at-Arms 6) in 1708 s
> place f17 1908 s
placed f17 (Vanguard Men-at-Arms 7) in 1908 s
> place f18 1709 s
placed f18 (Vanguard Men-at-Arms 8) in 1709 s
> place f19 1909 s
placed f19 (Vanguard Men-at-Arms 9) in 1909 s
> place e12 1810 n
placed e12 (King's Household Men-at-Arms 3) in 1810 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 3 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
# Each attack: 9:4, 2:1, roll 3 3 = 6 is M; the check fails on 1 1.
> attack 1507 -> 1506
< 3 3
< 1 1
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f12: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f12: 1 1
morale check of f12 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f12 is routed (§4, §13)
f12 routs toward the n edge (§13.4): 1405 1404 1403
  1405 is half a hex nearer the n edge: closer, in herald's reading of §13.4 (see doc/reconstructions.md)
1506 is empty: one attacker may advance into it (§11.4): advance e11
> show f12
f12: Vanguard Men-at-Arms 2
  French Men-at-Arms, battalion
  af 8 df 4 rdf 2 range 0 mf 3 mr 6
  position: 1403 routed
  terrain: Clear
  this phase: was attacked
# "A routed unit that reaches its faction's edge of the map, and then
# moves off the map is considered eliminated."
> attack 1204 -> 1203
< 3 3
< 1 1
no one advanced into 1506: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 1 1
morale check of f11 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f11 is routed (§4, §13)
f11 routs toward the n edge (§13.4): 1202 1201 and off the map
f11 is eliminated: it left the map routing
1203 is empty: one attacker may advance into it (§11.4): advance e10
> show f11
f11: Vanguard Men-at-Arms 1
  French Men-at-Arms, battalion
  af 8 df 4 rdf 2 range 0 mf 3 mr 6
  position: eliminated
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Mêlée phase (§10)
units eliminated: English 0, French 1
optional rules: none
dice: manual (seed 15); orders: 17
victory (§14): French 1 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> attack 1810 -> 1809
< 3 3
< 1 1
no one advanced into 1203: that chance has passed (§11.4)
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f14: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f14: 1 1
morale check of f14 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f14 is routed (§4, §13)
f14 cannot move any closer to the n edge and stays in 1809 (§13.4)
> show f14
f14: Vanguard Men-at-Arms 4
  French Men-at-Arms, battalion
  af 8 df 4 rdf 2 range 0 mf 3 mr 6
  position: 1809 routed
  terrain: Clear
  this phase: was attacked
# §4: routed units "Cannot move of their own volition in a Movement
# phase".
> next
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> move f14 1808
error: f14 cannot move: f14 is routed and cannot move of its own volition (§4)
> face f14 n
error: f14 cannot turn: f14 is routed and cannot move of its own volition (§4)
# §12: "During the rally phase, any friendly unit that is routed must
# attempt to rally": next refuses while one has not tried.
> next
left undone: 6 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> next
ended: turn 1 of 8, French Mêlée phase (§10)
now: turn 1 of 8, French Rally phase (§12)
> next
error: every routed unit must try to rally first (§12): f12 f14
# A success (6 6, MR 6) puts f14 in good order, facing as chosen (§13.3).
> rally f14 n
< 6 6
roll 2d6 for the morale check of f14: 6 6
morale check of f14 (MR 6, §13): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
f14 rallies and faces n (§12)
> show f14
f14: Vanguard Men-at-Arms 4
  French Men-at-Arms, battalion
  af 8 df 4 rdf 2 range 0 mf 3 mr 6
  position: 1809 n
  terrain: Clear
  this turn: not moved (3 MF)
> rally f14
error: f14 is in good order; only routed units rally (§12)
# A failure (1 1): f12 stays routed and "must immediately move as close
# to the friendly edge" (§12): from 1403 its full MF of 3 takes it to
# 1402, 1401 and off the map, and it is eliminated (§13.4).
> rally f12
< 1 1
roll 2d6 for the morale check of f12: 1 1
morale check of f12 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f12 stays routed (§12)
f12 routs toward the n edge (§13.4): 1402 1401 and off the map
f12 is eliminated: it left the map routing
> show f12
f12: Vanguard Men-at-Arms 2
  French Men-at-Arms, battalion
  af 8 df 4 rdf 2 range 0 mf 3 mr 6
  position: eliminated
# Once every routed unit has tried, the phase may end.
> rally f12
error: f12 is not on the map
> next
ended: turn 1 of 8, French Rally phase (§12)
now: turn 2 of 8, English Movement phase (§7)
# §12: "If the English Henry V unit is eliminated, then the English
# faction may not attempt any rallying of routed units."  f12 eliminates
# Henry V (e01) in the French Mêlée phase (8:6, 1:1, roll 1 1 is E);
# e10 is routed (8:5, 3:2, roll 3 3 = 6 is M; 1 1 fails) and routs
# south: 1216, 1217, 1218.
> new empty seed=15
new game: The Battle of Agincourt, empty board (seed 15)
> place e01 1715 n
placed e01 (Henry V) in 1715 n
> place f12 1714 s
placed f12 (Vanguard Men-at-Arms 2) in 1714 s
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place f11 1214 s
placed f11 (Vanguard Men-at-Arms 1) in 1214 s
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
left undone: 2 units next to the enemy did not attack
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> next
left undone: 2 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> attack 1714 -> 1715
< 1 1
odds: AF 8 against DF 6 is 8:6, rounded down to 1:1 (§11.1)
DRM: none
roll 2d6 for the attack on e01: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 1:1: E (Eliminated, §11.3)
e01 is eliminated
1715 is empty: one attacker may advance into it (§11.4): advance f12
> attack 1214 -> 1215
< 3 3
< 1 1
no one advanced into 1715: that chance has passed (§11.4)
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the attack on e10: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of e10: 1 1
morale check of e10 (MR 5, §13): 2d6: 1+1 = 2 (physical), DRM -1, MDR 1: fails
  DRM -1: friendly leader eliminated (§13)
e10 is routed (§4, §13)
e10 routs toward the s edge (§13.4): 1216 1217 1218
1215 is empty: one attacker may advance into it (§11.4): advance f11
> show e10
e10: King's Household Men-at-Arms 1
  English Men-at-Arms, battalion
  af 9 df 5 rdf 2 range 0 mf 3 mr 5
  position: 1218 routed
  terrain: Clear
  this phase: was attacked
> next
left undone: no one advanced into 1215
ended: turn 1 of 8, French Mêlée phase (§10)
now: turn 1 of 8, French Rally phase (§12)
> next
ended: turn 1 of 8, French Rally phase (§12)
now: turn 2 of 8, English Movement phase (§7)
> next
ended: turn 2 of 8, English Movement phase (§7)
now: turn 2 of 8, English Missile phase (§9)
> next
ended: turn 2 of 8, English Missile phase (§9)
now: turn 2 of 8, English Mêlée phase (§10)
> next
ended: turn 2 of 8, English Mêlée phase (§10)
now: turn 2 of 8, English Rally phase (§12)
> status
The Battle of Agincourt, empty board
turn 2 of 8, English Rally phase (§12)
units eliminated: English 1, French 0
optional rules: none
dice: manual (seed 15); orders: 18
victory (§14): French 0 of 35 lost, English 1 of 25 lost; French victory points 1 of 25 (0 French units on or south of row 19)
> rally e10
error: the English may not rally: Henry V has been eliminated (§12)
> next
ended: turn 2 of 8, English Rally phase (§12)
now: turn 2 of 8, French Movement phase (§7)
# §4, §13.2: "If the MC fails, and the unit was already routed, then the
# unit is immediately eliminated": e18 fires at f11 (6:4, 3:2; 3 3 = 6 is
# M; 1 1 fails) and f11, blocked by f13 in 1213 and f12 and f14 in 1114
# and 1314 (half a hex nearer the edge), stays routed in 1214.
# In the Mêlée phase e10 attacks it at 9:2, 4:1; 4 4 = 8 is M (Table 3
# completed: M 8-11 at 4:1); 1 1 fails, and f11 is eliminated.
> new empty seed=15
new game: The Battle of Agincourt, empty board (seed 15)
> place f11 1214 s
placed f11 (Vanguard Men-at-Arms 1) in 1214 s
> place f13 1213 s
placed f13 (Vanguard Men-at-Arms 3) in 1213 s
> place f12 1114 s
placed f12 (Vanguard Men-at-Arms 2) in 1114 s
> place f14 1314 s
placed f14 (Vanguard Men-at-Arms 4) in 1314 s
> place e18 1115 n
placed e18 (Left Wing Archers 1) in 1115 n
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 2 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> fire 1115 1214
< 3 3
< 1 1
odds: AF 6 against DF 4 is 6:4, that is 3:2 (§11.1)
range: 1 hex (§9.1)
DRM: none
roll 2d6 for the fire on f11: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 1 1
morale check of f11 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f11 is routed (§4, §13)
f11 cannot move any closer to the n edge and stays in 1214 (§13.4)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack 1215 -> 1214
< 4 4
< 1 1
odds: AF 9 against DF 2 (routed: half DF) is 9:2, counted as 4:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 4 4
roll 2d6: 4+4 = 8 (physical), DRM +0, MDR 8 at 4:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 1 1
morale check of f11 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
f11 is eliminated: it was already routed (§13.2)
1214 is empty: one attacker may advance into it (§11.4): advance e10
> show f11
f11: Vanguard Men-at-Arms 1
  French Men-at-Arms, battalion
  af 8 df 4 rdf 2 range 0 mf 3 mr 6
  position: eliminated
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Mêlée phase (§10)
units eliminated: English 0, French 1
optional rules: none
dice: manual (seed 15); orders: 11
victory (§14): French 1 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
#! status: 1
