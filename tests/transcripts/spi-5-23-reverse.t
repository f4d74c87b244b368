#! args: -g spi-agincourt -s free-deployment --seed 1
# SPI's Agincourt, 5.23: a double counter unit may turn about (180
# degrees) on its own two hexes for 1 MP; 5.12: what an impulse does
# not spend is lost, and each impulse the allowance is new (3.33: 1).
# Vaudemont, a double counter, is placed in 1620+1621 in turn 1, alone
# in its hexrow, so that in turn 2 no line holds it (5.33; a unit of a
# line may not turn, 5.31).
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
# Impulse 1: turned about (s to n), still on 1620+1621, for 1 MP: its
# whole allowance.
> face f12 n
f12 turns about within 1620+1621 to face n (1 of 1 MP spent, §5.2)
> show f12
f12: Vaudemont
  French Men-at-Arms
  melee 4 lines 5 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1620+1621 n
  terrain: Clear
  this turn: stayed where it was, 1 of 1 MP spent
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
# Nothing is left for turning back in the same impulse.
> face f12 s
error: f12 cannot turn: turning about costs 1 MP but f12 has 0 of 1 left (§5.2)
> next
left undone: 44 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
# Impulse 2: a new allowance of 1: it moves into two of its three new
# front hexes, 1520+1521 (1620's north front is 1520 and 1521, 1621's
# 1521 and 1522).
> move f12 1520
f12 moves to 1520+1521 (0.5 of 1 MP spent, §5.2)
> show f12
f12: Vaudemont
  French Men-at-Arms
  melee 4 lines 5 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1520+1521 n
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
#! status: 1
# Played in the French Free Deployment (20.2), where French units move from Game-Turn 1 (in the historical scenario 20.13D holds them); the same set-up but the front-line cavalry, and dry ground (20.23A: a clear hex 1/2 MP).
