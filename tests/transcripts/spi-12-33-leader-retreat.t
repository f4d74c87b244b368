#! args: --game proving-fugitives --seed 1
#! data: tests/data
# spi-agincourt §12.32-12.34: leaders retreating with fugitives.  Alencon
# loses its four lines in melee, Bar its seven to fire (§8.35); Orleans
# (Armagnac), with Alencon in 2822, and the Constable (a great officer,
# §12.13), with Bar in 2824 (the die, 3, puts Bar's Fugitive x7 there,
# its left half), stay to retreat with the fugitives (§12.32).  Turn 2:
# Alencon's fugitives roll 1, north-east, and run into Saveuse
# (Burgundian) in 2722; Bar's roll 2, north-east, and run into Vaudemont
# (Armagnac) in 2724; both stop (§14.25), each leader with his.  Turn 3,
# as the phase begins: the Constable stands with a unit he may command
# (§12.1, §12.13) and is free to move, and Bar's fugitives (die 5) go on
# without him; Orleans may not command Saveuse and retreats on (§12.33)
# with Alencon's fugitives, which roll 10, north-west: 2622, 2523, 2423,
# 2324, 2224, 2125.  Turn 4: on north-west, 2025, 1926, 1826, 1727, 1627,
# 1528, and turn 5 off the map from 1528: Orleans leaves the field with
# them, eliminated but not captured (§12.34: leaders captured stays 0).
> dice manual
dice: manual: herald will ask for each roll the rules call for
> place fsav 2722
placed fsav (Saveuse) in 2722 s
> place fvau 2724
placed fvau (Vaudemont) in 2724 s
> marker place hit falen lines=4 cause=melee
placed hit1: Hit (lines 4, cause melee) with falen in 2822
removed hit1: Hit (lines 4, cause melee) with falen in 2822
falen loses 4 lines to melee: 0 left (§8.33)
placed fugitive2: Fugitive x4 (side French, state new, mounted no) in 2822
placed dead3: Dead x4 (side French) in 2822
French casualties: 4 (§9.23, §11.1)
forl stays in 2822 to retreat with the fugitives from the next Fugitive Movement phase (§12.32)
falen is eliminated: no lines left (§8.35)
> marker place hit fbar lines=7 cause=fire
< 3
placed hit4: Hit (lines 7, cause fire) with fbar in 2824+2825
removed hit4: Hit (lines 7, cause fire) with fbar in 2824+2825
fbar loses 7 lines to fire: 0 left (§8.33)
roll 1d10 for the half of fbar its fugitives fall on: 1-5 the left, 2824, 6-10 the right, 2825 (§8.34, §14.12): 3
the half of fbar its fugitives fall on: 1-5 the left, 2824, 6-10 the right, 2825 (§8.34, §14.12): 1d10: 3 = 3 (physical)
placed fugitive5: Fugitive x7 (side French, state new, mounted no) in 2824
placed dead6: Dead x7 (side French) in 2824
French casualties: 11 (§8.36)
fcon stays in 2824 to retreat with the fugitives from the next Fugitive Movement phase (§12.32)
fbar is eliminated: no lines left (§8.35)
> next
left undone: 5 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 5 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 5 units did not move
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
< 1
< 2
ended: turn 1 of 10, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 10, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 10, Game-Turn Indication phase (§4.0)
now: turn 2 of 10, French Fugitive Movement phase (§14.2)
roll 1d10 for fugitive2 in 2822: 1-5 ne, 6-10 nw (§14.22): 1
fugitive2 in 2822: 1-5 ne, 6-10 nw (§14.22): 1d10: 1 = 1 (physical)
changed fugitive2: Fugitive x4 (side French, heading ne, state moving, mounted no) in 2822
roll 1d10 for fugitive5 in 2824: 1-5 ne, 6-10 nw (§14.22): 2
fugitive5 in 2824: 1-5 ne, 6-10 nw (§14.22): 1d10: 2 = 2 (physical)
changed fugitive5: Fugitive x7 (side French, heading ne, state moving, mounted no) in 2824
fugitive2 (x4) flees ne by 2722 and runs into fsav, which may not move this turn; the fugitives roll for a new heading in their next phase (§14.25, §5.16)
moved fugitive2: Fugitive x4 (side French, heading ne, state moving, mounted no) in 2722
forl goes to 2722: he retreats with fugitive2 (§12.33)
changed fugitive2: Fugitive x4 (side French, heading ne, state stopped, mounted no) in 2722
fugitive5 (x7) flees ne by 2724 and runs into fvau, which may not move this turn; the fugitives roll for a new heading in their next phase (§14.25, §5.16)
moved fugitive5: Fugitive x7 (side French, heading ne, state moving, mounted no) in 2724
fcon goes to 2724: he retreats with fugitive5 (§12.33)
changed fugitive5: Fugitive x7 (side French, heading ne, state stopped, mounted no) in 2724
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 10, French Fugitive Movement phase (§14.2)
now: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> units
falen eliminated    French    Men-at-Arms          Alencon
fbar  eliminated    French    Men-at-Arms          Bar
fvau  2724 s        French    Men-at-Arms          Vaudemont
fsav  2722 s        French    Cavalry              Saveuse
forl  2722 s        French    Leader               Orleans
fcon  2724 s        French    Leader               Constable
fbra  2920 s        French    Leader               Brabant
eyork 3028 n        English   Men-at-Arms          York
esuf  3026 n        English   English Longbow      Suffolk
ehen  3028 n        English   Leader               Henry
> next
left undone: 5 units did not move
ended: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 5 units did not move
ended: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 2 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 2 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 5 units did not move
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
< 10
< 5
ended: turn 2 of 10, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 2 of 10, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 2 of 10, Game-Turn Indication phase (§4.0)
now: turn 3 of 10, French Fugitive Movement phase (§14.2)
roll 1d10 for fugitive2 in 2722: 1-5 ne, 6-10 nw (§14.22): 10
fugitive2 in 2722: 1-5 ne, 6-10 nw (§14.22): 1d10: 10 = 10 (physical)
changed fugitive2: Fugitive x4 (side French, heading nw, state moving, mounted no) in 2722
roll 1d10 for fugitive5 in 2724: 1-5 ne, 6-10 nw (§14.22): 5
fugitive5 in 2724: 1-5 ne, 6-10 nw (§14.22): 1d10: 5 = 5 (physical)
changed fugitive5: Fugitive x7 (side French, heading ne, state moving, mounted no) in 2724
fcon stands with fvau, whom he may command: he is free to move, and the fugitives go on without him (§12.33)
fugitive2 (x4) flees nw by 2622, 2523, 2423, 2324, 2224, 2125 (§14.24)
moved fugitive2: Fugitive x4 (side French, heading nw, state moving, mounted no) in 2125
forl goes to 2125: he retreats with fugitive2 (§12.33)
fugitive5 (x7) flees ne by 2623, 2523, 2422, 2322, 2221, 2121 (§14.24)
moved fugitive5: Fugitive x7 (side French, heading ne, state moving, mounted no) in 2121
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 3 of 10, French Fugitive Movement phase (§14.2)
now: turn 3 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> show forl
forl: Orleans
  French Leader
  melee 0 lines 0 rating 4 mp 1
  position: 2125 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac
  retreating with fugitives: yes (§12.33)
