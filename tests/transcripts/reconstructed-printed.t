#! args: --game st-albans --empty --seed 5
# A printed value carries no mark.  The same attack as in
# reconstructed-crt-cell.t reads MDR 2 at 2:1: D1, a printed cell of the St
# Albans CRT; `why` names no reconstruction.  l10 stands in the village
# of Fishpool Street (1016): its +1 to the die is printed (TEC 3), and
# unmarked: a roll of 1 is MDR 2.
> new st-albans empty +delayed seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place l10 1016
placed l10 (Northumberland's Retinue) in 1016
> place y07 1015
placed y07 (York's Billmen 1) in 1015
> place y08 1017
placed y08 (York's Billmen 2) in 1017
> next
left undone: 2 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y07 y08 -> l10
< 1
odds: AF 8 (4 + 4) against DF 3 is 8:3, rounded down to 2:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6 for the attack on l10: 1
roll 1d6: 1 = 1 (physical), DRM +1, MDR 2 at 2:1: D1 (Defender loses 1 step, §9.7, 9.9)
l10 loses a step and turns to its reduced side (§9.9)
> why
attack y07 y08 -> l10:
odds: AF 8 (4 + 4) against DF 3 is 8:3, rounded down to 2:1 (§9.5)
DRM +1: Village (§TEC 3)
roll 1d6: 1 = 1 (physical), DRM +1, MDR 2 at 2:1: D1 (Defender loses 1 step, §9.7, 9.9)
l10 loses a step and turns to its reduced side (§9.9)
Rules applied (each opens with the command shown):
  rule 9.5  Combat resolution
  rule TEC 3  Village
  rule 9.7  Combat results
  rule 9.9  Allocation of step losses
# The Battle of Agincourt: Table 4 prints the chances of the 1:4 to 2:1
# columns at 0 DRM, so they are unmarked there (with a DRM they read the
# rows herald completed, and are marked); a result at MDR 3 or less is
# printed in every column.
> new battle-of-agincourt empty seed=2
new game: The Battle of Agincourt, empty board (seed 2)
> odds 1:2
chances at 1:2, DRM +0: E 1/36 = 2.8%, M 1/4 = 25.0%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
> odds 2:1
chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
> odds 1:2 -1
chances at 1:2, DRM -1: E 1/12 = 8.3%, M 1/3 = 33.3%, - 7/12 = 58.3% (any effect 5/12 = 41.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 1:2, rows 5-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
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
> attack e10 -> f11
< 1 2
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6 for the attack on f11: 1 2
roll 2d6: 1+2 = 3 (physical), DRM +0, MDR 3 at 2:1: E (Eliminated, §11.3)
f11 is eliminated
1214 is empty: one attacker may advance into it (§11.4): advance e10
> why
attack e10 -> f11:
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
roll 2d6: 1+2 = 3 (physical), DRM +0, MDR 3 at 2:1: E (Eliminated, §11.3)
f11 is eliminated
1214 is empty: one attacker may advance into it (§11.4): advance e10
Rules applied (each opens with the command shown):
  rule 11.1  Odds
  rule 11.3  Combat outcomes
  rule 11.4  Attacker advance
