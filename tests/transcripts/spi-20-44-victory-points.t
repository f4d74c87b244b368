#! args: --game spi-agincourt --scenario open-field --seed 1
# spi-agincourt §20.44 (Open Field of Battle): status shows the victory
# points with the terms that make them: the French 2 for each English
# line step lost (morale's too), 2 times the ransom of each English
# leader captured, 1 for each English fugitive captured; the English 1
# for each French casualty, each point of ransom of a French leader
# captured, each French fugitive captured (no points for exits here).
# No points at the start: 0 : 0, a Draw (§20.0; reconstructed: V3).
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), Open Field of Battle (20.4)
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.41): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.44), ransom of French leaders captured 0 x 1 = 0 (§20.44), French fugitives captured 0 x 1 = 0 (§20.44)
  French 0: English line steps lost 0 x 2 = 0 (§20.44), ransom of English leaders captured 0 x 2 = 0 (§20.44), English fugitives captured 0 x 1 = 0 (§20.44)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: auto (seed 1); orders: 0
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
