#! data: tests/data
#! args: -g proving
# Rulings as data (issue 12): combat modifiers that shift the CRT column
# (shift: instead of value:), under the proving game's optional rule
# banners: "banner", whose condition is the Tcl proc proving_banner (yes
# while the defender stands on row 01), and "bows", whose condition is
# C's attacker-is-type.  Their shifts add up with the terrain's; the
# column line says "by its column shifts" and each has its own line.
> new rulings +banners seed=5
new game: Proving game, Rulings (seed 5)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> odds r1 -> b1
odds: AF 3 against DF 3 is 3:3, that is 1:1, shifted to 2:1 by its column shifts (§9.1)
column +1: the banner is raised (§9.3)
DRM -1: the defender has no friend next to it (§9.3)
chances at 2:1, DRM -1: E 5/18 = 27.8%, M 11/36 = 30.6%, X 1/4 = 25.0%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
> odds r1 r2 -> b1
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1, shifted to 3:1 by its column shifts (§9.1)
column +1: the banner is raised (§9.3)
column +1: a bow joins the attack (§9.3)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
chances at 3:1, DRM -2: E 7/12 = 58.3%, M 1/4 = 25.0%, X 5/36 = 13.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%)
> attack r1 r2 -> b1
< 3 3
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1, shifted to 3:1 by its column shifts (§9.1)
column +1: the banner is raised (§9.3)
column +1: a bow joins the attack (§9.3)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
roll 2d6 for the attack on b1: 3 3
roll 2d6: 3+3 = 6 (physical), DRM -2, MDR 4 at 3:1: E (Eliminated, §9.1)
b1 is eliminated
0401 is empty: one attacker may advance into it (§9.1): advance r1 or r2
> why
attack r1 r2 -> b1:
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1, shifted to 3:1 by its column shifts (§9.1)
column +1: the banner is raised (§9.3)
column +1: a bow joins the attack (§9.3)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
roll 2d6: 3+3 = 6 (physical), DRM -2, MDR 4 at 3:1: E (Eliminated, §9.1)
b1 is eliminated
0401 is empty: one attacker may advance into it (§9.1): advance r1 or r2
Rules applied (each opens with the command shown):
  rule 9.1  Attacks
  rule 9.3  Mêlée
> undo --agreed
undone: attack r1 r2 -> b1
> odds r1 r2 -> b1
odds: AF 4 (3 + 1) against DF 3 is 4:3, rounded down to 1:1, shifted to 3:1 by its column shifts (§9.1)
column +1: the banner is raised (§9.3)
column +1: a bow joins the attack (§9.3)
DRM -1: the defender has no friend next to it (§9.3)
DRM -1: more than one attacker (§9.3)
DRM total: -2 (§9.3)
chances at 3:1, DRM -2: E 7/12 = 58.3%, M 1/4 = 25.0%, X 5/36 = 13.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%)
