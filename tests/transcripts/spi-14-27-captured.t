#! args: --game proving-fugitives --seed 1
#! data: tests/data
#! status: 1
# spi-agincourt §14.27: a fugitive marker that runs into an enemy combat
# unit is captured and removed; it counts for the enemy's victory
# (fugitives captured, §20.14).  §8.35, §12.32: Alencon loses its last
# four lines in melee and is removed; Orleans, with it, stays to retreat
# with the Fugitive x4 and may not be moved in the Movement Phase
# (§12.33).  Suffolk loses a line to fire: an English Fugitive x1 in 3026,
# which in the English Fugitive Movement phase rolls 8, south-west
# (§14.23: 1-5 se, 6-10 sw), into 3127, where Vaudemont stands: captured
# by the French.  In turn 2 the French fugitives roll 4, north-east: the
# first hex is 2722, where York stands.  Orleans stops short of the enemy
# (§6.16) and is free again (with no fugitives to go with, §12.33).
> dice manual
dice: manual: herald will ask for each roll the rules call for
> place eyork 2722
placed eyork (York) in 2722 n
> place fvau 3127
placed fvau (Vaudemont) in 3127 s
> marker place hit falen lines=4 cause=melee
placed hit1: Hit (lines 4, cause melee) with falen in 2822
removed hit1: Hit (lines 4, cause melee) with falen in 2822
falen loses 4 lines to melee: 0 left (§8.33)
placed fugitive2: Fugitive x4 (side French, state new, mounted no) in 2822
placed dead3: Dead x4 (side French) in 2822
French casualties: 4 (§9.23, §11.1)
forl stays in 2822 to retreat with the fugitives from the next Fugitive Movement phase (§12.32)
falen is eliminated: no lines left (§8.35)
> show forl
forl: Orleans
  French Leader
  melee 0 lines 0 rating 4 mp 1
  position: 2822 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac
  retreating with fugitives: yes (§12.33)
> move forl 2923
error: forl is retreating with the fugitives and may not be moved in the Movement Phase (§12.33)
> marker place hit esuf lines=1 cause=fire
placed hit4: Hit (lines 1, cause fire) with esuf in 3026
removed hit4: Hit (lines 1, cause fire) with esuf in 3026
esuf loses 1 line to fire: 2 left (§8.33)
placed fugitive5: Fugitive x1 (side English, state new, mounted no) in 3026
placed dead6: Dead x1 (side English) in 3026
English casualties: 1 (§8.36)
> next
left undone: 6 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 6 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 6 units did not move
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
< 8
ended: turn 1 of 10, French Fatigue Morale phase (§9.22)
now: turn 1 of 10, English Fugitive Movement phase (§14.2)
roll 1d10 for fugitive5 in 3026: 1-5 se, 6-10 sw (§14.23): 8
fugitive5 in 3026: 1-5 se, 6-10 sw (§14.23): 1d10: 8 = 8 (physical)
changed fugitive5: Fugitive x1 (side English, heading sw, state moving, mounted no) in 3026
fugitive5 (x1) flees sw by 3127 into fvau, an enemy: captured (§14.27)
removed fugitive5: Fugitive x1 (side English, heading sw, state moving, mounted no) in 3026
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 10, English Fugitive Movement phase (§14.2)
now: turn 1 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> marker
fugitive2 Fugitive x4 (side French, state new, mounted no) in 2822
dead3     Dead x4 (side French) in 2822
dead6     Dead x1 (side English) in 3026
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
< 4
ended: turn 1 of 10, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 10, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 10, Game-Turn Indication phase (§4.0)
now: turn 2 of 10, French Fugitive Movement phase (§14.2)
roll 1d10 for fugitive2 in 2822: 1-5 ne, 6-10 nw (§14.22): 4
fugitive2 in 2822: 1-5 ne, 6-10 nw (§14.22): 1d10: 4 = 4 (physical)
changed fugitive2: Fugitive x4 (side French, heading ne, state moving, mounted no) in 2822
fugitive2 (x4) flees ne by 2722 into eyork, an enemy: captured (§14.27)
removed fugitive2: Fugitive x4 (side French, heading ne, state moving, mounted no) in 2822
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 10, French Fugitive Movement phase (§14.2)
now: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> show forl
forl: Orleans
  French Leader
  melee 0 lines 0 rating 4 mp 1
  position: 2822 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac
  retreating with fugitives: no (§12.33)
> marker
dead3     Dead x4 (side French) in 2822
dead6     Dead x1 (side English) in 3026
> status
Proving game (SPI Agincourt's fugitives), Fugitives
turn 2 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 10)
units eliminated: French 1, English 0
casualties: French 4, English 1 (§11.1)
fugitives captured: French 1, English 4 (§20.14)
leaders captured: French 0, English 0 (§20.14)
dice: manual (seed 1); orders: 25
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
