#! args: --game spi-agincourt --scenario historical --option solo-english --seed 5
# spi-agincourt §20.0, §20.13D-E played solitaire (the optional rule
# solo-english): herald gives the French orders by the programme.  On
# Game-Turn 1 only the front-line cavalry moves, and it charges (20.13D):
# `programme` flips f09 and f10 to their charge sides and moves each its
# full allowance toward the English line, one open hex at a time, each
# order with its rule and herald's own rule where 20.13 leaves a choice
# (the first open hex toward the English line).  Every other French unit
# is held (20.13D).  Each programme order is an order of its own: in the
# log, undone one at a time.  The English then fire as 20.13C asks, and
# in impulse 2 the programme moves the charging cavalry on.  Without
# solo-english the same scenario's programme gives nothing (spi-20-13-no-solo.t).
# 20.13C's volleys (R63) are fired in the English Archery step of
# turn 1, one volley from each longbow in range (as 8.15 then asks).
> programme show
programme would give: flip f09 (§20.13D: the front-line cavalry charges)
programme would give: flip f10 (§20.13D: the front-line cavalry charges)
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
> log
game spi-agincourt, scenario historical, seed 5
   1  flip f09
   2  move f09 2406
   3  flip f10
   4  move f10 2424
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
e10's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 2 (20-29) = none; supply 23 left (§8.7)
e11's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 6 (60-69) = none; supply 23 left (§8.7)
e12's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 6 (60-69) = none; supply 23 left (§8.7)
e17's 1 volley at f10 (Longbow firing at Cavalry, 6 hexes): d100: tens 8 (80-89) = none; supply 23 left (§8.7)
e18's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 5 (50-59) = none; supply 23 left (§8.7)
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
> units f09
f09   2606+2607 s   French    Cavalry              Saveuse (charge side: melee 8, mp 2)
> units f10
f10   2624+2625 s   French    Cavalry              Clignet (charge side: melee 8, mp 2)
