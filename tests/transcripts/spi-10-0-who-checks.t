#! args: --game spi-agincourt --scenario king-harrys-folly --seed 1
# Played in King Harry's Folly (20.3): the historical set-up and muddy ground (20.33A), with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge).
# spi-agincourt §10.0, §4.0: in the Morale phase the phasing side checks
# the morale of each combat unit that (1) stood still and was reached by
# its own fugitives, (2) moved this Game-Turn, or (3) will melee (next to
# an enemy combat unit it could attack at a differential of 0 or more,
# §9.31); each once, however many of these it meets.  In the English
# Player-Turn: the King's men-at-arms (e02) move next to Marle (f20, put
# at 2715): they moved and will melee, and check once (5 points, and 1
# for the longbow beside them crowding them: 6).  York (e01) moves a hex
# with English Dead x3 two hexes off: 3 points, 7% in the column "all
# other units: 2nd or 1st".  Suffolk (e19) has 3 points from English
# Dead near it but neither moved nor will melee: it does not check,
# though `odds morale` gives its chances.  Dice typed in: 8 for York
# (80-89, over 7: kept), 0 and 5 for the King's (05, at or under 42: a
# line and a Fugitive x1, no Dead, §10.21).
> place f20 2715 s
placed f20 (Marle) in 2715 s
> marker place dead 2611 size=3 side=english
placed dead1: Dead x3 (side English) in 2611
> marker place dead 2725 size=3 side=english
placed dead2: Dead x3 (side English) in 2725
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
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, French Leader Combat phase (§13.0)
now: turn 1 of 60, French Melee phase (§9.0)
> next
ended: turn 1 of 60, French Melee phase (§9.0)
now: turn 1 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, French Fatigue Morale phase (§9.22)
now: turn 1 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, English Fugitive Movement phase (§14.2)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> move e02 2815
e02 moves to 2815 (1 of 1 MP spent, §5.0)
> move e01 2811
e01 moves to 2811 (1 of 1 MP spent, §5.0)
> odds morale e19
e19's morale: 3 points, one roll on the 3 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  own Dead within 2 hexes (per point): 3, 3 points (§10.5)
  roll 1 on the 3 line: 7% to lose a line (§10.4)
e19 keeps every line: 93.0%; each roll that happens costs a line and a Fugitive (§10.21, 10.22)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 16 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 16 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 16 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 60, English Morale phase (§10.0)
e01 checks morale: it moved this turn (§10.0, once)
e01's morale: 3 points, one roll on the 3 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  own Dead within 2 hexes (per point): 3, 3 points (§10.5)
roll d100 for e01's morale, roll 1 of 1, the 3 line, column "all other units: 2nd or 1st": 7% or less, the tens die first: 8
e01's morale, roll 1 of 1, the 3 line, column "all other units: 2nd or 1st": 7%: tens 8 (80-89, all over 7) -> does not happen (physical, §10.4)
e01's morale check: no roll of 1 happened, no line lost (§10.21, 10.22)
e02 checks morale: it moved this turn, it will melee (§10.0, once)
e02's morale: 6 points, one roll on the 6 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  friendly units crowding it: 1, 1 point (§10.5, 3.7)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
roll d100 for e02's morale, roll 1 of 1, the 6 line, column "all other units: 2nd or 1st": 42% or less, the tens die first: 0
roll the ones die for e02's morale, roll 1 of 1, the 6 line, column "all other units: 2nd or 1st": 42% or less (tens 0: 01 to 09, or 00 for 100): 5
e02's morale, roll 1 of 1, the 6 line, column "all other units: 2nd or 1st": 42% (reconstructed): tens 0, ones 5: 05, at or under 42 -> happens (physical, §10.4)
e02 loses 1 line to morale: 3 left (§8.33)
placed fugitive3: Fugitive x1 (side English, state new, mounted no) in 2815
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
e02's morale check: 1 of 1 roll happened, 1 line lost (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, English Morale phase (§10.0)
now: turn 1 of 60, English Leader Combat phase (§13.0)
< 8
< 0
< 5
> show e02
e02: King
  English Men-at-Arms
  melee 5 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 2815 n
  terrain: Clear
  this turn: moved 1 hex, 0 of 1 MP spent
  characteristics: English (red)
  lines left: 3 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
