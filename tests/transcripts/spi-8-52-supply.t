#! args: --game proving-fire --seed 1
#! data: tests/data
# spi-agincourt §8.51-§8.53 with the errata: a volley spends one arrow;
# a unit fires no more volleys than it has left.  A longbow whose first
# quiver is spent rolls for its second on the first impulse after: 15 +
# a die, once; not the King's Own or the Royal Guards (guard units).
# French crossbows keep a count but are never short; French shortbows
# out of arrows flee north as though routed (§11.21).  supply.tcl sets
# the arrows left before the test: Archers A (e05) 3, the King's Own
# (e14) 2; later the shortbows (f31) 2 and the Genoese (f30) 1.
> new proving-fire supply seed=1
new game: Proving game (SPI Agincourt's archery), 8.5: arrow supply (seed 1)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> marker place supply e05 arrows=3
placed supply1: Supply (arrows 3, fired 0, lines 0) with e05 in 2908
removed supply1: Supply (arrows 3, fired 0, lines 0) with e05 in 2908
e05 has 3 arrows left
> marker place supply e14 arrows=2
placed supply2: Supply (arrows 2, fired 0, lines 0) with e14 in 3008
removed supply2: Supply (arrows 2, fired 0, lines 0) with e14 in 3008
e14 has 2 arrows left
> fire e05 3 f03
e05 at f03: Longbow firing at Men-at-Arms, range 3 hexes, 3 volleys (at most 6 at this range, supply 3 left) (§8.7)
chances: 0 strikes 71%, 1 strike 26%, 2 strikes 3%, 3 strikes 0%, 4 strikes 0% (§8.7)
e05 allocates 3 volleys at f03, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire e14 3 f03
error: e14 has 2 volleys of supply left (§8.51)
> fire e14 2 f03
e14 at f03: Longbow firing at Men-at-Arms, range 4 hexes, 2 volleys (at most 6 at this range, supply 2 left) (§8.7)
over a unit: read in the 5 hexes column, the rate that of 4 hexes (§8.16)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e14 allocates 2 volleys at f03, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire resolve
the fire allocated in this step is resolved: 2 allocations, each on its own (§8.0)
e05's 3 volleys at f03 (Longbow firing at Men-at-Arms, 3 hexes): d100: tens 7 (70-79) = none; supply 0 left (§8.7)
e14's 2 volleys at f03 (Longbow firing at Men-at-Arms, 5 hexes): d100: tens 5 (50-59) = none; supply 0 left (§8.7)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
the second quiver of e05: 15 + the die, 0-9 (§8.52): 1d10z: 5 = 5
e05 takes up its second quiver: 20 volleys (§8.52; reconstructed: rolled as its side's next archery step begins, the die read 0-9; see doc/reconstructions.md A7)
> show e05
e05: Archers A
  English Longbow
  melee 0 lines 4 mp 0 arrows 24 rof 6 range 6
  side: archer (its front; yeoman side: melee 2, mp 1)
  position: 2908 n
  terrain: Clear
  this turn: not moved (0 MP)
  characteristics: English
  lines left: 4 (§8.33)
  arrows: 20 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
  arrow strikes this turn: 0 (§10.5)
  quiver: 2 (§8.52)
> show e14
e14: King's Own
  English Longbow
  melee 0 lines 4 mp 0 arrows 24 rof 6 range 6
  side: archer (its front; yeoman side: melee 2, mp 1)
  position: 3008 n
  terrain: Clear
  this turn: not moved (0 MP)
  characteristics: English, no second arrow supply (8.52)
  lines left: 4 (§8.33)
  arrows: 0 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
  arrow strikes this turn: 0 (§10.5)
  quiver: 1 (§8.52)
> fire e14 1 f03
error: e14 has 0 volleys of supply left (§8.51)
> marker place supply e05 arrows=0
placed supply3: Supply (arrows 0, fired 0, lines 0) with e05 in 2908
removed supply3: Supply (arrows 0, fired 0, lines 0) with e05 in 2908
e05 has 0 arrows left
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> show e05
e05: Archers A
  English Longbow
  melee 0 lines 4 mp 0 arrows 24 rof 6 range 6
  side: archer (its front; yeoman side: melee 2, mp 1)
  position: 2908 n
  terrain: Clear
  this turn: not moved (0 MP)
  characteristics: English
  lines left: 4 (§8.33)
  arrows: 0 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
  arrow strikes this turn: 0 (§10.5)
  quiver: 2 (§8.52)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> marker place supply f31 arrows=2
placed supply4: Supply (arrows 2, fired 0, lines 0) with f31 in 2607
removed supply4: Supply (arrows 2, fired 0, lines 0) with f31 in 2607
f31 has 2 arrows left
> marker place supply f30 arrows=1
placed supply5: Supply (arrows 1, fired 0, lines 0) with f30 in 2608
removed supply5: Supply (arrows 1, fired 0, lines 0) with f30 in 2608
f30 has 1 arrows left
> fire f31 2 e05
f31 at e05: Shortbow firing at Archers, range 3 hexes, 2 volleys (at most 4 at this range, supply 2 left) (§8.7)
chances: 0 strikes 74%, 1 strike 24%, 2 strikes 2%, 3 strikes 0%, 4 strikes 0% (§8.7)
f31 allocates 2 volleys at e05, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire f30 2 e05
f30 at e05: Crossbow firing at Archers, range 3 hexes, 2 volleys (at most 2 at this range, supply 1 left) (§8.7)
chances: 0 strikes 75%, 1 strike 23%, 2 strikes 2%, 3 strikes 0%, 4 strikes 0% (§8.7)
f30 allocates 2 volleys at e05, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire resolve
the fire allocated in this step is resolved: 2 allocations, each on its own (§8.0)
f30's 2 volleys at e05 (Crossbow firing at Archers, 3 hexes): d100: tens 3 (30-39) = none; supply 0 left (kept, never short) (§8.7)
f31's 2 volleys at e05 (Shortbow firing at Archers, 3 hexes): d100: tens 6 (60-69) = none; supply 0 left (§8.7)
f31 has no arrows left: it leaves the battle to the north like a routed unit (§8.53)
f31 is routed: out of arrows (§8.53); it flees toward the north edge in its Movement phases (§11.21)
> show f30
f30: Genoese
  French Crossbow
  melee 0 lines 3 mp 1 arrows 24 rof 2 range 4
  position: 2608 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac
  lines left: 3 (§8.33)
  arrows: 0 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
  arrow strikes this turn: 0 (§10.5)
> show f31
f31: Shortbows
  French Shortbow
  melee 0 lines 3 mp 1 arrows 24 rof 4 range 5
  position: 2607 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac
  lines left: 3 (§8.33)
  arrows: 0 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: yes (§11.21)
  arrow strikes this turn: 0 (§10.5)
#! status: 1
