#! args: -g spi-agincourt -s historical --seed 1
#! status: 1
# spi-agincourt §20.13C, binding (reconstructed: R63): before the first
# French Player-Turn the English longbows in range must fire at least
# one volley at both front-line cavalry units.  herald's English Archery
# step after French impulse 1 of Game-Turn 1 stands for those volleys,
# and it may not end while a longbow can still fire at a front-line
# cavalry unit none has fired at: `next` is refused, naming each unit
# owed, the longbows that can fire at it and the rule.  Lancashire (e10)
# fires at Saveuse (f09): Clignet (f10) is still owed; W.Cntry (e17)
# fires at Clignet: nothing is owed, and 8.15 then has every longbow
# with a target in range fire too; then the step ends.
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
> next
error: the step may not end yet: the English longbows in range must fire at least one volley at both front-line cavalry units before the first French Player-Turn: f09, not fired at yet, is in range and sight of e10, e11, e12 (fire e10 1 f09; fire e11 1 f09; fire e12 1 f09); f10, not fired at yet, is in range and sight of e17, e18, e19 (fire e17 1 f10; fire e18 1 f10; fire e19 1 f10) (§20.13C; reconstructed: R63, this step stands for those volleys)
> fire e10 1 f09
e10 at f09: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e10 allocates 1 volley at f09, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> next
error: the step may not end yet: the English longbows in range must fire at least one volley at both front-line cavalry units before the first French Player-Turn: f10, not fired at yet, is in range and sight of e17, e18, e19 (fire e17 1 f10; fire e18 1 f10; fire e19 1 f10) (§20.13C; reconstructed: R63, this step stands for those volleys)
> fire e17 1 f10
e17 at f10: Longbow firing at Cavalry, range 6 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 98%, 1 strike 2%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e17 allocates 1 volley at f10, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
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
dice: auto (seed 1); orders: 7
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
cavalry charges: f09 charging, its first Movement phase in a row; f10 charging, its first Movement phase in a row (§17.23)
French lines advancing (§20.13D, §20.13E): front-cavalry; the first-line must move forward from Game-Turn 2
> next
error: e11 must fire too: once one unit fires, every fire unit with an enemy in range must; f09 is in range: fire e11 N f09 (§8.15; reconstructed: those able to fire now; see doc/reconstructions.md A4)
> fire e11 1 f09
e11 at f09: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e11 allocates 1 volley at f09, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e12 1 f09
e12 at f09: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e12 allocates 1 volley at f09, binding; 4 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e18 1 f10
e18 at f10: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e18 allocates 1 volley at f10, binding; 5 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e19 1 f10
e19 at f10: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e19 allocates 1 volley at f10, binding; 6 allocations wait for `fire resolve` or the step's end (§8.0)
> next
the fire allocated in this step is resolved: 6 allocations, each on its own (§8.0)
e10's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 7 (70-79) = none; supply 23 left (§8.7)
e11's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 5 (50-59) = none; supply 23 left (§8.7)
e12's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 5 (50-59) = none; supply 23 left (§8.7)
e17's 1 volley at f10 (Longbow firing at Cavalry, 6 hexes): d100: tens 3 (30-39) = none; supply 23 left (§8.7)
e18's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 6 (60-69) = none; supply 23 left (§8.7)
e19's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 1 (10-19) = none; supply 23 left (§8.7)
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
