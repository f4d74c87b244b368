#! args: --seed 1
# spi-agincourt §8.0, §8.15, §20.13C in the game itself: the two French
# front-line cavalry (f09 Saveuse, f10 Clignet) set up within longbow
# range of English longbows.  In the English archery after the first
# French impulse, Lancashire (e10) allocates 6 volleys at Saveuse; then
# every longbow with a target in range must fire too (Cheshire, Norfolk
# at Saveuse; W.Cntry, Lincoln, Suffolk at Clignet), each at 6 hexes,
# 11% of one strike, 1% of two; `next` resolves the step's fire.
> new spi-agincourt historical seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1) (seed 1)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> odds fire e19 6 f10
e19 at f10: Longbow firing at Cavalry, range 6 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 88%, 1 strike 11%, 2 strikes 1%, 3 strikes 0%, 4 strikes 0% (§8.7)
> fire e10 6 f09
e10 at f09: Longbow firing at Cavalry, range 6 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 88%, 1 strike 11%, 2 strikes 1%, 3 strikes 0%, 4 strikes 0% (§8.7)
e10 allocates 6 volleys at f09, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> next
error: e11 must fire too: once one unit fires, every fire unit with an enemy in range must; f09 is in range: fire e11 N f09 (§8.15; reconstructed: those able to fire now; see doc/reconstructions.md A4)
> fire e11 6 f09
e11 at f09: Longbow firing at Cavalry, range 6 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 88%, 1 strike 11%, 2 strikes 1%, 3 strikes 0%, 4 strikes 0% (§8.7)
e11 allocates 6 volleys at f09, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e12 6 f09
e12 at f09: Longbow firing at Cavalry, range 6 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 88%, 1 strike 11%, 2 strikes 1%, 3 strikes 0%, 4 strikes 0% (§8.7)
e12 allocates 6 volleys at f09, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e17 6 f10
e17 at f10: Longbow firing at Cavalry, range 6 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 88%, 1 strike 11%, 2 strikes 1%, 3 strikes 0%, 4 strikes 0% (§8.7)
e17 allocates 6 volleys at f10, binding; 4 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e18 6 f10
e18 at f10: Longbow firing at Cavalry, range 6 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 88%, 1 strike 11%, 2 strikes 1%, 3 strikes 0%, 4 strikes 0% (§8.7)
e18 allocates 6 volleys at f10, binding; 5 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e19 6 f10
e19 at f10: Longbow firing at Cavalry, range 6 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 88%, 1 strike 11%, 2 strikes 1%, 3 strikes 0%, 4 strikes 0% (§8.7)
e19 allocates 6 volleys at f10, binding; 6 allocations wait for `fire resolve` or the step's end (§8.0)
> next
the fire allocated in this step is resolved: 6 allocations, each on its own (§8.0)
e10's 6 volleys at f09 (Longbow firing at Cavalry, 6 hexes): d100: tens 7 (70-79) = none; supply 18 left (§8.7)
e11's 6 volleys at f09 (Longbow firing at Cavalry, 6 hexes): d100: tens 5 (50-59) = none; supply 18 left (§8.7)
e12's 6 volleys at f09 (Longbow firing at Cavalry, 6 hexes): d100: tens 5 (50-59) = none; supply 18 left (§8.7)
e17's 6 volleys at f10 (Longbow firing at Cavalry, 6 hexes): d100: tens 3 (30-39) = none; supply 18 left (§8.7)
e18's 6 volleys at f10 (Longbow firing at Cavalry, 6 hexes): d100: tens 6 (60-69) = none; supply 18 left (§8.7)
e19's 6 volleys at f10 (Longbow firing at Cavalry, 6 hexes): d100: 10 = 1 strike; supply 18 left (§8.7)
f10 suffers 1 arrow strike, 1 line lost (§8.31, §8.32)
f10 loses 1 line to fire: 3 left (§8.33)
the half of f10 its fugitives fall on: 1-5 the left, 2324, 6-10 the right, 2325 (§8.34, §14.12): 1d10: 4 = 4
placed fugitive9: Fugitive x1 (side French, state new, mounted yes) in 2324
placed dead10: Dead x1 (side French) in 2324
French casualties: 1 (§8.36)
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1)
turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 1, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 8
fugitives on the field: French 1 in 1 marker, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
#! status: 1
