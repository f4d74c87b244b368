#! args: --game proving-melee --scenario field --seed 1
#! data: tests/data
# spi-agincourt §9.21 by pairs, combined attackers (doc/reconstructions.md
# M3): Marle (f20) and Damrtn (f21) attack King (e02) together (§9.35).
# In the English Movement phase King is held by both; Marle eliminated,
# by Damrtn still; Damrtn eliminated too, King may turn, and is engaged
# no more.
> place f20 2812
placed f20 (Marle) in 2812 s
> place f21 2810
placed f21 (Damrtn) in 2810 s
> place e02 2811
placed e02 (King) in 2811 n
> next
left undone: 13 units did not move
ended: turn 1 of 10, French Movement phase (§5.0)
now: turn 1 of 10, French Morale phase (§10.0)
> next
ended: turn 1 of 10, French Morale phase (§10.0)
now: turn 1 of 10, French Melee phase (§9.0)
> attack f20 f21 -> e02
attack: Marle (f20) strength 3; Damrtn (f21) strength 3 = 6
defence: King (e02) strength 5 = 5
differential 6 - 5 = +1; King (e02) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
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
> move e02 2911
error: e02 is locked in melee: f20, f21, which it meleed, stand next to it (§9.21; reconstructed: held until its own opponents are gone; see doc/reconstructions.md M3)
> marker place hit f20 lines=3 cause=fire
placed hit1: Hit (lines 3, cause fire) with f20 in 2812
removed hit1: Hit (lines 3, cause fire) with f20 in 2812
f20 loses 3 lines to fire: 0 left (§8.33)
placed fugitive2: Fugitive x3 (side French, state new, mounted no) in 2812
placed dead3: Dead x3 (side French) in 2812
French casualties: 3 (§8.36)
f20 is eliminated: no lines left (§8.35)
> move e02 2911
error: e02 is locked in melee: f21, which it meleed, stands next to it (§9.21; reconstructed: held until its own opponents are gone; see doc/reconstructions.md M3)
> marker place hit f21 lines=4 cause=fire
placed hit4: Hit (lines 4, cause fire) with f21 in 2810
removed hit4: Hit (lines 4, cause fire) with f21 in 2810
f21 loses 3 lines to fire: 0 left (§8.33)
placed fugitive5: Fugitive x3 (side French, state new, mounted no) in 2810
placed dead6: Dead x3 (side French) in 2810
French casualties: 6 (§8.36)
f21 is eliminated: no lines left (§8.35)
> face e02 s
e02 turns to face s (1 of 1 MP spent, §5.2)
> show e02
e02: King
  English Men-at-Arms
  melee 5 lines 4 rating 0 mp 1
  position: 2811 s
  terrain: Clear
  this turn: stayed where it was, 1 of 1 MP spent
  characteristics: English
  lines left: 4 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  defended in melee this phase: yes (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
#! status: 1
