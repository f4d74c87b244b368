#! args: --game spi-agincourt --scenario free-deployment --seed 3
# spi-agincourt §13.22, §13.12, §10.3: a "(c)" result captures at once.
# The manners are typed in the order, in the open (13.13's finger count):
# 5:5, both Retiring Parrying, at equal strength two rolls on cell 5/5
# (superior captured 01-20, inferior captured 21-35).  fl06 Superior:
# 25, el1 captured; el1 Superior: 50, none.  King Henry V is taken: his
# ransom, 10, counts for the French (rules: capture: value: ransom,
# 20.24), he leaves the map and 10.3's news of his capture begins.
> place f13 2814 s
placed f13 (Alencon) in 2814+2815 s
> place fl06 2814
placed fl06 (Duke of Alencon) in 2814 s
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
> duel fl06 el1 5:5
< 25
< 50
fl06 (strength 5) fights el1 (strength 5) in single combat: at most 5 rounds (§13.0)
round 1: fl06 Retiring Parrying (5), el1 Retiring Parrying (5) chosen in secret, shown together; equal strength, 5 and 5: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
roll d100 for the duel of fl06 and el1, fl06 superior, cell 5/5, the tens die first: 25
fl06 Superior, cell 5/5: d100: 25 = inferior captured (physical): el1 is captured at once; strengths fl06 5, el1 5 (captured) (§13.22)
roll d100 for the duel of fl06 and el1, el1 superior, cell 5/5, the tens die first: 50
el1 Superior, cell 5/5: d100: 50 = none (physical): neither is touched; strengths fl06 5, el1 5 (captured) (§13.21)
el1 is captured by fl06 and taken from the map; ransom of leaders captured: French 10 (+10) (§13.22)
fl06 survives the duel: back to his full strength, 5 (§13.14)
King Henry V has been taken in 2915: the news spreads over the next four English Morale phases (§10.3)
> show el1
el1: Henry V
  English Leader
  melee 0 lines 0 rating 5 ransom 10 mp 1 arrows 0 rof 0 range 0
  position: eliminated
  characteristics: English (red)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  retreating with fugitives: no (§12.33)
  engaged in melee: no (§9.21)
