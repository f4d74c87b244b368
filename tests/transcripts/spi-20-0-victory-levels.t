#! args: --seed 1
#! data: tests/data
# spi-agincourt §20.0: the level of victory by the ratio of the English
# points to the French, read in hundredths (src/victory.h).  English 175 :
# French 100 is exactly 1.75, a Substantial English Victory; 349 : 200
# is 1.745, read down to 1.74, a Marginal English Victory (reconstructed:
# V1); 11 : 15 is 0.733, read 0.73, a Decisive French Victory (0.74 or
# less), with §20.34's four points an English unit exited; 0 : 0 is a
# Draw (reconstructed: V3).
> new proving-victory exact
new game: Proving game (victory by points ratio), English 175 : French 100 (seed 1)
> status
Proving game (victory by points ratio), English 175 : French 100
turn 1 of 1, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 1)
units eliminated: French 0, English 0
casualties: French 175, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 25, English 0 (§20.14)
demoralized: French 0, English 0 (§11.2)
victory points:
  English 175: French casualties 175 x 1 = 175 (§20.24), ransom of French leaders captured 0 x 1 = 0 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 100: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 25 x 4 = 100 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Substantial English Victory: English 175 : French 100 points, ratio 1.75 : 1 (§20.0)
dice: auto (seed 1); orders: 0
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: no check comes before the game ends (§11.0)
> new proving-victory close
new game: Proving game (victory by points ratio), English 349 : French 200 (seed 1)
> status
Proving game (victory by points ratio), English 349 : French 200
turn 1 of 1, French Movement and Archery phase, impulse 1 of 3 (§5.0)
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
dice: auto (seed 1); orders: 0
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: no check comes before the game ends (§11.0)
> new proving-victory exits
new game: Proving game (victory by points ratio), English exits (seed 1)
> status
Proving game (victory by points ratio), English exits
turn 1 of 1, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 1)
units eliminated: French 0, English 0
casualties: French 0, English 0 (§11.1)
fugitives captured: French 4, English 3 (§20.14)
leaders captured: French 0, English 0 (§20.14)
demoralized: French 0, English 0 (§11.2)
victory points:
  English 11: French casualties 0 x 1 = 0 (§20.24), ransom of French leaders captured 0 x 1 = 0 (§20.24), French fugitives captured 3 x 1 = 3 (§20.24), English units exited off the north edge 2 x 4 = 8 (§20.34)
  French 15: English line steps lost 1 x 7 = 7 (§20.14), ransom of English leaders captured 0 x 4 = 0 (§20.14), English fugitives captured 4 x 2 = 8 (§20.14)
victory now: Decisive French Victory: English 11 : French 15 points, ratio 0.73 : 1, read down to the hundredth (§20.0; reconstructed: SPI's Agincourt: victory, V1: 20.0: the ratio read down to the hundredth)
dice: auto (seed 1); orders: 0
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: no check comes before the game ends (§11.0)
> new proving-victory none
new game: Proving game (victory by points ratio), No points yet (seed 1)
> status
Proving game (victory by points ratio), No points yet
turn 1 of 1, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 1)
units eliminated: French 0, English 0
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
demoralized: French 0, English 0 (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.24), ransom of French leaders captured 0 x 1 = 0 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 0: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 0 x 4 = 0 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: auto (seed 1); orders: 0
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: no check comes before the game ends (§11.0)
