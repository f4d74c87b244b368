#! args: -g spi-agincourt --empty --seed 1
# SPI's Agincourt 8.61, 8.62, 15.0: a longbow on its yeoman side that
# stands a whole impulse of its Movement phase in a hex of French Dead
# retrieves 2 volleys (task UNIT retrieve), to at most 24; none in an
# impulse in which it captures French fugitives there (14.28), and none
# from English Dead.  On its yeoman side it may not fire (15.0).  e10 and
# e11 first spend volleys at f24 in the English archery after the French
# first impulse.
> place e10 2920 n
placed e10 (Lancashire) in 2920 n
> place e11 2918 n
placed e11 (Cheshire) in 2918 n
> place e12 3410 n
placed e12 (Norfolk) in 3410 n
> place f24 2619 s
placed f24 (Laurois) in 2619 s
> marker place dead 2920 size=1 side=french
placed dead1: Dead x1 (side French) in 2920
> marker place dead 2918 size=2 side=french
placed dead2: Dead x2 (side French) in 2918
> marker place dead 3410 size=1 side=english
placed dead3: Dead x1 (side English) in 3410
> next
left undone: 1 unit did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> fire e10 4 f24
e10 at f24: Longbow firing at Cavalry, range 3 hexes, 4 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 47%, 1 strike 39%, 2 strikes 12%, 3 strikes 2%, 4 strikes 0% (§8.7)
e10 allocates 4 volleys at f24, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire e11 1 f24
e11 at f24: Longbow firing at Cavalry, range 3 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 83%, 1 strike 17%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e11 allocates 1 volley at f24, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire resolve
the fire allocated in this step is resolved: 2 allocations, each on its own (§8.0)
e10's 4 volleys at f24 (Longbow firing at Cavalry, 3 hexes): d100: tens 7 (70-79) = none; supply 20 left (§8.7)
e11's 1 volley at f24 (Longbow firing at Cavalry, 3 hexes): d100: tens 5 (50-59) = none; supply 23 left (§8.7)
> units e10
e10   2920 n        English   Longbow              Lancashire
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 1 unit did not move
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
# the English Movement phase, impulse 1
> flip e10
e10 turns to its yeoman side: melee 2, mp 1 (§15.0)
> flip e11
e11 turns to its yeoman side: melee 2, mp 1 (§15.0)
> flip e12
e12 turns to its yeoman side: melee 2, mp 1 (§15.0)
> task e12 retrieve
error: e12 may retrieve arrows only from French Dead, and 3410 holds none (English Dead give no arrows) (§8.62)
> task e10 retrieve
e10 takes up a task: retrieve arrows (§8.61)
e10 retrieves 2 volleys from the French Dead in 2920 for each whole impulse it stands there, to at most 24 (§8.61)
> marker place fugitive 2918 size=1 side=french
placed fugitive4: Fugitive x1 (side French, state new, mounted no) in 2918
> task e11 retrieve
e11 takes up a task: retrieve arrows (§8.61)
e11 retrieves 2 volleys from the French Dead in 2918 for each whole impulse it stands there, to at most 24 (§8.61)
> next
left undone: 3 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
e10 has stood a whole impulse on the French Dead in 2920: it retrieves 2 volleys, 20 -> 22 (§8.61)
e11 captures the French fugitives in 2918 this impulse, and so retrieves no arrows in it (§8.61, §14.28)
e11 has stood a whole impulse on fugitive4 (x1) in 2918: captured (§14.28)
removed fugitive4: Fugitive x1 (side French, state new, mounted no) in 2918
> show e10
e10: Lancashire
  English Longbow
  melee 2 lines 4 rating 0 ransom 0 mp 1 arrows 24 rof 6 range 6
  side: yeoman (its back; archer side: melee 0, mp 0)
  position: 2920 n
  terrain: Clear
  characteristics: English (red), position R, starts with stakes (16.0, 20.12)
  lines left: 4 (§3.7, 8.33)
  arrows: 22 (§8.52, 20.0)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  quiver: 1 (§8.52)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
e10 has stood a whole impulse on the French Dead in 2920: it retrieves 2 volleys, 22 -> 24 (§8.61)
e10 has 24 volleys stored and retrieves no more (§8.61)
e11 has stood a whole impulse on the French Dead in 2918: it retrieves 1 volley, 23 -> 24 (§8.61; reconstructed: the last to make 24)
e11 has 24 volleys stored and retrieves no more (§8.61)
> units e11
e11   2918 n        English   Longbow              Cheshire (yeoman side: melee 2, mp 1)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> task e10 retrieve
error: e10 has 24 volleys stored: a yeoman retrieves none while 24 are stored (§8.61)
> next
left undone: 3 units did not move
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
# the English archery after the French impulse 1 of turn 2: e10 is on
# its yeoman side
> next
left undone: 1 unit did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> fire e10 1 f24
error: e10 is on its yeoman side and may not fire: flip it to its archer side as its Movement phase begins (§15.0)
#! status: 1
