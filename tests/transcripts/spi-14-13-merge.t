#! args: --game proving-fugitives --seed 1
#! data: tests/data
# spi-agincourt §14.13's example: a unit loses two lines to archery (a
# Fugitive x2 and, §8.34, a Dead x2) and one more to melee in the same
# turn: the markers become x3 (x1 + x2 = x3).  Bar is a French double
# counter: a die puts the markers on its left half (1-5) or its right
# (6-10, §8.34, §14.12); facing s, its left is its first hex, 2824 (east,
# toward row 01), its right 2825.  Fire and melee losses are casualties
# (§8.36, §11.1); a morale loss makes a Fugitive but no Dead and no
# casualty (§10.21, §11.1).  Cavalry fugitives are kept apart from foot
# (they move 2 an impulse, §3.33); a marker a loss adds to is new again
# (its fugitives were created this turn, §14.21).  The losses come by
# the proving game's Hit marker (its hits.tcl calls spi_line_loss).
> dice manual
dice: manual: herald will ask for each roll the rules call for
> marker place hit fbar lines=2 cause=fire
< 3
placed hit1: Hit (lines 2, cause fire) with fbar in 2824+2825
removed hit1: Hit (lines 2, cause fire) with fbar in 2824+2825
fbar loses 2 lines to fire: 5 left (§8.33)
roll 1d10 for the half of fbar its fugitives fall on: 1-5 the left, 2824, 6-10 the right, 2825 (§8.34, §14.12): 3
the half of fbar its fugitives fall on: 1-5 the left, 2824, 6-10 the right, 2825 (§8.34, §14.12): 1d10: 3 = 3 (physical)
placed fugitive2: Fugitive x2 (side French, state new, mounted no) in 2824
placed dead3: Dead x2 (side French) in 2824
French casualties: 2 (§8.36)
> marker place hit fbar lines=1 cause=melee
< 5
placed hit4: Hit (lines 1, cause melee) with fbar in 2824+2825
removed hit4: Hit (lines 1, cause melee) with fbar in 2824+2825
fbar loses 1 line to melee: 4 left (§8.33)
roll 1d10 for the half of fbar its fugitives fall on: 1-5 the left, 2824, 6-10 the right, 2825 (§8.34, §14.12): 5
the half of fbar its fugitives fall on: 1-5 the left, 2824, 6-10 the right, 2825 (§8.34, §14.12): 1d10: 5 = 5 (physical)
Fugitive x1 joins fugitive2: Fugitive x3 (side French, state new, mounted no) in 2824
Dead x1 joins dead3: Dead x3 (side French) in 2824
French casualties: 3 (§9.23, §11.1)
> marker
fugitive2 Fugitive x3 (side French, state new, mounted no) in 2824
dead3     Dead x3 (side French) in 2824
> show fbar
fbar: Bar
  French Men-at-Arms
  melee 4 lines 7 rating 0 mp 1
  position: 2824+2825 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Burgundian
  lines left: 4 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
> status
Proving game (SPI Agincourt's fugitives), Fugitives
turn 1 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 10)
units eliminated: French 0, English 0
casualties: French 3, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
dice: manual (seed 1); orders: 3
fugitives on the field: French 3 in 1 marker, English 0 in 0 markers (§14)
> marker place hit falen lines=1 cause=morale
placed hit5: Hit (lines 1, cause morale) with falen in 2822
removed hit5: Hit (lines 1, cause morale) with falen in 2822
falen loses 1 line to morale: 3 left (§8.33)
placed fugitive6: Fugitive x1 (side French, state new, mounted no) in 2822
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
> show 2822
2822: Clear
  falen 2822 s        French    Men-at-Arms          Alencon
  forl  2822 s        French    Leader               Orleans
  marker fugitive6: Fugitive x1 (side French, state new, mounted no) in 2822
> status
Proving game (SPI Agincourt's fugitives), Fugitives
turn 1 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 10)
units eliminated: French 0, English 0
casualties: French 3, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
dice: manual (seed 1); orders: 4
fugitives on the field: French 4 in 2 markers, English 0 in 0 markers (§14)
> marker place fugitive 2920 side=french
placed fugitive7: Fugitive x1 (side French, state new, mounted no) in 2920
> marker place fugitive 2920 side=french mounted=yes state=moving heading=nw
placed fugitive8: Fugitive x1 (side French, heading nw, state moving, mounted yes) in 2920
> marker place hit fsav lines=1 cause=fire
placed hit9: Hit (lines 1, cause fire) with fsav in 2920
removed hit9: Hit (lines 1, cause fire) with fsav in 2920
fsav loses 1 line to fire: 1 left (§8.33)
Fugitive x1 joins fugitive8: Fugitive x2 (side French, heading nw, state moving, mounted yes) in 2920
changed fugitive8: Fugitive x2 (side French, heading nw, state new, mounted yes) in 2920
placed dead10: Dead x1 (side French) in 2920
French casualties: 4 (§8.36)
> show 2920
2920: Clear
  fsav  2920 s        French    Cavalry              Saveuse
  fbra  2920 s        French    Leader               Brabant
  marker fugitive7: Fugitive x1 (side French, state new, mounted no) in 2920
  marker fugitive8: Fugitive x2 (side French, heading nw, state new, mounted yes) in 2920
  marker dead10: Dead x1 (side French) in 2920
