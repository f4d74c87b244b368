#! args: --game proving-melee --scenario field --seed 1
#! data: tests/data
# spi-agincourt §15.0 in melee.  French archers (the Genoese crossbows)
# have no melee strength: they never attack, and defend at 1.  Suffolk on
# its archer side, attacked by Marle, turns at once to its yeoman side
# and defends at 2.  In the English phase Lincoln, on its archer side
# (melee 0), may not attack; York must attack the Genoese (5 against 1),
# who will become fugitives as the next French Fugitive Movement phase
# begins: every line left flees, as a morale loss (no Dead, no
# casualties; reconstructed, M4).  Suffolk, now a yeoman at 2 against
# Marle's 3, is not bound to attack.
> place f20 2810
placed f20 (Marle) in 2810 s
> place e19 2911
placed e19 (Suffolk) in 2911 n
> place f30 2813
placed f30 (Genoese) in 2813 s
> place e01 2913
placed e01 (York) in 2913 n
> next
left undone: 13 units did not move
ended: turn 1 of 10, French Movement phase (§5.0)
now: turn 1 of 10, French Morale phase (§10.0)
> next
ended: turn 1 of 10, French Morale phase (§10.0)
now: turn 1 of 10, French Melee phase (§9.0)
> attack f30 -> e01
error: f30 never makes a melee attack: only combat units do (§9.32, 15.0)
> odds f20 -> e19
attack: Marle (f20) strength 3 = 3
defence: Suffolk (e19) on its yeoman side strength 2 (§15.0) = 2
differential 3 - 2 = +1; Suffolk (e19) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
> attack f20 -> e19
e19 turns to its yeoman side: melee 2, mp 1 (§15.0)
attack: Marle (f20) strength 3 = 3
defence: Suffolk (e19) on its yeoman side strength 2 (§15.0) = 2
differential 3 - 2 = +1; Suffolk (e19) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
the melee on e19: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> show e19
e19: Suffolk
  English Longbow
  melee 2 lines 4 rating 0 mp 1
  side: yeoman (its back; archer side: melee 0, mp 0)
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
> next
ended: turn 1 of 10, French Fatigue Morale phase (§9.22)
now: turn 1 of 10, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 10, English Fugitive Movement phase (§14.2)
now: turn 1 of 10, English Movement phase (§5.0)
> place e18 2711
placed e18 (Lincoln) in 2711 n
> next
left undone: 6 units did not move
ended: turn 1 of 10, English Movement phase (§5.0)
now: turn 1 of 10, English Morale phase (§10.0)
> next
ended: turn 1 of 10, English Morale phase (§10.0)
now: turn 1 of 10, English Melee phase (§9.0)
> attack e18 -> f20
error: e18 has no melee strength as it is and may not attack (§9.32, 15.0)
> odds e19 -> f20
not allowed now: no attack at a differential of -1: the least is 0 (§9.5)
if it were allowed:
  attack: Suffolk (e19) strength 2 = 2
  defence: Marle (f20) strength 3 = 3
  differential 2 - 3 = -1
> attack e01 -> f30
attack: York (e01) strength 5 = 5
defence: Genoese (f30) strength 0, +1 French archers defend at 1 (§15.0) = 1
differential 5 - 1 = +4; Genoese (f30) is on its 1st Line: Melee CRT, line 1, differential +4: 0% (§9.5); a 0: no die is rolled
the melee on f30: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
f30, French archers attacked in melee, will become fugitives in the next French Fugitive Movement phase (§15.0)
> show f30
f30: Genoese
  French Crossbow
  melee 0 lines 3 rating 0 mp 1
  position: 2813 s
  terrain: Clear
  this phase: was attacked
  characteristics: Armagnac
  lines left: 3 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  defended in melee this phase: yes (§9.22)
  engaged in melee: yes (§9.21)
  to flee as fugitives (attacked): yes (§15.0)
> next
left undone: 2 units next to the enemy did not attack
ended: turn 1 of 10, English Melee phase (§9.0)
now: turn 1 of 10, English Fatigue Morale phase (§9.22)
> next
ended: turn 1 of 10, English Fatigue Morale phase (§9.22)
now: turn 2 of 10, French Fugitive Movement phase (§14.2)
f30, attacked in melee, flees: its 3 lines become fugitives, with no Dead and no casualties (§15.0; reconstructed, M4)
f30 loses 3 lines to flight: 0 left (§15.0, §8.33)
placed fugitive1: Fugitive x3 (side French, state new, mounted no) in 2813
f30 is eliminated: no lines left (§8.35)
fugitive1 in 2813: 1-5 ne, 6-10 nw (§14.22): 1d10: 8 = 8
changed fugitive1: Fugitive x3 (side French, heading nw, state moving, mounted no) in 2813
fugitive1 (x3) flees nw by 2714, 2614, 2515, 2415 and runs into f21, which may not move this turn; the fugitives roll for a new heading in their next phase (§14.25, §5.16)
moved fugitive1: Fugitive x3 (side French, heading nw, state moving, mounted no) in 2415
changed fugitive1: Fugitive x3 (side French, heading nw, state stopped, mounted no) in 2415
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 10, French Fugitive Movement phase (§14.2)
now: turn 2 of 10, French Movement phase (§5.0)
no longer engaged in melee: e01 (§9.21)
> show f30
f30: Genoese
  French Crossbow
  melee 0 lines 3 rating 0 mp 1
  position: eliminated
  characteristics: Armagnac
  lines left: 0 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  defended in melee this phase: yes (§9.22)
  engaged in melee: no (§9.21)
  to flee as fugitives (attacked): no (§15.0)
#! status: 1
