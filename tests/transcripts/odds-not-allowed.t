#! args: --empty --seed 8
# Issue 9: `odds` for an attack the rules do not allow says so first, on
# one line, with the reason and its section, and then gives the numbers
# it would have, indented under "if it were allowed:".  Nothing changes
# (the odds are a question), and the attack itself is refused with the
# same reason.
# Figure 6: e11 in 1315 faces ne, so 1214 is not in its front (§5.1).
> new empty seed=8
new game: The Battle of Agincourt, empty board (seed 8)
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place e11 1315 ne
placed e11 (King's Household Men-at-Arms 2) in 1315 ne
> place f11 1214 s
placed f11 (Vanguard Men-at-Arms 1) in 1214 s
> place f29 1209 s
placed f29 (Crossbowmen 1) in 1209 s
> next
left undone: 2 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> odds 1315 -> 1214
not allowed now: f11 is not in one of e11's front hexes for combat (§5.1)
if it were allowed:
  odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
  DRM: none
  chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
> attack 1315 -> 1214
error: f11 is not in one of e11's front hexes for combat (§5.1)
# Fire at a unit out of range (§9.1): e18 (range 6) at f29, 7 hexes off,
# in the Missile phase.
> undo 2
undone: next
undone: next
> place e18 1216 n
placed e18 (Left Wing Archers 1) in 1216 n
> next
left undone: 3 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> odds fire e18 -> f29
not allowed now: f29 is 7 hexes from e18; e18's range is 6 (§9.1)
if it were allowed:
  odds: AF 6 against DF 3 is 6:3, that is 2:1 (§11.1)
  range: 7 hexes (§9.1)
  DRM: none
  chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
> fire e18 f29
error: f29 is 7 hexes from e18; e18's range is 6 (§9.1)
# An allowed attack has no such line.
> odds e10 -> f11
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
#! status: 1
