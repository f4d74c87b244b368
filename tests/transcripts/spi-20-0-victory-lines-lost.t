#! args: --seed 1
#! data: tests/data
# spi-agincourt §20.14: the French score 7 for each English line step
# lost, "including line step losses due to Morale": every line loss
# (spi_line_loss: fire, melee and morale alike) counts in the English
# lines_lost; the English score each French casualty (§20.24), which only
# fire and melee make (§11.1).  York loses a line to morale, Suffolk one
# to fire: French 14; Alencon loses 2 to melee: English 2.  2 : 14 is
# 0.14, a Decisive French Victory (§20.0).
> new proving-victory none
new game: Proving game (victory by points ratio), No points yet (seed 1)
> marker place hit eyork lines=1 cause=morale
placed hit1: Hit (lines 1, cause morale) with eyork in 2014
removed hit1: Hit (lines 1, cause morale) with eyork in 2014
eyork loses 1 line to morale: 3 left (§8.33)
placed fugitive2: Fugitive x1 (side English, state new, mounted no) in 2014
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
> marker place hit esuf lines=1 cause=fire
placed hit3: Hit (lines 1, cause fire) with esuf in 2018
removed hit3: Hit (lines 1, cause fire) with esuf in 2018
esuf loses 1 line to fire: 3 left (§8.33)
placed fugitive4: Fugitive x1 (side English, state new, mounted no) in 2018
placed dead5: Dead x1 (side English) in 2018
English casualties: 1 (§8.36)
> marker place hit fa lines=2 cause=melee
placed hit6: Hit (lines 2, cause melee) with fa in 1614
removed hit6: Hit (lines 2, cause melee) with fa in 1614
fa loses 2 lines to melee: 2 left (§8.33)
placed fugitive7: Fugitive x2 (side French, state new, mounted no) in 1614
placed dead8: Dead x2 (side French) in 1614
French casualties: 2 (§9.23, §11.1)
> status
Proving game (victory by points ratio), No points yet
turn 1 of 1, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 1)
units eliminated: French 0, English 0
casualties: French 2, English 1 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
demoralized: French 0, English 0 (§11.2)
victory points:
  English 2: French casualties 2 x 1 = 2 (§20.24), ransom of French leaders captured 0 x 1 = 0 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 14: English line steps lost 2 x 7 = 14 (§20.14), ransom of English leaders captured 0 x 4 = 0 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Decisive French Victory: English 2 : French 14 points, ratio 0.14 : 1, read down to the hundredth (§20.0; reconstructed: SPI's Agincourt: victory, V1: 20.0: the ratio read down to the hundredth)
dice: auto (seed 1); orders: 3
fugitives on the field: French 2 in 1 marker, English 2 in 2 markers (§14)
army morale: no check comes before the game ends (§11.0)
