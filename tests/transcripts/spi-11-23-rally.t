#! args: --seed 1
#! data: tests/data
# spi-agincourt §11.23: a routed unit is rallied when, in the Movement
# Phase, a leader who may command it moves onto it: the Constable onto
# Bar (a great officer commands either contingent, §12.13), the Fait du
# Mort onto Vaudemont (a leader in all but his melee rating, who stacks
# with either contingent, §18.0).  A rallied unit is in command (§11.22)
# until its leader leaves it.
> new proving-army routed seed=1
fb has no leader with it who may command it: it is routed (§11.21, §11.22)
fv has no leader with it who may command it: it is routed (§11.21, §11.22)
fs has no leader with it who may command it: it is routed (§11.21, §11.22)
routed, toward the north edge: fb must turn to face n and flee; fs must turn to face n and flee (§11.21)
new game: Proving game (SPI Agincourt's army morale), A demoralized army (seed 1)
> face fb n
fb turns about within 1616+1617 to face n (1 of 1 MP spent, §5.2)
> face fs n
fs turns to face n (1 of 1 MP spent, §5.2)
> next
left undone: 7 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
routed, toward the north edge: fb must flee to 1516+1517; fs must flee to 1120 (§11.21)
> move fb 1516
fb moves to 1516+1517 (0.5 of 1 MP spent, §5.2)
# Bar finishes its flight before another unit moves (§5.0)
> move fcon 1416
error: fb must flee to 1415+1416 before another unit moves: each unit finishes its move before the next (§5.0, §11.21)
> move fb 1415
fb moves to 1415+1416 (1 of 1 MP spent, §5.2)
> move fcon 1416
fcon moves to 1416 (0.5 of 1 MP spent, §5.0)
fcon moves onto fb, whom he may command (§12.1): fb is rallied (§11.23)
> move fm 1612
fm moves to 1612 (0.5 of 1 MP spent, §5.0)
fm moves onto fv, who, a leader in all but his melee rating, may command it (§18.0): fv is rallied (§11.23)
> move fs 1120 1019
fs moves to 1019 (1 of 1 MP spent, §5.0)
> show fb
fb: Bar
  French Men-at-Arms
  melee 4 lines 7 rating 0 mp 1 arrows 0
  position: 1415+1416 n
  terrain: Clear
  this turn: moved 2 hexes, 1 of 1 MP spent, finished
  characteristics: Burgundian
  lines left: 7 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
> show fv
fv: Vaudemont
  French Men-at-Arms
  melee 4 lines 4 rating 0 mp 1 arrows 0
  position: 1612 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac
  lines left: 4 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
fs is eliminated: routed off the north edge: it leaves the field (§11.21, reconstructed)
# Impulse 3: the Constable leaves Bar, which is routed again at once
# (§11.22).
> move fcon 1516
fcon moves to 1516 (0.5 of 1 MP spent, §5.0)
fb has no leader with it who may command it: it is routed (§11.21, §11.22)
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
#! status: 1
