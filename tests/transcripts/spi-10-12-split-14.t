#! args: --game spi-agincourt --scenario free-deployment --seed 1
# Played in the French Free Deployment (20.2): the historical set-up but the front-line cavalry, with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge); dry ground (20.23A).
# spi-agincourt §10.12 with the book's numbers: 14 Morale Points are one
# roll on the 10 line and one on the 4 line of the Unit Morale Table,
# never two on the 7 line.  Eu (f05) will melee the Royal Guard (5, §10.5,
# §9.31), with French Dead x9 two hexes off (9): 14.  §10.21, §10.22: each
# roll that happens costs one line and a Fugitive, no Dead and no
# casualty.  Dice typed in: 2 (20-29, at or under 90: happens; the half
# its Fugitive falls on, 3: the left, 2815), then 1 and 4 (14, at or
# under 18: happens; the half, 8: the right, 2816): two lines lost, two
# Fugitives x1, the French casualties still 0 (§11.1).  Afterwards its
# two lines lost are 2 points (the highest tier reached, §10.5, MO1), its
# own Fugitives in its hexes 2 each, and fighting on its 3rd line it reads
# the column "4th or 3rd" (§10.4): 20 points, 10 + 10.
> place f05 2815 s
placed f05 (Eu) in 2815+2816 s
> marker place dead 2615 size=9 side=french
placed dead9: Dead x9 (side French) in 2615
> odds morale f05
f05's morale: 14 points, rolled as 10 + 4 (the 10 line first, §10.11, 10.12) of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st"
  own Dead within 2 hexes (per point): 9, 9 points (§10.5)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
  roll 1 on the 10 line: 90% to lose a line (§10.4) (reconstructed)
    reconstructed: the book prints rows 1-4 only; rows 5-10 carry on the printed rows' pattern, six points a step, capped at 100 (the least certain reconstruction: doc/reconstructions.md, T2)
  roll 2 on the 4 line: 18% to lose a line (§10.4)
f05 keeps every line: 8.2%; each roll that happens costs a line and a Fugitive (§10.21, 10.22)
> dice manual
dice: manual: herald will ask for each roll the rules call for
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
f05's morale: 14 points, rolled as 10 + 4 (the 10 line first, §10.11, 10.12) of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st"
  own Dead within 2 hexes (per point): 9, 9 points (§10.5)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
roll d100 for f05's morale, roll 1 of 2, the 10 line, column "all other units: 2nd or 1st": 90% or less, the tens die first: 2
f05's morale, roll 1 of 2, the 10 line, column "all other units: 2nd or 1st": 90% (reconstructed): tens 2 (20-29, all at or under 90) -> happens (physical, §10.4)
f05 loses 1 line to morale: 6 left (§8.33)
roll 1d10 for the half of f05 its fugitives fall on: 1-5 the left, 2815, 6-10 the right, 2816 (§8.34, §14.12): 3
the half of f05 its fugitives fall on: 1-5 the left, 2815, 6-10 the right, 2816 (§8.34, §14.12): 1d10: 3 = 3 (physical)
placed fugitive10: Fugitive x1 (side French, state new, mounted no) in 2815
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
roll d100 for f05's morale, roll 2 of 2, the 4 line, column "all other units: 2nd or 1st": 18% or less, the tens die first: 1
roll the ones die for f05's morale, roll 2 of 2, the 4 line, column "all other units: 2nd or 1st": 18% or less (tens 1: 10 to 19): 4
f05's morale, roll 2 of 2, the 4 line, column "all other units: 2nd or 1st": 18%: tens 1, ones 4: 14, at or under 18 -> happens (physical, §10.4)
f05 loses 1 line to morale: 5 left (§8.33)
roll 1d10 for the half of f05 its fugitives fall on: 1-5 the left, 2815, 6-10 the right, 2816 (§8.34, §14.12): 8
the half of f05 its fugitives fall on: 1-5 the left, 2815, 6-10 the right, 2816 (§8.34, §14.12): 1d10: 8 = 8 (physical)
placed fugitive11: Fugitive x1 (side French, state new, mounted no) in 2816
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
f05's morale check: 2 of 2 rolls happened, 2 lines lost (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
< 2
< 3
< 1
< 4
< 8
> show f05
f05: Eu
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 2815+2816 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac (blue), French first line
  lines left: 5 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> marker
stakes1   Stakes (state implanted, facing n) in 2905
stakes2   Stakes (state implanted, facing n) in 2907
stakes3   Stakes (state implanted, facing n) in 2909
stakes4   Stakes (state implanted, facing n) in 2913
stakes5   Stakes (state implanted, facing n) in 2917
stakes6   Stakes (state implanted, facing n) in 2921
stakes7   Stakes (state implanted, facing n) in 2923
stakes8   Stakes (state implanted, facing n) in 2925
dead9     Dead x9 (side French) in 2615
fugitive10 Fugitive x1 (side French, state new, mounted no) in 2815
fugitive11 Fugitive x1 (side French, state new, mounted no) in 2816
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2)
turn 1 of 60, French Leader Combat phase (§13.0)
end (§20.21): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.24), ransom of French leaders captured 0 x 1 = 0 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24)
  French 0: English line steps lost 0 x 4 = 0 (§20.24), ransom of English leaders captured 0 x 4 = 0 (§20.24), English fugitives captured 0 x 2 = 0 (§20.24)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: manual (seed 1); orders: 9
fugitives on the field: French 2 in 2 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
stakes5 in 2917 facing n protects w, nw, ne, e: e16 behind them; f05 across ne: protected (§16.31)
> odds morale f05
f05's morale: 20 points, rolled as 10 + 10 (the 10 line first, §10.11, 10.12) of the Unit Morale Table (§10.4), column "all other units: 4th or 3rd"
  own Dead within 2 hexes (per point): 9, 9 points (§10.5)
  own Fugitives within 2 hexes (per point): 2, 4 points (§10.5)
  lines lost: 2, 2 points (the highest tier reached) (§10.5) (reconstructed)
    reconstructed: doc/reconstructions.md, "SPI's Agincourt: unit morale, MO1: 10.5: lines lost, the highest tier only"
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
  roll 1 on the 10 line: 96% to lose a line (§10.4) (reconstructed)
    reconstructed: the book prints rows 1-4 only; rows 5-10 carry on the printed rows' pattern, six points a step, capped at 100 (the least certain reconstruction: doc/reconstructions.md, T2)
  roll 2 on the 10 line: 96% to lose a line (§10.4) (reconstructed)
f05 keeps every line: 0.2%; each roll that happens costs a line and a Fugitive (§10.21, 10.22)
