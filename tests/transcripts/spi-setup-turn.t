#! args: --seed 7 --empty
# SPI's Agincourt (1978), 4.0: the sequence of play, a whole Game-Turn of
# the historical scenario. Each side's Fugitive Movement (herald plays
# it, 14.2), Movement and Archery in three impulses with the other side's
# archery after each (5.0, 5.12, 8.0), Morale (10.0), Leader Combat
# (13.0), Melee (9.0) and the Fatigue Morale phase of 2.0 and 9.22 that
# 4.0's outline leaves out; then the Army Morale Check stage, every fifth
# Game-Turn (4.0 C, 11.0), and the Game-Turn Indication stage (4.0 D).
# The rules of most phases come in later parts: they say so.
# 20.13C's volleys (R63) are fired in the English Archery step of
# turn 1, one volley from each longbow in range (as 8.15 then asks).
> new spi-agincourt historical seed=7
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 1: only the front-line cavalry moves, charging at its full allowance toward the English line; turn it to its charge side before it moves (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1) (seed 7)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1)
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
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
dice: auto (seed 7); orders: 0
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
French lines advancing (§20.13D, §20.13E): front-cavalry; the first-line must move forward from Game-Turn 2
owed the English volleys of §20.13C (a longbow in range, none fired at it yet): f09, f10
# 17.12, 20.13D: the front-line cavalry turn to their charge side (melee
# 8, 2 MP an impulse, 3.33) and charge. The ground is muddy (20.13B:
# clear 1 MP) and 2406 is a level above 2306 (+1 uphill, 7.23): the
# impulse's whole allowance. The two stand in one hexrow, 23xx, and move
# as a line, spending the same MP (5.31).
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
> show f09
f09: Saveuse
  French Cavalry
  melee 8 lines 4 rating 0 ransom 0 mp 2 arrows 0 rof 0 range 0
  side: charge (its back; normal side: melee 4, mp 1)
  position: 2406+2407 s
  terrain: Clear
  this turn: moved 1 hex, 2 of 2 MP spent, finished
  characteristics: Burgundian (black), French front-line cavalry, position L
  lines left: 4 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 23 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
# 5.0: another unit has moved since, so f09 is finished for this
# impulse; 5.12: its allowance is spent anyway.
> move f09 2507
error: f09 cannot move: f09 has finished its move: each unit finishes before another moves (§5.0)
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
the English longbows in range must fire at least one volley at both front-line cavalry units: f09 (in range of e10), f10 (in range of e17) (§20.13C; reconstructed: R63, this step stands for the volleys before the first French Player-Turn, and may not end while a longbow can still fire at one not fired at)
> fire e10 1 f09
e10 at f09: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e10 allocates 1 volley at f09, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire e11 1 f09
e11 at f09: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e11 allocates 1 volley at f09, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e12 1 f09
e12 at f09: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e12 allocates 1 volley at f09, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e17 1 f10
e17 at f10: Longbow firing at Cavalry, range 6 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 98%, 1 strike 2%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e17 allocates 1 volley at f10, binding; 4 allocations wait for `fire resolve` or the step's end (§8.0)
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
e11's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 2 (20-29) = none; supply 23 left (§8.7)
e12's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 8 (80-89) = none; supply 23 left (§8.7)
e17's 1 volley at f10 (Longbow firing at Cavalry, 6 hexes): d100: tens 9 (90-99) = none; supply 23 left (§8.7)
e18's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 9 (90-99) = none; supply 23 left (§8.7)
e19's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 8 (80-89) = none; supply 23 left (§8.7)
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
# Impulse 2: the allowance is back (5.12: it never carries over), and
# 5.0's "finished" starts again: f09 moving first does not finish f10,
# which moved in impulse 1.
> move f09 2507
f09 moves to 2507+2508 (1 of 2 MP spent, §5.2)
# 17.22: charging, it spends its whole allowance before f10 moves.
> move f09 2607
f09 moves to 2607+2608 (2 of 2 MP spent, §5.2)
# 5.31, 17.24, 17.26: a unit moving in line may not pivot, nor may a
# charging one (the charge is named first).
> face f10 ese
error: f10 is charging: a charge goes straight on, neither turning nor pivoting (§17.24, §17.26)
> move f10 2525
f10 moves to 2525+2526 (1 of 2 MP spent, §5.2)
> move f10 2625
f10 moves to 2625+2626 (2 of 2 MP spent, §5.2)
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
# Impulse 3: the charge goes on, the whole allowance (17.22), the line
# keeping pace (5.31); f09 and f10 moved in this phase (4.0 Morale
# Phase b counts them), so 42 did not.
> move f09 2707
f09 climbs from level 4 to 5 into 2707: 1 MP more uphill (§7.23)
f09 moves to 2707+2708 (2 of 2 MP spent, §5.2)
> move f10 2725
f10 climbs from level 4 to 5 into 2725: 1 MP more uphill (§7.23)
f10 moves to 2725+2726 (2 of 2 MP spent, §5.2)
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 60, French Morale phase (§10.0)
f09 checks morale: it moved this turn (§10.0, once)
f09's morale: no points, no roll (§10.0)
f10 checks morale: it moved this turn (§10.0, once)
f10's morale: no points, no roll (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, French Leader Combat phase (§13.0)
now: turn 1 of 60, French Melee phase (§9.0)
> next
ended: turn 1 of 60, French Melee phase (§9.0)
now: turn 1 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, French Fatigue Morale phase (§9.22)
now: turn 1 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, English Fugitive Movement phase (§14.2)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
# The English Player-Turn. 5.21: a leader refaces for 1 MP.
> face el1 ene
el1 turns to face ene (1 of 1 MP spent, §5.2)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, English Morale phase (§10.0)
now: turn 1 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, English Leader Combat phase (§13.0)
now: turn 1 of 60, English Melee phase (§9.0)
> next
ended: turn 1 of 60, English Melee phase (§9.0)
now: turn 1 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 60, Game-Turn Indication phase (§4.0)
now: turn 2 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 60, French Fugitive Movement phase (§14.2)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 2: the front-line cavalry charges on and the first line must move forward (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
# The English Fatigue Morale phase ends the English Player-Turn; the Army
# Morale Check stage comes in turns 5, 10, 15 ... (4.0 C), and the
# Game-Turn Indication stage (4.0 D) turns the marker to turn 2.
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1)
turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
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
dice: auto (seed 7); orders: 33
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
cavalry charges: f09 charging, its second Movement phase in a row; f10 charging, its second Movement phase in a row (§17.23)
French lines advancing (§20.13D, §20.13E): front-cavalry, first-line; the archers must move forward from Game-Turn 3
#! status: 1
