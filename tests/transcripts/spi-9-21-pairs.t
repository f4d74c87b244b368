#! args: --game proving-melee --scenario field --seed 1
#! data: tests/data
# spi-agincourt §9.21 by pairs (reconstructed: doc/reconstructions.md
# M3).  Marle (f20, with the Count of Marle lending his +2) attacks York
# (e01); Damrtn (f21, with the Constable) attacks King (e02), who also
# stands next to Marle; York attacks Marle back.  In turn 2 Marle is
# held by York alone (the refusal names York, not King), the Count of
# Marle by Marle, Damrtn by King.  Once York is eliminated Marle may move
# although King, engaged and next to it, stands there: Marle never
# fought King.  The Count of Marle, his unit free, may move too; Damrtn,
# King still beside it, may not.  Marle, moved, is engaged no more.
> place f20 2812
placed f20 (Marle) in 2812 s
> place fl12 2812
placed fl12 (Count of Marle) in 2812 s
> place e01 2913
placed e01 (York) in 2913 n
> place e02 2811
placed e02 (King) in 2811 n
> place f21 2810
placed f21 (Damrtn) in 2810 s
> place fl01 2810
placed fl01 (Constable) in 2810 s
> next
left undone: 13 units did not move
ended: turn 1 of 10, French Movement phase (§5.0)
now: turn 1 of 10, French Morale phase (§10.0)
> next
ended: turn 1 of 10, French Morale phase (§10.0)
now: turn 1 of 10, French Melee phase (§9.0)
> attack f20 -> e01
attack: Marle (f20) strength 3, +2 leader's Melee Rating (§9.11) = 5
defence: York (e01) strength 5 = 5
differential 5 - 5 = 0; York (e01) is on its 1st Line: Melee CRT, line 1, differential 0: 0% (§9.5); a 0: no die is rolled
the melee on e01: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> attack f21 -> e02
attack: Damrtn (f21) strength 3, +4 leader's Melee Rating (§9.11) = 7
defence: King (e02) strength 5 = 5
differential 7 - 5 = +2; King (e02) is on its 1st Line: Melee CRT, line 1, differential +2: 0% (§9.5); a 0: no die is rolled
the melee on e02: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> next
ended: turn 1 of 10, French Melee phase (§9.0)
now: turn 1 of 10, French Fatigue Morale phase (§9.22)
> next
ended: turn 1 of 10, French Fatigue Morale phase (§9.22)
now: turn 1 of 10, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 10, English Fugitive Movement phase (§14.2)
now: turn 1 of 10, English Movement phase (§5.0)
> next
left undone: 6 units did not move
ended: turn 1 of 10, English Movement phase (§5.0)
now: turn 1 of 10, English Morale phase (§10.0)
> next
ended: turn 1 of 10, English Morale phase (§10.0)
now: turn 1 of 10, English Melee phase (§9.0)
> next
error: every unit next to an enemy it could attack at a differential of 0 or more must attack first: e01 e02 (§9.31; reconstructed: each unit alone, as the numbers stand; see doc/reconstructions.md M5)
> attack e01 -> f20
attack: York (e01) strength 5 = 5
defence: Marle (f20) strength 3, +2 leader's Melee Rating (§9.11) = 5
differential 5 - 5 = 0; Marle (f20) is on its 1st Line: Melee CRT, line 1, differential 0: 0% (§9.5); a 0: no die is rolled
the melee on f20: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 10, English Melee phase (§9.0)
now: turn 1 of 10, English Fatigue Morale phase (§9.22)
> next
ended: turn 1 of 10, English Fatigue Morale phase (§9.22)
now: turn 2 of 10, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 10, French Fugitive Movement phase (§14.2)
now: turn 2 of 10, French Movement phase (§5.0)
> move f20 2712
error: f20 is locked in melee: e01, which it meleed, stands next to it (§9.21; reconstructed: held until its own opponents are gone; see doc/reconstructions.md M3)
> move fl12 2712
error: fl12 is locked in melee: f20, to which it lent its rating, is held (§9.21; reconstructed: held while the unit it lent to is; see doc/reconstructions.md M3)
> move f21 2710
error: f21 is locked in melee: e02, which it meleed, stands next to it (§9.21; reconstructed: held until its own opponents are gone; see doc/reconstructions.md M3)
> marker place hit e01 lines=4 cause=fire
placed hit1: Hit (lines 4, cause fire) with e01 in 2913
removed hit1: Hit (lines 4, cause fire) with e01 in 2913
e01 loses 4 lines to fire: 0 left (§8.33)
placed fugitive2: Fugitive x4 (side English, state new, mounted no) in 2913
placed dead3: Dead x4 (side English) in 2913
English casualties: 4 (§8.36)
e01 is eliminated: no lines left (§8.35)
> move f20 2912
f20 moves to 2912 (0.5 of 1 MP spent, §5.0)
> move fl12 2912
fl12 moves to 2912 (0.5 of 1 MP spent, §5.0)
> move f21 2710
error: f21 is locked in melee: e02, which it meleed, stands next to it (§9.21; reconstructed: held until its own opponents are gone; see doc/reconstructions.md M3)
> show f20
f20: Marle
  French Men-at-Arms
  melee 3 lines 3 rating 0 mp 1
  position: 2912 s
  terrain: Clear
  this turn: moved 1 hex, 0.5 of 1 MP spent
  characteristics: Burgundian
  lines left: 3 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  defended in melee this phase: yes (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: yes (§9.14)
#! status: 1
