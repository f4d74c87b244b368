#! args: -g spi-agincourt -s king-harrys-folly --seed 2
# spi-agincourt §20.33B, §20.33D (King Harry's Folly): no French unit moves
# (or turns) until an English longbow has fired on it; each French unit
# eliminated releases one not fired on to move freely, the first such
# unit the French player moves (spi-folly.tcl).  Lestrale (f18) is put
# at 2513 and shot away (three strikes of 01, three lines: eliminated);
# then Vendome (f01) moves on that release, and Nevers (f02) is refused.
# The refusals change nothing: status shows no release used before.
> place f09 0605 s
placed f09 (Saveuse) in 0605+0606 s
> place f10 0620 s
placed f10 (Clignet) in 0620+0621 s
> place f18 2513 s
placed f18 (Lestrale) in 2513 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> move f01 1106
error: f01 may not move: no English longbow has fired on it yet (§20.33B); no release is left: 0 French units eliminated, 0 released (§20.33D)
> face f01 se
error: f01 may not move: no English longbow has fired on it yet (§20.33B); no release is left: 0 French units eliminated, 0 released (§20.33D)
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
dice: manual (seed 2); orders: 4
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
French fired on (moving their full allowance): none (§20.33B, §20.33C); released: none, 0 releases left (§20.33D); French casualties 0 of 30 to mobilize (§20.33F)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> fire e13 6 f18
e13 at f18: Longbow firing at Men-at-Arms, range 4 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 57%, 1 strike 34%, 2 strikes 8%, 3 strikes 1%, 4 strikes 0% (§8.7)
e13 allocates 6 volleys at f18, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
f18 has been fired on by a longbow: from its next impulse on it must move its full allowance toward the English line (§20.33B, §20.33C)
> fire e14 6 f18
e14 at f18: Longbow firing at Men-at-Arms, range 4 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 57%, 1 strike 34%, 2 strikes 8%, 3 strikes 1%, 4 strikes 0% (§8.7)
e14 allocates 6 volleys at f18, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e12 6 f18
e12 at f18: Longbow firing at Men-at-Arms, range 6 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e12 allocates 6 volleys at f18, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e15 6 f18
e15 at f18: Longbow firing at Men-at-Arms, range 5 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 83%, 1 strike 16%, 2 strikes 1%, 3 strikes 0%, 4 strikes 0% (§8.7)
e15 allocates 6 volleys at f18, binding; 4 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e16 6 f18
e16 at f18: Longbow firing at Men-at-Arms, range 6 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e16 allocates 6 volleys at f18, binding; 5 allocations wait for `fire resolve` or the step's end (§8.0)
> fire resolve
< 0
< 1
< 0
< 1
< 0
< 1
the fire allocated in this step is resolved: 5 allocations, each on its own (§8.0)
roll d100 for e12's 6 volleys at f18, the tens die first: 0
roll the ones die for e12's 6 volleys at f18 (tens 0: 01 to 09, or 00 for 100): 1
e12's 6 volleys at f18 (Longbow firing at Men-at-Arms, 6 hexes): d100: 01 = 1 strike (physical); supply 18 left (§8.7)
f18 suffers 1 arrow strike, 1 line lost (§8.31, §8.32)
f18 loses 1 line to fire: 2 left (§8.33)
placed fugitive1: Fugitive x1 (side French, state new, mounted no) in 2513
placed dead2: Dead x1 (side French) in 2513
French casualties: 1 (§8.36)
roll d100 for e13's 6 volleys at f18, the tens die first: 0
roll the ones die for e13's 6 volleys at f18 (tens 0: 01 to 09, or 00 for 100): 1
e13's 6 volleys at f18 (Longbow firing at Men-at-Arms, 4 hexes): d100: 01 = 1 strike (physical); supply 18 left (§8.7)
f18 suffers 1 arrow strike, 1 line lost (§8.31, §8.32)
f18 loses 1 line to fire: 1 left (§8.33)
Fugitive x1 joins fugitive1: Fugitive x2 (side French, state new, mounted no) in 2513
Dead x1 joins dead2: Dead x2 (side French) in 2513
French casualties: 2 (§8.36)
roll d100 for e14's 6 volleys at f18, the tens die first: 0
roll the ones die for e14's 6 volleys at f18 (tens 0: 01 to 09, or 00 for 100): 1
e14's 6 volleys at f18 (Longbow firing at Men-at-Arms, 4 hexes): d100: 01 = 1 strike (physical); supply 18 left (§8.7)
f18 suffers 1 arrow strike, 1 line lost (§8.31, §8.32)
f18 loses 1 line to fire: 0 left (§8.33)
Fugitive x1 joins fugitive1: Fugitive x3 (side French, state new, mounted no) in 2513
Dead x1 joins dead2: Dead x3 (side French) in 2513
French casualties: 3 (§8.36)
f18 is eliminated: no lines left (§8.35)
e15's 6 volleys at f18: the target is gone, and the volleys are spent all the same, supply 18 left (§8.0)
e16's 6 volleys at f18: the target is gone, and the volleys are spent all the same, supply 18 left (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> move f01 1106
f01 moves to 1106+1107 (1 of 1 MP spent, §5.2)
f01 is released to move freely for the rest of the game: one release for each French unit eliminated, 0 left (§20.33D)
> move f02 1109
error: f02 may not move: no English longbow has fired on it yet (§20.33B); no release is left: 1 French unit eliminated, 1 released (§20.33D)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), King Harry's Folly (20.3)
turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
end (§20.31): 4 turns after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 1, English 0
optional rules: none
casualties: French 3, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 3: French casualties 3 x 1 = 3 (§20.34), ransom of French leaders captured 0 x 1 = 0 (§20.34), French fugitives captured 0 x 1 = 0 (§20.34), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 0: English line steps lost 0 x 2 = 0 (§20.34), ransom of English leaders captured 0 x 2 = 0 (§20.34), English fugitives captured 0 x 1 = 0 (§20.34)
victory now: Decisive English Victory: English 3 : French 0 points, no ratio (no French points) (§20.0; reconstructed: SPI's Agincourt: victory, V2: 20.0: English points against none)
dice: manual (seed 2); orders: 13
fugitives on the field: French 3 in 1 marker, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
French fired on (moving their full allowance): none (§20.33B, §20.33C); released: f01, 0 releases left (§20.33D); French casualties 3 of 30 to mobilize (§20.33F)
#! status: 1
