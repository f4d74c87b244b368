#! args: --game proving-fugitives --seed 1
#! data: tests/data
# spi-agincourt §14.26 with its errata, on the proving game's board (the
# real map's 2626, 2527 Woods, 2526 and 2425; tests/data/scenarios/
# proving-fugitives): a French fugitive in 2626 heading north-west would
# enter 2527, a Woods hex; it bounces off north-east instead (the errata:
# "in a northeasterly direction, not a northwesterly direction") and goes
# 2526, 2425 and on, six hexes on dry ground (three impulses of 1 MP at
# 1/2 MP a hex, §14.24, §7.21).  The die for its heading (§14.22) is 7:
# north-west.  In the next French Fugitive Movement phase it goes on
# north-east, its heading kept (§14.21), no die rolled.
> dice manual
dice: manual: herald will ask for each roll the rules call for
> marker place fugitive 2626 side=french
placed fugitive1: Fugitive x1 (side French, state new, mounted no) in 2626
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
> show 2023
2023: Clear
  no unit
  marker fugitive1: Fugitive x1 (side French, heading ne, state moving, mounted no) in 2023
> next
left undone: 7 units did not move
ended: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 7 units did not move
ended: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 7 units did not move
ended: turn 2 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 2 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 2 of 10, French Morale phase (§10.0)
> next
ended: turn 2 of 10, French Morale phase (§10.0)
now: turn 2 of 10, French Leader Combat phase (§13.0)
> next
ended: turn 2 of 10, French Leader Combat phase (§13.0)
now: turn 2 of 10, French Melee phase (§9.0)
> next
ended: turn 2 of 10, French Melee phase (§9.0)
now: turn 2 of 10, French Fatigue Morale phase (§9.22)
> next
ended: turn 2 of 10, French Fatigue Morale phase (§9.22)
now: turn 2 of 10, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 10, English Fugitive Movement phase (§14.2)
now: turn 2 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 2 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 2 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 2 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 2 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 2 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 2 of 10, English Morale phase (§10.0)
> next
ended: turn 2 of 10, English Morale phase (§10.0)
now: turn 2 of 10, English Leader Combat phase (§13.0)
> next
ended: turn 2 of 10, English Leader Combat phase (§13.0)
now: turn 2 of 10, English Melee phase (§9.0)
> next
ended: turn 2 of 10, English Melee phase (§9.0)
now: turn 2 of 10, English Fatigue Morale phase (§9.22)
> next
ended: turn 2 of 10, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 2 of 10, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 2 of 10, Game-Turn Indication phase (§4.0)
now: turn 3 of 10, French Fugitive Movement phase (§14.2)
fugitive1 (x1) flees ne by 1923, 1822, 1722, 1621, 1521, 1420 (§14.24)
moved fugitive1: Fugitive x1 (side French, heading ne, state moving, mounted no) in 1420
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 3 of 10, French Fugitive Movement phase (§14.2)
now: turn 3 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> marker
fugitive1 Fugitive x1 (side French, heading ne, state moving, mounted no) in 1420
