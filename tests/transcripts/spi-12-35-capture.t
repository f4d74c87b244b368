#! args: -g spi-agincourt -s free-deployment --seed 1
# SPI's Agincourt, 6.16: a leader never moves into a hex an enemy combat
# unit holds; 12.23: an enemy combat unit may enter, or go through, a hex
# where leaders stand alone, and takes them off the map as captives;
# 12.35: a leader whose hex an enemy combat unit enters is captured and
# leaves play at once; the captor's side counts the ransom (20.14,
# 20.24). Norfolk (e12, a
# longbow) stands alone in 2909 facing n (front hexes 2808 and 2809).
# French Movement phase, turn 1: the Count of Marle (ransom 4), alone in
# 2808 facing s, faces 2908 and 2909.
> place fl12 2808 s
placed fl12 (Count of Marle) in 2808 s
> move fl12 2909
error: fl12 cannot move: step 1 (2808 to 2909): 2909 holds the enemy e12, and fl12 may never enter a hex holding an enemy combat unit (§6.16)
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
# English Movement phase: Norfolk, turned to its yeoman side (15.0:
# yeomen move, and may capture leaders), enters 2808.
> flip e12 yeoman
e12 turns to its yeoman side: melee 2, mp 1 (§15.0)
> move e12 2808
fl12 is captured by e12 in 2808 (§12.35): ransom of leaders captured, English 4
e12 moves to 2808 (0.5 of 1 MP spent, §5.0)
> units fl12
fl12  eliminated    French    Leader               Count of Marle
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2)
turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.21): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 1, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 4 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 4: French casualties 0 x 1 = 0 (§20.24), ransom of French leaders captured 4 x 1 = 4 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24)
  French 0: English line steps lost 0 x 4 = 0 (§20.24), ransom of English leaders captured 0 x 4 = 0 (§20.24), English fugitives captured 0 x 2 = 0 (§20.24)
victory now: Decisive English Victory: English 4 : French 0 points, no ratio (no French points) (§20.0; reconstructed: SPI's Agincourt: victory, V2: 20.0: English points against none)
dice: auto (seed 1); orders: 11
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
# Passing through (dry ground, 20.23A: two hexes an impulse): the Duke
# of Brabant (ransom 8) alone in 2810, the Count of Vaudemont (4) and
# the Duke of Bar (6) together in 2710; York (e01, in 2911 facing n,
# front hexes 2810 and 2811) goes 2810, 2710.
> new spi-agincourt free-deployment seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2) (seed 1)
> place fl11 2810 s
placed fl11 (Duke of Brabant) in 2810 s
> place fl10 2710 s
placed fl10 (Count of Vaudemont) in 2710 s
> place fl07 2710 s
placed fl07 (Duke of Bar) in 2710 s
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
> move e01 2810 2710
fl11 is captured by e01 in 2810 (§12.35): ransom of leaders captured, English 8
fl07 is captured by e01 in 2710 (§12.35): ransom of leaders captured, English 14
fl10 is captured by e01 in 2710 (§12.35): ransom of leaders captured, English 18
e01 moves to 2710 (1 of 1 MP spent, §5.0)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2)
turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.21): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 3, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 18 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 18: French casualties 0 x 1 = 0 (§20.24), ransom of French leaders captured 18 x 1 = 18 (§20.24), French fugitives captured 0 x 1 = 0 (§20.24)
  French 0: English line steps lost 0 x 4 = 0 (§20.24), ransom of English leaders captured 0 x 4 = 0 (§20.24), English fugitives captured 0 x 2 = 0 (§20.24)
victory now: Decisive English Victory: English 18 : French 0 points, no ratio (no French points) (§20.0; reconstructed: SPI's Agincourt: victory, V2: 20.0: English points against none)
dice: auto (seed 1); orders: 12
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
#! status: 1
# Played in the French Free Deployment (20.2): the historical set-up but the front-line cavalry, with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge); dry ground (20.23A).
