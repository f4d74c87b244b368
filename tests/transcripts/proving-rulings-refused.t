#! data: tests/data
#! args: -g proving
#! status: 1
# Rulings as data (issue 12): a modifier's hook (when: hook) that cannot
# rule refuses the order with a reason naming the modifier and what the
# hook did, and leaves the game as it was.  The optional rule omens adds
# a modifier whose proc answers "maybe" (no truth value); curse one whose
# proc fails with a Tcl error.  `odds` gives the reason as "not allowed
# now", then the numbers without that modifier.
> new rulings +omens seed=5
new game: Proving game, Rulings (seed 5)
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> odds r1 -> b1
not allowed now: the modifier omens (the omens) could not be ruled on: its hook proving_omens answered "maybe", expected a truth value (1 or 0, true or false, yes or no) or "value N"
if it were allowed:
  odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.1)
  DRM -1: the defender has no friend next to it (§9.3)
  chances at 1:1, DRM -1: E 1/6 = 16.7%, M 1/4 = 25.0%, X 11/36 = 30.6%, - 5/18 = 27.8% (any effect 13/18 = 72.2%)
> attack r1 -> b1
error: the modifier omens (the omens) could not be ruled on: its hook proving_omens answered "maybe", expected a truth value (1 or 0, true or false, yes or no) or "value N"
> why
attack r1 -> b1: refused: the modifier omens (the omens) could not be ruled on: its hook proving_omens answered "maybe", expected a truth value (1 or 0, true or false, yes or no) or "value N"
> units
r1    0402 n        Red       Foot                 Red Foot
r2    0502 n        Red       Bow                  Red Bow
b1    0401 s        Blue      Foot                 Blue Foot
b2    0705 s        Blue      Bow                  Blue Bow
> log
game proving, scenario rulings, seed 5
   1  next
> new rulings +curse seed=5
new game: Proving game, Rulings (seed 5)
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> attack r1 -> b1
error: the modifier curse (the curse) could not be ruled on: rulings.tcl:35: hook proving_curse failed: the curse is not written yet
> units
r1    0402 n        Red       Foot                 Red Foot
r2    0502 n        Red       Bow                  Red Bow
b1    0401 s        Blue      Foot                 Blue Foot
b2    0705 s        Blue      Bow                  Blue Bow
> log
game proving, scenario rulings, seed 5
   1  next
