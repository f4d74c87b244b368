#! args: --seed 1
#! data: tests/data
# spi-agincourt §11.0, §11.2, §20.11: every fifth Game-Turn, after both
# Player-Turns, each army checks its morale on the Army Morale Table
# (§11.3) by its casualties (§11.1): the French with 34 (the 31-40 line,
# 12%) and the English with 12 (10-15, 7%).  The dice are typed in: the
# tens die first, the ones die only when the decade is split (§3.8).
# French tens 1, ones 2: 12, at or under 12: the French army is
# demoralized, the end event comes (the game ends with turn 6, §20.11)
# and its combat units with no leader who may command them are routed at
# once (§11.21, §11.22: Alencon stands with Orleans and is not).  English
# 08, over 7: the English army holds.
> new proving-army check seed=1
new game: Proving game (SPI Agincourt's army morale), Army morale check (seed 1)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 4 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 4 units did not move
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
left undone: 4 units did not move
ended: turn 2 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 2 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 4 units did not move
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
left undone: 4 units did not move
ended: turn 3 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 3 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 4 units did not move
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
left undone: 4 units did not move
ended: turn 4 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 4 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 4 units did not move
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
left undone: 4 units did not move
ended: turn 5 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 5 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 5 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 5 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 4 units did not move
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
< 1
< 2
< 0
< 8
left undone: 3 units did not move
ended: turn 5 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 5 of 12, Army Morale Check phase (§11.0)
roll d100 for French army morale, 34 casualties: Army Morale Table (§11.3), casualties 34 (31-40), French: 12% or less, the tens die first: 1
roll the ones die for French army morale, 34 casualties: Army Morale Table (§11.3), casualties 34 (31-40), French: 12% or less (tens 1: 10 to 19): 2
French army morale, 34 casualties: Army Morale Table (§11.3), casualties 34 (31-40), French: 12%: tens 1, ones 2: 12, at or under 12 -> happens (physical, §11.3)
the French army is demoralized: from its next Movement phase its combat units rout, but for those with a leader who may command them (§11.21, §11.22)
demoralized in turn 5: the game ends with turn 6, 1 turn after it (§20.11)
fb has no leader with it who may command it: it is routed (§11.21, §11.22)
fv has no leader with it who may command it: it is routed (§11.21, §11.22)
roll d100 for English army morale, 12 casualties: Army Morale Table (§11.3), casualties 12 (10-15), English: 7% or less, the tens die first: 0
roll the ones die for English army morale, 12 casualties: Army Morale Table (§11.3), casualties 12 (10-15), English: 7% or less (tens 0: 01 to 09, or 00 for 100): 8
English army morale, 12 casualties: Army Morale Table (§11.3), casualties 12 (10-15), English: 7%: tens 0, ones 8: 08, over 7 -> does not happen (physical, §11.3)
the English army holds (§11.0)
automatic: herald plays the Army Morale Check phase (§11.0) and goes on
ended: turn 5 of 6, Army Morale Check phase (§11.0)
now: turn 5 of 6, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 5 of 6, Game-Turn Indication phase (§4.0)
now: turn 6 of 6, French Movement and Archery phase, impulse 1 of 3 (§5.0)
routed, toward the north edge: fb must turn to face n and flee (§11.21)
> status
Proving game (SPI Agincourt's army morale), Army morale check
turn 6 of 6, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which came in turn 5: the game ends with turn 6
units eliminated: French 0, English 0
casualties: French 34, English 12 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
demoralized: French 1, English 0 (§11.2)
dice: manual (seed 1); orders: 31
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the French army is demoralized, 2 units routed (fb, fv) (§11.2, §11.21); no check comes before the game ends (§11.0)
> show fa
fa: Alencon
  French Men-at-Arms
  melee 4 lines 4 rating 0 mp 1 arrows 0
  position: 1614 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac
  lines left: 4 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
> show fb
fb: Bar
  French Men-at-Arms
  melee 4 lines 7 rating 0 mp 1 arrows 0
  position: 1616+1617 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Burgundian
  lines left: 7 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: yes (§11.21)
# turn 6, the last: Bar is routed and may only flee (§11.21)
> move fb 1716
error: fb is routed and flees toward the north edge, one hexrow a step, directly away from the enemy, never into Woods or a combat unit's hex: from 1616+1617 it flees to 1516+1517 or 1517+1518, not 1716 (§11.21)
#! status: 1
