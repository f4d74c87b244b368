#! args: -g spi-agincourt -s historical --seed 1
#! status: 1
# SPI's Agincourt 20.13D, Game-Turn 1 of the historical scenario: only
# the front-line cavalry (f09 Saveuse, f10 Clignet) may move, and it must
# charge at its full allowance toward the English line.  A battle of the
# first line (f01), an archer (f27), a leader (the Constable, fl01: "only
# the cavalry", reconstructed R63) and a turn in place (face) are refused
# with the section; the cavalry may not move on its normal side, nor may
# the impulse end before it has turned to its charge side.  Turned, it
# charges a hex up the slope (2 MP: level 3 to 4, 7.23).  A refused
# order changes nothing (status: orders 0 before the flips).
> move f01 1106
error: f01 may not move on Game-Turn 1: in the first French Player-Turn only the front-line cavalry (f09, f10) moves (§20.13D)
> move f27 0912
error: f27 may not move on Game-Turn 1: in the first French Player-Turn only the front-line cavalry (f09, f10) moves (§20.13D)
> move fl01 1112
error: fl01 may not move on Game-Turn 1: in the first French Player-Turn only the front-line cavalry (f09, f10) moves (§20.13D)
> face f03 se
error: f03 may not move on Game-Turn 1: in the first French Player-Turn only the front-line cavalry (f09, f10) moves (§20.13D)
> move f09 2407
error: f09 must charge on Game-Turn 1: turn it to its charge side first (flip f09) (§20.13D)
> next
error: the impulse may not end yet: f09 must charge on Game-Turn 1: turn it to its charge side (flip f09) and charge its full allowance toward the English line (§20.13D)
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
dice: auto (seed 1); orders: 0
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
French lines advancing (§20.13D, §20.13E): front-cavalry; the first-line must move forward from Game-Turn 2
owed the English volleys of §20.13C (a longbow in range, none fired at it yet): f09, f10
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
