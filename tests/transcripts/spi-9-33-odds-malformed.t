#! args: -g spi-agincourt -s king-harrys-folly --seed 5
# Played in King Harry's Folly (20.3): the historical set-up and muddy ground (20.33A), with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge).
# spi-agincourt §9.33 and §9.35: odds of an attack that can never be
# made (an attacker named twice, or one on the defender's side) shows
# no totals, whatever the phase: f09 was once counted twice (4 + 4)
# outside the Melee phase.
> place f09 2614 s
placed f09 (Saveuse) in 2614+2615 s
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> odds f09 f09 -> e14
not allowed now: f09 is named twice
> odds f09 -> f10
not allowed now: f09 and f10 are on the same side
