#! args: --game proving-fire --seed 1
#! data: tests/data
# spi-agincourt §8.18, §8.0: several archers may fire at one target;
# each fire is resolved on its own and takes effect at once, and
# allocated volleys are always shot.  Marle (f20) has one line left
# (supply.tcl); Archers A (e05) and Archers B (e06) each allocate 3
# volleys at it (the King's Own, e14, at Saveuse, f09, as §8.15 asks).
# Typed in: e05's 05 strikes and Marle is gone; e06's volleys are spent
# all the same, with nothing to hit (herald's reading, doc/
# reconstructions.md, A8).
> new proving-fire volleys seed=1
new game: Proving game (SPI Agincourt's archery), 8.15, 8.16, 8.43: the English archery (seed 1)
> next
left undone: 3 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> marker place supply f20 lines=1
placed supply1: Supply (arrows 0, fired 0, lines 1) with f20 in 2708
removed supply1: Supply (arrows 0, fired 0, lines 1) with f20 in 2708
f20 has 1 lines left
> fire e05 3 f20
e05 at f20: Longbow firing at Men-at-Arms, range 2 hexes, 3 volleys (at most 3 at this range, supply 24 left) (§8.7)
at 2 hexes the rate of fire is halved, to 3 (§8.43)
chances: 0 strikes 64%, 1 strike 31%, 2 strikes 5%, 3 strikes 0%, 4 strikes 0% (§8.7)
e05 allocates 3 volleys at f20, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire e06 3 f20
e06 at f20: Longbow firing at Men-at-Arms, range 3 hexes, 3 volleys (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 71%, 1 strike 26%, 2 strikes 3%, 3 strikes 0%, 4 strikes 0% (§8.7)
e06 allocates 3 volleys at f20, binding; 2 allocations wait for `fire resolve` or the step's end (§8.0)
> fire e14 1 f09
e14 at f09: Longbow firing at Cavalry, range 6 hexes, 1 volley (at most 6 at this range, supply 24 left) (§8.7)
chances: 0 strikes 98%, 1 strike 2%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
e14 allocates 1 volley at f09, binding; 3 allocations wait for `fire resolve` or the step's end (§8.0)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> fire resolve
< 0
< 5
< 9
the fire allocated in this step is resolved: 3 allocations, each on its own (§8.0)
roll d100 for e05's 3 volleys at f20, the tens die first: 0
roll the ones die for e05's 3 volleys at f20 (tens 0: 01 to 09, or 00 for 100): 5
e05's 3 volleys at f20 (Longbow firing at Men-at-Arms, 2 hexes): d100: 05 = 1 strike (physical); supply 21 left (§8.7)
f20 suffers 1 arrow strike, 1 line lost (§8.31, §8.32)
f20 loses 1 line to fire: 0 left (§8.33)
placed fugitive2: Fugitive x1 (side French, state new, mounted no) in 2708
placed dead3: Dead x1 (side French) in 2708
French casualties: 1 (§8.36)
f20 is eliminated: no lines left (§8.35)
e06's 3 volleys at f20: the target is gone, and the volleys are spent all the same, supply 21 left (§8.0)
roll d100 for e14's 1 volley at f09, the tens die first: 9
e14's 1 volley at f09 (Longbow firing at Cavalry, 6 hexes): d100: tens 9 (90-99) = none (physical); supply 23 left (§8.7)
> show e06
e06: Archers B
  English Longbow
  melee 0 lines 4 mp 0 arrows 24 rof 6 range 6
  side: archer (its front; yeoman side: melee 2, mp 1)
  position: 2910 n
  terrain: Clear
  this turn: not moved (0 MP)
  characteristics: English
  lines left: 4 (§8.33)
  arrows: 21 (§8.52)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
  arrow strikes this turn: 0 (§10.5)
  quiver: 1 (§8.52)
