#! args: -g spi-agincourt -s open-field --seed 1
#! status: 1
# spi-agincourt §20.43E (Open Field of Battle): the English move in lines
# too (open-field.yaml's line_movement: factions: [french, english]).
# The King's battle (e02) and Camois (e03) are put behind the English
# line on hexrow 31xx: as the English Movement phase begins they form
# the line of hexrow 31xx, and Lancashire (e10, a longbow) is in the line
# of 29xx with the rest. In the line e02 may not turn (5.31); when it
# steps forward alone the impulse may not end (5.31) until Camois has
# spent as much. In impulse 2 e02 walks through 29xx to 28xx, the French
# side of the English hexrow (herald's rule: the English pass 29xx going
# north, the way they face): it is free of line movement (spi-open.tcl),
# keeps no pace with Camois, and in impulse 3 it turns while Camois,
# still in its line, may not.
> place e02 3115 n
placed e02 (King) in 3115 n
> place e03 3119 n
placed e03 (Camois) in 3119 n
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
> show e02
e02: King
  English Men-at-Arms
  melee 5 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 3115 n
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: English (red)
  lines left: 4 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 31 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> show e10
e10: Lancashire
  English Longbow
  melee 0 lines 4 rating 0 ransom 0 mp 0 arrows 24 rof 6 range 6
  side: archer (its front; yeoman side: melee 2, mp 1)
  position: 2905 n
  terrain: Clear
  this turn: not moved (0 MP)
  characteristics: English (red), position R, starts with stakes (16.0, 20.12)
  lines left: 4 (§3.7, 8.33)
  arrows: 24 (§8.52, 20.0)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 29 (§5.31)
  free of line movement: no (§5.31, 5.32)
  quiver: 1 (§8.52)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> face e02 wnw
error: e02 cannot turn: e02 moves in the line of hexrow 31xx and may not change its facing until it has eliminated an enemy unit or passed through the enemy's line (§5.31)
> move e02 3015
e02 moves to 3015 (0.5 of 1 MP spent, §5.0)
> next
error: the impulse may not end yet: the line of hexrow 31xx has not kept pace: every unit of a line must have spent the same MP by the end of impulse 1 (§5.31): e02 0.5 MP, e03 0 MP; a unit blocked by the enemy may spend MP standing still (hold)
> move e03 3019
e03 moves to 3019 (0.5 of 1 MP spent, §5.0)
> next
left undone: 16 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> move e02 2915
e02 moves to 2915 (0.5 of 1 MP spent, §5.0)
> move e02 2815
e02 moves to 2815 (1 of 1 MP spent, §5.0)
e02 is past the English hexrow (29xx), on the French side: it is free of line movement and may pivot (§20.43E)
> show e02
e02: King
  English Men-at-Arms
  melee 5 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 2815 n
  terrain: Clear
  this turn: moved 3 hexes, 1 of 1 MP spent
  characteristics: English (red)
  lines left: 4 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 31 (§5.31)
  free of line movement: yes (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> next
left undone: 16 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> face e02 wnw
e02 turns to face wnw (1 of 1 MP spent, §5.2)
> face e03 wnw
error: e03 cannot turn: e03 moves in the line of hexrow 31xx and may not change its facing until it has eliminated an enemy unit or passed through the enemy's line (§5.31)
