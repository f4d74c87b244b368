# proving-elevation game in mud (issue 13; terrain_costs: {clear: 1};
# made-up rules after spi-agincourt 7.21 and 7.24): an uphill step costs
# 2 MP, more than a foot's impulse allowance of 1, so the foot first
# stands a complete impulse in the hex below the contour, then crosses
# for its whole allowance, in a later impulse of the same turn or of a
# later one; the count (herald::unit stood) is the unit's own state,
# rebuilt by undo, save and load.  The hook says, as each Red impulse
# begins, which Red units have stood and on what level (herald::hex).
#! data: tests/data
#! args: -g proving-elevation -s muddy --seed 1
#! status: 1
> scenario info
game: Proving game (elevation) (proving-elevation)
scenario: Muddy ground (muddy)
ground: Clear costs 1 MP
units: 7, on the map: 5
hooks: muddy.tcl (the scenario's)
> show 0201
0201: Clear, level 1
  f1    0201 s        Red       Foot                 Red Foot
# 7.24: f1 has not stood a complete impulse in 0201 yet
> move f1 0301
error: f1 cannot move: step 1 (0201 to 0301): entering 0301 costs 2 MP, more than f1's whole allowance of 1: it crosses only after standing a complete impulse in 0201, as its first move of an impulse, for the whole allowance (it has stood no complete impulse there yet; §7.24)
# a step that costs no more than the allowance does not wait: h1 (2 MP)
# climbs into 0303 for 1 + 1
> move h1 0303
h1 climbs from level 1 to 2 into 0303: 1 MP more uphill (§7.23)
h1 moves to 0303 (2 of 2 MP spent, §5)
> next
left undone: 3 units did not move
ended: turn 1 of 4, Red Move phase, impulse 1 of 3 (§5)
now: turn 1 of 4, Red Move phase, impulse 2 of 3 (§5)
stood: f1 1 in 0201 (level 1), w1 1 in 0406 (level 2), f2 1 in 0102 (level 1)
# impulse 2: f1 stood impulse 1 through in 0201; it crosses for its
# whole allowance
> move f1 0301
f1 climbs from level 1 to 2 into 0301: 1 MP more uphill (§7.23)
f1 has stood 1 complete impulse below 0301: the crossing, 2 MP, costs its whole allowance of 1 (§7.24)
f1 moves to 0301 (1 of 1 MP spent, §5)
> why
move f1 0301:
f1 climbs from level 1 to 2 into 0301: 1 MP more uphill (§7.23)
f1 has stood 1 complete impulse below 0301: the crossing, 2 MP, costs its whole allowance of 1 (§7.24)
f1 moves to 0301 (1 of 1 MP spent, §5)
> undo
undone: move f1 0301
> show f1
f1: Red Foot
  Red Foot
  mp 1
  position: 0201 s
  terrain: Clear
  this turn: not moved (1 MP)
> move f1 0301
f1 climbs from level 1 to 2 into 0301: 1 MP more uphill (§7.23)
f1 has stood 1 complete impulse below 0301: the crossing, 2 MP, costs its whole allowance of 1 (§7.24)
f1 moves to 0301 (1 of 1 MP spent, §5)
# a step dearer than the allowance is never made in passing: f2 would
# come to 0202 in this very move
> move f2 0202 0302
error: f2 cannot move: step 2 (0202 to 0302): entering 0302 costs 2 MP, more than f2's whole allowance of 1: it crosses only after standing a complete impulse in 0202, as its first move of an impulse, for the whole allowance (it comes there in this move; §7.24)
# f2 moves on the level in impulse 2 (1 MP), then stands below the
# contour between 0202 and 0302
> move f2 0202
f2 moves to 0202 (1 of 1 MP spent, §5)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, Red Move phase, impulse 2 of 3 (§5)
now: turn 1 of 4, Red Move phase, impulse 3 of 3 (§5)
stood: h1 1 in 0303 (level 2), w1 2 in 0406 (level 2)
# a unit that moved in this impulse has stood none of it
> move f2 0302
error: f2 cannot move: step 1 (0202 to 0302): entering 0302 costs 2 MP, more than f2's whole allowance of 1: it crosses only after standing a complete impulse in 0202, as its first move of an impulse, for the whole allowance (it has stood no complete impulse there yet; §7.24)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, Red Move phase, impulse 3 of 3 (§5)
now: turn 1 of 4, Blue Move phase, impulse 1 of 3 (§5)
# the Blue phases count no Red impulse
> next
left undone: 1 unit did not move
ended: turn 1 of 4, Blue Move phase, impulse 1 of 3 (§5)
now: turn 1 of 4, Blue Move phase, impulse 2 of 3 (§5)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, Blue Move phase, impulse 2 of 3 (§5)
now: turn 1 of 4, Blue Move phase, impulse 3 of 3 (§5)
> next
left undone: 1 unit did not move
ended: turn 1 of 4, Blue Move phase, impulse 3 of 3 (§5)
now: turn 2 of 4, Red Move phase, impulse 1 of 3 (§5)
stood: f1 1 in 0301 (level 2), h1 2 in 0303 (level 2), w1 3 in 0406 (level 2), f2 1 in 0202 (level 1)
# turn 2, impulse 1: f2 stood impulse 3 of turn 1 through, and crosses
> move f2 0302
f2 climbs from level 1 to 2 into 0302: 1 MP more uphill (§7.23)
f2 has stood 1 complete impulse below 0302: the crossing, 2 MP, costs its whole allowance of 1 (§7.24)
f2 moves to 0302 (1 of 1 MP spent, §5)
> save wait.herald
saved 10 orders to wait.herald
> new proving-elevation muddy seed=1
new game: Proving game (elevation), Muddy ground (seed 1)
> load wait.herald
loaded wait.herald: Proving game (elevation), Muddy ground, 10 orders
> units
f1    0301 s        Red       Foot                 Red Foot
h1    0303 s        Red       Horse                Red Horse
w1    0406+0407 s   Red       Battle               Red Battle
f2    0302 s        Red       Foot                 Red Foot Two
b1    0808 n        Blue      Foot                 Blue Foot
(2 counters of the game are not in this battle; add the word all to list them)
> show f2
f2: Red Foot Two
  Red Foot
  mp 1
  position: 0302 s
  terrain: Clear
  this turn: moved 1 hex, 1 of 1 MP spent
> undo
undone: move f2 0302
> move f2 0302
f2 climbs from level 1 to 2 into 0302: 1 MP more uphill (§7.23)
f2 has stood 1 complete impulse below 0302: the crossing, 2 MP, costs its whole allowance of 1 (§7.24)
f2 moves to 0302 (1 of 1 MP spent, §5)
# a turn clears the count too: w1 turns about in this impulse, and is
# not among those that stood it through
> face w1 n
w1 turns about within 0406+0407 to face n (1 of 2 MP spent, §5.2)
> next
left undone: 3 units did not move
ended: turn 2 of 4, Red Move phase, impulse 1 of 3 (§5)
now: turn 2 of 4, Red Move phase, impulse 2 of 3 (§5)
stood: f1 2 in 0301 (level 2), h1 3 in 0303 (level 2)
