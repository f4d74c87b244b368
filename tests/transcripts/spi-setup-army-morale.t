#! args: --seed 7 --empty
# Played in King Harry's Folly (20.3): the historical set-up and muddy ground (20.33A), with no French move owed (in the historical scenario 20.13D-E oblige the French charge from Game-Turn 1 and the lines' advance after it).
# SPI's Agincourt (1978), 4.0 C: the Army Morale Check stage comes every
# fifth Game-Turn, after both Player-Turns, then the Game-Turn Indication
# stage (4.0 D). Turns 1 to 4 pass it over; turn 5 plays it (herald plays
# it itself: 11.0, both armies by their casualties, none yet: below the
# Army Morale Table's first lines, no chance, nothing rolled, both hold).
# No unit moves: every line keeps its pace at 0 MP (5.31).
> new spi-agincourt king-harrys-folly seed=7
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), King Harry's Folly (20.3) (seed 7)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 44 units did not move
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
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 60, English Morale phase (§10.0)
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
left undone: 44 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 44 units did not move
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
> next
left undone: 18 units did not move
ended: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 2 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 2 of 60, English Morale phase (§10.0)
now: turn 2 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 2 of 60, English Leader Combat phase (§13.0)
now: turn 2 of 60, English Melee phase (§9.0)
> next
ended: turn 2 of 60, English Melee phase (§9.0)
now: turn 2 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 2 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 2 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 2 of 60, Game-Turn Indication phase (§4.0)
now: turn 3 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 3 of 60, French Fugitive Movement phase (§14.2)
now: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 3 of 60, French Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 3 of 60, French Morale phase (§10.0)
now: turn 3 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 3 of 60, French Leader Combat phase (§13.0)
now: turn 3 of 60, French Melee phase (§9.0)
> next
ended: turn 3 of 60, French Melee phase (§9.0)
now: turn 3 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 3 of 60, French Fatigue Morale phase (§9.22)
now: turn 3 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 3 of 60, English Fugitive Movement phase (§14.2)
now: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 3 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 3 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 3 of 60, English Morale phase (§10.0)
now: turn 3 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 3 of 60, English Leader Combat phase (§13.0)
now: turn 3 of 60, English Melee phase (§9.0)
> next
ended: turn 3 of 60, English Melee phase (§9.0)
now: turn 3 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 3 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 3 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 3 of 60, Game-Turn Indication phase (§4.0)
now: turn 4 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 4 of 60, French Fugitive Movement phase (§14.2)
now: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 4 of 60, French Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 4 of 60, French Morale phase (§10.0)
now: turn 4 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 4 of 60, French Leader Combat phase (§13.0)
now: turn 4 of 60, French Melee phase (§9.0)
> next
ended: turn 4 of 60, French Melee phase (§9.0)
now: turn 4 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 4 of 60, French Fatigue Morale phase (§9.22)
now: turn 4 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 4 of 60, English Fugitive Movement phase (§14.2)
now: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 4 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 4 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 4 of 60, English Morale phase (§10.0)
now: turn 4 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 4 of 60, English Leader Combat phase (§13.0)
now: turn 4 of 60, English Melee phase (§9.0)
> next
ended: turn 4 of 60, English Melee phase (§9.0)
now: turn 4 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 4 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 4 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 4 of 60, Game-Turn Indication phase (§4.0)
now: turn 5 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 5 of 60, French Fugitive Movement phase (§14.2)
now: turn 5 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 5 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 5 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 5 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 5 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 5 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 5 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 5 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 5 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 5 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 5 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 5 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 5 of 60, French Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 5 of 60, French Morale phase (§10.0)
now: turn 5 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 5 of 60, French Leader Combat phase (§13.0)
now: turn 5 of 60, French Melee phase (§9.0)
> next
ended: turn 5 of 60, French Melee phase (§9.0)
now: turn 5 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 5 of 60, French Fatigue Morale phase (§9.22)
now: turn 5 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 5 of 60, English Fugitive Movement phase (§14.2)
now: turn 5 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 5 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 5 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 5 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 5 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 5 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 5 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 5 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 5 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 5 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 5 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 5 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 5 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 5 of 60, English Morale phase (§10.0)
now: turn 5 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 5 of 60, English Leader Combat phase (§13.0)
now: turn 5 of 60, English Melee phase (§9.0)
> next
ended: turn 5 of 60, English Melee phase (§9.0)
now: turn 5 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 5 of 60, English Fatigue Morale phase (§9.22)
now: turn 5 of 60, Army Morale Check phase (§11.0)
French army morale, 0 casualties: Army Morale Table (§11.3), casualties 0 (9 or less), French: 0% (reconstructed): no dice (no roll is at or under 0) -> does not happen (§11.3)
the French army holds (§11.0)
English army morale, 0 casualties: Army Morale Table (§11.3), casualties 0 (4 or less), English: 0% (reconstructed): no dice (no roll is at or under 0) -> does not happen (§11.3)
the English army holds (§11.0)
automatic: herald plays the Army Morale Check phase (§11.0) and goes on
ended: turn 5 of 60, Army Morale Check phase (§11.0)
now: turn 5 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 5 of 60, Game-Turn Indication phase (§4.0)
now: turn 6 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 6 of 60, French Fugitive Movement phase (§14.2)
now: turn 6 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), King Harry's Folly (20.3)
turn 6 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.31): 4 turns after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.34), ransom of French leaders captured 0 x 1 = 0 (§20.34), French fugitives captured 0 x 1 = 0 (§20.34), English units exited off the north edge 0 x 4 = 0 (§20.34)
  French 0: English line steps lost 0 x 2 = 0 (§20.34), ransom of English leaders captured 0 x 2 = 0 (§20.34), English fugitives captured 0 x 1 = 0 (§20.34)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: auto (seed 7); orders: 80
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 10 (§11.0)
French fired on (moving their full allowance): none (§20.33B, §20.33C); released: none, 0 releases left (§20.33D); French casualties 0 of 30 to mobilize (§20.33F)
