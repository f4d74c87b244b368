#! args: --seed 1
#! data: tests/data
# spi-agincourt §20.0: when the game ends herald declares the level of
# victory reached (src/victory.h, after the game's game_end hooks): 349 :
# 200 read down to 1.74, a Marginal English Victory (reconstructed: V1),
# the English the winner.  The result is the replay's: undo takes it
# back with the order that ended the game, redo brings it again.  A game
# ending with no points on either side is a Draw (reconstructed: V3),
# with no winner.
> new proving-victory close
new game: Proving game (victory by points ratio), English 349 : French 200 (seed 1)
> next
left undone: 4 units did not move
ended: turn 1 of 1, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 1, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 1 of 1, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 1, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 1 of 1, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 1, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 1, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 1, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 1, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 1, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 1, English Movement and Archery phase, impulse 3 of 3 (§5.0)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 1, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 1, Game-Turn Indication phase (§4.0)
the game is over: turn 1 of 1 has ended (§4.0)
Winner: English (Marginal English Victory: English 349 : French 200 points, ratio 1.74 : 1, read down to the hundredth (§20.0; reconstructed: SPI's Agincourt: victory, V1: 20.0: the ratio read down to the hundredth))
> status
Proving game (victory by points ratio), English 349 : French 200
the game is over: English won in turn 1 of 1
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 1)
result: English won: Marginal English Victory: English 349 : French 200 points, ratio 1.74 : 1, read down to the hundredth (§20.0; reconstructed: SPI's Agincourt: victory, V1: 20.0: the ratio read down to the hundredth)
units eliminated: French 0, English 0
casualties: French 349, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 50, English 0 (§20.14)
demoralized: French 0, English 0 (§11.2)
victory points:
  English 349: French casualties 349 x 1 = 349 (§20.24), ransom of French leaders captured 0 x 1 = 0 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 200: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 50 x 4 = 200 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Marginal English Victory: English 349 : French 200 points, ratio 1.74 : 1, read down to the hundredth (§20.0; reconstructed: SPI's Agincourt: victory, V1: 20.0: the ratio read down to the hundredth)
dice: auto (seed 1); orders: 6
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: no check comes before the game ends (§11.0)
> undo
undone: next
> status
Proving game (victory by points ratio), English 349 : French 200
turn 1 of 1, English Movement and Archery phase, impulse 3 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 1)
units eliminated: French 0, English 0
casualties: French 349, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 50, English 0 (§20.14)
demoralized: French 0, English 0 (§11.2)
victory points:
  English 349: French casualties 349 x 1 = 349 (§20.24), ransom of French leaders captured 0 x 1 = 0 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 200: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 50 x 4 = 200 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Marginal English Victory: English 349 : French 200 points, ratio 1.74 : 1, read down to the hundredth (§20.0; reconstructed: SPI's Agincourt: victory, V1: 20.0: the ratio read down to the hundredth)
dice: auto (seed 1); orders: 5
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: no check comes before the game ends (§11.0)
> redo
redone: next
> status
Proving game (victory by points ratio), English 349 : French 200
the game is over: English won in turn 1 of 1
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 1)
result: English won: Marginal English Victory: English 349 : French 200 points, ratio 1.74 : 1, read down to the hundredth (§20.0; reconstructed: SPI's Agincourt: victory, V1: 20.0: the ratio read down to the hundredth)
units eliminated: French 0, English 0
casualties: French 349, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 50, English 0 (§20.14)
demoralized: French 0, English 0 (§11.2)
victory points:
  English 349: French casualties 349 x 1 = 349 (§20.24), ransom of French leaders captured 0 x 1 = 0 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 200: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 50 x 4 = 200 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Marginal English Victory: English 349 : French 200 points, ratio 1.74 : 1, read down to the hundredth (§20.0; reconstructed: SPI's Agincourt: victory, V1: 20.0: the ratio read down to the hundredth)
dice: auto (seed 1); orders: 6
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: no check comes before the game ends (§11.0)
> new proving-victory none
new game: Proving game (victory by points ratio), No points yet (seed 1)
> next
left undone: 4 units did not move
ended: turn 1 of 1, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 1, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 1 of 1, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 1, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 1 of 1, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 1, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 1, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 1, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 1, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 1, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 1, English Movement and Archery phase, impulse 3 of 3 (§5.0)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 1, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 1, Game-Turn Indication phase (§4.0)
the game is over: turn 1 of 1 has ended (§4.0)
Result: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
> status
Proving game (victory by points ratio), No points yet
the game is over: a draw in turn 1 of 1
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 1)
result: a draw: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
units eliminated: French 0, English 0
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
demoralized: French 0, English 0 (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.24), ransom of French leaders captured 0 x 1 = 0 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 0: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 0 x 4 = 0 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: auto (seed 1); orders: 6
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: no check comes before the game ends (§11.0)
