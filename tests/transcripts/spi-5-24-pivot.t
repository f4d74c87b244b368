#! args: -g spi-agincourt -s free-deployment --seed 1
# SPI's Agincourt, 5.24: a double counter unit pivots by moving one half
# into the hex straight ahead of its centre, the whole unit paying that
# hex's terrain. With 7.23 (a double counter, or one half of it, that
# climbs across a contour hexside pays 1 MP more) and 7.24 (in mud a
# crossing dearer than the allowance waits a complete impulse).
# The historical ground is muddy (20.13B, 7.21: 1 MP a clear hex).
# Vaudemont (1620+1621, facing s) has three front hexes, 1720, 1721 and
# 1722 (5.2, 5.25); the hex in front of its centre is 1721. Richardmont
# is placed in 1920+1921, on level 2 (columns 17-20), the ground rising
# to level 3 at column 21. Both are placed in turn 1, alone in their
# hexrows, so in turn 2 neither begins the Movement phase in line with
# another French unit and line movement does not hold them (5.33; a
# unit of a line may not pivot, 5.31).
> place f12 1620 s
placed f12 (Vaudemont) in 1620+1621 s
> place f15 1920 s
placed f15 (Richardmont) in 1920+1921 s
# to turn 2's French Movement and Archery phase
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
> show f12
f12: Vaudemont
  French Men-at-Arms
  melee 4 lines 5 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1620+1621 s
  terrain: Clear
  this turn: not moved (1 MP)
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
# Pivoting about its east half (1620, toward row 01), its west half
# enters 1721: the unit turns one corner, to ese, for the terrain of 1721
# (muddy clear, 1 MP; column 17 is lower than 16, nothing more).
> face f12 ese
f12 pivots about 1620, its other half entering 1721: it stands on 1620+1721 facing ese (0.5 of 1 MP spent, §5.2)
> show f12
f12: Vaudemont
  French Men-at-Arms
  melee 4 lines 5 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1620+1721 ese
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
undone: face f12 ese
# About its west half (1621): the east half enters 1721, facing wsw.
> face f12 wsw
f12 pivots about 1621, its other half entering 1721: it stands on 1721+1621 facing wsw (0.5 of 1 MP spent, §5.2)
> undo
undone: face f12 wsw
# Richardmont moves into two of its front hexes, 2020+2021 (5.25).
> move f15 2020
f15 moves to 2020+2021 (0.5 of 1 MP spent, §5.2)
> next
left undone: 43 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
# Impulse 2: a pivot into 2121 climbs from level 2 to 3: 1 + 1 = 2 MP,
# more than the allowance; Richardmont came to 2020+2021 in impulse 1 and
# has stood no complete impulse there (7.24).
> face f15 ese
error: f15 cannot turn: step 1 (2021 to 2121): entering 2121 costs 1.5 MP, more than f15's whole allowance of 1: it crosses only after standing a complete impulse in 2021, as its first move of an impulse, for the whole allowance (it has stood no complete impulse there yet; §7.24)
> next
left undone: 43 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
# Impulse 3: it has stood impulse 2 through: the pivot takes its whole
# allowance.
> face f15 ese
f15 pivots about 2020, its other half entering 2121: it stands on 2020+2121 facing ese (1 of 1 MP spent, §5.2)
> show f15
f15: Richardmont
  French Men-at-Arms
  melee 4 lines 5 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 2020+2121 ese
  terrain: Clear
  this turn: moved 2 hexes, 1 of 1 MP spent
  characteristics: Armagnac (blue), French second line
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
