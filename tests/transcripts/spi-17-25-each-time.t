#! args: --game spi-agincourt --scenario historical --seed 1 --empty
# spi-agincourt §17.25 "each time": cavalry charging into two hexes that
# hold Dead markers in one impulse checks its morale twice at the
# impulse's end (doc/reconstructions.md MO8: one check for each hex with
# Dead charged into).  Brabant (f23) charges through French Dead x2 in
# 0908 and French Dead x2 in 1008 to 1108: 4 points each time (both
# within 2 hexes), 30% in its column.  Dice typed in: 5 (50-59: no loss),
# then 1 (10-19: a line and a Fugitive, mounted).
> place f23 0708 s
placed f23 (Brabant) in 0708 s
> flip f23 charge
f23 turns to its charge side: melee 6, mp 2 (§17.11)
> marker place dead 0908 size=2 side=french
placed dead1: Dead x2 (side French) in 0908
> marker place dead 1008 size=2 side=french
placed dead2: Dead x2 (side French) in 1008
> move f23 0808 0908 1008 1108
f23 moves to 1108 (2 of 2 MP spent, §5.0)
f23 has charged into 0908, where the Dead lie: it checks morale at the end of the impulse (§17.25)
f23 has charged into 1008, where the Dead lie: it checks morale again (2 checks) at the end of the impulse (§17.25)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
< 5
< 1
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
f23 checks morale: it charged into 2 hexes with Dead this impulse: check 1 of 2 (§17.25)
f23's morale: 4 points, one roll on the 4 line of the Unit Morale Table (§10.4), column "Fr. archers, 3rd Battle: 1st (5th)" (§10.0)
  own Dead within 2 hexes (per point): 4, 4 points (§10.5)
roll d100 for f23's morale, roll 1 of 1, the 4 line, column "Fr. archers, 3rd Battle: 1st (5th)": 30% or less, the tens die first: 5
f23's morale, roll 1 of 1, the 4 line, column "Fr. archers, 3rd Battle: 1st (5th)": 30%: tens 5 (50-59, all over 30) -> does not happen (physical, §10.4)
f23's morale check: no roll of 1 happened, no line lost (§10.21, 10.22)
f23 checks morale: it charged into 2 hexes with Dead this impulse: check 2 of 2 (§17.25)
f23's morale: 4 points, one roll on the 4 line of the Unit Morale Table (§10.4), column "Fr. archers, 3rd Battle: 1st (5th)" (§10.0)
  own Dead within 2 hexes (per point): 4, 4 points (§10.5)
roll d100 for f23's morale, roll 1 of 1, the 4 line, column "Fr. archers, 3rd Battle: 1st (5th)": 30% or less, the tens die first: 1
f23's morale, roll 1 of 1, the 4 line, column "Fr. archers, 3rd Battle: 1st (5th)": 30%: tens 1 (10-19, all at or under 30) -> happens (physical, §10.4)
f23 loses 1 line to morale: 2 left (§8.33)
placed fugitive3: Fugitive x1 (side French, state new, mounted yes) in 1108
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
f23's morale check: 1 of 1 roll happened, 1 line lost (§10.21, 10.22)
