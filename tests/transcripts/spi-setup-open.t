#! args: --seed 7 --empty
# SPI's Agincourt (1978), 20.4: the open field. The deployment of 20.22
# (20.42) and the special rules of 20.23 with 20.43D-E.
> new spi-agincourt open-field seed=7
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Open Field of Battle (20.4) (seed 7)
> setup check
the set-up follows §20.4
# 20.43 (20.23B): the front-line cavalry forward on 23xx, as in 20.1, is
# a line of two.
> place f09 2306 s
placed f09 (Saveuse) in 2306+2307 s
> place f10 2324 s
placed f10 (Clignet) in 2324+2325 s
> setup check
f09 (2306+2307): French units are deployed in lines of at least 4 units; hexrow 23xx holds 2 (§20.43, 20.23B)
f10 (2324+2325): French units are deployed in lines of at least 4 units; hexrow 23xx holds 2 (§20.43, 20.23B)
> undo 2
undone: place f10 2324 s
undone: place f09 2306 s
# 20.42 (20.22): stakes on every longbow but King's Own and the Royal
# Guard: Lancashire's taken away.
> marker remove stakes1
removed stakes1: Stakes (state implanted, facing n) in 2905
> setup check
e10 (2905): stakes implanted with every longbow but King's Own and the Royal Guard (§20.12, 16.0)
