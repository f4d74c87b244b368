#! args: -g spi-agincourt -s historical --seed 1
#! status: 1
# SPI's Agincourt 15.0 and 17.12: a longbow is changed between archer and
# yeoman, and cavalry between normal and charge, as its Movement phase
# begins.  herald takes a flip in the first impulse before the counter
# has moved (the game's order hook); after a move, or in a later
# impulse, the flip is refused and nothing changes.
# 20.13C's volleys (R63) are fired in the English Archery step of
# turn 1, one volley from each longbow in range (as 8.15 then asks).
> flip f09
f09 turns to its charge side: melee 8, mp 2 (§17.11)
> move f09 2406
f09 climbs from level 3 to 4 into 2406: 1 MP more uphill (§7.23)
f09 moves to 2406+2407 (2 of 2 MP spent, §5.2)
> flip f09
error: f09 has already moved this phase: a counter is turned over only as its Movement phase begins, before it moves (§15.0, §17.12)
> flip f10
f10 turns to its charge side: melee 8, mp 2 (§17.11)
> move f10 2424
f10 climbs from level 3 to 4 into 2424: 1 MP more uphill (§7.23)
f10 moves to 2424+2425 (2 of 2 MP spent, §5.2)
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
e11's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 5 (50-59) = none; supply 23 left (§8.7)
e12's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 5 (50-59) = none; supply 23 left (§8.7)
e17's 1 volley at f10 (Longbow firing at Cavalry, 6 hexes): d100: tens 3 (30-39) = none; supply 23 left (§8.7)
e18's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 6 (60-69) = none; supply 23 left (§8.7)
e19's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 1 (10-19) = none; supply 23 left (§8.7)
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> flip f10
error: f10 may be turned over only as its Movement phase begins, in the first impulse; this is impulse 2 (§15.0, §17.12)
> units french cavalry
f09   2406+2407 s   French    Cavalry              Saveuse (charge side: melee 8, mp 2)
f10   2424+2425 s   French    Cavalry              Clignet (charge side: melee 8, mp 2)
f17   0206 s        French    Cavalry              Fauqm
f23   0224 s        French    Cavalry              Brabant
f24   0227 s        French    Cavalry              Laurois
