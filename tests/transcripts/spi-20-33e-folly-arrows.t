#! args: --game spi-agincourt --scenario king-harrys-folly --seed 2
#! status: 1
# spi-agincourt §20.33E (King Harry's Folly): a French combat unit hit by
# arrows checks its morale in that turn's Morale phase, if it could lose a
# line by it (herald: when one of its rolls has a chance above 0%).  The
# front-line cavalry are put out of range so that only Lestrale (f18, put
# at 2513) is a target; every longbow in range must fire (§8.15).  Dice
# typed in (the allocations resolve in order of the firers): e13's 6
# volleys 1 (10-19: one strike, §8.7), the others 9 (none).  Lestrale
# loses a line to fire (a Dead and a Fugitive in its hex).  Fired on, it
# must now move its full allowance toward the English each impulse
# (§20.33C): 1 MP in the mud (§20.33A) takes it to 2613 in impulse 2; in
# impulse 3 the slope into 2713 costs more than its whole allowance, so
# it is blocked and owes nothing (§7.24).  In the Morale phase it checks:
# 1 for the strike, 1 for the Dead x1 within 2 hexes, 2 for the Fugitive
# x1 within 2, 1 for its first line lost: 5 points, on its 2nd line of
# three (column "2nd (6th)", §10.4): 48% (a rebuilt row, T2).  Tens 8:
# over 48, no loss.
> place f09 0605 s
placed f09 (Saveuse) in 0605+0606 s
> place f10 0620 s
placed f10 (Clignet) in 0620+0621 s
> place f18 2513 s
placed f18 (Lestrale) in 2513 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> fire e13 6 f18
e13 at f18: Longbow firing at Men-at-Arms, range 4 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 57%, 1 strike 34%, 2 strikes 8%, 3 strikes 1%, 4 strikes 0% (§8.7)
e13 allocates 6 volleys at f18, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
f18 has been fired on by a longbow: from its next impulse on it must move its full allowance toward the English line (§20.33B, §20.33C)
> fire e12 1 f18
e12 at f18: Longbow firing at Men-at-Arms, range 6 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 99%, 1 strike 1%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e12 allocates 1 volley at f18, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e14 1 f18
e14 at f18: Longbow firing at Men-at-Arms, range 4 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 91%, 1 strike 9%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e14 allocates 1 volley at f18, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e15 1 f18
e15 at f18: Longbow firing at Men-at-Arms, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 97%, 1 strike 3%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e15 allocates 1 volley at f18, binding; 4 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e16 1 f18
e16 at f18: Longbow firing at Men-at-Arms, range 6 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 99%, 1 strike 1%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e16 allocates 1 volley at f18, binding; 5 allocations wait for `fire resolve` or the step's end (§8.0)
> fire resolve
< 9
< 1
< 9
< 9
< 9
the fire allocated in this step is resolved: 5 allocations, each on its own (§8.0)
roll d100 for e12's 1 volley at f18, the tens die first: 9
e12's 1 volley at f18 (Longbow firing at Men-at-Arms, 6 hexes): d100: tens 9 (90-99) = none (physical); supply 23 left (§8.7)
roll d100 for e13's 6 volleys at f18, the tens die first: 1
e13's 6 volleys at f18 (Longbow firing at Men-at-Arms, 4 hexes): d100: tens 1 (10-19) = 1 strike (physical); supply 18 left (§8.7)
f18 suffers 1 arrow strike, 1 line lost (§8.31, §8.32)
f18 loses 1 line to fire: 2 left (§8.33)
placed fugitive1: Fugitive x1 (side French, state new, mounted no) in 2513
placed dead2: Dead x1 (side French) in 2513
French casualties: 1 (§8.36)
roll d100 for e14's 1 volley at f18, the tens die first: 9
e14's 1 volley at f18 (Longbow firing at Men-at-Arms, 4 hexes): d100: tens 9 (90-99) = none (physical); supply 23 left (§8.7)
roll d100 for e15's 1 volley at f18, the tens die first: 9
e15's 1 volley at f18 (Longbow firing at Men-at-Arms, 5 hexes): d100: tens 9 (90-99) = none (physical); supply 23 left (§8.7)
roll d100 for e16's 1 volley at f18, the tens die first: 9
e16's 1 volley at f18 (Longbow firing at Men-at-Arms, 6 hexes): d100: tens 9 (90-99) = none (physical); supply 23 left (§8.7)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> move f18 2613
f18 moves to 2613 (1 of 1 MP spent, §5.0)
> next
left undone: 43 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> move f18 2713
error: f18 cannot move: step 1 (2613 to 2713): entering 2713 costs 2 MP, more than f18's whole allowance of 1: it crosses only after standing a complete impulse in 2613, as its first move of an impulse, for the whole allowance (it has stood no complete impulse there yet; §7.24)
> next
left undone: 43 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
< 8
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 60, French Morale phase (§10.0)
f18 checks morale: it moved this turn, it was hit by arrows this turn (§10.0, §20.33E, once)
f18's morale: 5 points, one roll on the 5 line of the Unit Morale Table (§10.4), column "Fr. archers, 3rd Battle: 2nd (6th)" (§10.0)
  arrow strikes suffered this Game-Turn: 1, 1 point (§10.5)
  own Dead within 2 hexes (per point): 1, 1 point (§10.5)
  own Fugitives within 2 hexes (per point): 1, 2 points (§10.5)
  lines lost: 1, 1 point (the highest tier reached) (§10.5)
roll d100 for f18's morale, roll 1 of 1, the 5 line, column "Fr. archers, 3rd Battle: 2nd (6th)": 48% or less, the tens die first: 8
f18's morale, roll 1 of 1, the 5 line, column "Fr. archers, 3rd Battle: 2nd (6th)": 48% (reconstructed): tens 8 (80-89, all over 48) -> does not happen (physical, §10.4)
f18's morale check: no roll of 1 happened, no line lost (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
