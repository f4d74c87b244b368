#! args: --game spi-agincourt --scenario king-harrys-folly --seed 2
#! status: 1
# spi-agincourt §20.34: in King Harry's Folly an English unit may leave
# the map by the north edge (the French army's edge, the way French
# routs go), scoring 4 victory points for the English.  herald's `leave`
# (the core's exit mechanism, rules: exit:): the King's men-at-arms (e02)
# and Lancashire's archers (e10) are put on the north edge (column 01)
# and Cheshire (e11) one hex in.  In the English Movement phase e02
# leaves: it is off the map, not eliminated, and `exited` counts it in
# the English points.  Refused, with the game unchanged: e10 on its
# archer side has no movement to leave with (reconstructed X1: leaving
# is a step, made with movement left); e11 is not on the edge; a French
# unit is not the side in turn.  Undo puts e02 back.  In another
# scenario no unit leaves (the last lines: free deployment refuses it).
> place e02 0133 n
placed e02 (King) in 0133 n
> place e10 0131 n
placed e10 (Lancashire) in 0131 n
> place e11 0233 n
placed e11 (Cheshire) in 0233 n
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
> leave e10
error: e10 has no movement left this phase to leave the map with (§20.34; reconstructed: X1)
> leave e11
error: e11 is not on the French map edge: a unit leaves from a hex of that edge (§20.34)
> leave f01
error: f01 is French, and it is the English Movement and Archery phase (§4.0)
> leave e02
e02 leaves the map by the French edge from 0133; units exited off the north edge: English 1 (reconstructed) (§20.34)
> units e02
e02   off map       English   Men-at-Arms          King
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), King Harry's Folly (20.3)
turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.31): 4 turns after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 4: French casualties 0 x 1 = 0 (§20.34), ransom of French leaders captured 0 x 1 = 0 (§20.34), French fugitives captured 0 x 1 = 0 (§20.34), English units exited off the north edge 1 x 4 = 4 (§20.34)
  French 0: English line steps lost 0 x 2 = 0 (§20.34), ransom of English leaders captured 0 x 2 = 0 (§20.34), English fugitives captured 0 x 1 = 0 (§20.34)
victory now: Decisive English Victory: English 4 : French 0 points, no ratio (no French points) (§20.0; reconstructed: SPI's Agincourt: victory, V2: 20.0: English points against none)
dice: auto (seed 2); orders: 12
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
French fired on (moving their full allowance): none (§20.33B, §20.33C); released: none, 0 releases left (§20.33D); French casualties 0 of 30 to mobilize (§20.33F)
> undo
undone: leave e02
> units e02
e02   0133 n        English   Men-at-Arms          King
> new spi-agincourt free-deployment
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2) (seed 2)
> leave e02
error: no unit leaves the map in this scenario: only King Harry's Folly scores English units off the north edge (§20.34)
