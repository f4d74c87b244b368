#! args: --game proving-melee --scenario orleans-york --seed 1
#! data: tests/data
# spi-agincourt §9.23's worked example, with the book's numbers: the
# double counter Orleans (4) with the leader Orleans (4), in its first
# attack after moving (Initial Shock +7, §9.14), standing with a x2 Dead
# (-2, §9.12): 13.  York (5) with the leader York (4): 9.  Differential
# +4; York on its 4th line (three lines lost before: here a stand-in
# morale loss, whose fugitives are taken off so that the hex holds only
# what the melee makes); the Melee CRT's cell is 23% (§9.5, a
# reconstructed cell, T1).  The roll is 17: York loses its last line and
# is removed, one Dead and one Fugitive placed, English casualties +1;
# the leader York unharmed, staying to retreat with the fugitives
# (§12.32).  Its only opponent eliminated, Orleans is not engaged (§9.21
# by pairs, M3).
> dice manual
dice: manual: herald will ask for each roll the rules call for
> marker place hit e01 lines=3 cause=morale
placed hit2: Hit (lines 3, cause morale) with e01 in 2911
removed hit2: Hit (lines 3, cause morale) with e01 in 2911
e01 loses 3 lines to morale: 1 left (§8.33)
placed fugitive3: Fugitive x3 (side English, state new, mounted no) in 2911
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
> marker remove fugitive3
removed fugitive3: Fugitive x3 (side English, state new, mounted no) in 2911
> move f03 2810
f03 moves to 2810+2811 (0.5 of 1 MP spent, §5.2)
> move fl04 2810
fl04 moves to 2810 (0.5 of 1 MP spent, §5.0)
> next
ended: turn 1 of 10, French Movement phase (§5.0)
now: turn 1 of 10, French Morale phase (§10.0)
> next
ended: turn 1 of 10, French Morale phase (§10.0)
now: turn 1 of 10, French Melee phase (§9.0)
> odds f03 -> e01
attack: Orleans (f03) strength 4, +4 leader's Melee Rating (§9.11), -2 own Dead in its hex (§9.12), +7 Initial Shock (§9.14) = 13
defence: York (e01) strength 5, +4 leader's Melee Rating (§9.11) = 9
differential 13 - 9 = +4; York (e01) is on its 4th Line: Melee CRT, line 4, differential +4: 23% (reconstructed: the book prints only the first four cells of the 2nd line; each line lost shifts the 1st-line row two columns (doc/reconstructions.md, T1)) (§9.5)
> attack f03 -> e01
< 17
attack: Orleans (f03) strength 4, +4 leader's Melee Rating (§9.11), -2 own Dead in its hex (§9.12), +7 Initial Shock (§9.14) = 13
defence: York (e01) strength 5, +4 leader's Melee Rating (§9.11) = 9
differential 13 - 9 = +4; York (e01) is on its 4th Line: Melee CRT, line 4, differential +4: 23% (reconstructed: the book prints only the first four cells of the 2nd line; each line lost shifts the 1st-line row two columns (doc/reconstructions.md, T1)) (§9.5)
roll d100 for the melee on e01, the tens die first: 17
the melee on e01: 23% (reconstructed): tens 1, ones 7: 17, at or under 23 -> happens (physical, §9.5)
e01 loses 1 line to melee: 0 left (§8.33)
placed fugitive4: Fugitive x1 (side English, state new, mounted no) in 2911
placed dead5: Dead x1 (side English) in 2911
English casualties: 1 (§9.23, §11.1)
el2 stays in 2911 to retreat with the fugitives from the next Fugitive Movement phase (§12.32)
e01 is eliminated: no lines left (§8.35)
> show e01
e01: York
  English Men-at-Arms
  melee 5 lines 4 rating 0 mp 1
  position: eliminated
  characteristics: English
  lines left: 0 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  defended in melee this phase: yes (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
> show f03
f03: Orleans
  French Men-at-Arms
  melee 4 lines 7 rating 0 mp 1
  position: 2810+2811 s
  terrain: Clear
  this turn: moved 1 hex, 0.5 of 1 MP spent; has attacked
  characteristics: Armagnac
  lines left: 7 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: yes (§9.14)
> show el2
el2: Duke of York
  English Leader
  melee 0 lines 0 rating 4 mp 1
  position: 2911 n
  terrain: Clear
  characteristics: English
  retreating with fugitives: yes (§12.33)
  engaged in melee: no (§9.21)
> status
Proving game (SPI Agincourt's melee), 9.23: Orleans attacks York
turn 1 of 10, French Melee phase (§9.0)
units eliminated: French 0, English 1
casualties: French 0, English 1 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
dice: manual (seed 1); orders: 8
fugitives on the field: French 0 in 0 markers, English 1 in 1 marker (§14)
