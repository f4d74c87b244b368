#! args: --game spi-agincourt --scenario free-deployment --seed 3
#! status: 1
# spi-agincourt §13.0, 13.11, 6.23, 18.0: who may fight a duel, and the
# refusals (each leaves the game as it was).  A duel is an order of the
# Leader Combat phase; the leader must be a leader (not f13), stacked
# with a combat unit of his own he may command (fl07 stands alone), the
# strongest leader of his hex (fl04, rating 4, is not: fl06, 5, fights
# for 2814; §13.11), next to the enemy leader (el2 in 2911 is not), an
# enemy; the manners typed in the order are pairs S:I of 0 to 5.  The
# Fait du Mort fights only King Henry V (§18.0).  An order that gives
# more pairs than the duel has rounds is refused whole.  After fl06's
# duel neither he nor any other leader of his hex fights again in this
# phase (§13.0, 6.23).
> place f13 2814 s
placed f13 (Alencon) in 2814+2815 s
> place fl06 2814
placed fl06 (Duke of Alencon) in 2814 s
> place fl04 2814
placed fl04 (Duke of Orleans) in 2814 s
> place fl07 2816
placed fl07 (Duke of Bar) in 2816 s
> place f12 2810 s
placed f12 (Vaudemont) in 2810+2811 s
> place fm 2810
placed fm (Fait du Mort) in 2810 s
> duel fl06 el1
error: duel is an order of the Leader Combat phase (§13.0); now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 45 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 45 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 45 units did not move
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
> duel f13 el1
error: f13 is not a piece that fights duels (§13.0)
> duel fl07 el1
error: fl07 is not stacked with a combat unit of his own side he may command (his contingent): only such a leader fights (§13.0)
> duel fl04 el1
error: fl04 is not the strongest leader in his hex: fl06 (5 against 4) fights for it (§13.11)
> duel fl06 el2
error: fl06 and el2 are not in adjacent hexes (§13.0)
> duel fl06 fl04
error: fl06 and fl04 are on the same side: a duel is fought with an enemy (§13.0)
> duel fl06 el1 7:0
error: expected a pair of manners as S:I (the first-named leader's, then the other's), each 0 to 5, not "7:0"
> duel fl06 el1 3-0
error: expected a pair of manners as S:I (the first-named leader's, then the other's), each 0 to 5, not "3-0"
> duel fm el2
error: fm, the Fait du Mort, fights only King Henry V (el1), not el2 (§18.0)
> duel fl06 el1 0:0 0:0 0:0 0:0 0:0 0:0
error: the order gives 6 pairs of manners; the duel was over after 5 rounds: give no more pairs than the rounds fought
> units el1
el1   2915 n        English   Leader               Henry V
> duel fl06 el1 0:0 0:0 0:0 0:0 0:0
fl06 (strength 5) fights el1 (strength 5) in single combat: at most 5 rounds (§13.0)
round 1: fl06 Advancing Attacking (0), el1 Advancing Attacking (0) chosen in secret, shown together; equal strength, 5 and 5: two rolls, each read with its chooser as the Superior (reconstructed) (§13.12)
fl06 Superior, cell 0/0: d100: tens 6 (60-69) = inferior: el1 loses 1; strengths fl06 5, el1 4 (§13.21)
el1 Superior, cell 0/0: d100: tens 2 (20-29) = superior: el1 loses 1; strengths fl06 5, el1 3 (§13.21)
round 2: fl06 Advancing Attacking (0), el1 Advancing Attacking (0) chosen in secret, shown together; fl06 is the Superior, strength 5 against 3 (§13.13)
fl06 Superior, cell 0/0: d100: tens 5 (50-59) = inferior: el1 loses 1; strengths fl06 5, el1 2 (§13.21)
round 3: fl06 Advancing Attacking (0), el1 Advancing Attacking (0) chosen in secret, shown together; fl06 is the Superior, strength 5 against 2 (§13.13)
fl06 Superior, cell 0/0: d100: 43 = both: both lose 1; strengths fl06 4, el1 1 (§13.21)
round 4: fl06 Advancing Attacking (0), el1 Advancing Attacking (0) chosen in secret, shown together; fl06 is the Superior, strength 4 against 1 (§13.13)
fl06 Superior, cell 0/0: d100: tens 2 (20-29) = superior: fl06 loses 1; strengths fl06 3, el1 1 (§13.21)
round 5: fl06 Advancing Attacking (0), el1 Advancing Attacking (0) chosen in secret, shown together; fl06 is the Superior, strength 3 against 1 (§13.13)
fl06 Superior, cell 0/0: d100: tens 7 (70-79) = inferior: el1 loses 1; strengths fl06 3, el1 0 (captured) (§13.21)
el1 is captured by fl06 and taken from the map; ransom of leaders captured: French 10 (+10) (§13.22)
fl06 survives the duel: back to his full strength, 5 (§13.14)
King Henry V has been taken in 2915: the news spreads over the next four English Morale phases (§10.3)
> duel fl06 el1
error: fl06 has fought a duel in this phase already: one a phase (§13.0)
> duel fl04 el1
error: fl04's hex has fought its duel in this phase already (fl06): one leader of a stack a phase (§13.11)
