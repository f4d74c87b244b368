#! args: -g spi-agincourt -s historical --seed 2
#! status: 1
# spi-agincourt §20.13C: no volley is owed at a front-line cavalry unit
# no longbow has in range (R63).  Clignet (f10) is set up out of range,
# in 2024+2025 (a set-up 20.13A would refuse, here only to test it), and
# charges to 2124+2125, eight hexes and more from every longbow: only
# Saveuse (f09) is named, and once the longbows in range have fired at
# it (8.15: all of them) the step ends with Clignet never fired at.
> place f10 2024 s
placed f10 (Clignet) in 2024+2025 s
> flip f09
f09 turns to its charge side: melee 8, mp 2 (§17.11)
> flip f10
f10 turns to its charge side: melee 8, mp 2 (§17.11)
> move f09 2407
f09 climbs from level 3 to 4 into 2406: 1 MP more uphill (§7.23)
f09 moves to 2406+2407 (2 of 2 MP spent, §5.2)
> move f10 2124
f10 climbs from level 2 to 3 into 2124: 1 MP more uphill (§7.23)
f10 moves to 2124+2125 (2 of 2 MP spent, §5.2)
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
the English longbows in range must fire at least one volley at both front-line cavalry units: f09 (in range of e10) (§20.13C; reconstructed: R63, this step stands for the volleys before the first French Player-Turn, and may not end while a longbow can still fire at one not fired at)
> next
error: the step may not end yet: the English longbows in range must fire at least one volley at both front-line cavalry units before the first French Player-Turn: f09, not fired at yet, is in range and sight of e10, e11, e12 (fire e10 1 f09; fire e11 1 f09; fire e12 1 f09) (§20.13C; reconstructed: R63, this step stands for those volleys)
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
> next
the fire allocated in this step is resolved: 3 allocations, each on its own (§8.0)
e10's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 1 (10-19) = none; supply 23 left (§8.7)
e11's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 7 (70-79) = none; supply 23 left (§8.7)
e12's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 1 (10-19) = none; supply 23 left (§8.7)
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
