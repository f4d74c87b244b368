#! args: -g spi-agincourt -s historical --seed 1
#! status: 1
# SPI's Agincourt 15.0 and 17.12: a longbow is changed between archer and
# yeoman, and cavalry between normal and charge, as its Movement phase
# begins.  herald takes a flip in the first impulse before the counter
# has moved (the game's order hook); after a move, or in a later
# impulse, the flip is refused and nothing changes.
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
the English longbows in range must fire at least one volley at both front-line cavalry units: f09 (in range of e10), f10 (in range of e17) (§20.13C; reconstructed: R63, this step stands for the volleys before the first French Player-Turn; herald says it but does not hold the step)
> next
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
