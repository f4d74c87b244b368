#! args: --game spi-agincourt --scenario historical --option solo-english --seed 3
# spi-agincourt §13.0, §20.13G: the solitaire programme starts a duel.
# 20.13G says only how the French manner is drawn; herald's rule: in the
# French Leader Combat phase the strongest French leader able to fight
# (the strongest of his hex, stacked with a combat unit he may command,
# his hex not yet fought) challenges the strongest English leader next
# to him who is no stronger than himself.  The Duke of Alencon (fl06,
# rating 5) with his men-at-arms is put next to King Henry V (el1, 5)
# and Erpingham (el4, 2): `programme show` names the duel with el1, el4
# the alternative; `programme` gives it, the English player typing
# Standing Parrying (3) for el1 each round as herald asks, the French
# manner drawn by the d6.  A hex fights once a phase (6.23): asked again,
# the programme gives no other duel.  20.13C's volleys (R63) are fired
# first, one from each longbow in range (8.15).
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
> programme
the programme gives no order now: next goes on
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
> programme show
programme would give: duel fl06 el1 || duel fl06 el4 (§13.0: leaders may fight in single combat; herald's rule: the strongest French leader able to fight challenges the strongest English leader next to him who is no stronger; the English manner is chosen first, the French drawn by the die (§20.13G))
> programme
< 3
< 3
< 3
< 3
< 3
fl06 (strength 5) fights el1 (strength 5) in single combat: at most 5 rounds (§13.0)
English: el1's manner for round 1, (0-5): 3
el1 chose Standing Parrying (3); fl06's manner is drawn: 1d6: 2 = Standing Attacking (2) (§20.13G)
round 1: fl06 Standing Attacking (2), el1 Standing Parrying (3); equal strength, 5 and 5: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
fl06 Superior, cell 2/3: d100: tens 9 (90-99) = none: neither is touched; strengths fl06 5, el1 5 (§13.21)
el1 Superior, cell 3/2: d100: tens 6 (60-69) = none: neither is touched; strengths fl06 5, el1 5 (§13.21)
English: el1's manner for round 2, (0-5): 3
el1 chose Standing Parrying (3); fl06's manner is drawn: 1d6: 4 = Retiring Attacking (4) (§20.13G)
round 2: fl06 Retiring Attacking (4), el1 Standing Parrying (3); equal strength, 5 and 5: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
fl06 Superior, cell 4/3: d100: tens 7 (70-79) = none: neither is touched; strengths fl06 5, el1 5 (§13.21)
el1 Superior, cell 3/4: d100: tens 6 (60-69) = none: neither is touched; strengths fl06 5, el1 5 (§13.21)
English: el1's manner for round 3, (0-5): 3
el1 chose Standing Parrying (3); fl06's manner is drawn: 1d6: 1 = Advancing Parrying (1) (§20.13G)
round 3: fl06 Advancing Parrying (1), el1 Standing Parrying (3); equal strength, 5 and 5: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
fl06 Superior, cell 1/3: d100: 11 = superior: fl06 loses 1; strengths fl06 4, el1 5 (§13.21)
el1 Superior, cell 3/1: d100: tens 8 (80-89) = none: neither is touched; strengths fl06 4, el1 5 (§13.21)
English: el1's manner for round 4, (0-5): 3
el1 chose Standing Parrying (3); fl06's manner is drawn: 1d6: 5 = Retiring Parrying (5) (§20.13G)
round 4: fl06 Retiring Parrying (5), el1 Standing Parrying (3); el1 is the Superior, strength 5 against 4 (§13.13)
el1 Superior, cell 3/5: d100: tens 6 (60-69) = none: neither is touched; strengths fl06 4, el1 5 (§13.21)
English: el1's manner for round 5, (0-5): 3
programme gives: duel fl06 el1 || duel fl06 el4 (§13.0: leaders may fight in single combat; herald's rule: the strongest French leader able to fight challenges the strongest English leader next to him who is no stronger; the English manner is chosen first, the French drawn by the die (§20.13G))
el1 chose Standing Parrying (3); fl06's manner is drawn: 1d6: 4 = Retiring Attacking (4) (§20.13G)
round 5: fl06 Retiring Attacking (4), el1 Standing Parrying (3); el1 is the Superior, strength 5 against 4 (§13.13)
el1 Superior, cell 3/4: d100: tens 5 (50-59) = none: neither is touched; strengths fl06 4, el1 5 (§13.21)
fl06 survives the duel: back to his full strength, 5 (§13.14)
el1 survives the duel: back to his full strength, 5 (§13.14)
the programme's orders: 1 carried out, 0 refused
> programme
the programme gives no order now: next goes on
> next
ended: turn 1 of 60, French Leader Combat phase (§13.0)
now: turn 1 of 60, French Melee phase (§9.0)
