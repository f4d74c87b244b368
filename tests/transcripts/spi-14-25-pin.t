#! args: --game proving-fugitives --seed 1
#! data: tests/data
#! status: 1
# spi-agincourt §14.25, §5.16: a fugitive marker that runs into a
# friendly combat unit stops there for the phase, and the unit may not
# move in the Movement Phase of that turn; in the next Fugitive Movement
# phase the marker rolls for a new heading (§14.21).  Alencon loses a
# line to fire (a Fugitive x1 in 2822); in turn 2 the die is 2, north-
# east, and the first hex north-east of 2822 is 2722, where Saveuse
# stands.  In turn 3 the die is 9: north-west, 2622 and on.
> dice manual
dice: manual: herald will ask for each roll the rules call for
> place fsav 2722
placed fsav (Saveuse) in 2722 s
> marker place hit falen lines=1 cause=fire
placed hit1: Hit (lines 1, cause fire) with falen in 2822
removed hit1: Hit (lines 1, cause fire) with falen in 2822
falen loses 1 line to fire: 3 left (§8.33)
placed fugitive2: Fugitive x1 (side French, state new, mounted no) in 2822
placed dead3: Dead x1 (side French) in 2822
French casualties: 1 (§8.36)
> next
left undone: 7 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 7 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 7 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 10, French Morale phase (§10.0)
> next
ended: turn 1 of 10, French Morale phase (§10.0)
now: turn 1 of 10, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 10, French Leader Combat phase (§13.0)
now: turn 1 of 10, French Melee phase (§9.0)
> next
ended: turn 1 of 10, French Melee phase (§9.0)
now: turn 1 of 10, French Fatigue Morale phase (§9.22)
> next
ended: turn 1 of 10, French Fatigue Morale phase (§9.22)
now: turn 1 of 10, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 10, English Fugitive Movement phase (§14.2)
now: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 1 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 10, English Morale phase (§10.0)
> next
ended: turn 1 of 10, English Morale phase (§10.0)
now: turn 1 of 10, English Leader Combat phase (§13.0)
> next
ended: turn 1 of 10, English Leader Combat phase (§13.0)
now: turn 1 of 10, English Melee phase (§9.0)
> next
ended: turn 1 of 10, English Melee phase (§9.0)
now: turn 1 of 10, English Fatigue Morale phase (§9.22)
> next
< 2
ended: turn 1 of 10, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 10, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 10, Game-Turn Indication phase (§4.0)
now: turn 2 of 10, French Fugitive Movement phase (§14.2)
roll 1d10 for fugitive2 in 2822: 1-5 ne, 6-10 nw (§14.22): 2
fugitive2 in 2822: 1-5 ne, 6-10 nw (§14.22): 1d10: 2 = 2 (physical)
changed fugitive2: Fugitive x1 (side French, heading ne, state moving, mounted no) in 2822
fugitive2 (x1) flees ne by 2722 and runs into fsav, which may not move this turn; the fugitives roll for a new heading in their next phase (§14.25, §5.16)
moved fugitive2: Fugitive x1 (side French, heading ne, state moving, mounted no) in 2722
changed fugitive2: Fugitive x1 (side French, heading ne, state stopped, mounted no) in 2722
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 10, French Fugitive Movement phase (§14.2)
now: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> show fsav
fsav: Saveuse
  French Cavalry
  melee 4 lines 2 rating 0 mp 1
  position: 2722 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Burgundian
  lines left: 2 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: yes (§14.25)
> move fsav 2821
error: fsav may not move this turn: fugitives ran into it (§14.25, §5.16)
> face fsav sse
error: fsav may not move this turn: fugitives ran into it (§14.25, §5.16)
> status
Proving game (SPI Agincourt's fugitives), Fugitives
turn 2 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 10)
units eliminated: French 0, English 0
casualties: French 1, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
dice: manual (seed 1); orders: 23
fugitives on the field: French 1 in 1 marker, English 0 in 0 markers (§14)
> next
left undone: 7 units did not move
ended: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 7 units did not move
ended: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 7 units did not move
ended: turn 2 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 2 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 2 of 10, French Morale phase (§10.0)
> next
ended: turn 2 of 10, French Morale phase (§10.0)
now: turn 2 of 10, French Leader Combat phase (§13.0)
> next
ended: turn 2 of 10, French Leader Combat phase (§13.0)
now: turn 2 of 10, French Melee phase (§9.0)
> next
ended: turn 2 of 10, French Melee phase (§9.0)
now: turn 2 of 10, French Fatigue Morale phase (§9.22)
> next
ended: turn 2 of 10, French Fatigue Morale phase (§9.22)
now: turn 2 of 10, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 10, English Fugitive Movement phase (§14.2)
now: turn 2 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 2 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 2 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 2 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 2 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 2 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 2 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 2 of 10, English Morale phase (§10.0)
> next
ended: turn 2 of 10, English Morale phase (§10.0)
now: turn 2 of 10, English Leader Combat phase (§13.0)
> next
ended: turn 2 of 10, English Leader Combat phase (§13.0)
now: turn 2 of 10, English Melee phase (§9.0)
> next
ended: turn 2 of 10, English Melee phase (§9.0)
now: turn 2 of 10, English Fatigue Morale phase (§9.22)
> next
< 9
ended: turn 2 of 10, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 2 of 10, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 2 of 10, Game-Turn Indication phase (§4.0)
now: turn 3 of 10, French Fugitive Movement phase (§14.2)
roll 1d10 for fugitive2 in 2722: 1-5 ne, 6-10 nw (§14.22): 9
fugitive2 in 2722: 1-5 ne, 6-10 nw (§14.22): 1d10: 9 = 9 (physical)
changed fugitive2: Fugitive x1 (side French, heading nw, state moving, mounted no) in 2722
fugitive2 (x1) flees nw by 2622, 2523, 2423, 2324, 2224, 2125 (§14.24)
moved fugitive2: Fugitive x1 (side French, heading nw, state moving, mounted no) in 2125
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 3 of 10, French Fugitive Movement phase (§14.2)
now: turn 3 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> show fsav
fsav: Saveuse
  French Cavalry
  melee 4 lines 2 rating 0 mp 1
  position: 2722 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Burgundian
  lines left: 2 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
> marker
fugitive2 Fugitive x1 (side French, heading nw, state moving, mounted no) in 2125
dead3     Dead x1 (side French) in 2822
