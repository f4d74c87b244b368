#! args: -g spi-agincourt -s king-harrys-folly --seed 1
# SPI's Agincourt, 7.22: woods hexes are closed to every unit, save in
# scenario 20.4; 20.43D: in that scenario woods count as clear and the
# map has no elevations. 2527 is Woods (14.26's example), 2526
# clear. Camois is placed in 2426 facing s (front hexes 2526 and 2527)
# and moves in the English Movement phase of turn 1.
> show 2527
2527: Woods, level 4
  no unit
> place e03 2527 s
error: cannot place e03: 2527 is Woods, which a Men-at-Arms unit cannot enter (§7.22)
> place e03 2426 s
placed e03 (Camois) in 2426 s
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
> move e03 2527
error: e03 cannot move: step 1 (2426 to 2527): 2527 is Woods, which a Men-at-Arms unit cannot enter (§7.22)
> move e03 2526
e03 moves to 2526 (1 of 1 MP spent, §5.0)
# Open Field (20.4): 2527 is clear, and flat (no contour, 7.23).
> new spi-agincourt open-field seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Open Field of Battle (20.4) (seed 1)
> scenario info
game: Agincourt: The Triumph of Archery over Armor (SPI, 1978) (spi-agincourt)
rulebook: spi-agincourt-1978.txt
scenario: Open Field of Battle (20.4) (open-field)
description:
  Had the French attacked two days earlier, drawn up south of the field,
  before Henry had his choice of ground: no flanking woods and no
  slopes. The deployments are those of the free-deployment scenario.
ground: Woods as Clear; no elevation
line movement: French, English (§5.31)
special rule 1:
  20.42: the deployment of 20.22: the French freely behind their
  historical front line, leaders on units of their contingent, the Fait
  du Mort set aside; the English as in 20.1 with their stakes.
special rule 2:
  20.43A (20.23A): the ground is dry: a clear hex costs 1/2 MP.
special rule 3:
  20.43B (20.23B): the French deploy in lines of at least 4 units and
  move by the line movement rules (5.3).
special rule 4:
  20.43C (20.23C): a French combat unit beginning its Movement Phase
  within longbow range moves its full allowance; French archers in range
  may stand and fire (herald: as 20.23C, R60, R62).
special rule 5:
  20.43D: every Woods hex is clear terrain and there are no elevations.
special rule 6:
  20.43E: every unit, English too, moves by the line movement rules
  (5.3), but pivots freely once past a hexrow holding an English unit
  (29xx) (herald: both armies move in lines; a French unit is free of
  line movement once all of it is beyond 29xx, an English unit once all
  of it has gone north of 29xx, toward the French).
special rule 7:
  20.44: victory points: the French 2 for each English line lost, 2
  times each English leader's ransom captured, 1 for each English
  fugitive captured; the English as 20.34 without the points for units
  off the north edge. herald counts the points; status shows both
  totals, the ratio and the level standing now (20.0), and the level
  reached is declared when the game ends.
special rule 8:
  19.0 (optional, +artillery): place the battery, fa, behind the French
  front line before play (place fa HEX s).
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
  As free-deployment (R41, R44, R48, the example French deployment, the
  English of 20.1); R43 Woods hexes inside the zone's columns and rows
  join it, Woods being clear (20.43D).
> show 2527
2527: Clear
  no unit
> place e03 2426 s
placed e03 (Camois) in 2426 s
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
> move e03 2527
e03 moves to 2527 (0.5 of 1 MP spent, §5.0)
e03 is past the English hexrow (29xx), on the French side: it is free of line movement and may pivot (§20.43E)
> show e03
e03: Camois
  English Men-at-Arms
  melee 5 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 2527 s
  terrain: Clear
  this turn: moved 1 hex, 0.5 of 1 MP spent
  characteristics: English (red)
  lines left: 4 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: yes (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
#! status: 1
# Played in King Harry's Folly (20.3): the historical set-up and muddy ground (20.33A), with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge).
