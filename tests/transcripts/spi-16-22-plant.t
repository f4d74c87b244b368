#! args: -g spi-agincourt --empty --seed 1
# SPI's Agincourt 16.21, 16.22, 16.31: a yeoman carrying stakes (they go
# with it as it moves, 16.12) implants them by standing three consecutive
# impulses of its own in one hex, here impulses 2 and 3 of turn 1 and
# impulse 1 of turn 2: task UNIT plant FACING, the facing (a corner of the
# hex) chosen as it begins (16.31).  The empty board, a yeoman given
# stakes to carry; eight nexts bring the English Movement phase.
> place e10 2920 n
placed e10 (Lancashire) in 2920 n
> place e11 2918 n
placed e11 (Cheshire) in 2918 n
> marker place stakes e10 state=carried
placed stakes1: Stakes (state carried, facing n) with e10 in 2920
> marker place stakes e11 state=carried
placed stakes2: Stakes (state carried, facing n) with e11 in 2918
> marker place stakes 2818 state=implanted facing=n
placed stakes3: Stakes (state implanted, facing n) in 2818
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
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
> task e11 plant n
error: e11 cannot take up implant stakes: the task needs the counter on its yeoman side (flip it first, where the game allows) (§16.22)
> flip e10
e10 turns to its yeoman side: melee 2, mp 1 (§15.0)
> flip e11
e11 turns to its yeoman side: melee 2, mp 1 (§15.0)
> move e10 2820
e10 moves to 2820 (0.5 of 1 MP spent, §5.0)
> move e11 2818
e11 moves to 2818 (0.5 of 1 MP spent, §5.0)
> units e11
e11   2818 n        English   Longbow              Cheshire (yeoman side: melee 2, mp 1)
  marker stakes2: Stakes (state carried, facing n) with e11 in 2818
> units e10
e10   2820 n        English   Longbow              Lancashire (yeoman side: melee 2, mp 1)
  marker stakes1: Stakes (state carried, facing n) with e10 in 2820
> task e10 plant ene
error: e10 cannot take up implant stakes: it has moved or turned already, and the task is done standing still (§16.22)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
# impulse 2: one set of stakes a hex
> task e11 plant n
error: 2818 holds stakes already, stakes3: one set of stakes a hex (§16.0)
> task e10 plant
error: e10: implant stakes needs a facing: expected task e10 plant and the facing, n, ene, ese, s, wsw or wnw (§16.22)
> task e10 plant north
error: e10: implant stakes takes the facing n, ene, ese, s, wsw or wnw, not "north" (§16.22)
> task e10 plant ene
e10 takes up a task: implant stakes, facing ene (§16.22)
changed stakes1: Stakes (state carried, facing ene) with e10 in 2820
e10 will implant stakes1 in 2820, facing ene, when it has stood there three consecutive impulses of its own, this one the first (they may run on into the next Game-Turn, §16.22); the facing protects nw, ne, e, se (§16.31)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
e10 has stood 1 of 3 impulses at the stakes in 2820 (implant stakes, §16.22)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
e10 has stood 2 of 3 impulses at the stakes in 2820 (implant stakes, §16.22)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), empty board
turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 23
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
yeomen at tasks: e10 implant stakes, 2 of 3 impulses, facing ene (§15.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 60, English Morale phase (§10.0)
e10 checks morale: it moved this turn (§10.0, once)
e10's morale: no points, no roll (§10.0)
e11 checks morale: it moved this turn (§10.0, once)
e11's morale: no points, no roll (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, English Morale phase (§10.0)
now: turn 1 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, English Leader Combat phase (§13.0)
now: turn 1 of 60, English Melee phase (§9.0)
> next
ended: turn 1 of 60, English Melee phase (§9.0)
now: turn 1 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 60, Game-Turn Indication phase (§4.0)
now: turn 2 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 60, French Fugitive Movement phase (§14.2)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 2 of 60, French Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 2 of 60, French Morale phase (§10.0)
now: turn 2 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 2 of 60, French Leader Combat phase (§13.0)
now: turn 2 of 60, French Melee phase (§9.0)
> next
ended: turn 2 of 60, French Melee phase (§9.0)
now: turn 2 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 2 of 60, French Fatigue Morale phase (§9.22)
now: turn 2 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 60, English Fugitive Movement phase (§14.2)
now: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
# turn 2, impulse 1: the third impulse
> units e10
e10   2820 n        English   Longbow              Lancashire (yeoman side: melee 2, mp 1)
  marker stakes1: Stakes (state carried, facing ene) with e10 in 2820
> next
left undone: 2 units did not move
ended: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
moved stakes1: Stakes (state carried, facing ene) in 2820
changed stakes1: Stakes (state implanted, facing ene) in 2820
e10 has implanted stakes1 in 2820 facing ene: longbowmen there are protected across nw, ne, e, se (§16.22, §16.31)
> marker
stakes1   Stakes (state implanted, facing ene) in 2820
stakes2   Stakes (state carried, facing n) with e11 in 2818
stakes3   Stakes (state implanted, facing n) in 2818
> units e10
e10   2820 n        English   Longbow              Lancashire (yeoman side: melee 2, mp 1)
#! status: 1
