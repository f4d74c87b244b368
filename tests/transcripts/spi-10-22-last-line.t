#! args: --game spi-agincourt --scenario free-deployment --seed 1
# Played in the French Free Deployment (20.2), with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge).
# spi-agincourt §10.22, §8.35: each roll of a morale check that happens
# costs a line and a Fugitive at once; a unit whose last line goes is out
# of play, and the rolls still to come are not made.  Lestrale (f18, 3rd
# Battle, 3 lines, column "1st (5th)") will melee the Royal Guard (5) with
# French Dead x30 near it (30): 35 points, 10 + 10 + 10 + 5.  The 10 line
# of its column is 100% (a rebuilt row, T2): no die is rolled, and the
# three rolls take its three lines and leave a Fugitive x3; the roll on
# the 5 line is not made.
> place f18 2815 s
placed f18 (Lestrale) in 2815 s
> marker place dead 2615 size=30 side=french
placed dead9: Dead x30 (side French) in 2615
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
f18 checks morale: it will melee (§10.0, once)
f18's morale: 35 points, rolled as 10 + 10 + 10 + 5 (the 10 line first, §10.11, 10.12) of the Unit Morale Table (§10.4), column "Fr. archers, 3rd Battle: 1st (5th)"
  own Dead within 2 hexes (per point): 30, 30 points (§10.5)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
f18's morale, roll 1 of 4, the 10 line, column "Fr. archers, 3rd Battle: 1st (5th)": 100% (reconstructed): no dice (every roll is at or under 100) -> happens (§10.4)
f18 loses 1 line to morale: 2 left (§8.33)
placed fugitive10: Fugitive x1 (side French, state new, mounted no) in 2815
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
f18's morale, roll 2 of 4, the 10 line, column "Fr. archers, 3rd Battle: 1st (5th)": 100% (reconstructed): no dice (every roll is at or under 100) -> happens (§10.4)
f18 loses 1 line to morale: 1 left (§8.33)
Fugitive x1 joins fugitive10: Fugitive x2 (side French, state new, mounted no) in 2815
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
f18's morale, roll 3 of 4, the 10 line, column "Fr. archers, 3rd Battle: 1st (5th)": 100% (reconstructed): no dice (every roll is at or under 100) -> happens (§10.4)
f18 loses 1 line to morale: 0 left (§8.33)
Fugitive x1 joins fugitive10: Fugitive x3 (side French, state new, mounted no) in 2815
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
f18 is eliminated: no lines left (§8.35)
f18's morale check: 3 of 4 rolls happened, 3 lines lost; it is off the map, the 1 roll left not made (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> marker
stakes1   Stakes (state implanted, facing n) in 2905
stakes2   Stakes (state implanted, facing n) in 2907
stakes3   Stakes (state implanted, facing n) in 2909
stakes4   Stakes (state implanted, facing n) in 2913
stakes5   Stakes (state implanted, facing n) in 2917
stakes6   Stakes (state implanted, facing n) in 2921
stakes7   Stakes (state implanted, facing n) in 2923
stakes8   Stakes (state implanted, facing n) in 2925
dead9     Dead x30 (side French) in 2615
fugitive10 Fugitive x3 (side French, state new, mounted no) in 2815
