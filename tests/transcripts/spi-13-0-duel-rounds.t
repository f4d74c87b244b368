#! args: --game spi-agincourt --scenario free-deployment --seed 3
# spi-agincourt §13.0-13.21, 13.13, 13.14: a leader duel round by round,
# the manners chosen in secret (typed in answer to herald's hidden
# questions: a script's answers are not shown, only "chosen") and the
# dice typed in (physical).  The Duke of Alencon (fl06, rating 5) with
# his men-at-arms f13 is put next to King Henry V (el1, rating 5, with
# the King's men-at-arms in 2915); in the French Leader Combat phase he
# fights the King.  Round 1 at equal strength 5 and 5: one choice, two
# rolls, each leader read as the Superior once (§13.12): fl06 3 against
# el1 0, cell 3/0 (Superior Standing Parrying, Inferior Advancing
# Attacking: 01-30 superior, 31-40 both, 41-60 inferior): 62, none;
# el1 0 against fl06 3, cell 0/3 (01-35, 36-45, 46-65): tens 5 (50-59),
# inferior, fl06 down to 4.  Round 2: el1 the Superior (5 against 4),
# both 2, cell 2/2 (01-15, 16-25, 26-55): tens 4, fl06 down to 3.
# Round 3: el1 4 against fl06 1, cell 4/1 (01-35 superior): 32, el1
# down to 4.  Round 4: 5 and 5, cell 5/5 (superior captured 01-20,
# inferior captured 21-35): tens 7, none.  Round 5: 0 and 0, cell 0/0:
# 91, none.  Five rounds fought, nobody captured: both back to full
# strength (§13.14).
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
> duel fl06 el1
< 3
< 0
< 62
< 5
< 2
< 2
< 4
< 1
< 4
< 32
< 5
< 5
< 7
< 0
< 0
< 91
fl06 (strength 5) fights el1 (strength 5) in single combat: at most 5 rounds (§13.0)
French: fl06's manner for round 1, hidden (0-5): chosen
English: el1's manner for round 1, hidden (0-5): chosen
round 1: fl06 Standing Parrying (3), el1 Advancing Attacking (0) chosen in secret, shown together; equal strength, 5 and 5: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
roll d100 for the duel of fl06 and el1, fl06 superior, cell 3/0, the tens die first: 62
fl06 Superior, cell 3/0: d100: 62 = none (physical): neither is touched; strengths fl06 5, el1 5 (§13.21)
roll d100 for the duel of fl06 and el1, el1 superior, cell 0/3, the tens die first: 5
el1 Superior, cell 0/3: d100: tens 5 (50-59) = inferior (physical): fl06 loses 1; strengths fl06 4, el1 5 (§13.21)
French: fl06's manner for round 2, hidden (0-5): chosen
English: el1's manner for round 2, hidden (0-5): chosen
round 2: fl06 Standing Attacking (2), el1 Standing Attacking (2) chosen in secret, shown together; el1 is the Superior, strength 5 against 4 (§13.13)
roll d100 for the duel of fl06 and el1, el1 superior, cell 2/2, the tens die first: 4
el1 Superior, cell 2/2: d100: tens 4 (40-49) = inferior (physical): fl06 loses 1; strengths fl06 3, el1 5 (§13.21)
French: fl06's manner for round 3, hidden (0-5): chosen
English: el1's manner for round 3, hidden (0-5): chosen
round 3: fl06 Advancing Parrying (1), el1 Retiring Attacking (4) chosen in secret, shown together; el1 is the Superior, strength 5 against 3 (§13.13)
roll d100 for the duel of fl06 and el1, el1 superior, cell 4/1, the tens die first: 32
el1 Superior, cell 4/1: d100: 32 = superior (physical): el1 loses 1; strengths fl06 3, el1 4 (§13.21)
French: fl06's manner for round 4, hidden (0-5): chosen
English: el1's manner for round 4, hidden (0-5): chosen
round 4: fl06 Retiring Parrying (5), el1 Retiring Parrying (5) chosen in secret, shown together; el1 is the Superior, strength 4 against 3 (§13.13)
roll d100 for the duel of fl06 and el1, el1 superior, cell 5/5, the tens die first: 7
el1 Superior, cell 5/5: d100: tens 7 (70-79) = none (physical): neither is touched; strengths fl06 3, el1 4 (§13.21)
French: fl06's manner for round 5, hidden (0-5): chosen
English: el1's manner for round 5, hidden (0-5): chosen
round 5: fl06 Advancing Attacking (0), el1 Advancing Attacking (0) chosen in secret, shown together; el1 is the Superior, strength 4 against 3 (§13.13)
roll d100 for the duel of fl06 and el1, el1 superior, cell 0/0, the tens die first: 91
el1 Superior, cell 0/0: d100: 91 = none (physical): neither is touched; strengths fl06 3, el1 4 (§13.21)
fl06 survives the duel: back to his full strength, 5 (§13.14)
el1 survives the duel: back to his full strength, 5 (§13.14)
> units leader
el1   2915 n        English   Leader               Henry V
el2   2911 n        English   Leader               Duke of York
el3   2919 n        English   Leader               Lord Camoys
el4   2914 n        English   Leader               Sir Thomas Erpingham
el5   2916 n        English   Leader               Duke of Gloucester
fl01  1012 s        French    Leader               Constable
fl02  1015 s        French    Leader               Marshal
fl03  1021 s        French    Leader               Admiral
fl04  1012 s        French    Leader               Duke of Orleans
fl05  1015 s        French    Leader               Duke of Bourbon
fl06  2814 s        French    Leader               Duke of Alencon
fl07  0518 s        French    Leader               Duke of Bar
fl08  1018 s        French    Leader               Count of Eu
fl09  1009 s        French    Leader               Count of Nevers
fl10  0510 s        French    Leader               Count of Vaudemont
fl11  0224 s        French    Leader               Duke of Brabant
fl12  0215 s        French    Leader               Count of Marle
