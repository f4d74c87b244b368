#! args: --game spi-agincourt --scenario historical --seed 1 --empty
# spi-agincourt §17.25: cavalry that charges into a hex holding a Dead
# marker checks its morale at the end of that impulse, over and above its
# other checks (herald: as the archery step after the impulse begins,
# before any fire; doc/reconstructions.md MO8).  Brabant (f23, cavalry)
# turns to its charge side and charges four hexes through French Dead x4
# in 1008; at the impulse's end it is 1 hex from them: 4 points; of the
# French 3rd Battle on its first line, its column is "1st (5th)": 30%
# (§10.4).  Dice typed in: 1 (10-19, at or under 30: a line and a
# Fugitive, mounted, §3.33).  It will check again in the Morale phase,
# having moved (§10.0).
> place f23 0708 s
placed f23 (Brabant) in 0708 s
> flip f23 charge
f23 turns to its charge side: melee 6, mp 2 (§17.11)
> marker place dead 1008 size=4 side=french
placed dead1: Dead x4 (side French) in 1008
> move f23 0808 0908 1008 1108
f23 moves to 1108 (2 of 2 MP spent, §5.0)
f23 has charged into 1008, where the Dead lie: it checks morale at the end of the impulse (§17.25)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
< 1
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
f23 checks morale: it charged into a Dead marker this impulse (§17.25)
f23's morale: 4 points, one roll on the 4 line of the Unit Morale Table (§10.4), column "Fr. archers, 3rd Battle: 1st (5th)" (§10.0)
  own Dead within 2 hexes (per point): 4, 4 points (§10.5)
roll d100 for f23's morale, roll 1 of 1, the 4 line, column "Fr. archers, 3rd Battle: 1st (5th)": 30% or less, the tens die first: 1
f23's morale, roll 1 of 1, the 4 line, column "Fr. archers, 3rd Battle: 1st (5th)": 30%: tens 1 (10-19, all at or under 30) -> happens (physical, §10.4)
f23 loses 1 line to morale: 2 left (§8.33)
placed fugitive2: Fugitive x1 (side French, state new, mounted yes) in 1108
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
f23's morale check: 1 of 1 roll happened, 1 line lost (§10.21, 10.22)
