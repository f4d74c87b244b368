#! args: --seed 1
#! data: tests/data
# spi-agincourt §11.1: line losses to archery fire and melee (which make
# Dead) are casualties on the army's track; those to unit morale (which
# make only Fugitives) are not.  The check scenario starts at French 34.
> new proving-army check seed=1
new game: Proving game (SPI Agincourt's army morale), Army morale check (seed 1)
> marker place hit fb lines=2 cause=fire
placed hit1: Hit (lines 2, cause fire) with fb in 1616+1617
removed hit1: Hit (lines 2, cause fire) with fb in 1616+1617
fb loses 2 lines to fire: 5 left (§8.33)
the half of fb its fugitives fall on: 1-5 the left, 1616, 6-10 the right, 1617 (§8.34, §14.12): 1d10: 8 = 8
placed fugitive2: Fugitive x2 (side French, state new, mounted no) in 1617
placed dead3: Dead x2 (side French) in 1617
French casualties: 36 (§8.36)
> marker place hit fa lines=1 cause=melee
placed hit4: Hit (lines 1, cause melee) with fa in 1614
removed hit4: Hit (lines 1, cause melee) with fa in 1614
fa loses 1 line to melee: 3 left (§8.33)
placed fugitive5: Fugitive x1 (side French, state new, mounted no) in 1614
placed dead6: Dead x1 (side French) in 1614
French casualties: 37 (§9.23, §11.1)
> marker place hit fv lines=1 cause=morale
placed hit7: Hit (lines 1, cause morale) with fv in 1612
removed hit7: Hit (lines 1, cause morale) with fv in 1612
fv loses 1 line to morale: 3 left (§8.33)
placed fugitive8: Fugitive x1 (side French, state new, mounted no) in 1612
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
> status
Proving game (SPI Agincourt's army morale), Army morale check
turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 12)
units eliminated: French 0, English 0
casualties: French 37, English 12 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
demoralized: French 0, English 0 (§11.2)
dice: auto (seed 1); orders: 3
fugitives on the field: French 4 in 3 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
