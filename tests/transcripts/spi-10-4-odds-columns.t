#! args: --game spi-agincourt --scenario historical --seed 1
# spi-agincourt §10.4: the Unit Morale Table's column is the unit's type
# and current line.  French archers (CB I, f25) and the French 3rd Battle
# (Marle, f20), 3 lines each and on their first: "1st (5th)"; every other
# unit on its 1st or 2nd line (Eu, f05, men-at-arms): "2nd or 1st".  Each
# is given 4 points by French Dead x4 beside it (§10.5), a printed row:
# 30% and 18% (§10.4).  `odds morale` needs a unit on the map, of a game
# with morale by points.
> marker place dead 0805 size=4 side=french
placed dead9: Dead x4 (side French) in 0805
> marker place dead 0415 size=4 side=french
placed dead10: Dead x4 (side French) in 0415
> marker place dead 1120 size=4 side=french
placed dead11: Dead x4 (side French) in 1120
> odds morale f25
f25's morale: 4 points, one roll on the 4 line of the Unit Morale Table (§10.4), column "Fr. archers, 3rd Battle: 1st (5th)" (§10.0)
  own Dead within 2 hexes (per point): 4, 4 points (§10.5)
  roll 1 on the 4 line: 30% to lose a line (§10.4)
f25 keeps every line: 70.0%; each roll that happens costs a line and a Fugitive (§10.21, 10.22)
> odds morale f20
f20's morale: 4 points, one roll on the 4 line of the Unit Morale Table (§10.4), column "Fr. archers, 3rd Battle: 1st (5th)" (§10.0)
  own Dead within 2 hexes (per point): 4, 4 points (§10.5)
  roll 1 on the 4 line: 30% to lose a line (§10.4)
f20 keeps every line: 70.0%; each roll that happens costs a line and a Fugitive (§10.21, 10.22)
> odds morale f05
f05's morale: 4 points, one roll on the 4 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  own Dead within 2 hexes (per point): 4, 4 points (§10.5)
  roll 1 on the 4 line: 18% to lose a line (§10.4)
f05 keeps every line: 82.0%; each roll that happens costs a line and a Fugitive (§10.21, 10.22)
> odds morale fa
error: fa is not on the map: only a unit on the map checks its morale
> odds morale
error: expected odds morale UNIT
#! status: 1
