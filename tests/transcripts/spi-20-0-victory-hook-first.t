#! args: --seed 1
#! data: tests/data
# spi-agincourt §20.0 (src/victory.h): the core declares the level of
# victory by points only where no result stands: here the scenario's
# game_end hook declares the French the winner as the game ends, and the
# 349 : 200 points (a Marginal English Victory) declare nothing after it;
# status still shows where the points stand.
> new proving-victory declared
new game: Proving game (victory by points ratio), A result declared by a hook (seed 1)
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
Winner: French (by the scenario's own hook)
> status
Proving game (victory by points ratio), A result declared by a hook
the game is over: French won in turn 1 of 1
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 1)
result: French won: by the scenario's own hook
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
