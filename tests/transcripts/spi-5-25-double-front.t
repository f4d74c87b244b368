#! args: -g spi-agincourt -s free-deployment --seed 1
# SPI's Agincourt, 5.25: a double counter unit moves into two of its
# three front hexes, and never straight into any hex outside those
# three. Vaudemont in 1620+1621 facing s
# faces 1720, 1721 and 1722 (even columns sit lower: 1620 touches 1720
# and 1721, 1621 touches 1721 and 1722). A move names the hex of the
# unit's first (east) half: 1720 is 1720+1721, 1721 is 1721+1722.
# Placed in turn 1 alone in its hexrow, in turn 2 it is in no line
# (5.33).
> place f12 1620 s
placed f12 (Vaudemont) in 1620+1621 s
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
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, English Morale phase (§10.0)
now: turn 1 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, English Leader Combat phase (§13.0)
now: turn 1 of 60, English Melee phase (§9.0)
> next
ended: turn 1 of 60, English Melee phase (§9.0)
now: turn 1 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 60, Game-Turn Indication phase (§4.0)
now: turn 2 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 60, French Fugitive Movement phase (§14.2)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
# Straight back, sideways within its own hexrow: not front hexes.
> move f12 1520
error: f12 cannot move: step 1 (1620+1621 to 1520): 1520 is not in front of f12 (facing s); a unit on two hexes moves both halves together into two of the hexes in front of it, and pivots to go another way (§5.2)
> move f12 1619
error: f12 cannot move: step 1 (1620+1621 to 1619): 1619 is not in front of f12 (facing s); a unit on two hexes moves both halves together into two of the hexes in front of it, and pivots to go another way (§5.2)
> move f12 1622
error: f12 cannot move: step 1 (1620+1621 to 1622): 1622 is not in front of f12 (facing s); a unit on two hexes moves both halves together into two of the hexes in front of it, and pivots to go another way (§5.2)
> move f12 1720
f12 moves to 1720+1721 (0.5 of 1 MP spent, §5.2)
> show f12
f12: Vaudemont
  French Men-at-Arms
  melee 4 lines 5 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1720+1721 s
  terrain: Clear
  this turn: moved 1 hex, 0.5 of 1 MP spent
  characteristics: Burgundian (black), French second line
  lines left: 5 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> undo
undone: move f12 1720
> move f12 1721
f12 moves to 1721+1722 (0.5 of 1 MP spent, §5.2)
> show f12
f12: Vaudemont
  French Men-at-Arms
  melee 4 lines 5 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1721+1722 s
  terrain: Clear
  this turn: moved 1 hex, 0.5 of 1 MP spent
  characteristics: Burgundian (black), French second line
  lines left: 5 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> undo
undone: move f12 1721
# One step a hex-pair at a time, each paid (dry ground, 20.23A: 1/2 MP):
# the third step is beyond the impulse's allowance (5.12).
> move f12 1721 1821 1921
error: f12 cannot move: step 3 (1821+1822 to 1921): entering 1921+1922 costs 0.5 MP but f12 has 0 of 1 left (§5.2)
#! status: 1
# Played in the French Free Deployment (20.2), where French units move from Game-Turn 1 (in the historical scenario 20.13D holds them); the same set-up but the front-line cavalry, and dry ground (20.23A: a clear hex 1/2 MP).
