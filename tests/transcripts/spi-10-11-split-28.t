#! args: --game spi-agincourt --scenario free-deployment --seed 1
# Played in the French Free Deployment (20.2): the historical set-up but the front-line cavalry, with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge); dry ground (20.23A).
# spi-agincourt §10.11 with the book's numbers: a unit with 28 Morale
# Points rolls twice on the 10 line and once on the 8 line of the Unit
# Morale Table (§10.4), never on a line above 10.  Eu (f05, men-at-arms,
# 7 lines, column "all other units: 2nd or 1st") is put next to the
# Royal Guard (e15), which it will have to melee (5 points, §10.5, §9.31),
# with French Dead x23 two hexes off (1 a point, §10.5): 28.  `odds
# morale` shows each term, the split and each roll's chance before the
# dice; the French Morale phase (§4.0, played by herald) then checks it
# once (§10.0).  The dice are typed in, tens first (§3.8): 95 (over 90:
# kept), 3 (30-39, at or under 90: a line and a Fugitive, the half of the
# double counter by a d10, 7: the right, §8.34, §14.12), 7 (70-79, over
# 66: kept).  One line lost to morale, one Fugitive, no Dead (§10.21).
> place f05 2815 s
placed f05 (Eu) in 2815+2816 s
> marker place dead 2615 size=23 side=french
placed dead9: Dead x23 (side French) in 2615
> odds morale f05
f05's morale: 28 points, rolled as 10 + 10 + 8 (the 10 line first, §10.11, 10.12) of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st"
  own Dead within 2 hexes (per point): 23, 23 points (§10.5)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
  roll 1 on the 10 line: 90% to lose a line (§10.4) (reconstructed)
    reconstructed: the book prints rows 1-4 only; rows 5-10 carry on the printed rows' pattern, six points a step, capped at 100 (the least certain reconstruction: doc/reconstructions.md, T2)
  roll 2 on the 10 line: 90% to lose a line (§10.4) (reconstructed)
  roll 3 on the 8 line: 66% to lose a line (§10.4) (reconstructed)
f05 keeps every line: 0.3%; each roll that happens costs a line and a Fugitive (§10.21, 10.22)
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
f05's morale: 28 points, rolled as 10 + 10 + 8 (the 10 line first, §10.11, 10.12) of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st"
  own Dead within 2 hexes (per point): 23, 23 points (§10.5)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
roll d100 for f05's morale, roll 1 of 3, the 10 line, column "all other units: 2nd or 1st": 90% or less, the tens die first: 9
roll the ones die for f05's morale, roll 1 of 3, the 10 line, column "all other units: 2nd or 1st": 90% or less (tens 9: 90 to 99): 5
f05's morale, roll 1 of 3, the 10 line, column "all other units: 2nd or 1st": 90% (reconstructed): tens 9, ones 5: 95, over 90 -> does not happen (physical, §10.4)
roll d100 for f05's morale, roll 2 of 3, the 10 line, column "all other units: 2nd or 1st": 90% or less, the tens die first: 3
f05's morale, roll 2 of 3, the 10 line, column "all other units: 2nd or 1st": 90% (reconstructed): tens 3 (30-39, all at or under 90) -> happens (physical, §10.4)
f05 loses 1 line to morale: 6 left (§8.33)
roll 1d10 for the half of f05 its fugitives fall on: 1-5 the left, 2815, 6-10 the right, 2816 (§8.34, §14.12): 7
the half of f05 its fugitives fall on: 1-5 the left, 2815, 6-10 the right, 2816 (§8.34, §14.12): 1d10: 7 = 7 (physical)
placed fugitive10: Fugitive x1 (side French, state new, mounted no) in 2816
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
roll d100 for f05's morale, roll 3 of 3, the 8 line, column "all other units: 2nd or 1st": 66% or less, the tens die first: 7
f05's morale, roll 3 of 3, the 8 line, column "all other units: 2nd or 1st": 66% (reconstructed): tens 7 (70-79, all over 66) -> does not happen (physical, §10.4)
f05's morale check: 1 of 3 rolls happened, 1 line lost (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
< 9
< 5
< 3
< 7
< 7
> show f05
f05: Eu
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 2815+2816 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac (blue), French first line
  lines left: 6 (§3.7, 8.33)
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
dead9     Dead x23 (side French) in 2615
fugitive10 Fugitive x1 (side French, state new, mounted no) in 2816
