#! args: -g spi-agincourt --empty --seed 1
# SPI's Agincourt 15.0: a yeoman does one thing an impulse.  e10 moves
# onto French fugitives in impulse 1 and begins implanting its stakes in
# impulse 2; as impulse 2 ends it captures the fugitives (14.28), and
# that impulse is not one at the stakes (reconstructed); impulse 3 is
# the first.  While at a task it may neither move nor be turned over.
> place e10 2920 n
placed e10 (Lancashire) in 2920 n
> marker place stakes e10 state=carried
placed stakes1: Stakes (state carried, facing n) with e10 in 2920
> marker place fugitive 2820 size=2 side=french
placed fugitive2: Fugitive x2 (side French, state new, mounted no) in 2820
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
> flip e10
e10 turns to its yeoman side: melee 2, mp 1 (§15.0)
> move e10 2820
e10 moves to 2820 (0.5 of 1 MP spent, §5.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
# impulse 2
> task e10 plant n
e10 takes up a task: implant stakes, facing n (§16.22)
e10 will implant stakes1 in 2820, facing n, when it has stood there three consecutive impulses of its own, this one the first (they may run on into the next Game-Turn, §16.22); the facing protects w, nw, ne, e (§16.31)
> move e10 2720
error: e10 is at a task, implant stakes: give it up first (task e10 none) (§15.0: one function an impulse)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
e10 captures the French fugitives in 2820 this impulse (§14.28): one function an impulse, and this one is not spent at the stakes (§15.0; reconstructed)
e10 has stood a whole impulse on fugitive2 (x2) in 2820: captured (§14.28)
removed fugitive2: Fugitive x2 (side French, state new, mounted no) in 2820
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
# impulse 3
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
e10 has stood 1 of 3 impulses at the stakes in 2820 (implant stakes, §16.22)
> units e10
e10   2820 n        English   Longbow              Lancashire (yeoman side: melee 2, mp 1)
  marker stakes1: Stakes (state carried, facing n) with e10 in 2820
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), empty board
turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 2 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 19
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
yeomen at tasks: e10 implant stakes, 1 of 3 impulses, facing n (§15.0)
#! status: 1
