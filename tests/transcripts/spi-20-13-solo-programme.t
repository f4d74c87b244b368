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
the English longbows in range must fire at least one volley at both front-line cavalry units: f09 (in range of e10), f10 (in range of e17) (§20.13C; reconstructed: R63, this step stands for the volleys before the first French Player-Turn; herald says it but does not hold the step)
> next
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
