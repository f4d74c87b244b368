#! args: --seed 7 --empty
# SPI's Agincourt (1978), 20.3: King Harry's Folly. The English without
# their stakes (20.32); the French deploy as in 20.2 but with no archers
# in the front line (20.32, reconstructed R42: column 10 and the
# cavalry's corridors), and no line of four required.
> new spi-agincourt king-harrys-folly seed=7
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), King Harry's Folly (20.3) (seed 7)
> scenario info
game: Agincourt: The Triumph of Archery over Armor (SPI, 1978) (spi-agincourt)
rulebook: spi-agincourt-1978.txt
scenario: King Harry's Folly (20.3) (king-harrys-folly)
description:
  Had the French been content to starve the English out, Henry would
  have had to attack: the English come on without their stakes against a
  French army that waits to be shot at before it moves (20.33B-F).
  Tensely balanced (20.0).
ground: Clear costs 1 MP
special rule 1:
  20.32: the French deploy freely behind their historical front line
  (front-line cavalry included), leaders on a combat unit of their
  contingent, the Fait du Mort set aside, and no French archers in the
  front line; the English as in 20.1, with no stakes.
special rule 2:
  20.33A: the ground is muddy: a clear hex costs 1 MP (7.21).
special rule 3:
  20.33B: no French unit moves until English longbows have fired on it
  (but see D; herald: a longbow's `fire` at it frees it, and of line
  movement too, R61).
special rule 4:
  20.33C: once fired at, a combat unit moves its full allowance toward
  the English line (herald: each impulse all its MP, never ending nearer
  the French edge, unless blocked or next to the English; R60).
special rule 5:
  20.33D: for every French unit lost, one French unit that no longbow
  has yet shot at is released to move as it likes for the rest of the
  game (herald: the first move of a unit not fired on uses a release
  while one is left; status counts them; R61).
special rule 6:
  20.33E: a French combat unit hit by arrows checks morale in that
  turn's Morale Phase, if it could lose by it (herald checks it when any
  of its rolls has a chance above 0%).
special rule 7:
  20.33F: once the French Casualty Track shows 30, every French combat
  unit is free to move and attack.
special rule 8:
  20.34: victory points: the French 2 for each English line lost, 2
  times each English leader's ransom captured, 1 for each English
  fugitive captured; the English 1 for each French casualty, 1 for each
  point of ransom captured, 1 for each French fugitive captured, 4 for
  each English unit off the north edge. herald counts the points; status
  shows both totals, the ratio and the level standing now (20.0), and
  the level reached is declared when the game ends. An English unit on
  the north edge with movement left leaves by `leave UNIT` in its
  Movement phase and counts (reconstructed: X1).
special rule 9:
  19.0 (optional, +artillery): place the battery, fa, behind the French
  front line but not in it before play (place fa HEX s).
units: 64, on the map: 62
hooks: spi-agincourt.tcl, spi-army.tcl, spi-melee.tcl, spi-stakes.tcl, spi-cavalry.tcl, spi-morale.tcl, spi-fire.tcl, spi-fait.tcl, spi-leaders.tcl, spi-ahead.tcl (the game's), setups.tcl (the scenario's)
reconstructed (game):
  The rulebook prints neither map nor counter sheet; herald rebuilt both
  from the text (doc/reconstructions.md, "SPI's Agincourt: board,
  counters and set-ups", entries R1-R49). Board: R1 41 columns x 34
  rows; R2 columns 10 and 29 clear (rows 03-31, 05-25); R3 the woods of
  Tramecourt (east, low rows) and Agincourt (west, high rows) pinching
  the field at columns 29-31; R4 2527 Woods, 2626 and 2425 clear
  (14.26); R5-R8 the elevation (six levels, French rear 6, hollow 2 at
  columns 17-20, English ridge 5 at 27-33, no downhill step between the
  cavalry and the English, one level a contour); R9 roads, left out
  (they do nothing, 7.25). Counters: R10 13 English units (3
  men-at-arms, 10 longbows); R11 King and Camois 5 melee, 4 lines; R12 4
  lines for every longbow; R13 yeoman melee 2 for all; R14 longbow
  names; R15 longbow sides L/R; R16 King's Own R, Royal Gd. L; R17
  English leaders Camoys and Gloucester and every English rating and
  ransom but York's rating (Henry 5/10, York 4/6, Camoys 3/3, Erpingham
  2/2, Gloucester 3/6); R18 32 French units; R19 French unit names not
  in the text; R20 second-line battles 5 lines; R21 second-line battles
  double; R22 third-line units and French archers 3 lines; R23 Namur
  melee 3; R24 Lestrale, Marle, Damrtn single; R25 Saveuse and Clignet
  the front-line cavalry, double, 4 lines, Clignet 4/8 R; R26 Brabant,
  Laurois 3/6, 3 lines; R27 every French contingent; R28 French archers'
  sides; R29 every French leader but the four named, every French rating
  but Orleans's, every ransom (Constable 4/6, Marshal 4/5, Admiral 3/4,
  Orleans 4/8, Bourbon 3/8, Alencon 5/8, Bar 3/6, Eu 3/6, Nevers 3/6,
  Vaudemont 3/4, Brabant 2/8, Marle 2/4); R30 Fait du Mort 5/1; R31
  battery 1 line, Armagnac; R32 stakes facing n; R33 cavalry fugitives
  apart; R45 Orleans in the first line, 7 lines; R46 melee 4 for the
  other first-line battles; R47 battery rate of fire 1; R49 the game's
  last turn, 60 (3 hours), the book ending it only by demoralization.
reconstructed (scenario):
  R41 the French zone, as in the free deployment; R42 the "front line"
  in which no French archer may stand (20.32): column 10 and the
  cavalry's corridors, columns 11-23 of rows 06, 07, 24 and 25 (the
  battery too, an archery unit for all purposes, 19.0); R48 French
  leaders on a unit of their contingent; the example French deployment
  (the historical one, R36-R39); the English as in 20.1 (R34, R35).
> marker
no markers on the board (kinds: dead fugitive stakes)
> setup check
the set-up follows §20.3
# 20.32: CB I in 1004, on the first line's hexrow.
> place f25 1004 s
placed f25 (CB I) in 1004 s
> setup check
f25 (1004): French archers set up off the front line: not in column 10 nor in the cavalry's rows 06, 07, 24 and 25 of columns 11-23 (§20.32)
> undo
undone: place f25 1004 s
# ... and SB I in the cavalry's corridor, 1507.
> place f29 1507 s
placed f29 (SB I) in 1507 s
> setup check
f29 (1507): French archers set up off the front line: not in column 10 nor in the cavalry's rows 06, 07, 24 and 25 of columns 11-23 (§20.32)
> undo
undone: place f29 1507 s
# Behind the front line it may stand alone (no 20.23B here).
> place f29 0308 s
placed f29 (SB I) in 0308 s
> setup check
the set-up follows §20.3
> undo
undone: place f29 0308 s
# 20.32: no stakes in this scenario.
> marker place stakes 2905 state=implanted facing=n
placed stakes1: Stakes (state implanted, facing n) in 2905
> setup check
stakes1 (2905): the English have no stakes in this scenario (§20.32)
