#! args: --game proving-melee --scenario field --seed 1
#! data: tests/data
# spi-agincourt §9.31, §9.33, §9.35, §9.23, the §9.5 note: in the French
# Melee phase Marle (3 + the Constable's 4) next to York (5) could attack
# at +2, and Namur (3 + Vaudemont's 3, -1 crowded by Damrtn) next to
# King (5) at 0: both must attack before the phase may end.  Damrtn
# alone (3 - 1 crowded = 2) against King is at -3: no attack below 0,
# and it is not bound to attack.  Damrtn and Namur together (2 + 5 = 7)
# against King: +2 (§9.35).  Once attacked, King is not attacked again,
# and neither attacker attacks again (§9.33).  Marle's attack on York
# reads a 0 on the table: no die is rolled, but York has been in melee
# (§9.23: marked for the Fatigue Morale phase, §9.22).  Then the phase
# may end.
> place f20 2810
placed f20 (Marle) in 2810 s
> place fl01 2810
placed fl01 (Constable) in 2810 s
> place e01 2911
placed e01 (York) in 2911 n
> place e02 2915
placed e02 (King) in 2915 n
> place f22 2814
placed f22 (Namur) in 2814 s
> place fl10 2814
placed fl10 (Count of Vaudemont) in 2814 s
> place f21 2815
placed f21 (Damrtn) in 2815 s
> next
left undone: 13 units did not move
ended: turn 1 of 10, French Movement phase (§5.0)
now: turn 1 of 10, French Morale phase (§10.0)
> next
ended: turn 1 of 10, French Morale phase (§10.0)
now: turn 1 of 10, French Melee phase (§9.0)
> next
error: every unit next to an enemy it could attack at a differential of 0 or more must attack first: f20 f22 (§9.31; reconstructed: each unit alone, as the numbers stand; see doc/reconstructions.md M5)
> odds f21 -> e02
not allowed now: no attack at a differential of -3: the least is 0 (§9.5)
if it were allowed:
  attack: Damrtn (f21) strength 3, -1 crowded by friendly combat units (§9.13) = 2
  defence: King (e02) strength 5 = 5
  differential 2 - 5 = -3
> attack f21 -> e02
error: no attack at a differential of -3: the least is 0 (§9.5)
> attack f21 f22 -> e02
attack: Damrtn (f21) strength 3, -1 crowded by friendly combat units (§9.13); Namur (f22) strength 3, +3 leader's Melee Rating (§9.11), -1 crowded by friendly combat units (§9.13) = 7
defence: King (e02) strength 5 = 5
differential 7 - 5 = +2; King (e02) is on its 1st Line: Melee CRT, line 1, differential +2: 0% (§9.5); a 0: no die is rolled
the melee on e02: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> attack f21 -> e02
error: e02 has already been attacked this phase; a unit is attacked at most once a phase (§9.33)
> attack f20 -> e02
error: e02 has already been attacked this phase; a unit is attacked at most once a phase (§9.33)
> next
error: every unit next to an enemy it could attack at a differential of 0 or more must attack first: f20 (§9.31; reconstructed: each unit alone, as the numbers stand; see doc/reconstructions.md M5)
> attack f20 -> e01
attack: Marle (f20) strength 3, +4 leader's Melee Rating (§9.11) = 7
defence: York (e01) strength 5 = 5
differential 7 - 5 = +2; York (e01) is on its 1st Line: Melee CRT, line 1, differential +2: 0% (§9.5); a 0: no die is rolled
the melee on e01: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> show e01
e01: York
  English Men-at-Arms
  melee 5 lines 4 rating 0 mp 1
  position: 2911 n
  terrain: Clear
  this phase: was attacked
  characteristics: English
  lines left: 4 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  defended in melee this phase: yes (§9.22)
  engaged in melee: yes (§9.21)
  initial shock used: no (§9.14)
> next
ended: turn 1 of 10, French Melee phase (§9.0)
now: turn 1 of 10, French Fatigue Morale phase (§9.22)
#! status: 1
