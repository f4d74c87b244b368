#! args: --game proving-fire --seed 1
#! data: tests/data
# spi-agincourt §8.7's example: a crossbow firing 2 volleys at an archer
# unit 3 hexes away reads the Crossbow-at-Archers table, 3 hexes, 2
# volleys: "13 23" over "– 25", so 01-23 one strike, 24-25 two, 26-00
# nothing (75%, 23%, 2%).  The Genoese (f30) fire at Archers A (e05) in
# the French archery after the first English impulse.  The dice are
# typed in, the tens die first and the ones die only when the decade is
# split (§3.8): 23 gives one strike, 24 two (undone and read again), 26
# none; a tens die of 1 (10-19) one strike at once, of 5 none at once.
# Each strike costs a line, a Dead and a Fugitive and a casualty (§8.31-
# §8.36) and counts for the Game-Turn (§10.5); the crossbow's arrows are
# kept but never stop it (§8.52 errata).
> next
left undone: 1 unit did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> odds fire f30 2 e05
f30 at e05: Crossbow firing at Archers, range 3 hexes, 2 volleys (at most 2 at this range, supply 24 left) (§8.7)
chances: 0 strikes 75%, 1 strike 23%, 2 strikes 2%, 3 strikes 0%, 4 strikes 0% (§8.7)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> fire f30 2 e05
f30 at e05: Crossbow firing at Archers, range 3 hexes, 2 volleys (at most 2 at this range, supply 24 left) (§8.7)
chances: 0 strikes 75%, 1 strike 23%, 2 strikes 2%, 3 strikes 0%, 4 strikes 0% (§8.7)
f30 allocates 2 volleys at e05, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire resolve
< 2
< 3
the fire allocated in this step is resolved: 1 allocation, each on its own (§8.0)
roll d100 for f30's 2 volleys at e05, the tens die first: 2
roll the ones die for f30's 2 volleys at e05 (tens 2: 20 to 29): 3
f30's 2 volleys at e05 (Crossbow firing at Archers, 3 hexes): d100: 23 = 1 strike (physical); supply 22 left (kept, never short) (§8.7)
e05 suffers 1 arrow strike, 1 line lost (§8.31, §8.32)
e05 loses 1 line to fire: 3 left (§8.33)
placed fugitive1: Fugitive x1 (side English, state new, mounted no) in 2908
placed dead2: Dead x1 (side English) in 2908
English casualties: 1 (§8.36)
> show e05
e05: Archers A
  English Longbow
  melee 0 lines 4 mp 0 arrows 24 rof 6 range 6
  side: archer (its front; yeoman side: melee 2, mp 1)
  position: 2908 n
  terrain: Clear
  characteristics: English
  lines left: 3 (§8.33)
  arrows: 24 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
  arrow strikes this turn: 1 (§10.5)
  quiver: 1 (§8.52)
> undo --agreed
undone: fire resolve
> fire resolve
< 2
< 4
the fire allocated in this step is resolved: 1 allocation, each on its own (§8.0)
roll d100 for f30's 2 volleys at e05, the tens die first: 2
roll the ones die for f30's 2 volleys at e05 (tens 2: 20 to 29): 4
f30's 2 volleys at e05 (Crossbow firing at Archers, 3 hexes): d100: 24 = 2 strikes (physical); supply 22 left (kept, never short) (§8.7)
e05 suffers 2 arrow strikes, 2 lines lost (§8.31, §8.32)
e05 loses 2 lines to fire: 2 left (§8.33)
placed fugitive1: Fugitive x2 (side English, state new, mounted no) in 2908
placed dead2: Dead x2 (side English) in 2908
English casualties: 2 (§8.36)
> show e05
e05: Archers A
  English Longbow
  melee 0 lines 4 mp 0 arrows 24 rof 6 range 6
  side: archer (its front; yeoman side: melee 2, mp 1)
  position: 2908 n
  terrain: Clear
  characteristics: English
  lines left: 2 (§8.33)
  arrows: 24 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
  arrow strikes this turn: 2 (§10.5)
  quiver: 1 (§8.52)
> undo --agreed
undone: fire resolve
> fire resolve
< 2
< 6
the fire allocated in this step is resolved: 1 allocation, each on its own (§8.0)
roll d100 for f30's 2 volleys at e05, the tens die first: 2
roll the ones die for f30's 2 volleys at e05 (tens 2: 20 to 29): 6
f30's 2 volleys at e05 (Crossbow firing at Archers, 3 hexes): d100: 26 = none (physical); supply 22 left (kept, never short) (§8.7)
> undo --agreed
undone: fire resolve
> fire resolve
< 1
the fire allocated in this step is resolved: 1 allocation, each on its own (§8.0)
roll d100 for f30's 2 volleys at e05, the tens die first: 1
f30's 2 volleys at e05 (Crossbow firing at Archers, 3 hexes): d100: tens 1 (10-19) = 1 strike (physical); supply 22 left (kept, never short) (§8.7)
e05 suffers 1 arrow strike, 1 line lost (§8.31, §8.32)
e05 loses 1 line to fire: 3 left (§8.33)
placed fugitive1: Fugitive x1 (side English, state new, mounted no) in 2908
placed dead2: Dead x1 (side English) in 2908
English casualties: 1 (§8.36)
> undo --agreed
undone: fire resolve
> fire resolve
< 5
the fire allocated in this step is resolved: 1 allocation, each on its own (§8.0)
roll d100 for f30's 2 volleys at e05, the tens die first: 5
f30's 2 volleys at e05 (Crossbow firing at Archers, 3 hexes): d100: tens 5 (50-59) = none (physical); supply 22 left (kept, never short) (§8.7)
> status
Proving game (SPI Agincourt's archery), 8.7: a crossbow at archers, 3 hexes
turn 1 of 12, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
units eliminated: French 0, English 0
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: manual (seed 1); orders: 10
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
