#! args: --game proving-melee --scenario field --seed 1
#! data: tests/data
# spi-agincourt §9.14 and §9.21.  Turn 1: Marle (a French single
# counter, 3) moves up next to York and attacks: Initial Shock +4 (its
# first attack of the game, after moving).  Damrtn with the Count of
# Marle, placed next to King without moving, gets none.  In the English
# phase Suffolk turns to its yeoman side, moves up to Namur and attacks:
# +4 for an English yeoman; York and King, who did not move, must attack
# back (§9.31), without Initial Shock.  Turn 2: Marle and York are
# engaged (§9.21): Marle may not move while York, engaged with it, stands
# next to it; once York is gone (a stand-in loss of its four lines) it
# may.  Marle moves on to 2912 and King is put next to it (a correction
# of the board, `place`): no Initial Shock now, Marle's first attack is
# spent.
> place f20 2712
placed f20 (Marle) in 2712 s
> place e01 2913
placed e01 (York) in 2913 n
> place e02 2915
placed e02 (King) in 2915 n
> place f21 2815
placed f21 (Damrtn) in 2815 s
> place fl12 2815
placed fl12 (Count of Marle) in 2815 s
> place f22 2817
placed f22 (Namur) in 2817 s
> place e19 3018
placed e19 (Suffolk) in 3018 n
> move f20 2812
f20 moves to 2812 (0.5 of 1 MP spent, §5.0)
> next
left undone: 12 units did not move
ended: turn 1 of 10, French Movement phase (§5.0)
now: turn 1 of 10, French Morale phase (§10.0)
> next
ended: turn 1 of 10, French Morale phase (§10.0)
now: turn 1 of 10, French Melee phase (§9.0)
> odds f20 -> e01
attack: Marle (f20) strength 3, +4 Initial Shock (§9.14) = 7
defence: York (e01) strength 5 = 5
differential 7 - 5 = +2; York (e01) is on its 1st Line: Melee CRT, line 1, differential +2: 0% (§9.5); a 0: no die is rolled
> attack f20 -> e01
attack: Marle (f20) strength 3, +4 Initial Shock (§9.14) = 7
defence: York (e01) strength 5 = 5
differential 7 - 5 = +2; York (e01) is on its 1st Line: Melee CRT, line 1, differential +2: 0% (§9.5); a 0: no die is rolled
the melee on e01: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> attack f21 -> e02
attack: Damrtn (f21) strength 3, +2 leader's Melee Rating (§9.11) = 5
defence: King (e02) strength 5 = 5
differential 5 - 5 = 0; King (e02) is on its 1st Line: Melee CRT, line 1, differential 0: 0% (§9.5); a 0: no die is rolled
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
> flip e19
e19 turns to its yeoman side: melee 2, mp 1 (§15.0)
> move e19 2918
e19 moves to 2918 (0.5 of 1 MP spent, §5.0)
> next
left undone: 5 units did not move
ended: turn 1 of 10, English Movement phase (§5.0)
now: turn 1 of 10, English Morale phase (§10.0)
> next
ended: turn 1 of 10, English Morale phase (§10.0)
now: turn 1 of 10, English Melee phase (§9.0)
> attack e19 -> f22
attack: Suffolk (e19) strength 2, +4 Initial Shock (§9.14) = 6
defence: Namur (f22) strength 3 = 3
differential 6 - 3 = +3; Namur (f22) is on its 1st Line: Melee CRT, line 1, differential +3: 0% (§9.5); a 0: no die is rolled
the melee on f22: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> attack e01 -> f20
attack: York (e01) strength 5 = 5
defence: Marle (f20) strength 3 = 3
differential 5 - 3 = +2; Marle (f20) is on its 1st Line: Melee CRT, line 1, differential +2: 0% (§9.5); a 0: no die is rolled
the melee on f20: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> attack e02 -> f21
attack: King (e02) strength 5 = 5
defence: Damrtn (f21) strength 3, +2 leader's Melee Rating (§9.11) = 5
differential 5 - 5 = 0; Damrtn (f21) is on its 1st Line: Melee CRT, line 1, differential 0: 0% (§9.5); a 0: no die is rolled
the melee on f21: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> next
ended: turn 1 of 10, English Melee phase (§9.0)
now: turn 1 of 10, English Fatigue Morale phase (§9.22)
> next
ended: turn 1 of 10, English Fatigue Morale phase (§9.22)
now: turn 2 of 10, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 10, French Fugitive Movement phase (§14.2)
now: turn 2 of 10, French Movement phase (§5.0)
> show f20
f20: Marle
  French Men-at-Arms
  melee 3 lines 3 rating 0 mp 1
  position: 2812 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Burgundian
  lines left: 3 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  defended in melee this phase: yes (§9.22)
  engaged in melee: yes (§9.21)
  initial shock used: yes (§9.14)
> move f20 2912
error: f20 is locked in melee: e01, which it meleed, stands next to it (§9.21; reconstructed: held until its own opponents are gone; see doc/reconstructions.md M3)
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
> place e02 3012
placed e02 (King) in 3012 n
> next
left undone: 12 units did not move
ended: turn 2 of 10, French Movement phase (§5.0)
now: turn 2 of 10, French Morale phase (§10.0)
> next
ended: turn 2 of 10, French Morale phase (§10.0)
now: turn 2 of 10, French Melee phase (§9.0)
> odds f20 -> e02
not allowed now: no attack at a differential of -2: the least is 0 (§9.5)
if it were allowed:
  attack: Marle (f20) strength 3 = 3
  defence: King (e02) strength 5 = 5
  differential 3 - 5 = -2
#! status: 1
