#! args: --game spi-agincourt --scenario historical --seed 1 --empty
# spi-agincourt §10.3: King Henry V taken by a French combat unit; in the
# first English Morale phase after, every English combat unit within 3
# hexes of his hex of capture checks its morale with 10 points (§10.5);
# in the second, those 4 to 6 hexes away; then 7 to 9, then 10 or more
# (the fourth stage read as the fourth English Morale phase, spi-notes).
# Each checks though it neither moved nor will melee (§10.3: it must).
# Lestrale (f18) moves onto the King alone in 2508 and takes him (§12.35).
# Suffolk (e19, 2 hexes off) checks in turn 1, Lancashire (e10, 5 off)
# in turn 2; York (e01, 15 off) in neither.  The engine's dice (seed 1).
> place f18 2408 s
placed f18 (Lestrale) in 2408 s
> place el1 2508 n
placed el1 (Henry V) in 2508 n
> place e19 2709 n
placed e19 (Suffolk) in 2709 n
> place e10 2811 n
placed e10 (Lancashire) in 2811 n
> place e01 3020 n
placed e01 (York) in 3020 n
> move f18 2508
el1 is captured by f18 in 2508 (§12.35): ransom of leaders captured, French 10
f18 moves to 2508 (0.5 of 1 MP spent, §5.0)
King Henry V has been taken in 2508: the news spreads over the next four English Morale phases (§10.3)
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
f18 checks morale: it moved this turn (§10.0, once)
f18's morale: no points, no roll (§10.0)
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
> next
left undone: 3 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 60, English Morale phase (§10.0)
e19 checks morale: the news of King Henry's death reaches it (§10.0, §10.3, once)
e19's morale: 10 points, one roll on the 10 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  news of King Henry's death: 1, 10 points (§10.5, 10.3)
e19's morale, roll 1 of 1, the 10 line, column "all other units: 2nd or 1st": 90% (reconstructed): tens 7 (70-79, all at or under 90) -> happens (§10.4)
e19 loses 1 line to morale: 3 left (§8.33)
placed fugitive1: Fugitive x1 (side English, state new, mounted no) in 2709
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
e19's morale check: 1 of 1 roll happened, 1 line lost (§10.21, 10.22)
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
left undone: 1 unit did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 1 unit did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 1 unit did not move
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
fugitive1 in 2709: 1-5 se, 6-10 sw (§14.23): 1d10: 6 = 6
changed fugitive1: Fugitive x1 (side English, heading sw, state moving, mounted no) in 2709
fugitive1 (x1) flees sw by 2809, 2910, 3010, 3111, 3211, 3312 (§14.24)
moved fugitive1: Fugitive x1 (side English, heading sw, state moving, mounted no) in 3312
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 60, English Fugitive Movement phase (§14.2)
now: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 2 of 60, English Morale phase (§10.0)
e10 checks morale: the news of King Henry's death reaches it (§10.0, §10.3, once)
e10's morale: 10 points, one roll on the 10 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  news of King Henry's death: 1, 10 points (§10.5, 10.3)
e10's morale, roll 1 of 1, the 10 line, column "all other units: 2nd or 1st": 90% (reconstructed): tens 5 (50-59, all at or under 90) -> happens (§10.4)
e10 loses 1 line to morale: 3 left (§8.33)
placed fugitive2: Fugitive x1 (side English, state new, mounted no) in 2811
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
e10's morale check: 1 of 1 roll happened, 1 line lost (§10.21, 10.22)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 2 of 60, English Morale phase (§10.0)
now: turn 2 of 60, English Leader Combat phase (§13.0)
> odds morale e01
e01's morale: no points, no roll (§10.0)
