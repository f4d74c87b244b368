#! args: --game proving-fugitives --scenario setup --seed 1
#! data: tests/data
# spi-agincourt §14.21: a scenario's Fugitive marker on the board at the
# set-up.  Turn 1's French Fugitive Movement phase is played at the
# set-up, which rolls no dice (doc/authoring.md, "A phase"): the marker
# keeps still, and flees in the next French Fugitive Movement phase
# (turn 2: die 7, north-west, bounced north-east off 2527, §14.26).
> new proving-fugitives setup seed=1
now: turn 1 of 10, French Fugitive Movement phase (§14.2)
the fugitives set up on the board flee from their side's next Fugitive Movement phase (§14.21)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 10, French Fugitive Movement phase (§14.2)
now: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Proving game (SPI Agincourt's fugitives), Fugitives on the board at the set-up (seed 1)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> marker
fugitive1 Fugitive x1 (side French, state new, mounted no) in 2626
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
> next
left undone: 3 units did not move
ended: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 1 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 10, English Morale phase (§10.0)
> next
ended: turn 1 of 10, English Morale phase (§10.0)
now: turn 1 of 10, English Leader Combat phase (§13.0)
> next
ended: turn 1 of 10, English Leader Combat phase (§13.0)
now: turn 1 of 10, English Melee phase (§9.0)
> next
ended: turn 1 of 10, English Melee phase (§9.0)
now: turn 1 of 10, English Fatigue Morale phase (§9.22)
> next
< 7
ended: turn 1 of 10, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 10, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 10, Game-Turn Indication phase (§4.0)
now: turn 2 of 10, French Fugitive Movement phase (§14.2)
roll 1d10 for fugitive1 in 2626: 1-5 ne, 6-10 nw (§14.22): 7
fugitive1 in 2626: 1-5 ne, 6-10 nw (§14.22): 1d10: 7 = 7 (physical)
changed fugitive1: Fugitive x1 (side French, heading nw, state moving, mounted no) in 2626
fugitive1 heading nw from 2626 would enter 2527, Woods: it bounces off ne (§14.26)
changed fugitive1: Fugitive x1 (side French, heading ne, state moving, mounted no) in 2626
fugitive1 (x1) flees ne by 2526, 2425, 2325, 2224, 2124, 2023 (§14.24)
moved fugitive1: Fugitive x1 (side French, heading ne, state moving, mounted no) in 2023
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 10, French Fugitive Movement phase (§14.2)
now: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> marker
fugitive1 Fugitive x1 (side French, heading ne, state moving, mounted no) in 2023
