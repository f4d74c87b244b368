#! data: tests/data
#! args: -g proving
# Rulings as data (issue 12): a table result whose effect is a Tcl proc
# (X, Shaken: effect: proving_shaken in tables/proving/crt.yaml).  The
# proc runs on the order's own game after the result's other effects: it
# takes one vigour (the game's declared state) from the unit the result
# fell on, and eliminates one left with none.  b2 (a bow, DF 1, vigour 1)
# stands next to b1, so neither is alone: proving_alone answers 0, "DRM:
# none".  Undo takes the elimination back; after save and load, `why N`
# replays the journal and the proc says the same.
> new rulings seed=5
new game: Proving game, Rulings (seed 5)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> place b2 0501 s
placed b2 (Blue Bow) in 0501 s
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> odds r2 -> b2
odds: AF 1 against DF 1 is 1:1 (§9.1)
DRM: none
chances at 1:1, DRM +0: E 1/12 = 8.3%, M 7/36 = 19.4%, X 11/36 = 30.6%, - 5/12 = 41.7% (any effect 7/12 = 58.3%)
> attack r2 -> b2
< 3 3
odds: AF 1 against DF 1 is 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b2: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 1:1: X (Shaken, §9.1)
b2 is eliminated: shaken, with no vigour left (§9.1)
0501 is empty: one attacker may advance into it (§9.1): advance r2
> units
r1    0402 n        Red       Foot                 Red Foot
r2    0502 n        Red       Bow                  Red Bow
b1    0401 s        Blue      Foot                 Blue Foot
b2    eliminated    Blue      Bow                  Blue Bow
> undo --agreed
undone: attack r2 -> b2
> units
r1    0402 n        Red       Foot                 Red Foot
r2    0502 n        Red       Bow                  Red Bow
b1    0401 s        Blue      Foot                 Blue Foot
b2    0501 s        Blue      Bow                  Blue Bow
> attack r1 -> b1
< 3 4
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: X (Shaken, §9.1)
b1 is shaken but holds its ground: vigour 2 (§9.1)
> attack r2 -> b2
< 3 3
odds: AF 1 against DF 1 is 1:1 (§9.1)
DRM: none
roll 2d6 for the attack on b2: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 1:1: X (Shaken, §9.1)
b2 is eliminated: shaken, with no vigour left (§9.1)
0501 is empty: one attacker may advance into it (§9.1): advance r2
> why
attack r2 -> b2:
odds: AF 1 against DF 1 is 1:1 (§9.1)
DRM: none
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 1:1: X (Shaken, §9.1)
b2 is eliminated: shaken, with no vigour left (§9.1)
0501 is empty: one attacker may advance into it (§9.1): advance r2
Rules applied (each opens with the command shown):
  rule 9.1  Attacks
> save effect.sav
saved 5 orders to effect.sav
> load effect.sav
loaded effect.sav: Proving game, Rulings, 5 orders
> why 4
attack r1 -> b1:
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.1)
DRM: none
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 1:1: X (Shaken, §9.1)
b1 is shaken but holds its ground: vigour 2 (§9.1)
Rules applied (each opens with the command shown):
  rule 9.1  Attacks
> why 5
attack r2 -> b2:
odds: AF 1 against DF 1 is 1:1 (§9.1)
DRM: none
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 1:1: X (Shaken, §9.1)
b2 is eliminated: shaken, with no vigour left (§9.1)
0501 is empty: one attacker may advance into it (§9.1): advance r2
Rules applied (each opens with the command shown):
  rule 9.1  Attacks
> units
r1    0402 n        Red       Foot                 Red Foot
r2    0502 n        Red       Bow                  Red Bow
b1    0401 s        Blue      Foot                 Blue Foot
b2    eliminated    Blue      Bow                  Blue Bow
