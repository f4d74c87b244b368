#! args: --game spi-agincourt --scenario king-harrys-folly --seed 1
# Played in King Harry's Folly (20.3): the historical set-up and muddy ground (20.33A), with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge).
# spi-agincourt §9.22, §10.0: in the Fatigue Morale phase after a Melee
# phase, each unit that defended in it checks its morale, whether or not
# it could attack itself; herald plays the phase.  Eu (f05) attacks the
# Royal Guard (e15) at +1, a 0 on the Melee CRT (no die, §9.5), which
# still makes e15 a defender: it checks with its 2 points (the two
# longbows crowding it, §10.5, §3.7), 0% on the 2 line of its column (no
# die).  The King's Own beside it was not attacked and does not check.
# (Eu itself checked in the French Morale phase before, as it would
# melee, §10.0; the engine's dice, seed 1.)
> place f05 2815 s
placed f05 (Eu) in 2815+2816 s
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
f05 checks morale: it will melee (§10.0, once)
f05's morale: 5 points, one roll on the 5 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
f05's morale, roll 1 of 1, the 5 line, column "all other units: 2nd or 1st": 30% (reconstructed): tens 7 (70-79, all over 30) -> does not happen (§10.4)
f05's morale check: no roll of 1 happened, no line lost (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, French Leader Combat phase (§13.0)
now: turn 1 of 60, French Melee phase (§9.0)
> attack f05 -> e15
e15 turns to its yeoman side: melee 2, mp 1 (§15.0)
attack: Eu (f05) strength 4 = 4
defence: Royal Gd. (e15) on its yeoman side strength 2 (§15.0), +3 leader's Melee Rating (§9.11), -2 crowded by friendly combat units (§9.13) = 3
differential 4 - 3 = +1; Royal Gd. (e15) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
the melee on e15: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> next
ended: turn 1 of 60, French Melee phase (§9.0)
now: turn 1 of 60, French Fatigue Morale phase (§9.22)
e15 checks morale: it defended in the melee (§9.22, §10.0)
e15's morale: 2 points, one roll on the 2 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  friendly units crowding it: 2, 2 points (§10.5, 3.7)
e15's morale, roll 1 of 1, the 2 line, column "all other units: 2nd or 1st": 0%: no dice (no roll is at or under 0) -> does not happen (§10.4)
e15's morale check: no roll of 1 happened, no line lost (§10.21, 10.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, French Fatigue Morale phase (§9.22)
now: turn 1 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, English Fugitive Movement phase (§14.2)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
