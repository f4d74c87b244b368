#! args: --game spi-agincourt --scenario free-deployment --seed 3
# spi-agincourt §13.3, reconstructed cell L1: the Leader Combat Results
# Table's cell for the Superior's Standing Parrying (3) against the
# Inferior's Retiring Parrying (5) prints "both 01-05" and "inferior
# 01(c)10", spans that overlap.  herald reads 01-05 as both reduced and
# 06-10 as the Inferior captured, and says so where that cell decides.
# The Duke of York (el2, rating 4, with the Duke's men-at-arms in 2911)
# against the Duke of Alencon (fl06, 5, with f13 in 2810+2811): fl06 is
# the Superior.  Round 1, 3:5: 03, both lose one (4 and 3,
# reconstructed); round 2, 3:5 again: 07, York captured (reconstructed),
# his ransom 6 to the French.
> place f13 2810 s
placed f13 (Alencon) in 2810+2811 s
> place fl06 2810
placed fl06 (Duke of Alencon) in 2810 s
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
f13 checks morale: it will melee (§10.0, once)
f13's morale: 5 points, one roll on the 5 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
f13's morale, roll 1 of 1, the 5 line, column "all other units: 2nd or 1st": 30% (reconstructed): tens 6 (60-69, all over 30) -> does not happen (§10.4)
f13's morale check: no roll of 1 happened, no line lost (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> duel fl06 el2 3:5 3:5
< 03
< 07
fl06 (strength 5) fights el2 (strength 4) in single combat: at most 5 rounds (§13.0)
round 1: fl06 Standing Parrying (3), el2 Retiring Parrying (5) chosen in secret, shown together; fl06 is the Superior, strength 5 against 4 (§13.13)
roll d100 for the duel of fl06 and el2, fl06 superior, cell 3/5, the tens die first: 03
fl06 Superior, cell 3/5: d100: 03 = both (physical): both lose 1; strengths fl06 4, el2 3 (reconstructed) (§13.21)
round 2: fl06 Standing Parrying (3), el2 Retiring Parrying (5) chosen in secret, shown together; fl06 is the Superior, strength 4 against 3 (§13.13)
roll d100 for the duel of fl06 and el2, fl06 superior, cell 3/5, the tens die first: 07
fl06 Superior, cell 3/5: d100: 07 = inferior captured (physical): el2 is captured at once; strengths fl06 4, el2 3 (captured) (reconstructed) (§13.22)
el2 is captured by fl06 and taken from the map; ransom of leaders captured: French 6 (+6) (§13.22)
fl06 survives the duel: back to his full strength, 5 (§13.14)
