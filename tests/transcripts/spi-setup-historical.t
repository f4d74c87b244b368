#! args: --seed 7 --empty
# SPI's Agincourt (1978), 20.1: the historical scenario loads the
# reconstructed board with every counter (issue 13). The rulebook prints
# neither map nor counter sheet: `scenario info` lists every value herald
# rebuilt (doc/reconstructions.md, "SPI's Agincourt: board, counters and
# set-ups", R1-R49).
> new spi-agincourt historical seed=7
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 1: only the front-line cavalry moves, charging at its full allowance toward the English line; turn it to its charge side before it moves (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1) (seed 7)
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
# Every counter: 64, the Fait du Mort set aside (18.0, 20.12) and the
# optional battery (19.0) off the map.
> units english
el1   2915 n        English   Leader               Henry V
el2   2911 n        English   Leader               Duke of York
el3   2919 n        English   Leader               Lord Camoys
el4   2914 n        English   Leader               Sir Thomas Erpingham
el5   2916 n        English   Leader               Duke of Gloucester
e01   2911 n        English   Men-at-Arms          York
e02   2915 n        English   Men-at-Arms          King
e03   2919 n        English   Men-at-Arms          Camois
e10   2905 n        English   Longbow              Lancashire
e11   2907 n        English   Longbow              Cheshire
e12   2909 n        English   Longbow              Norfolk
e13   2913 n        English   Longbow              S.Wales
e14   2914 n        English   Longbow              King's Own
e15   2916 n        English   Longbow              Royal Gd.
e16   2917 n        English   Longbow              London
e17   2921 n        English   Longbow              W.Cntry
e18   2923 n        English   Longbow              Lincoln
e19   2925 n        English   Longbow              Suffolk
> units french
fl01  1012 s        French    Leader               Constable
fl02  1015 s        French    Leader               Marshal
fl03  1021 s        French    Leader               Admiral
fl04  1012 s        French    Leader               Duke of Orleans
fl05  1015 s        French    Leader               Duke of Bourbon
fl06  0514 s        French    Leader               Duke of Alencon
fl07  0518 s        French    Leader               Duke of Bar
fl08  1018 s        French    Leader               Count of Eu
fl09  1009 s        French    Leader               Count of Nevers
fl10  0510 s        French    Leader               Count of Vaudemont
fl11  0224 s        French    Leader               Duke of Brabant
fl12  0215 s        French    Leader               Count of Marle
f01   1006+1007 s   French    Men-at-Arms          Vendome
f02   1009+1010 s   French    Men-at-Arms          Nevers
f03   1012+1013 s   French    Men-at-Arms          Orleans
f04   1015+1016 s   French    Men-at-Arms          Bourbon
f05   1018+1019 s   French    Men-at-Arms          Eu
f06   1021+1022 s   French    Men-at-Arms          Dauphin
f07   1024+1025 s   French    Men-at-Arms          Heilly
f08   1027+1028 s   French    Men-at-Arms          Craon
f09   2306+2307 s   French    Cavalry              Saveuse
f10   2324+2325 s   French    Cavalry              Clignet
f11   0506+0507 s   French    Men-at-Arms          Blamont
f12   0510+0511 s   French    Men-at-Arms          Vaudemont
f13   0514+0515 s   French    Men-at-Arms          Alencon
f14   0518+0519 s   French    Men-at-Arms          Bar
f15   0522+0523 s   French    Men-at-Arms          Richardmont
f16   0526+0527 s   French    Men-at-Arms          Salm
f17   0206 s        French    Cavalry              Fauqm
f18   0209 s        French    Men-at-Arms          Lestrale
f19   0212 s        French    Men-at-Arms          Hain
f20   0215 s        French    Men-at-Arms          Marle
f21   0218 s        French    Men-at-Arms          Damrtn
f22   0221 s        French    Men-at-Arms          Namur
f23   0224 s        French    Cavalry              Brabant
f24   0227 s        French    Cavalry              Laurois
f25   0804 s        French    Crossbow             CB I
f26   0819 s        French    Crossbow             CB II
f27   0812 s        French    Crossbow             CB III
f28   0827 s        French    Crossbow             CB IV
f29   0808 s        French    Shortbow             SB I
f30   0823 s        French    Shortbow             SB II
f31   0816 s        French    Shortbow             SB III
f32   0831 s        French    Shortbow             SB IV
(2 counters of the game are not in this battle; add the word all to list them)
> show fm
fm: Fait du Mort
  French Fait du Mort
  melee 0 lines 0 rating 5 ransom 1 mp 1 arrows 0 rof 0 range 0
  position: off map
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  retreating with fugitives: no (§12.33)
  engaged in melee: no (§9.21)
> show fa
fa: Artillery
  French Artillery
  melee 0 lines 1 rating 0 ransom 0 mp 0 arrows 0 rof 1 range 12
  position: off map
  characteristics: Armagnac (blue)
  lines left: 1 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  to flee as fugitives (attacked): no (§15.0)
  routed: no (§11.21)
# Values the text gives. 9.23: the Orleans battle, a double counter of
# melee 4, with the leader Orleans, rating 4 (its 7 lines: 20.0, in the
# first line, reconstructed R45).
> show f03
f03: Orleans
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1012+1013 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac (blue), French first line
  lines left: 7 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 10 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> show fl04
fl04: Duke of Orleans
  French Leader
  melee 0 lines 0 rating 4 ransom 8 mp 1 arrows 0 rof 0 range 0
  position: 1012 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac (blue)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  retreating with fugitives: no (§12.33)
  engaged in melee: no (§9.21)