> show fcon
fcon: Constable
  French Leader
  melee 0 lines 0 rating 3 mp 1
  position: 2724 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac, Great officer
  retreating with fugitives: no (§12.33)
> next
left undone: 5 units did not move
ended: turn 3 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 3 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 3 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 5 units did not move
ended: turn 3 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 3 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 3 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 5 units did not move
ended: turn 3 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 3 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 3 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 3 of 10, French Morale phase (§10.0)
> next
ended: turn 3 of 10, French Morale phase (§10.0)
now: turn 3 of 10, French Leader Combat phase (§13.0)
> next
ended: turn 3 of 10, French Leader Combat phase (§13.0)
now: turn 3 of 10, French Melee phase (§9.0)
> next
ended: turn 3 of 10, French Melee phase (§9.0)
now: turn 3 of 10, French Fatigue Morale phase (§9.22)
> next
ended: turn 3 of 10, French Fatigue Morale phase (§9.22)
now: turn 3 of 10, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 3 of 10, English Fugitive Movement phase (§14.2)
now: turn 3 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 3 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 3 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 3 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 3 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 3 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 3 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 3 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 3 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 3 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 3 of 10, English Morale phase (§10.0)
> next
ended: turn 3 of 10, English Morale phase (§10.0)
now: turn 3 of 10, English Leader Combat phase (§13.0)
> next
ended: turn 3 of 10, English Leader Combat phase (§13.0)
now: turn 3 of 10, English Melee phase (§9.0)
> next
ended: turn 3 of 10, English Melee phase (§9.0)
now: turn 3 of 10, English Fatigue Morale phase (§9.22)
> next
ended: turn 3 of 10, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 3 of 10, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 3 of 10, Game-Turn Indication phase (§4.0)
now: turn 4 of 10, French Fugitive Movement phase (§14.2)
fugitive2 (x4) flees nw by 2025, 1926, 1826, 1727, 1627, 1528 (§14.24)
moved fugitive2: Fugitive x4 (side French, heading nw, state moving, mounted no) in 1528
forl goes to 1528: he retreats with fugitive2 (§12.33)
fugitive5 (x7) flees ne by 2020, 1920, 1819, 1719, 1618, 1518 (§14.24)
moved fugitive5: Fugitive x7 (side French, heading ne, state moving, mounted no) in 1518
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 4 of 10, French Fugitive Movement phase (§14.2)
now: turn 4 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> units forl
forl  1528 s        French    Leader               Orleans
> next
left undone: 5 units did not move
ended: turn 4 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 4 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 4 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 5 units did not move
ended: turn 4 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 4 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 4 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 5 units did not move
ended: turn 4 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 4 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 4 of 10, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 4 of 10, French Morale phase (§10.0)
> next
ended: turn 4 of 10, French Morale phase (§10.0)
now: turn 4 of 10, French Leader Combat phase (§13.0)
> next
ended: turn 4 of 10, French Leader Combat phase (§13.0)
now: turn 4 of 10, French Melee phase (§9.0)
> next
ended: turn 4 of 10, French Melee phase (§9.0)
now: turn 4 of 10, French Fatigue Morale phase (§9.22)
> next
ended: turn 4 of 10, French Fatigue Morale phase (§9.22)
now: turn 4 of 10, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 4 of 10, English Fugitive Movement phase (§14.2)
now: turn 4 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 4 of 10, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 4 of 10, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 4 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 4 of 10, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 4 of 10, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 4 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 4 of 10, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 4 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 4 of 10, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 4 of 10, English Morale phase (§10.0)
> next
ended: turn 4 of 10, English Morale phase (§10.0)
now: turn 4 of 10, English Leader Combat phase (§13.0)
> next
ended: turn 4 of 10, English Leader Combat phase (§13.0)
now: turn 4 of 10, English Melee phase (§9.0)
> next
ended: turn 4 of 10, English Melee phase (§9.0)
now: turn 4 of 10, English Fatigue Morale phase (§9.22)
> next
ended: turn 4 of 10, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 4 of 10, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 4 of 10, Game-Turn Indication phase (§4.0)
now: turn 5 of 10, French Fugitive Movement phase (§14.2)
fugitive2 (x4) flees nw by 1428 off the map (§14.24)
removed fugitive2: Fugitive x4 (side French, heading nw, state moving, mounted no) in 1528
forl is eliminated: leaves the field with the fugitives, not captured (§12.34)
fugitive5 (x7) flees ne by 1417 off the map (§14.24)
removed fugitive5: Fugitive x7 (side French, heading ne, state moving, mounted no) in 1518
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 5 of 10, French Fugitive Movement phase (§14.2)
now: turn 5 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> units forl
forl  eliminated    French    Leader               Orleans
> status
Proving game (SPI Agincourt's fugitives), Fugitives
turn 5 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 10)
units eliminated: French 3, English 0
casualties: French 11, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
dice: manual (seed 1); orders: 85
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
