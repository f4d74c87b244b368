#! args: --seed 11
#! status: 1
# The Battle of Agincourt §11.4: after a mêlée attack that vacates the
# defender's hex, one attacker may move into it.  The rule says nothing
# of a counter-attack (§11.5) that vacates a hex.  herald's reading: no
# advance after a counter-attack; the advance is the attacker's, after
# the faction in turn's attack (doc/reconstructions.md, "Agincourt
# §11.4: no advance after a counter-attack").
# herald says so when the counter-attack empties the hex, and again when
# an advance is ordered.
#
# e11 (AF 9) in 1215 attacks f11 (AF 8, DF 4) in 1214 at 9:4, 2:1; 6 6 =
# 12 is no effect, and f11 may counter-attack.  At 8:5, 3:2, 1 1 = 2 is
# E: e11 is eliminated and 1215 is empty.
> new empty
new game: The Battle of Agincourt, empty board (seed 11)
> place e11 1215 n
placed e11 (King's Household Men-at-Arms 2) in 1215 n
> place f11 1214 s
placed f11 (Vanguard Men-at-Arms 1) in 1214 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack e11 -> f11
< 6 6
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 6 6
roll 2d6: 6+6 = 12 (physical), DRM +0, MDR 12 at 2:1: - (no effect, §11.3) (reconstructed)
f11 may counter-attack one attacker (§11.5): counter f11 -> e11
> counter f11 -> e11
< 1 1
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the counter-attack on e11: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:2: E (Eliminated, §11.3)
e11 is eliminated
1215 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> advance f11
error: no advance into 1215 after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
# The phase ends with nothing left undone: no advance was open.
> next
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
# After the English attack that empties a hex, the advance stays open as
# before (e12 attacks f12 at 9:4, 2:1; 1 1 = 2 is E).
> new empty
new game: The Battle of Agincourt, empty board (seed 11)
> place e12 1215 n
placed e12 (King's Household Men-at-Arms 3) in 1215 n
> place f12 1214 s
placed f12 (Vanguard Men-at-Arms 2) in 1214 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack e12 -> f12
< 1 1
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f12: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §11.3)
f12 is eliminated
1214 is empty: one attacker may advance into it (§11.4): advance e12
> advance e12
e12 advances into 1214 (§11.4)
> show e12
e12: King's Household Men-at-Arms 3
  English Men-at-Arms, battalion
  af 9 df 5 rdf 2 range 0 mf 3 mr 5
  position: 1214 n
  terrain: Clear
  this turn: not moved (3 MF); has attacked
