#! args: -g spi-agincourt --empty --seed 1
# SPI's Agincourt 17.22, 17.24, 17.26, 17.27, 17.25: cavalry turned to its
# charge side as its Movement phase begins charges: it goes straight on,
# neither turning nor pivoting; never through a hex of fugitives; each
# impulse it spends its whole allowance (2 MP) unless it has charged into
# an enemy unit, and the impulse may not end (nor another unit move, 5.0)
# while a straight step it could still pay for is open; a charge into a
# hex of Dead is marked for a morale check at the impulse's end.  (The
# empty board is dry: clear costs 1/2 MP; columns 21-23 are level 3, 24
# level 4, a step up costs 1 MP more.)
> place f17 2120 s
placed f17 (Fauqm) in 2120 s
> place f23 2125 s
placed f23 (Brabant) in 2125 s
> place e10 2325 n
placed e10 (Lancashire) in 2325 n
> marker place fugitive 2220 size=1 side=french
placed fugitive1: Fugitive x1 (side French, state new, mounted no) in 2220
> marker place dead 2319 size=1 side=english
placed dead2: Dead x1 (side English) in 2319
> flip f17
f17 turns to its charge side: melee 6, mp 2 (§17.11)
> flip f23
f23 turns to its charge side: melee 6, mp 2 (§17.11)
> face f17 ese
error: f17 is charging: a charge goes straight on, neither turning nor pivoting (§17.24, §17.26)
> move f17 2220
error: f17 is charging and may not charge through 2220, where there are fugitives (§17.27)
> move f17 2219
f17 moves to 2219 (0.5 of 2 MP spent, §5.0)
> next
error: the impulse may not end yet: f17 is charging: it must spend its whole allowance, 2 MP an impulse (0.5 spent), unless it has charged into an enemy unit (§17.22); 2319 is open straight ahead
> move f23 2225
error: f17 is charging: it must spend its whole allowance, 2 MP an impulse (0.5 spent), unless it has charged into an enemy unit (§17.22); 2319 is open straight ahead; it finishes its charge before f23 moves (§5.0)
> move f17 2319
f17 moves to 2319 (1 of 2 MP spent, §5.0)
f17 has charged into 2319, where the Dead lie: it checks morale at the end of the impulse (§17.25)
> move f17 2419
error: f17 cannot move: step 1 (2319 to 2419): entering 2419 costs 1.5 MP but f17 has 1 of 2 left (§5.0)
> next
error: the impulse may not end yet: f23 is charging: it must spend its whole allowance, 2 MP an impulse (0 spent), unless it has charged into an enemy unit (§17.22); 2224 is open straight ahead
> move f23 2225
f23 moves to 2225 (0.5 of 2 MP spent, §5.0)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), empty board
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 10
fugitives on the field: French 1 in 1 marker, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
cavalry charges: f17 charging, its first Movement phase in a row; f23 charging, its first Movement phase in a row (§17.23)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
f17 checks morale: it charged into a Dead marker this impulse (§17.25)
f17's morale: 2 points, one roll on the 2 line of the Unit Morale Table (§10.4), column "Fr. archers, 3rd Battle: 1st (5th)" (§10.0)
  own Fugitives within 2 hexes (per point): 1, 2 points (§10.5)
f17's morale, roll 1 of 1, the 2 line, column "Fr. archers, 3rd Battle: 1st (5th)": 7%: tens 7 (70-79, all over 7) -> does not happen (§10.4)
f17's morale check: no roll of 1 happened, no line lost (§10.21, 10.22)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
# impulse 2: f23 has charged into e10 and may stop
> move f17 2418
f17 climbs from level 3 to 4 into 2418: 1 MP more uphill (§7.23)
f17 moves to 2418 (1.5 of 2 MP spent, §5.0)
> next
error: the impulse may not end yet: f17 is charging: it must spend its whole allowance, 2 MP an impulse (1.5 spent), unless it has charged into an enemy unit (§17.22); 2518 is open straight ahead
#! status: 1
