#! args: --empty --seed 6
# A reconstructed column: Table 4 of The Battle of Agincourt is cut off
# before 3:1 and 4:1, and Table 3 prints only their rows of 3 or less, so
# those columns are herald's (tables/battle-of-agincourt/crt.yaml;
# doc/reconstructions.md, "Agincourt CRT: the 3:1 and 4:1 columns"),
# all but MDR 7 at 3:1, Figure 6's own M.  Their chances are marked at
# any DRM, with the rows they rest on.
> odds 3:1
chances at 3:1, DRM +0: E 5/12 = 41.7%, M 1/2 = 50.0%, - 1/12 = 8.3% (any effect 11/12 = 91.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
> odds 4:1
chances at 4:1, DRM +0: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
> odds 3:1 -1
chances at 3:1, DRM -1: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-11 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# Figure 6 (agincourt-fig6-melee.t): 15 against 4 is 3:1, -1DRM.  Its
# roll of 8 (MDR 7) is the figure's printed M: why names no entry.
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place e18 1115 n
placed e18 (Left Wing Archers 1) in 1115 n
> place e01 1116 n
placed e01 (Henry V) in 1116 n
> place f11 1214 s
placed f11 (Vanguard Men-at-Arms 1) in 1214 s
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 3 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> odds 1215 1115 -> 1214
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
chances at 3:1, DRM -1: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-11 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
> attack 1215 1115 -> 1214
< 4 4
< 6 6
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6 for the attack on f11: 4 4
roll 2d6: 4+4 = 8 (physical), DRM -1, MDR 7 at 3:1: M (Morale check, §11.3, 13)
roll 2d6 for the morale check of f11: 6 6
morale check of f11 (MR 6, §13): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
f11 may counter-attack one attacker (§11.5): counter f11 -> e10 or e18
> why
attack 1215 1115 -> 1214:
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 4+4 = 8 (physical), DRM -1, MDR 7 at 3:1: M (Morale check, §11.3, 13)
morale check of f11 (MR 6, §13): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
f11 may counter-attack one attacker (§11.5): counter f11 -> e10 or e18
Rules applied (each opens with the command shown):
  rule 11.1  Odds
  rule 11.2  Die roll modifier
  rule 11.3  Combat outcomes
  rule 13  Morale Check
  rule 11.5  Counter-attack
# A roll of 10 (MDR 9) at 3:1 is M in herald's column: named.
> undo --agreed
undone: attack 1215 1115 -> 1214
> attack 1215 1115 -> 1214
< 5 5
< 6 6
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6 for the attack on f11: 5 5
roll 2d6: 5+5 = 10 (physical), DRM -1, MDR 9 at 3:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of f11: 6 6
morale check of f11 (MR 6, §13): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
f11 may counter-attack one attacker (§11.5): counter f11 -> e10 or e18
> why
attack 1215 1115 -> 1214:
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6: 5+5 = 10 (physical), DRM -1, MDR 9 at 3:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of f11 (MR 6, §13): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
f11 may counter-attack one attacker (§11.5): counter f11 -> e10 or e18
reconstructed: The Battle of Agincourt CRT row 9 at 3:1 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
Rules applied (each opens with the command shown):
  rule 11.1  Odds
  rule 11.2  Die roll modifier
  rule 11.3  Combat outcomes
  rule 13  Morale Check
  rule 11.5  Counter-attack
