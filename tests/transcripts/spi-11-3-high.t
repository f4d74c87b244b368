#! args: --seed 1
#! data: tests/data
# spi-agincourt §11.3 at its last lines: the French with 100 casualties
# read the last printed line (91-100, 51%); the English with 51 are past
# the last printed English line (41-50, 43%), where the book leaves the
# 51% line blank: herald's reconstructed line (51-60, 51%) says so.
# French 51 breaks (at or under 51), English 52 holds (over it).  The
# scenario ends as King Harry's Folly does (20.31): with the fourth turn
# after the demoralization, turn 9.
> new proving-army high seed=1
new game: Proving game (SPI Agincourt's army morale), Army morale past the table's last lines (seed 1)
> dice manual
dice: manual: herald will ask for each roll the rules call for
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
< 5
< 1
< 5
< 2
left undone: 3 units did not move
ended: turn 5 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 5 of 12, Army Morale Check phase (§11.0)
roll d100 for French army morale, 100 casualties: Army Morale Table (§11.3), casualties 100 (91-100), French: 51% or less, the tens die first: 5
roll the ones die for French army morale, 100 casualties: Army Morale Table (§11.3), casualties 100 (91-100), French: 51% or less (tens 5: 50 to 59): 1
French army morale, 100 casualties: Army Morale Table (§11.3), casualties 100 (91-100), French: 51%: tens 5, ones 1: 51, at or under 51 -> happens (physical, §11.3)
the French army is demoralized: from its next Movement phase its combat units rout, but for those with a leader who may command them (§11.21, §11.22)
demoralized in turn 5: the game ends with turn 9, 4 turns after it (§20.31)
fb has no leader with it who may command it: it is routed (§11.21, §11.22)
roll d100 for English army morale, 51 casualties: Army Morale Table (§11.3), casualties 51 (51-60), English: 51% or less, the tens die first: 5
roll the ones die for English army morale, 51 casualties: Army Morale Table (§11.3), casualties 51 (51-60), English: 51% or less (tens 5: 50 to 59): 2
English army morale, 51 casualties: Army Morale Table (§11.3), casualties 51 (51-60), English: 51% (reconstructed): tens 5, ones 2: 52, over 51 -> does not happen (physical, §11.3)
the English army holds (§11.0)
automatic: herald plays the Army Morale Check phase (§11.0) and goes on
ended: turn 5 of 9, Army Morale Check phase (§11.0)
now: turn 5 of 9, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 5 of 9, Game-Turn Indication phase (§4.0)
now: turn 6 of 9, French Movement and Archery phase, impulse 1 of 3 (§5.0)
routed, toward the north edge: fb must turn to face n and flee (§11.21)
> status
Proving game (SPI Agincourt's army morale), Army morale past the table's last lines
turn 6 of 9, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.31): 4 turns after demoralized, which came in turn 5: the game ends with turn 9
units eliminated: French 0, English 0
casualties: French 100, English 51 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
demoralized: French 1, English 0 (§11.2)
dice: manual (seed 1); orders: 31
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the French army is demoralized, 1 unit routed (fb) (§11.2, §11.21); no check comes before the game ends (§11.0)
