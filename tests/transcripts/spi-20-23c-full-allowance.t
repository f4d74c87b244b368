#! args: -g spi-agincourt -s free-deployment --seed 2
# spi-agincourt §20.23C (French Free Deployment): a French combat unit that
# begins its Movement phase within range of an English longbow moves its
# whole allowance each impulse, toward the English (reconstructed R62);
# a French crossbow with an English unit in its own range may stand and
# fire instead.  Lestrale (f18) is put at 2513, within e12's range, and
# CB I (f25) at 2620; turn 1 passes (its phase began before the set-up
# changes).  In turn 2 the impulse may not end while f18 has spent 0 of
# its 1 MP; a move north is refused; one step to 2613 costs 1/2 (dry,
# 20.23A), and then every step toward the English costs 1.5 (uphill,
# 7.23), more than the 1/2 left: blocked, it owes no more and the
# impulse ends.  f25 stands.  Refusals change nothing.
> place f18 2513 s
placed f18 (Lestrale) in 2513 s
> place f25 2620 s
placed f25 (CB I) in 2620 s
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
f18 begins its Movement phase within range of e12: it must move its full allowance each impulse (§20.23C, reconstructed: R62)
f25 may stand and fire: e03 is within its range (§20.23C)
> next
error: the impulse may not end yet: f18 has spent 0 of its 1 MP and must move its full allowance (§20.23C); one blocked (no open step toward the English for the MP left) or next to an English unit owes nothing
> move f18 2413
error: f18 must move its full allowance toward the English line: it may not end a move nearer the French edge than it began (§20.23C, reconstructed: R62)
> move f18 2613
f18 moves to 2613 (0.5 of 1 MP spent, §5.0)
> next
left undone: 43 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
#! status: 1
