#! args: -g spi-agincourt -s historical --seed 1
# SPI's Agincourt, 7.21: a clear hex costs 1/2 MP to enter on dry
# ground and 1 MP when the field is muddy (the scenario says which).
# Muddy: historical (20.13B), King Harry's
# Folly (20.33A); dry: French Free Deployment (20.23A) and Open Field
# (20.43, as 20.23). An impulse's allowance is 1 (3.33) and never
# carries over (5.12). Camois, placed in 1610 facing n, goes north
# along 1510, 1410, 1310 (all level 3) in the English Movement phase.
# 20.13C's volleys (R63) are fired in the English Archery step of
# turn 1, one volley from each longbow in range (as 8.15 then asks).
> scenario info
game: Agincourt: The Triumph of Archery over Armor (SPI, 1978) (spi-agincourt)
rulebook: spi-agincourt-1978.txt
scenario: Agincourt Historical Scenario (20.1) (historical)
description:
  25 October 1415, 11.30 in the morning, after a night of rain. Henry
  V's army holds one thin line across the narrowest part of the field
  between the woods of Agincourt and Tramecourt (hexrow 29xx), its
  longbows behind stakes on the wings and between the battles. The
  French stand in three lines of battles with their archers between the
  first and second, and their front-line cavalry forward on both wings,
  within bowshot of the English (20.13C). Suitable for solitaire play:
  the French movement is programmed (20.13D-G).
ground: Clear costs 1 MP
special rule 1:
  20.13A: every unit deploys exactly as this set-up has it (setup
  check).
special rule 2:
  20.13B: the ground is muddy: a clear hex costs 1 MP (7.21).
special rule 3:
  20.13C: before the first French Player-Turn every longbow in range of
  a French front-line cavalry unit fires at least one volley at both of
  them. herald has no fire before the first French impulse: it names the
  cavalry owed volleys as the English Archery after that impulse begins,
  status says which have not been fired at, and the step may not end
  while a longbow can still fire at one of them (reconstructed: R63).
special rule 4:
  20.13D: Game-Turn 1, only the front-line cavalry moves, charging at
  its full allowance toward the English; turn 2 it charges on and the
  first line advances; turn 3 the archers; turn 4 the second line; turn
  5 (errata) the third line. A unit moved before its line's turn is
  refused.
special rule 5:
  20.13E: once advancing, a French unit moves at its full allowance
  toward the English every impulse (no move may end nearer the French
  edge; the impulse may not end while one owes movement unless it is
  blocked or next to an English unit, reconstructed: R60); French
  archers need not crowd (they may sidestep) and may stand and fire when
  in range.
special rule 6:
  20.13F: a French archer unit that must check morale at the end of its
  Movement Phase (herald's French Morale phase: it moved, or its
  fugitives reached it) with enough points for a chance of losing a line
  does not roll: all its lines become fugitives as the next French
  Fugitive Movement Phase begins, and flee from it (14.2; reconstructed:
  R65). With no chance of loss it checks as usual and stays.
special rule 7:
  20.13G: solitaire: the French leader's manner of attack is rolled on a
  six-sided die, 6 counting as 0 (Advancing Attacking), after the
  English one is chosen. herald does it under the optional rule
  solo-english (`duel`), where it also gives the French orders of the
  programme (`programme`).
special rule 8:
  20.14: victory points: the French 7 for each English line lost, 4
  times each English leader's ransom captured, 2 for each English
  fugitive captured; the English as 20.24. herald counts the points;
  status shows both totals, the ratio and the level standing now (20.0),
  and the level reached is declared when the game ends.
special rule 9:
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
  Every hex (20.12: the set-up is printed on the map). R34 the English
  on 29xx, rows 05-25 one every other hex, King's Own and Royal Gd.
  beside the King in 2914 and 2916, York east, Camois west, each open
  hex the only one next to two English units (closed by 5.41); R35
  English leaders Henry on the King, York on York, Camoys on Camois,
  Erpingham on King's Own, Gloucester on Royal Gd.; R36 the eight
  first-line battles on 10xx (5.31 errata), rows 06-28, one hex apart;
  R37 the front-line cavalry forward at 2306+2307 (Saveuse, east) and
  2324+2325 (Clignet, west), six hexes from the wing longbows with a
  clear line of sight (20.13C); R38 the archers on 08xx, the second line
  on 05xx, the third on 02xx (20.13D's order of advance; two hexes
  between archers and other French units, 5.18); R39 French leaders on
  their own battles, the Constable on Orleans, the Marshal on Bourbon,
  the Admiral on Dauphin; R40 the optional battery not placed (20.0
  gives it no hex: with +artillery the French place it behind their
  front line, 0718 in the draft); R32 stakes facing n.
