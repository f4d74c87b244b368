#! args: -g spi-agincourt --empty --seed 1
# SPI's Agincourt 17.22: a charging unit that has charged into an enemy
# unit need not spend its whole allowance, but it must move at least one
# hex in its Movement phase: f23 begins the phase next to e10 and may
# stand through impulses 1 and 2; the phase's last impulse does not end
# until it has moved a hex.
> place f23 2225 s
placed f23 (Brabant) in 2225 s
> place e10 2325 n
placed e10 (Lancashire) in 2325 n
> flip f23
f23 turns to its charge side: melee 6, mp 2 (§17.11)
> next
left undone: 1 unit did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
# impulse 3
> next
error: the impulse may not end yet: f23 is charging and has not moved a hex this Movement phase: it must move at least one (§17.22); 2326 is open straight ahead
> move f23 2326
f23 moves to 2326 (0.5 of 2 MP spent, §5.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
#! status: 1
