#! args: --game proving-melee --scenario field --seed 1
#! data: tests/data
# spi-agincourt §9.14 for the English men-at-arms: York moves up next to
# Marle in the English Movement phase and attacks in the English Melee
# phase: Initial Shock +7.  King, placed next to Damrtn without moving,
# attacks without it.
> place f20 2811
placed f20 (Marle) in 2811 s
> place e01 3012
placed e01 (York) in 3012 n
> place f21 2815
placed f21 (Damrtn) in 2815 s
> place e02 2915
placed e02 (King) in 2915 n
> next
left undone: 13 units did not move
ended: turn 1 of 10, French Movement phase (§5.0)
now: turn 1 of 10, French Morale phase (§10.0)
> next
ended: turn 1 of 10, French Morale phase (§10.0)
now: turn 1 of 10, French Melee phase (§9.0)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 10, French Melee phase (§9.0)
now: turn 1 of 10, French Fatigue Morale phase (§9.22)
> next
ended: turn 1 of 10, French Fatigue Morale phase (§9.22)
now: turn 1 of 10, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 10, English Fugitive Movement phase (§14.2)
now: turn 1 of 10, English Movement phase (§5.0)
> move e01 2912
e01 moves to 2912 (0.5 of 1 MP spent, §5.0)
> next
left undone: 5 units did not move
ended: turn 1 of 10, English Movement phase (§5.0)
now: turn 1 of 10, English Morale phase (§10.0)
> next
ended: turn 1 of 10, English Morale phase (§10.0)
now: turn 1 of 10, English Melee phase (§9.0)
> odds e01 -> f20
attack: York (e01) strength 5, +7 Initial Shock (§9.14) = 12
defence: Marle (f20) strength 3 = 3
differential 12 - 3 = +9; Marle (f20) is on its 1st Line: Melee CRT, line 1, differential +9: 18% (§9.5)
> attack e01 -> f20
attack: York (e01) strength 5, +7 Initial Shock (§9.14) = 12
defence: Marle (f20) strength 3 = 3
differential 12 - 3 = +9; Marle (f20) is on its 1st Line: Melee CRT, line 1, differential +9: 18% (§9.5)
the melee on f20: 18%: tens 7 (70-79, all over 18) -> does not happen (§9.5)
> attack e02 -> f21
attack: King (e02) strength 5 = 5
defence: Damrtn (f21) strength 3 = 3
differential 5 - 3 = +2; Damrtn (f21) is on its 1st Line: Melee CRT, line 1, differential +2: 0% (§9.5); a 0: no die is rolled
the melee on f21: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
