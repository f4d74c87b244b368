#! args: --game spi-agincourt --scenario king-harrys-folly --seed 2
# spi-agincourt §20.34 (King Harry's Folly): the French 2 for each English
# line step lost (morale's too), 2 times the ransom of each English
# leader captured, 1 for each English fugitive captured; the English 1
# for each French casualty, each point of ransom of a French leader
# captured, each French fugitive captured, and 4 for each English unit
# exited off the north edge.  At the start 0 : 0, a Draw (reconstructed:
# V3).  As in spi-20-33e-folly-arrows.t the English longbows fire at
# Lestrale (f18 at 2513; the front-line cavalry out of range), dice typed
# in: e13's 6 volleys roll 1, one strike, a line lost to fire and a
# French casualty.  English 1 : French 0: no ratio, a Decisive English
# Victory (§20.0; reconstructed: V2).
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), King Harry's Folly (20.3)
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.31): 4 turns after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.34), ransom of French leaders captured 0 x 1 = 0 (§20.34), French fugitives captured 0 x 1 = 0 (§20.34), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 0: English line steps lost 0 x 2 = 0 (§20.34), ransom of English leaders captured 0 x 2 = 0 (§20.34), English fugitives captured 0 x 1 = 0 (§20.34)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: auto (seed 2); orders: 0
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
French fired on (moving their full allowance): none (§20.33B, §20.33C); released: none, 0 releases left (§20.33D); French casualties 0 of 30 to mobilize (§20.33F)
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
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), King Harry's Folly (20.3)
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
end (§20.31): 4 turns after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 1, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 1: French casualties 1 x 1 = 1 (§20.34), ransom of French leaders captured 0 x 1 = 0 (§20.34), French fugitives captured 0 x 1 = 0 (§20.34), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 0: English line steps lost 0 x 2 = 0 (§20.34), ransom of English leaders captured 0 x 2 = 0 (§20.34), English fugitives captured 0 x 1 = 0 (§20.34)
victory now: Decisive English Victory: English 1 : French 0 points, no ratio (no French points) (§20.0; reconstructed: SPI's Agincourt: victory, V2: 20.0: English points against none)
dice: manual (seed 2); orders: 11
fugitives on the field: French 1 in 1 marker, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
French fired on (moving their full allowance): f18 (§20.33B, §20.33C); released: none, 0 releases left (§20.33D); French casualties 1 of 30 to mobilize (§20.33F)
