#! args: -g proving-steep-lines -s ridge --seed 1
#! data: tests/data
# spi-agincourt 5.31 with 7.24, on the proving game of lines on rising
# ground (reconstructed: R66).  f3, f5 and f6 begin the Movement phase on
# hexrow 16xx and so form a line; in mud f3's every step to its front
# climbs the contour into columns 17+ of rows 01-03 and costs 2 MP, more
# than its allowance of 1, so it must first stand a complete impulse
# (7.24).  Its line-mates step on, and the impulse ends: a step f3 must
# wait for is shut to it as terrain is, and with no step open it drops
# out of its line for this impulse (5.33) rather than hold the line
# still.  In the next impulse, having stood, it crosses at the cost of
# its whole allowance, as its line-mates spend theirs, and it is in the
# line again: it may not be left behind.
> move f3 1701
error: f3 cannot move: step 1 (1601 to 1701): entering 1701 costs 2 MP, more than f3's whole allowance of 1: it crosses only after standing a complete impulse in 1601, as its first move of an impulse, for the whole allowance (it has stood no complete impulse there yet; §7.24)
> hold f3 1
error: f3 cannot hold: f3 is out of its line (pinned, routed, or unable to move for anything but the enemy) and need not keep pace (§5.33)
> move f5 1704
f5 moves to 1704 (1 of 1 MP spent, §5.0)
> move f6 1705
f6 moves to 1705 (1 of 1 MP spent, §5.0)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, French Movement phase, impulse 1 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 4, French Movement phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 4, French Movement phase, impulse 2 of 3 (§5.0)
> move f5 1804
f5 moves to 1804 (1 of 1 MP spent, §5.0)
> move f6 1805
f6 moves to 1805 (1 of 1 MP spent, §5.0)
> next
error: the impulse may not end yet: the line of hexrow 16xx has not kept pace: every unit of a line must have spent the same MP by the end of impulse 2 (§5.31): f3 0 MP, f5 1 MP, f6 1 MP; a unit blocked by the enemy may spend MP standing still (hold)
> move f3 1701
f3 climbs from level 1 to 2 into 1701: 1 MP more uphill (§7.23)
f3 has stood 1 complete impulse below 1701: the crossing, 2 MP, costs its whole allowance of 1 (§7.24)
f3 moves to 1701 (1 of 1 MP spent, §5.0)
> next
ended: turn 1 of 4, French Movement phase, impulse 2 of 3 (§5.0)
now: turn 1 of 4, French Movement phase, impulse 2 of 3: English Archery (§8.0)
#! status: 1