> place e03 1610 n
placed e03 (Camois) in 1610 n
# Game-Turn 1 by 20.13D: the front-line cavalry charges (2 MP an
# impulse, 3.33), the rest of the French stand.
> flip f09
f09 turns to its charge side: melee 8, mp 2 (§17.11)
> flip f10
f10 turns to its charge side: melee 8, mp 2 (§17.11)
> move f09 2407
f09 climbs from level 3 to 4 into 2406: 1 MP more uphill (§7.23)
f09 moves to 2406+2407 (2 of 2 MP spent, §5.2)
> move f10 2425
f10 climbs from level 3 to 4 into 2424: 1 MP more uphill (§7.23)
f10 moves to 2424+2425 (2 of 2 MP spent, §5.2)
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
the English longbows in range must fire at least one volley at both front-line cavalry units: f09 (in range of e10), f10 (in range of e17) (§20.13C; reconstructed: R63, this step stands for the volleys before the first French Player-Turn, and may not end while a longbow can still fire at one not fired at)
> fire e10 1 f09
e10 at f09: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e10 allocates 1 volley at f09, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire e11 1 f09
e11 at f09: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e11 allocates 1 volley at f09, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e12 1 f09
e12 at f09: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e12 allocates 1 volley at f09, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e17 1 f10
e17 at f10: Longbow firing at Cavalry, range 6 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 98%, 1 strike 2%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e17 allocates 1 volley at f10, binding; 4 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e18 1 f10
e18 at f10: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e18 allocates 1 volley at f10, binding; 5 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e19 1 f10
e19 at f10: Longbow firing at Cavalry, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e19 allocates 1 volley at f10, binding; 6 allocations wait for `fire resolve` or the step's end (§8.0)
> next
the fire allocated in this step is resolved: 6 allocations, each on its own (§8.0)
e10's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 7 (70-79) = none; supply 23 left (§8.7)
e11's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 5 (50-59) = none; supply 23 left (§8.7)
e12's 1 volley at f09 (Longbow firing at Cavalry, 5 hexes): d100: tens 5 (50-59) = none; supply 23 left (§8.7)
e17's 1 volley at f10 (Longbow firing at Cavalry, 6 hexes): d100: tens 3 (30-39) = none; supply 23 left (§8.7)
e18's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 6 (60-69) = none; supply 23 left (§8.7)
e19's 1 volley at f10 (Longbow firing at Cavalry, 5 hexes): d100: tens 1 (10-19) = none; supply 23 left (§8.7)
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> move f09 2507 2607
f09 moves to 2607+2608 (2 of 2 MP spent, §5.2)
> move f10 2525 2625
f10 moves to 2625+2626 (2 of 2 MP spent, §5.2)
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> move f09 2707
f09 climbs from level 4 to 5 into 2707: 1 MP more uphill (§7.23)
f09 moves to 2707+2708 (2 of 2 MP spent, §5.2)
> move f10 2725
f10 climbs from level 4 to 5 into 2725: 1 MP more uphill (§7.23)
f10 moves to 2725+2726 (2 of 2 MP spent, §5.2)
> next
left undone: 42 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 60, French Morale phase (§10.0)
f09 checks morale: it moved this turn (§10.0, once)
f09's morale: no points, no roll (§10.0)
f10 checks morale: it moved this turn (§10.0, once)
f10's morale: no points, no roll (§10.0)
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
# Mud: one hex an impulse.
> move e03 1510 1410
error: e03 cannot move: step 2 (1510 to 1410): entering 1410 costs 1 MP but e03 has 0 of 1 left (§5.0)
> move e03 1510
e03 moves to 1510 (1 of 1 MP spent, §5.0)
> show e03
e03: Camois
  English Men-at-Arms
  melee 5 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1510 n
  terrain: Clear
  this turn: moved 1 hex, 1 of 1 MP spent
  characteristics: English (red)
  lines left: 4 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> new spi-agincourt free-deployment seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2) (seed 1)
> place e03 1610 n
placed e03 (Camois) in 1610 n
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
# Dry: two hexes an impulse, not three; an impulse in which Camois
# stands gives it nothing more in the next (5.12).
> move e03 1510 1410 1310
error: e03 cannot move: step 3 (1410 to 1310): entering 1310 costs 0.5 MP but e03 has 0 of 1 left (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> move e03 1510 1410 1310
error: e03 cannot move: step 3 (1410 to 1310): entering 1310 costs 0.5 MP but e03 has 0 of 1 left (§5.0)
> move e03 1510 1410
e03 moves to 1410 (1 of 1 MP spent, §5.0)
> show e03
e03: Camois
  English Men-at-Arms
  melee 5 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1410 n
  terrain: Clear
  this turn: moved 2 hexes, 1 of 1 MP spent
  characteristics: English (red)
  lines left: 4 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> new spi-agincourt king-harrys-folly seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), King Harry's Folly (20.3) (seed 1)
> place e03 1610 n
placed e03 (Camois) in 1610 n
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
> move e03 1510 1410
error: e03 cannot move: step 2 (1510 to 1410): entering 1410 costs 1 MP but e03 has 0 of 1 left (§5.0)
> new spi-agincourt open-field seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Open Field of Battle (20.4) (seed 1)
> place e03 1610 n
placed e03 (Camois) in 1610 n
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
> move e03 1510 1410
e03 moves to 1410 (1 of 1 MP spent, §5.0)
e03 is past the English hexrow (29xx), on the French side: it is free of line movement and may pivot (§20.43E)
#! status: 1
