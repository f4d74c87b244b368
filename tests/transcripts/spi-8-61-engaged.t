#! args: -g spi-agincourt --empty --seed 3
# SPI's Agincourt 8.61 with 9.21 (reconstructed, as `rule 8.61` says): a
# yeoman locked in melee retrieves no arrows.  Lancashire (e10) fires 3
# volleys at Lestrale (f18) next to it (21 left), Lestrale attacks it
# (it turns yeoman; both are engaged), and in the English Movement phase
# e10, standing on French Dead, is refused the retrieval task.
> place e10 2915 n
placed e10 (Lancashire) in 2915 n
> place f18 2814 s
placed f18 (Lestrale) in 2814 s
> place f20 2716 s
placed f20 (Marle) in 2716 s
> marker place dead 2915 size=2 side=french
placed dead1: Dead x2 (side French) in 2915
> next
left undone: 2 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> fire e10 3 f18
e10 at f18: Longbow firing at Men-at-Arms, range 1 hex, 3 volleys (at most 3 at this range, supply 24 left) (§8.7)
at 1 hex the rate of fire is halved, to 3 (§8.43)
chances: 0 strikes 57%, 1 strike 35%, 2 strikes 8%, 3 strikes 0%, 4 strikes 0% (§8.7)
e10 allocates 3 volleys at f18, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> next
the fire allocated in this step is resolved: 1 allocation, each on its own (§8.0)
e10's 3 volleys at f18 (Longbow firing at Men-at-Arms, 1 hex): d100: tens 6 (60-69) = none; supply 21 left (§8.7)
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 60, French Morale phase (§10.0)
f18 checks morale: it will melee (§10.0, once)
f18's morale: 7 points, one roll on the 7 line of the Unit Morale Table (§10.4), column "Fr. archers, 3rd Battle: 1st (5th)" (§10.0)
  own Dead within 2 hexes (per point): 2, 2 points (§10.5)
  will melee in the ensuing Melee phase: 1, 5 points (§10.5, 9.31)
f18's morale, roll 1 of 1, the 7 line, column "Fr. archers, 3rd Battle: 1st (5th)": 66% (reconstructed): tens 6, ones 2: 62, at or under 66 -> happens (§10.4)
f18 loses 1 line to morale: 2 left (§8.33)
placed fugitive2: Fugitive x1 (side French, state new, mounted no) in 2814
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
f18's morale check: 1 of 1 roll happened, 1 line lost (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, French Leader Combat phase (§13.0)
now: turn 1 of 60, French Melee phase (§9.0)
> next
error: every unit next to an enemy it could attack at a differential of 0 or more must attack first: f18 (§9.31; reconstructed: each unit alone, as the numbers stand; see doc/reconstructions.md M5)
> attack f18 -> e10
e10 turns to its yeoman side: melee 2, mp 1 (§15.0)
attack: Lestrale (f18) strength 3 = 3
defence: Lancashire (e10) on its yeoman side strength 2 (§15.0) = 2
differential 3 - 2 = +1; Lancashire (e10) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
the melee on e10: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> next
ended: turn 1 of 60, French Melee phase (§9.0)
now: turn 1 of 60, French Fatigue Morale phase (§9.22)
e10 checks morale: it defended in the melee (§9.22, §10.0)
e10's morale: no points, no roll (§10.0)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, French Fatigue Morale phase (§9.22)
now: turn 1 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, English Fugitive Movement phase (§14.2)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> task e10 retrieve
error: e10 is engaged in melee and retrieves no arrows while it is (§8.61, §9.21; reconstructed)
#! status: 1
