#! args: --seed 1
#! data: tests/data
# spi-agincourt §11.21: the French army is demoralized (the routed
# scenario starts so); its combat units with no leader who may command
# them are routed as play begins (Bar, a double counter, Vaudemont and
# the Genoese shortbows; Alencon stands with Orleans, §11.22).  A routed
# unit does nothing but flee: no flip, no hold, no other facing than the
# one toward its own edge (north for the French, column 01; a double
# counter turns about or pivots toward it, as herald's movement allows).
> new proving-army routed seed=1
fb has no leader with it who may command it: it is routed (§11.21, §11.22)
fv has no leader with it who may command it: it is routed (§11.21, §11.22)
fs has no leader with it who may command it: it is routed (§11.21, §11.22)
routed, toward the north edge: fb must turn to face n and flee; fs must turn to face n and flee (§11.21)
new game: Proving game (SPI Agincourt's army morale), A demoralized army (seed 1)
> flip fs
error: fs cannot flip: a Shortbow counter has one side
> hold fs 1
error: fs is routed: it does nothing but flee toward the north edge (§11.21)
> face fb wnw
error: fb cannot turn: fb stands on two hexes: it turns about within them, to face n, or pivots one vertex round, to face ese (about 1616) or wsw (about 1617) (§5.2)
# named by its hex, as the orders allow, it is the same unit
> move 1616 1716
error: fb is routed and flees toward the north edge, one hexrow a step, directly away from the enemy, never into Woods or a combat unit's hex: from 1616+1617 it flees to 1516+1517, not 1716 (§11.21)
> face 1612 s
error: fv is routed: it may turn only toward n, to flee to the north edge (§11.21)
# Vaudemont has Woods at both its northern hexes (1512, 1513): it stays
# where it is (§11.21), and nothing is asked of it.
> move fv 1512
error: fv is routed and stays where it is: each way toward the north edge is Woods or a hex with a combat unit in it (§11.21)
# The impulse may not end while a routed unit may still flee: Bar must
# first turn about to face north (§5.23, 1 MP: its whole impulse), and so
# must the shortbows (§5.21).
> next
error: the impulse may not end yet: fb must turn to face n and flee: a routed unit is moved toward its own edge each impulse (§11.21)
> face fb n
fb turns about within 1616+1617 to face n (1 of 1 MP spent, §5.2)
> next
error: the impulse may not end yet: fs must turn to face n and flee: a routed unit is moved toward its own edge each impulse (§11.21)
> face fs n
fs turns to face n (1 of 1 MP spent, §5.2)
> next
left undone: 7 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
routed, toward the north edge: fb must flee to 1516+1517; fs must flee to 1120 (§11.21)
# Impulse 2.  Each step takes it one hexrow (column) nearer the north
# edge, by the ne or nw hexside, so that its path is a shortest one; of
# the two ways the one farthest from the nearest enemy, either at a tie:
# Suffolk (1819) stands 3 hexes from 1518, 4 from 1517 and 5 from 1516,
# so Bar goes to 1516+1517, not 1517+1518 (directly away, §11.21), and
# nowhere else.
> move fb 1416
error: fb is routed and flees toward the north edge, one hexrow a step, directly away from the enemy, never into Woods or a combat unit's hex: from 1616+1617 it flees to 1516+1517, not 1416 (§11.21)
> move fb 1517
error: fb is routed and flees toward the north edge, one hexrow a step, directly away from the enemy, never into Woods or a combat unit's hex: from 1616+1617 it flees to 1516+1517, not 1517 (§11.21)
> move fb 1516
fb moves to 1516+1517 (0.5 of 1 MP spent, §5.2)
# half its allowance is left: it must go on (§11.21)
> next
error: the impulse may not end yet: fb must flee to 1415+1416: a routed unit is moved toward its own edge each impulse (§11.21)
> move fb 1416
error: fb is routed and flees toward the north edge, one hexrow a step, directly away from the enemy, never into Woods or a combat unit's hex: from 1516+1517 it flees to 1415+1416, not 1416 (§11.21)
> move fb 1415
fb moves to 1415+1416 (1 of 1 MP spent, §5.2)
# the shortbows flee two hexes in one order, to the north edge
> move fs 1120 1019
fs moves to 1019 (1 of 1 MP spent, §5.0)
# Impulse 3: the shortbows stand on the north edge with nowhere further
# to go: they leave the field as the impulse begins (herald's reading,
# reconstructed).
> next
left undone: 5 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
fs is eliminated: routed off the north edge: it leaves the field (§11.21, reconstructed)
routed, toward the north edge: fb must flee to 1315+1316 (§11.21)
> show fb
fb: Bar
  French Men-at-Arms
  melee 4 lines 7 rating 0 mp 1 arrows 0
  position: 1415+1416 n
  terrain: Clear
  this turn: moved 2 hexes, 0 of 1 MP spent
  characteristics: Burgundian
  lines left: 7 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: yes (§11.21)
> next
error: the impulse may not end yet: fb must flee to 1315+1316: a routed unit is moved toward its own edge each impulse (§11.21)
> move fb 1315
fb moves to 1315+1316 (0.5 of 1 MP spent, §5.2)
> next
error: the impulse may not end yet: fb must flee to 1214+1215: a routed unit is moved toward its own edge each impulse (§11.21)
> units
fa    1614 s        French    Men-at-Arms          Alencon
fb    1315+1316 n   French    Men-at-Arms          Bar
fv    1612 s        French    Men-at-Arms          Vaudemont
fs    eliminated    French    Shortbow             Genoese
forl  1614 s        French    Leader               Orleans
fcon  1317 s        French    Leader               Constable
fm    1611 wsw      French    Fait du Mort         Fait du Mort
eyork 2014 n        English   Men-at-Arms          York
esuf  1819 n        English   English Longbow      Suffolk
ehen  2014 n        English   Leader               Henry
(1 counter of the game is not in this battle; add the word all to list it)
#! status: 1
