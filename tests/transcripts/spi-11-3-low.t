#! args: --seed 1
#! data: tests/data
# spi-agincourt §11.3 at its first lines: French 9 casualties and English
# 4 lie below the first printed lines (French 10-20, English 5-9): no
# chance, nothing rolled, both armies hold (herald's reading of the blank
# below the table: 0%, reconstructed, said so).  A line lost to fire
# each side's count (§11.1: fire and melee losses are casualties) brings
# them to 10 and 5, the first lines' 3%: at turn 10 French 03 breaks (at
# or under the chance) and English 04 holds (over it).
> new proving-army low seed=1
new game: Proving game (SPI Agincourt's army morale), Army morale at the table's first lines (seed 1)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 12, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 12, Game-Turn Indication phase (§4.0)
now: turn 2 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 2 of 12, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 2 of 12, Game-Turn Indication phase (§4.0)
now: turn 3 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 3 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 3 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 3 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 3 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 3 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 3 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 3 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 3 of 12, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 3 of 12, Game-Turn Indication phase (§4.0)
now: turn 4 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 4 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 4 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 4 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 4 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 4 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 4 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 4 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 4 of 12, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 4 of 12, Game-Turn Indication phase (§4.0)
now: turn 5 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 5 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 5 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 5 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 5 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 5 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 5 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 5 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 5 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 5 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 5 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 5 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 5 of 12, Army Morale Check phase (§11.0)
French army morale, 9 casualties: Army Morale Table (§11.3), casualties 9 (9 or less), French: 0% (reconstructed): no dice (no roll is at or under 0) -> does not happen (§11.3)
the French army holds (§11.0)
English army morale, 4 casualties: Army Morale Table (§11.3), casualties 4 (4 or less), English: 0% (reconstructed): no dice (no roll is at or under 0) -> does not happen (§11.3)
the English army holds (§11.0)
automatic: herald plays the Army Morale Check phase (§11.0) and goes on
ended: turn 5 of 12, Army Morale Check phase (§11.0)
now: turn 5 of 12, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 5 of 12, Game-Turn Indication phase (§4.0)
now: turn 6 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> marker place hit fb lines=1 cause=fire
placed hit1: Hit (lines 1, cause fire) with fb in 1616+1617
removed hit1: Hit (lines 1, cause fire) with fb in 1616+1617
fb loses 1 line to fire: 6 left (§8.33)
the half of fb its fugitives fall on: 1-5 the left, 1616, 6-10 the right, 1617 (§8.34, §14.12): 1d10: 8 = 8
placed fugitive2: Fugitive x1 (side French, state new, mounted no) in 1617
placed dead3: Dead x1 (side French) in 1617
French casualties: 10 (§8.36)
> marker place hit esuf lines=1 cause=melee
placed hit4: Hit (lines 1, cause melee) with esuf in 2018
removed hit4: Hit (lines 1, cause melee) with esuf in 2018
esuf loses 1 line to melee: 3 left (§8.33)
placed fugitive5: Fugitive x1 (side English, state new, mounted no) in 2018
placed dead6: Dead x1 (side English) in 2018
English casualties: 5 (§9.23, §11.1)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 3 units did not move
ended: turn 6 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 6 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 6 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 6 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 6 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 6 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 6 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 6 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 6 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 6 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 6 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 6 of 12, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 6 of 12, Game-Turn Indication phase (§4.0)
now: turn 7 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 7 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 7 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 7 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 7 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 7 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 7 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 7 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 7 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 7 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 7 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 7 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 7 of 12, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 7 of 12, Game-Turn Indication phase (§4.0)
now: turn 8 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 8 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 8 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 8 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 8 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 8 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 8 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 8 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 8 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 8 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 8 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 8 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 8 of 12, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 8 of 12, Game-Turn Indication phase (§4.0)
now: turn 9 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 9 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 9 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 9 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 9 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 9 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 9 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 9 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 9 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 9 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 9 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 9 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 9 of 12, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 9 of 12, Game-Turn Indication phase (§4.0)
now: turn 10 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 10 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 10 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 10 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 10 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 10 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 10 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 10 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 10 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 10 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 10 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
< 0
< 3
< 0
< 4
left undone: 3 units did not move
ended: turn 10 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 10 of 12, Army Morale Check phase (§11.0)
roll d100 for French army morale, 10 casualties: Army Morale Table (§11.3), casualties 10 (10-20), French: 3% or less, the tens die first: 0
roll the ones die for French army morale, 10 casualties: Army Morale Table (§11.3), casualties 10 (10-20), French: 3% or less (tens 0: 01 to 09, or 00 for 100): 3
French army morale, 10 casualties: Army Morale Table (§11.3), casualties 10 (10-20), French: 3%: tens 0, ones 3: 03, at or under 3 -> happens (physical, §11.3)
the French army is demoralized: from its next Movement phase its combat units rout, but for those with a leader who may command them (§11.21, §11.22)
demoralized in turn 10: the game ends with turn 11, 1 turn after it (§20.11)
fb has no leader with it who may command it: it is routed (§11.21, §11.22)
roll d100 for English army morale, 5 casualties: Army Morale Table (§11.3), casualties 5 (5-9), English: 3% or less, the tens die first: 0
roll the ones die for English army morale, 5 casualties: Army Morale Table (§11.3), casualties 5 (5-9), English: 3% or less (tens 0: 01 to 09, or 00 for 100): 4
English army morale, 5 casualties: Army Morale Table (§11.3), casualties 5 (5-9), English: 3%: tens 0, ones 4: 04, over 3 -> does not happen (physical, §11.3)
the English army holds (§11.0)
automatic: herald plays the Army Morale Check phase (§11.0) and goes on
ended: turn 10 of 11, Army Morale Check phase (§11.0)
now: turn 10 of 11, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 10 of 11, Game-Turn Indication phase (§4.0)
now: turn 11 of 11, French Movement and Archery phase, impulse 1 of 3 (§5.0)
routed, toward the north edge: fb must turn to face n and flee (§11.21)
> status
Proving game (SPI Agincourt's army morale), Army morale at the table's first lines
turn 11 of 11, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which came in turn 10: the game ends with turn 11
units eliminated: French 0, English 0
casualties: French 10, English 5 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
demoralized: French 1, English 0 (§11.2)
dice: manual (seed 1); orders: 63
fugitives on the field: French 1 in 1 marker, English 1 in 1 marker (§14)
army morale: the French army is demoralized, 1 unit routed (fb) (§11.2, §11.21); no check comes before the game ends (§11.0)
