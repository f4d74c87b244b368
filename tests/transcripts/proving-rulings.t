#! data: tests/data
#! args: -g proving
# Rulings as data (issue 12): the proving game's combat and morale, whose
# modifiers are Tcl conditions (when: hook in game.yaml, procs in
# rulings.tcl) and whose table result X runs a Tcl proc (effect: in
# tables/proving/crt.yaml), in the game's own words (words: passes
# "holds", morale-rating "steadiness").  `odds`, the attack, `why`, `why
# N` after undo, and after save and load all read the same records.
#
# proving_alone answers 1 (b1 has no friend next to it): DRM -1;
# proving_crowd answers "value -1" for two attackers, nothing for one;
# X, Shaken: proving_shaken takes one of b1's vigour (the game's declared
# state, 3 from its DF), and says so; M: a morale check, where
# proving_cornered answers 1 (b1 is on row 01): DRM -1.
> new rulings seed=5
new game: Proving game, Rulings (seed 5)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> odds r1 -> b1
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
chances at 1:1, DRM -1: E 1/6 = 16.7%, M 1/4 = 25.0%, X 11/36 = 30.6%, - 5/18 = 27.8% (any effect 13/18 = 72.2%)
> odds r1 r2 -> b1
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
chances at 1:1, DRM -2: E 5/18 = 27.8%, M 11/36 = 30.6%, X 1/4 = 25.0%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
> attack r1 r2 -> b1
< 4 4
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
roll 2d6 for the attack on b1: 4 4
roll 2d6: 4+4 = 8 (physical), DRM -2, MDR 6 at 1:1: X (Shaken, §9.1)
b1 is shaken but holds its ground: vigour 2 (§9.1)
> why
attack r1 r2 -> b1:
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
roll 2d6: 4+4 = 8 (physical), DRM -2, MDR 6 at 1:1: X (Shaken, §9.1)
b1 is shaken but holds its ground: vigour 2 (§9.1)
Rules applied (each opens with the command shown):
  rule 9.1  Attacks
  rule 9.3  Mêlée
> undo --agreed
undone: attack r1 r2 -> b1
> attack r1 r2 -> b1
< 3 3
< 2 2
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
roll 2d6 for the attack on b1: 3 3
roll 2d6: 3+3 = 6 (physical), DRM -2, MDR 4 at 1:1: M (Morale check, §9.1, 9.10)
roll 2d6 for the morale check of b1: 2 2
morale check of b1 (steadiness 3, §9.10): 2d6: 2+2 = 4 (physical), DRM -1, MDR 3: holds
  DRM -1: cornered on the edge of the board (§9.10)
> why
attack r1 r2 -> b1:
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
roll 2d6: 3+3 = 6 (physical), DRM -2, MDR 4 at 1:1: M (Morale check, §9.1, 9.10)
morale check of b1 (steadiness 3, §9.10): 2d6: 2+2 = 4 (physical), DRM -1, MDR 3: holds
  DRM -1: cornered on the edge of the board (§9.10)
Rules applied (each opens with the command shown):
  rule 9.1  Attacks
  rule 9.3  Mêlée
  rule 9.10  Rout
> why 3
attack r1 r2 -> b1:
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
roll 2d6: 3+3 = 6 (physical), DRM -2, MDR 4 at 1:1: M (Morale check, §9.1, 9.10)
morale check of b1 (steadiness 3, §9.10): 2d6: 2+2 = 4 (physical), DRM -1, MDR 3: holds
  DRM -1: cornered on the edge of the board (§9.10)
Rules applied (each opens with the command shown):
  rule 9.1  Attacks
  rule 9.3  Mêlée
  rule 9.10  Rout
> save rulings.sav
saved 3 orders to rulings.sav
> load rulings.sav
loaded rulings.sav: Proving game, Rulings, 3 orders
> why 3
attack r1 r2 -> b1:
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
roll 2d6: 3+3 = 6 (physical), DRM -2, MDR 4 at 1:1: M (Morale check, §9.1, 9.10)
morale check of b1 (steadiness 3, §9.10): 2d6: 2+2 = 4 (physical), DRM -1, MDR 3: holds
  DRM -1: cornered on the edge of the board (§9.10)
Rules applied (each opens with the command shown):
  rule 9.1  Attacks
  rule 9.3  Mêlée
  rule 9.10  Rout
> log
game proving, scenario rulings, seed 5
   1  dice manual
   2  next
   3  attack r1 r2 -> b1   [2d6: 3+3 = 6 (physical), 2d6: 2+2 = 4 (physical)]
