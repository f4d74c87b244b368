#! args: --seed 1
# spi-agincourt §8.0, §8.15, §20.13C, §20.13D in the game itself: the two
# French front-line cavalry (f09 Saveuse, f10 Clignet) set up within
# longbow range of English longbows.  On Game-Turn 1 they alone move,
# and charge (20.13D): turned to their charge side (2 MP an impulse,
# 3.33) each climbs a hex (level 3 to 4, 7.23).  20.13C's volleys come
# before the first French Player-Turn; herald's sequence has no English
# fire before the first French impulse, so it names the cavalry owed
# volleys as the English Archery after that impulse begins (reconstructed:
# R63), and status says which are still owed.  Lancashire (e10) allocates
# 6 volleys at Saveuse; the step may not end while Clignet is owed a
# volley a longbow can still fire (R63); once one has fired at each,
# every longbow with a target in range must fire too (8.15: Cheshire,
# Norfolk at Saveuse; W.Cntry, Lincoln, Suffolk at Clignet); `next`
# resolves the step's fire.
> new spi-agincourt historical seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 1: only the front-line cavalry moves, charging at its full allowance toward the English line; turn it to its charge side before it moves (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1) (seed 1)
> flip f09
f09 turns to its charge side: melee 8, mp 2 (§17.11)
> flip f10
f10 turns to its charge side: melee 8, mp 2 (§17.11)
> move f09 2407
f09 climbs from level 3 to 4 into 2406: 1 MP more uphill (§7.23)
f09 moves to 2406+2407 (2 of 2 MP spent, §5.2)
> move f10 2425
f10 climbs from level 3 to 4 into 2424: 1 MP more uphill (§7.23)
f10 moves to 2424+2425 (2 of 2 MP spent, §5.2)
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
the English longbows in range must fire at least one volley at both front-line cavalry units: f09 (in range of e10), f10 (in range of e17) (§20.13C; reconstructed: R63, this step stands for the volleys before the first French Player-Turn, and may not end while a longbow can still fire at one not fired at)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1)
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.14, §20.24), ransom of French leaders captured 0 x 1 = 0 (§20.14, §20.24), French fugitives captured 0 x 1 = 0 (§20.14, §20.24)
  French 0: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 0 x 4 = 0 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: auto (seed 1); orders: 5
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
cavalry charges: f09 charging, its first Movement phase in a row; f10 charging, its first Movement phase in a row (§17.23)
French lines advancing (§20.13D, §20.13E): front-cavalry; the first-line must move forward from Game-Turn 2
owed the English volleys of §20.13C (a longbow in range, none fired at it yet): f09, f10
> odds fire e19 6 f10
e19 at f10: Longbow firing at Cavalry, range 5 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 69%, 1 strike 27%, 2 strikes 4%, 3 strikes 0%, 4 strikes 0% (§8.7)
> fire e10 6 f09
e10 at f09: Longbow firing at Cavalry, range 5 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 69%, 1 strike 27%, 2 strikes 4%, 3 strikes 0%, 4 strikes 0% (§8.7)
e10 allocates 6 volleys at f09, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> next
error: the step may not end yet: the English longbows in range must fire at least one volley at both front-line cavalry units before the first French Player-Turn: f10, not fired at yet, is in range and sight of e17, e18, e19 (fire e17 1 f10; fire e18 1 f10; fire e19 1 f10) (§20.13C; reconstructed: R63, this step stands for those volleys)
> fire e11 6 f09
e11 at f09: Longbow firing at Cavalry, range 5 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 69%, 1 strike 27%, 2 strikes 4%, 3 strikes 0%, 4 strikes 0% (§8.7)
e11 allocates 6 volleys at f09, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e12 6 f09
e12 at f09: Longbow firing at Cavalry, range 5 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 69%, 1 strike 27%, 2 strikes 4%, 3 strikes 0%, 4 strikes 0% (§8.7)
e12 allocates 6 volleys at f09, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e17 6 f10
e17 at f10: Longbow firing at Cavalry, range 6 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 88%, 1 strike 11%, 2 strikes 1%, 3 strikes 0%, 4 strikes 0% (§8.7)
e17 allocates 6 volleys at f10, binding; 4 allocations wait for `fire resolve` or the step's end (§8.0)
> next
error: e18 must fire too: once one unit fires, every fire unit with an enemy in range must; f10 is in range: fire e18 N f10 (§8.15; reconstructed: those able to fire now; see doc/reconstructions.md A4)
> fire e18 6 f10
e18 at f10: Longbow firing at Cavalry, range 5 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 69%, 1 strike 27%, 2 strikes 4%, 3 strikes 0%, 4 strikes 0% (§8.7)
e18 allocates 6 volleys at f10, binding; 5 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e19 6 f10
e19 at f10: Longbow firing at Cavalry, range 5 hexes, 6 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 69%, 1 strike 27%, 2 strikes 4%, 3 strikes 0%, 4 strikes 0% (§8.7)
e19 allocates 6 volleys at f10, binding; 6 allocations wait for `fire resolve` or the step's end (§8.0)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1)
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.14, §20.24), ransom of French leaders captured 0 x 1 = 0 (§20.14, §20.24), French fugitives captured 0 x 1 = 0 (§20.14, §20.24)
  French 0: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 0 x 4 = 0 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: auto (seed 1); orders: 11
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
cavalry charges: f09 charging, its first Movement phase in a row; f10 charging, its first Movement phase in a row (§17.23)
French lines advancing (§20.13D, §20.13E): front-cavalry; the first-line must move forward from Game-Turn 2
> next
the fire allocated in this step is resolved: 6 allocations, each on its own (§8.0)
e10's 6 volleys at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 7 (70-79) = none; supply 18 left (§8.7)
e11's 6 volleys at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 5 (50-59) = none; supply 18 left (§8.7)
e12's 6 volleys at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 5 (50-59) = none; supply 18 left (§8.7)
e17's 6 volleys at f10 (Longbow firing at Cavalry, 6 hexes): d100: tens 3 (30-39) = none; supply 18 left (§8.7)
e18's 6 volleys at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 6 (60-69) = none; supply 18 left (§8.7)
e19's 6 volleys at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 1 (10-19) = 1 strike; supply 18 left (§8.7)
f10 suffers 1 arrow strike, 1 line lost (§8.31, §8.32)
f10 loses 1 line to fire: 3 left (§8.33)
the half of f10 its fugitives fall on: 1-5 the left, 2424, 6-10 the right, 2425 (§8.34, §14.12): 1d10: 1 = 1
placed fugitive9: Fugitive x1 (side French, state new, mounted yes) in 2424
placed dead10: Dead x1 (side French) in 2424
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
victory points:
  English 1: French casualties 1 x 1 = 1 (§20.14, §20.24), ransom of French leaders captured 0 x 1 = 0 (§20.14, §20.24), French fugitives captured 0 x 1 = 0 (§20.14, §20.24)
  French 0: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 0 x 4 = 0 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Decisive English Victory: English 1 : French 0 points, no ratio (no French points) (§20.0; reconstructed: SPI's Agincourt: victory, V2: 20.0: English points against none)
dice: auto (seed 1); orders: 12
fugitives on the field: French 1 in 1 marker, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
cavalry charges: f09 charging, its first Movement phase in a row; f10 charging, its first Movement phase in a row (§17.23)
French lines advancing (§20.13D, §20.13E): front-cavalry; the first-line must move forward from Game-Turn 2
#! status: 1
