#! args: --game spi-agincourt --scenario historical --option solo-english --seed 3
#! status: 1
# spi-agincourt §20.13G: a leader duel played solitaire.  The English
# player chooses King Henry's manner first, in the open; the French
# manner is drawn by a d6, a 6 standing for Advancing Attacking (0).
# The Duke of Alencon (fl06) with his men-at-arms is put next to the
# King; herald plays the French by the programme (`programme` in each
# French step) through turn 1 to the English Leader Combat phase, where
# the English player challenges.  Dice typed in: round 1, el1 chooses 3
# (Standing Parrying), the d6 shows 6: fl06 Advancing Attacking (0); at
# equal strength two rolls (13.12).  An order that gives a pair where
# the French manner is drawn is refused.
# 20.13C's volleys (R63) are fired in the English Archery step of
# turn 1, one volley from each longbow in range (as 8.15 then asks).
# In the French Leader Combat phase `programme` is not asked: it would
# start a duel of its own (spi-20-13g-programme-duel.t's).
> place f13 2814 s
placed f13 (Alencon) in 2814+2815 s
> place fl06 2814
placed fl06 (Duke of Alencon) in 2814 s
> programme
programme gives: flip f09 (§20.13D: the front-line cavalry charges)
f09 turns to its charge side: melee 8, mp 2 (§17.11)
programme gives: move f09 2406 || move f09 2405 || move f09 2407 || move f09 2305 (charge: toward the English line at its full allowance (§20.13D); herald's rule: straight ahead, else the first open hex toward the English line, else along its column)
f09 climbs from level 3 to 4 into 2406: 1 MP more uphill (§7.23)
f09 moves to 2406+2407 (2 of 2 MP spent, §5.2)
programme gives: flip f10 (§20.13D: the front-line cavalry charges)
f10 turns to its charge side: melee 8, mp 2 (§17.11)
programme gives: move f10 2424 || move f10 2423 || move f10 2425 || move f10 2323 || hold f10 2 (charge: toward the English line at its full allowance (§20.13D); herald's rule: straight ahead, else the first open hex toward the English line, else along its column)
f10 climbs from level 3 to 4 into 2424: 1 MP more uphill (§7.23)
f10 moves to 2424+2425 (2 of 2 MP spent, §5.2)
the programme's orders: 4 carried out, 0 refused
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
> programme
the programme gives no order now: next goes on
> fire e14 1 f13
e14 at f13: Longbow firing at Men-at-Arms, range 1 hex, 1 volley (at most 3 at this range, supply 24 left) (§8.7)
at 1 hex the rate of fire is halved, to 3 (§8.43)
chances: 0 strikes 83%, 1 strike 17%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e14 allocates 1 volley at f13, binding; 7 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e15 1 f13
e15 at f13: Longbow firing at Men-at-Arms, range 1 hex, 1 volley (at most 3 at this range, supply 24 left) (§8.7)
at 1 hex the rate of fire is halved, to 3 (§8.43)
chances: 0 strikes 83%, 1 strike 17%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e15 allocates 1 volley at f13, binding; 8 allocations wait for `fire resolve` or the step's end (§8.0)
> next
the fire allocated in this step is resolved: 8 allocations, each on its own (§8.0)
e10's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 6 (60-69) = none; supply 23 left (§8.7)
e11's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 6 (60-69) = none; supply 23 left (§8.7)
e12's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 2 (20-29) = none; supply 23 left (§8.7)
e14's 1 volley at f13 (Longbow firing at Men-at-Arms, 1 hex): d100: tens 5 (50-59) = none; supply 23 left (§8.7)
e15's 1 volley at f13 (Longbow firing at Men-at-Arms, 1 hex): d100: tens 4 (40-49) = none; supply 23 left (§8.7)
e17's 1 volley at f10 (Longbow firing at Cavalry, 6 hexes): d100: tens 3 (30-39) = none; supply 23 left (§8.7)
e18's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 2 (20-29) = none; supply 23 left (§8.7)
e19's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 7 (70-79) = none; supply 23 left (§8.7)
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> programme
programme gives: move f09 2506 || move f09 2507 || move f09 2505 || move f09 2405 (charge: toward the English line at its full allowance (§20.13D); herald's rule: straight ahead, else the first open hex toward the English line, else along its column)
f09 moves to 2506+2507 (1 of 2 MP spent, §5.2)
programme gives: move f09 2606 || move f09 2605 || move f09 2607 || move f09 2505 (charge: toward the English line at its full allowance (§20.13D); herald's rule: straight ahead, else the first open hex toward the English line, else along its column)
f09 moves to 2606+2607 (2 of 2 MP spent, §5.2)
programme gives: move f10 2524 || move f10 2525 || move f10 2523 || move f10 2423 || hold f10 2 (charge: toward the English line at its full allowance (§20.13D); herald's rule: straight ahead, else the first open hex toward the English line, else along its column)
f10 moves to 2524+2525 (1 of 2 MP spent, §5.2)
programme gives: move f10 2624 || move f10 2623 || move f10 2625 || move f10 2523 || hold f10 1 (charge: toward the English line at its full allowance (§20.13D); herald's rule: straight ahead, else the first open hex toward the English line, else along its column)
f10 moves to 2624+2625 (2 of 2 MP spent, §5.2)
the programme's orders: 4 carried out, 0 refused
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> programme
the programme gives no order now: next goes on
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> programme
programme gives: move f09 2706 || move f09 2707 || move f09 2705 || move f09 2605 (charge: toward the English line at its full allowance (§20.13D); herald's rule: straight ahead, else the first open hex toward the English line, else along its column)
f09 climbs from level 4 to 5 into 2706: 1 MP more uphill (§7.23)
f09 moves to 2706+2707 (2 of 2 MP spent, §5.2)
programme gives: move f10 2724 || move f10 2725 || move f10 2723 || move f10 2623 || hold f10 2 (charge: toward the English line at its full allowance (§20.13D); herald's rule: straight ahead, else the first open hex toward the English line, else along its column)
f10 climbs from level 4 to 5 into 2724: 1 MP more uphill (§7.23)
f10 moves to 2724+2725 (2 of 2 MP spent, §5.2)
the programme's orders: 2 carried out, 0 refused
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> programme
the programme gives no order now: next goes on
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 60, French Morale phase (§10.0)
f09 checks morale: it moved this turn (§10.0, once)
f09's morale: no points, no roll (§10.0)
f10 checks morale: it moved this turn (§10.0, once)
f10's morale: no points, no roll (§10.0)
f13 checks morale: it will melee (§10.0, once)
f13's morale: 5 points, one roll on the 5 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
f13's morale, roll 1 of 1, the 5 line, column "all other units: 2nd or 1st": 30% (reconstructed): tens 9 (90-99, all over 30) -> does not happen (§10.4)
f13's morale check: no roll of 1 happened, no line lost (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, French Leader Combat phase (§13.0)
now: turn 1 of 60, French Melee phase (§9.0)
> programme
programme gives: attack f13 -> e02 || attack f13 -> e14 || attack f13 -> e15 (§9.31: it must attack; herald's rule: the first English unit next to it (by id) that it may attack)
attack: Alencon (f13) strength 4, +5 leader's Melee Rating (§9.11) = 9
defence: King (e02) strength 5, +5 leader's Melee Rating (§9.11), -2 crowded by friendly combat units (§9.13) = 8
differential 9 - 8 = +1; King (e02) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
the melee on e02: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
the programme's orders: 1 carried out, 0 refused
> next
ended: turn 1 of 60, French Melee phase (§9.0)
now: turn 1 of 60, French Fatigue Morale phase (§9.22)
e02 checks morale: it defended in the melee (§9.22, §10.0)
e02's morale: 2 points, one roll on the 2 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  friendly units crowding it: 2, 2 points (§10.5, 3.7)
e02's morale, roll 1 of 1, the 2 line, column "all other units: 2nd or 1st": 0%: no dice (no roll is at or under 0) -> does not happen (§10.4)
e02's morale check: no roll of 1 happened, no line lost (§10.21, 10.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, French Fatigue Morale phase (§9.22)
now: turn 1 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, English Fugitive Movement phase (§14.2)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> programme
the programme gives no order now: next goes on
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> programme
the programme gives no order now: next goes on
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> programme
the programme gives no order now: next goes on
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> programme
the programme gives no order now: next goes on
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> programme
the programme gives no order now: next goes on
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> programme
the programme gives no order now: next goes on
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, English Morale phase (§10.0)
now: turn 1 of 60, English Leader Combat phase (§13.0)
> duel el1 fl06 3:0
error: fl06's manner is drawn by the die (§20.13G): give el1's manner alone for each round, not a pair
> dice manual
dice: manual: herald will ask for each roll the rules call for
> duel el1 fl06 3 0 5 1 2
< 6
< 50
< 95
< 1
< 40
< 3
< 91
< 92
< 4
< 93
< 94
< 5
< 95
< 96
el1 (strength 5) fights fl06 (strength 5) in single combat: at most 5 rounds (§13.0)
roll 1d6 for fl06's manner (§20.13G): 6
el1 chose Standing Parrying (3); fl06's manner is drawn: 1d6: 6 (physical) = Advancing Attacking (0) (§20.13G)
round 1: el1 Standing Parrying (3), fl06 Advancing Attacking (0); equal strength, 5 and 5: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
roll d100 for the duel of el1 and fl06, el1 superior, cell 3/0, the tens die first: 50
el1 Superior, cell 3/0: d100: 50 = inferior (physical): fl06 loses 1; strengths el1 5, fl06 4 (§13.21)
roll d100 for the duel of el1 and fl06, fl06 superior, cell 0/3, the tens die first: 95
fl06 Superior, cell 0/3: d100: 95 = none (physical): neither is touched; strengths el1 5, fl06 4 (§13.21)
roll 1d6 for fl06's manner (§20.13G): 1
el1 chose Advancing Attacking (0); fl06's manner is drawn: 1d6: 1 (physical) = Advancing Parrying (1) (§20.13G)
round 2: el1 Advancing Attacking (0), fl06 Advancing Parrying (1); el1 is the Superior, strength 5 against 4 (§13.13)
roll d100 for the duel of el1 and fl06, el1 superior, cell 0/1, the tens die first: 40
el1 Superior, cell 0/1: d100: 40 = superior (physical): el1 loses 1; strengths el1 4, fl06 4 (§13.21)
roll 1d6 for fl06's manner (§20.13G): 3
el1 chose Retiring Parrying (5); fl06's manner is drawn: 1d6: 3 (physical) = Standing Parrying (3) (§20.13G)
round 3: el1 Retiring Parrying (5), fl06 Standing Parrying (3); equal strength, 4 and 4: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
roll d100 for the duel of el1 and fl06, el1 superior, cell 5/3, the tens die first: 91
el1 Superior, cell 5/3: d100: 91 = none (physical): neither is touched; strengths el1 4, fl06 4 (§13.21)
roll d100 for the duel of el1 and fl06, fl06 superior, cell 3/5, the tens die first: 92
fl06 Superior, cell 3/5: d100: 92 = none (physical): neither is touched; strengths el1 4, fl06 4 (§13.21)
roll 1d6 for fl06's manner (§20.13G): 4
el1 chose Advancing Parrying (1); fl06's manner is drawn: 1d6: 4 (physical) = Retiring Attacking (4) (§20.13G)
round 4: el1 Advancing Parrying (1), fl06 Retiring Attacking (4); equal strength, 4 and 4: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
roll d100 for the duel of el1 and fl06, el1 superior, cell 1/4, the tens die first: 93
el1 Superior, cell 1/4: d100: 93 = none (physical): neither is touched; strengths el1 4, fl06 4 (§13.21)
roll d100 for the duel of el1 and fl06, fl06 superior, cell 4/1, the tens die first: 94
fl06 Superior, cell 4/1: d100: 94 = none (physical): neither is touched; strengths el1 4, fl06 4 (§13.21)
roll 1d6 for fl06's manner (§20.13G): 5
el1 chose Standing Attacking (2); fl06's manner is drawn: 1d6: 5 (physical) = Retiring Parrying (5) (§20.13G)
round 5: el1 Standing Attacking (2), fl06 Retiring Parrying (5); equal strength, 4 and 4: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
roll d100 for the duel of el1 and fl06, el1 superior, cell 2/5, the tens die first: 95
el1 Superior, cell 2/5: d100: 95 = none (physical): neither is touched; strengths el1 4, fl06 4 (§13.21)
roll d100 for the duel of el1 and fl06, fl06 superior, cell 5/2, the tens die first: 96
fl06 Superior, cell 5/2: d100: 96 = none (physical): neither is touched; strengths el1 4, fl06 4 (§13.21)
el1 survives the duel: back to his full strength, 5 (§13.14)
fl06 survives the duel: back to his full strength, 5 (§13.14)
