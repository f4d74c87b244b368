#! args: -g spi-agincourt -s king-harrys-folly --seed 2
# spi-agincourt §20.33C (King Harry's Folly): a French unit fired on by a
# longbow must spend its whole allowance each impulse, toward the English
# line (reconstructed R60: a move may not end at a lower column than it
# began).  Lestrale (f18, at 2513) is fired on and missed (tens 9); in
# impulse 2 its move north is refused, the impulse may not end while it
# has spent 0 of its 1 MP (mud, 20.33A: a clear hex costs 1), and once it
# steps to 2613 the impulse ends.  The refusals change nothing.
> place f09 0605 s
placed f09 (Saveuse) in 0605+0606 s
> place f10 0620 s
placed f10 (Clignet) in 0620+0621 s
> place f18 2513 s
placed f18 (Lestrale) in 2513 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> fire e13 1 f18
e13 at f18: Longbow firing at Men-at-Arms, range 4 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 91%, 1 strike 9%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e13 allocates 1 volley at f18, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
f18 has been fired on by a longbow: from its next impulse on it must move its full allowance toward the English line (§20.33B, §20.33C)
> fire e12 1 f18
e12 at f18: Longbow firing at Men-at-Arms, range 6 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 99%, 1 strike 1%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e12 allocates 1 volley at f18, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e14 1 f18
e14 at f18: Longbow firing at Men-at-Arms, range 4 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 91%, 1 strike 9%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e14 allocates 1 volley at f18, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e15 1 f18
e15 at f18: Longbow firing at Men-at-Arms, range 5 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 97%, 1 strike 3%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e15 allocates 1 volley at f18, binding; 4 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e16 1 f18
e16 at f18: Longbow firing at Men-at-Arms, range 6 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 99%, 1 strike 1%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e16 allocates 1 volley at f18, binding; 5 allocations wait for `fire resolve` or the step's end (§8.0)
> fire resolve
< 9
< 9
< 9
< 9
< 9
the fire allocated in this step is resolved: 5 allocations, each on its own (§8.0)
roll d100 for e12's 1 volley at f18, the tens die first: 9
e12's 1 volley at f18 (Longbow firing at Men-at-Arms, 6 hexes): d100: tens 9 (90-99) = none (physical); supply 23 left (§8.7)
roll d100 for e13's 1 volley at f18, the tens die first: 9
e13's 1 volley at f18 (Longbow firing at Men-at-Arms, 4 hexes): d100: tens 9 (90-99) = none (physical); supply 23 left (§8.7)
roll d100 for e14's 1 volley at f18, the tens die first: 9
e14's 1 volley at f18 (Longbow firing at Men-at-Arms, 4 hexes): d100: tens 9 (90-99) = none (physical); supply 23 left (§8.7)
roll d100 for e15's 1 volley at f18, the tens die first: 9
e15's 1 volley at f18 (Longbow firing at Men-at-Arms, 5 hexes): d100: tens 9 (90-99) = none (physical); supply 23 left (§8.7)
roll d100 for e16's 1 volley at f18, the tens die first: 9
e16's 1 volley at f18 (Longbow firing at Men-at-Arms, 6 hexes): d100: tens 9 (90-99) = none (physical); supply 23 left (§8.7)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> move f18 2413
error: f18 was fired on by a longbow and must move toward the English line: it may not end a move nearer the French edge than it began (§20.33C, reconstructed: R60)
> next
error: the impulse may not end yet: f18 has spent 0 of its 1 MP and must move its full allowance (§20.33C); one blocked (no open step toward the English for the MP left) or next to an English unit owes nothing
> show f18
f18: Lestrale
  French Men-at-Arms
  melee 3 lines 3 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 2513 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Burgundian (black), French third line
  lines left: 3 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 2 (§5.31)
  free of line movement: yes (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> move f18 2613
f18 moves to 2613 (1 of 1 MP spent, §5.0)
> next
left undone: 43 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
#! status: 1
