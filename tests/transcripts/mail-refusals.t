#! args: -g spi-agincourt -s free-deployment --seed 3 -o mail
#! data: tests/data
# Issue 16 and spi-agincourt §13.13: the orders of play by mail refused,
# each saying the form expected, the game unchanged.  A game by mail
# takes no order before its herald has a seat; verify needs files that
# are there; manner and reveal answer only a duel that waits; seat only
# in a game started with the mail option; undo takes one --agreed.
> seat
no seat: this herald is no player's yet (seat SIDE)
> manner 2
error: manner is an order of the Leader Combat phase (§13.0); now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> pledge french 12ab
error: this game is played by mail: say first whose herald this is (seat SIDE); the other player's orders come in his turn files (turn import FILE)
> place f13 2814 s
error: this game is played by mail: say first whose herald this is (seat SIDE); the other player's orders come in his turn files (turn import FILE)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2)
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.21): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: Play by mail: a herald a player, turn files signed, duel manners sealed (§13.13)
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.24), ransom of French leaders captured 0 x 1 = 0 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24)
  French 0: English line steps lost 0 x 4 = 0 (§20.24), ransom of English leaders captured 0 x 4 = 0 (§20.24), English fugitives captured 0 x 2 = 0 (§20.24)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: herald's, from both players' dice chains (French: not pledged yet; English: not pledged yet); orders: 0
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
> verify
error: too few arguments: expected verify <file>...
> verify /nonexistent.turn
NOT VERIFIED: /nonexistent.turn (file 1 of 1): /nonexistent.turn: No such file or directory
error: /nonexistent.turn does not verify
> new spi-agincourt free-deployment seed=3
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2) (seed 3)
> seat french
error: this game is not played by mail: start it with "new ... +mail" in both heralds
> place f13 2814 s
placed f13 (Alencon) in 2814+2815 s
> place fl06 2814
placed fl06 (Duke of Alencon) in 2814 s
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 60, French Morale phase (§10.0)
f13 checks morale: it will melee (§10.0, once)
f13's morale: 5 points, one roll on the 5 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
f13's morale, roll 1 of 1, the 5 line, column "all other units: 2nd or 1st": 30% (reconstructed): tens 6 (60-69, all over 30) -> does not happen (§10.4)
f13's morale check: no roll of 1 happened, no line lost (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> manner 9
error: expected a manner from 0 to 5 or its name, not "9" (help duel lists them)
> manner 2
error: no duel waits for a manner: a duel by mail begins with duel LEADER ENEMY
> manner standing parrying
error: no duel waits for a manner: a duel by mail begins with duel LEADER ENEMY
> reveal
error: no duel waits for a manner: a duel by mail begins with duel LEADER ENEMY
> reveal now
error: too many arguments: expected reveal
> undo --agreed --agreed
error: expected how many orders to undo (1 to 10000), not "--agreed"
> undo 1 2
error: usage: undo [count] [--agreed]
#! status: 1
