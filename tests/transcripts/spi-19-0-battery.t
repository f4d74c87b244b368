#! args: --game proving-fire --seed 1
#! data: tests/data
# spi-agincourt §19.0 (optional): the French battery fires once at an
# English combat unit up to 12 hexes off, never over a unit, at the end
# of the French archery phase (read: the archery step after the third
# English impulse, reconstructed), and once fired, again only from the
# sixth Game-Turn after; 6% or less is a hit, one line.  After the first
# impulse: refused.  After the third: over Marle (f20) at Archers A
# (e05) refused; at York (e01) 94% nothing, 6% one strike; typed in,
# 06 hits.  Had it fired in Game-Turn 1 (supply.tcl), refused until 7.
> new proving-fire battery seed=1
new game: Proving game (SPI Agincourt's archery), 19.0: the French artillery battery (seed 1)
> next
left undone: 2 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 12, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> fire fa 1 e01
error: the battery fires only at the end of the French archery phase, after impulse 3 (§19.0, reconstructed: the last archery step)
> next
ended: turn 1 of 12, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 12, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 12, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 12, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> odds fire fa 1 e01
fa at e01: Artillery (§19.0), range 7 hexes, 1 volley (at most 1 at this range) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
> fire fa 1 e05
error: fa may never fire over a unit, and its line to e05 passes over one (§8.16)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> fire fa 1 e01
fa at e01: Artillery (§19.0), range 7 hexes, 1 volley (at most 1 at this range) (§8.7)
chances: 0 strikes 94%, 1 strike 6%, 2 strikes 0%, 3 strikes 0%, 4 strikes 0% (§8.7)
fa allocates 1 volley at e01, binding; 1 allocation waits for `fire resolve` or the step's end (§8.0)
> fire resolve 3 e01
error: expected fire FIRER VOLLEYS TARGET (fire e05 3 f03) or fire resolve
> fire resolve
< 0
< 6
the fire allocated in this step is resolved: 1 allocation, each on its own (§8.0)
roll d100 for fa's 1 volley at e01, the tens die first: 0
roll the ones die for fa's 1 volley at e01 (tens 0: 01 to 09, or 00 for 100): 6
fa's 1 volley at e01 (Artillery (§19.0), 7 hexes): d100: 06 = 1 strike (physical) (§8.7)
the battery has fired in Game-Turn 1: it may fire again from Game-Turn 7 (§19.0)
e01 is hit by the battery, 1 line lost (§19.0)
e01 loses 1 line to fire: 3 left (§8.33)
placed fugitive1: Fugitive x1 (side English, state new, mounted no) in 3010
placed dead2: Dead x1 (side English) in 3010
English casualties: 1 (§8.36)
> undo --agreed
undone: fire resolve
> undo --agreed
undone: fire fa 1 e01
> marker place supply fa fired=1
placed supply1: Supply (arrows 0, fired 1, lines 0) with fa in 2605
removed supply1: Supply (arrows 0, fired 1, lines 0) with fa in 2605
fa last fired in Game-Turn 1
> fire fa 1 e01
error: the battery fired in Game-Turn 1 and may fire again from Game-Turn 7 (§19.0)
#! status: 1
