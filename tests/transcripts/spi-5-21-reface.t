#! args: -g spi-agincourt -s king-harrys-folly --seed 1
# SPI's Agincourt, 5.21: in its Movement phase a side may turn a single
# counter combat unit or a leader to face any way, staying in its hex,
# for 1 MP; 5.22: a single counter unit moves only into one of its two
# front hexes; 5.12: an impulse's unused
# allowance is lost (3.33: 1 MP an impulse). The English, who move in
# no line (5.31 is the French's), in their Movement phase of turn 1.
# Camois is placed in 1610 facing n (front hexes 1510 and 1511, columns
# sitting lower when even); Henry V, a leader, in 1614.
> place e03 1610 n
placed e03 (Camois) in 1610 n
> place el1 1614 n
placed el1 (Henry V) in 1614 n
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 60, French Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, French Leader Combat phase (§13.0)
now: turn 1 of 60, French Melee phase (§9.0)
> next
ended: turn 1 of 60, French Melee phase (§9.0)
now: turn 1 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, French Fatigue Morale phase (§9.22)
now: turn 1 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, English Fugitive Movement phase (§14.2)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
# Neither sideways nor back: only the two front hexes (5.22).
> move e03 1609
error: e03 cannot move: step 1 (1610 to 1609): 1609 is not one of the two hexes in front of e03 (facing n); a unit moves only into its front hexes (§5.2)
> move e03 1710
error: e03 cannot move: step 1 (1610 to 1710): 1710 is not one of the two hexes in front of e03 (facing n); a unit moves only into its front hexes (§5.2)
# A facing is a corner of the hex (5.2: two front hexes); a hexside
# name is refused with the forms it takes.
> face e03 nw
error: expected a facing: one of ese s wsw wnw n ene (a vertex; or its two hexsides, as e-se), not "nw"
> face e03 wnw
e03 turns to face wnw (1 of 1 MP spent, §5.2)
> show e03
e03: Camois
  English Men-at-Arms
  melee 5 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1610 wnw
  terrain: Clear
  this turn: stayed where it was, 1 of 1 MP spent
  characteristics: English (red)
  lines left: 4 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
# The turn took the impulse's whole allowance.
> move e03 1611
error: e03 cannot move: step 1 (1610 to 1611): entering 1611 costs 1 MP but e03 has 0 of 1 left (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
# Impulse 2: facing wnw, its front hexes are 1611 and 1511, not 1510.
> move e03 1510
error: e03 cannot move: step 1 (1610 to 1510): 1510 is not one of the two hexes in front of e03 (facing wnw); a unit moves only into its front hexes (§5.2)
> move e03 1611
e03 moves to 1611 (1 of 1 MP spent, §5.0)
# A leader turns for 1 MP too (5.21).
> face el1 ene
el1 turns to face ene (1 of 1 MP spent, §5.2)
> move el1 1613
error: el1 cannot move: step 1 (1614 to 1613): entering 1613 costs 1 MP but el1 has 0 of 1 left (§5.0)
#! status: 1
# Played in King Harry's Folly (20.3): the historical set-up and muddy ground (20.33A), with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge).