# 9.23: York's men-at-arms, melee 5, 4 lines; the leader York, rating 4.
> show e01
e01: York
  English Men-at-Arms
  melee 5 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 2911 n
  terrain: Clear
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
> show el2
el2: Duke of York
  English Leader
  melee 0 lines 0 rating 4 ransom 6 mp 1 arrows 0 rof 0 range 0
  position: 2911 n
  terrain: Clear
  characteristics: English (red)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  retreating with fugitives: no (§12.33)
  engaged in melee: no (§9.21)
# 3.31: Saveuse, cavalry of melee 4 (8 charging, with the cavalry's two
# sides), position L, here the east-wing front-line cavalry (R25).
> show f09
f09: Saveuse
  French Cavalry
  melee 4 lines 4 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  side: normal (its front; charge side: melee 8, mp 2)
  position: 2306+2307 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Burgundian (black), French front-line cavalry, position L
  lines left: 4 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 23 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
# 3.31, 3.32: Suffolk, longbow L, yeoman melee 2; 24 arrows (20.0).
> show e19
e19: Suffolk
  English Longbow
  melee 0 lines 4 rating 0 ransom 0 mp 0 arrows 24 rof 6 range 6
  side: archer (its front; yeoman side: melee 2, mp 1)
  position: 2925 n
  terrain: Clear
  characteristics: English (red), position L, starts with stakes (16.0, 20.12)
  lines left: 4 (§3.7, 8.33)
  arrows: 24 (§8.52, 20.0)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  quiver: 1 (§8.52)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
# 20.12 errata: the stakes start implanted, on every longbow but King's
# Own and the Royal Guard.
> marker
stakes1   Stakes (state implanted, facing n) in 2905
stakes2   Stakes (state implanted, facing n) in 2907
stakes3   Stakes (state implanted, facing n) in 2909
stakes4   Stakes (state implanted, facing n) in 2913
stakes5   Stakes (state implanted, facing n) in 2917
stakes6   Stakes (state implanted, facing n) in 2921
stakes7   Stakes (state implanted, facing n) in 2923
stakes8   Stakes (state implanted, facing n) in 2925
> show 2914
2914: Clear, level 5
  el4   2914 n        English   Leader               Sir Thomas Erpingham
  e14   2914 n        English   Longbow              King's Own
# The set-up follows 20.12 and 20.13A.
> setup check
the set-up follows §20.1
# The field between the woods, the French cavalry forward, the English
# line on 29xx.
> map 2201 3234
    22  23  24  25  26  27  28  29  30  31  32
01      #       #       #       #       #
01  #       #       #       #       #       #
02      #       #       #       #       #
02  #       #       #       #       #       #
03      #       #       #       #       #
03  #       #       #       #       #       #
04      #       #       #       #       #
04  #       #       #       #       #       #
05      .       .       .      EA←      .
05  .       .       .       .       .       .
06     FC→      .       .       .       .
06  .       .       .       .       .       .
07     FC→      .       .      EA←      .
07  .       .       .       .       .       .
08      .       .       .       .       .
08  .       .       .       .       .       .
09      .       .       .      EA←      .
09  .       .       .       .       .       .
10      .       .       .       .       .
10  .       .       .       .       .       .
11      .       .       .      EM+      .
11  .       .       .       .       .       .
12      .       .       .       .       .
12  .       .       .       .       .       .
13      .       .       .      EA←      .
13  .       .       .       .       .       .
14      .       .       .      EA+      .
14  .       .       .       .       .       .
15      .       .       .      EM+      .
15  .       .       .       .       .       .
16      .       .       .      EA+      .
16  .       .       .       .       .       .
17      .       .       .      EA←      .
17  .       .       .       .       .       .
18      .       .       .       .       .
18  .       .       .       .       .       .
19      .       .       .      EM+      .
19  .       .       .       .       .       .
20      .       .       .       .       .
20  .       .       .       .       .       .
21      .       .       .      EA←      .
21  .       .       .       .       .       .
22      .       .       .       .       .
22  .       .       .       .       .       .
23      .       .       .      EA←      .
23  .       .       .       .       .       .
24     FC→      .       .       .       .
24  .       .       .       .       .       .
25     FC→      .       .      EA←      .
25  .       .       .       .       .       .
26      .       .       .       #       #
26  .       .       .       .       #       .
27      .       #       #       #       #
27  .       .       #       #       #       #
28      #       #       #       #       #
28  #       #       #       #       #       #
29      #       #       #       #       #
29  #       #       #       #       #       #
30      #       #       #       #       #
30  #       #       #       #       #       #
31      #       #       #       #       #
31  #       #       #       #       #       #
32      #       #       #       #       #
32  #       #       #       #       #       #
33      #       #       #       #       #
33  #       #       #       #       #       #
34      #       #       #       #       #
34  #       #       #       #       #       #

F French, E English; L Leader, Z Fait du Mort, M Men-at-Arms, C Cavalry, A Longbow, X Crossbow, S Shortbow, G Artillery
. Clear, # Woods; arrows show facing, * routed, + more units in the hex
markers (after the terrain): d Dead, f Fugitive, s Stakes
# 19.0, optional: the battery is a counter of the game in no set-up (20.0
# gives it no hex, R40). Under +artillery the French place it behind
# their front line; in front of it `setup check` objects.
> new spi-agincourt historical +artillery seed=7
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 1: only the front-line cavalry moves, charging at its full allowance toward the English line; turn it to its charge side before it moves (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1) (seed 7)
> place fa 0718 s
placed fa (Artillery) in 0718 s
> setup check
the set-up follows §20.1
> place fa 1512 s
placed fa (Artillery) in 1512 s
> setup check
fa (1512): the battery stands behind the French front line (§19.0, 20.0)
