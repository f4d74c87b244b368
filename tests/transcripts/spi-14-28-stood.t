#! args: --game proving-fugitives --seed 1
#! data: tests/data
# spi-agincourt §14.28: an enemy combat unit that begins a movement
# impulse stacked with a fugitive marker and stays in the hex for the
# whole impulse captures it as the impulse ends.  In the English
# Movement phase York moves onto French fugitives in 2928 in impulse 1
# (not yet: it did not begin the impulse there) and stands through
# impulse 2: captured.  Suffolk moves onto those in 2926 and on, and
# captures nothing.
> marker place fugitive 2928 side=french size=2 state=moving heading=ne
placed fugitive1: Fugitive x2 (side French, heading ne, state moving, mounted no) in 2928
> marker place fugitive 2926 side=french state=moving heading=ne
placed fugitive2: Fugitive x1 (side French, heading ne, state moving, mounted no) in 2926
> next
left undone: 7 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 7 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 7 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 10, French Morale phase (§10.0)
> next
ended: turn 1 of 10, French Morale phase (§10.0)
now: turn 1 of 10, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 10, French Leader Combat phase (§13.0)
now: turn 1 of 10, French Melee phase (§9.0)
> next
ended: turn 1 of 10, French Melee phase (§9.0)
now: turn 1 of 10, French Fatigue Morale phase (§9.22)
> next
ended: turn 1 of 10, French Fatigue Morale phase (§9.22)
now: turn 1 of 10, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 10, English Fugitive Movement phase (§14.2)
now: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> move eyork 2928
eyork moves to 2928 (0.5 of 1 MP spent, §5.0)
> move esuf 2926
esuf moves to 2926 (0.5 of 1 MP spent, §5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> move esuf 2826
esuf moves to 2826 (0.5 of 1 MP spent, §5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
eyork has stood a whole impulse on fugitive1 (x2) in 2928: captured (§14.28)
removed fugitive1: Fugitive x2 (side French, heading ne, state moving, mounted no) in 2928
> marker
fugitive2 Fugitive x1 (side French, heading ne, state moving, mounted no) in 2926
> status
Proving game (SPI Agincourt's fugitives), Fugitives
turn 1 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 10)
units eliminated: French 0, English 0
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 2 (§20.14)
leaders captured: French 0, English 0 (§20.14)
dice: auto (seed 1); orders: 18
fugitives on the field: French 1 in 1 marker, English 0 in 0 markers (§14)
