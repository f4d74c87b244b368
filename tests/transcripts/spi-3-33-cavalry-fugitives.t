#! args: --game proving-fugitives --seed 1
#! data: tests/data
# spi-agincourt §3.33, §14.24: cavalry fugitives have an impulse
# allowance of 2, other fugitives 1; a fugitive moves its whole
# allowance in each Fugitive Movement phase, three impulses' worth: on
# dry ground (1/2 MP a hex, §7.21) 12 hexes for cavalry fugitives and 6
# for the rest.  Saveuse (cavalry, in 3030) loses a line to fire: a
# mounted Fugitive x1 there, kept apart from the foot Fugitive x1 placed
# with it (§14.13 merges only like with like).  Turn 2: both go north-
# east (dice 3 and 4): the foot to 2427, six hexes; the cavalry on to
# 1824, twelve.
> dice manual
dice: manual: herald will ask for each roll the rules call for
> place fsav 3030
placed fsav (Saveuse) in 3030 s
> marker place fugitive 3030 side=french
placed fugitive1: Fugitive x1 (side French, state new, mounted no) in 3030
> marker place hit fsav lines=1 cause=fire
placed hit2: Hit (lines 1, cause fire) with fsav in 3030
removed hit2: Hit (lines 1, cause fire) with fsav in 3030
fsav loses 1 line to fire: 1 left (§8.33)
placed fugitive3: Fugitive x1 (side French, state new, mounted yes) in 3030
placed dead4: Dead x1 (side French) in 3030
French casualties: 1 (§8.36)
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
< 3
< 4
ended: turn 1 of 10, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 10, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 10, Game-Turn Indication phase (§4.0)
now: turn 2 of 10, French Fugitive Movement phase (§14.2)
roll 1d10 for fugitive1 in 3030: 1-5 ne, 6-10 nw (§14.22): 3
fugitive1 in 3030: 1-5 ne, 6-10 nw (§14.22): 1d10: 3 = 3 (physical)
changed fugitive1: Fugitive x1 (side French, heading ne, state moving, mounted no) in 3030
roll 1d10 for fugitive3 in 3030: 1-5 ne, 6-10 nw (§14.22): 4
fugitive3 in 3030: 1-5 ne, 6-10 nw (§14.22): 1d10: 4 = 4 (physical)
changed fugitive3: Fugitive x1 (side French, heading ne, state moving, mounted yes) in 3030
fugitive1 (x1) flees ne by 2930, 2829, 2729, 2628, 2528, 2427 (§14.24)
moved fugitive1: Fugitive x1 (side French, heading ne, state moving, mounted no) in 2427
fugitive3 (x1) flees ne by 2930, 2829, 2729, 2628, 2528, 2427, 2327, 2226, 2126, 2025, 1925, 1824 (§14.24)
moved fugitive3: Fugitive x1 (side French, heading ne, state moving, mounted yes) in 1824
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 10, French Fugitive Movement phase (§14.2)
now: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> marker
fugitive1 Fugitive x1 (side French, heading ne, state moving, mounted no) in 2427
fugitive3 Fugitive x1 (side French, heading ne, state moving, mounted yes) in 1824
dead4     Dead x1 (side French) in 3030
