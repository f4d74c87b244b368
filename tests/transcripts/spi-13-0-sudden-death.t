#! args: --game spi-agincourt --scenario free-deployment --seed 3
# spi-agincourt §13.0 sudden death: both leaders captured in one round
# fight sudden-death rounds at equal strength until only one is.  Round
# 1, 5:5 at equal strength (cell 5/5, 21-35 inferior captured): fl06
# Superior 25, el1 captured; el1 Superior 30, fl06 captured.  Both:
# sudden death, each at strength 1 (reconstructed, L2: one loss
# captures).  Sudden-death round 1, 0:0 (cell 0/0: 01-35 superior,
# 36-45 both, 46-90 inferior): fl06 Superior 95, none; el1 Superior
# tens 5, inferior: fl06 loses his last point and is captured; el1 is
# not.  The English count fl06's ransom, 8.
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
> duel fl06 el1 5:5 0:0
< 25
< 30
< 95
< 5
fl06 (strength 5) fights el1 (strength 5) in single combat: at most 5 rounds (§13.0)
round 1: fl06 Retiring Parrying (5), el1 Retiring Parrying (5) chosen in secret, shown together; equal strength, 5 and 5: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
roll d100 for the duel of fl06 and el1, fl06 superior, cell 5/5, the tens die first: 25
fl06 Superior, cell 5/5: d100: 25 = inferior captured (physical): el1 is captured at once; strengths fl06 5, el1 5 (captured) (§13.22)
roll d100 for the duel of fl06 and el1, el1 superior, cell 5/5, the tens die first: 30
el1 Superior, cell 5/5: d100: 30 = inferior captured (physical): fl06 is captured at once; strengths fl06 5 (captured), el1 5 (captured) (§13.22)
both are captured in the same round: sudden death, both at strength 1, until only one is (reconstructed) (§13.0)
sudden-death round 1: fl06 Advancing Attacking (0), el1 Advancing Attacking (0) chosen in secret, shown together; equal strength, 1 and 1: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
roll d100 for the duel of fl06 and el1, fl06 superior, cell 0/0, the tens die first: 95
fl06 Superior, cell 0/0: d100: 95 = none (physical): neither is touched; strengths fl06 1, el1 1 (§13.21)
roll d100 for the duel of fl06 and el1, el1 superior, cell 0/0, the tens die first: 5
el1 Superior, cell 0/0: d100: tens 5 (50-59) = inferior (physical): fl06 loses 1; strengths fl06 0 (captured), el1 1 (§13.21)
fl06 is captured by el1 and taken from the map; ransom of leaders captured: English 8 (+8) (§13.22)
el1 survives the duel: back to his full strength, 5 (§13.14)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2)
turn 1 of 60, French Leader Combat phase (§13.0)
end (§20.21): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 1, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 8 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 8: French casualties 0 x 1 = 0 (§20.24), ransom of French leaders captured 8 x 1 = 8 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24)
  French 0: English line steps lost 0 x 4 = 0 (§20.24), ransom of English leaders captured 0 x 4 = 0 (§20.24), English fugitives captured 0 x 2 = 0 (§20.24)
victory now: Decisive English Victory: English 8 : French 0 points, no ratio (no French points) (§20.0; reconstructed: SPI's Agincourt: victory, V2: 20.0: English points against none)
dice: manual (seed 3); orders: 10
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
