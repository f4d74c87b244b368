#! args: --game st-albans --empty --seed 5
# A reconstructed CRT cell: Les Batailles de St Albans prints its CRT for
# die rolls 1 to 3 only; rows 4 to 6 (and 7 or more) are herald's
# (tables/st-albans/crt.yaml marks them `reconstructed`; doc/
# reconstructions.md, "St Albans CRT rows 4-6").  The odds say so, and
# after a roll of 5 at 2:1 (DR) `why` names the entry; `why N` too.
# y07 and y08 (billmen, 4 each) against l10 (3): 8:3, 2:1.  Delayed play
# (+delayed) retreats l10 without asking.
> new st-albans empty +delayed seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place l10 2016
placed l10 (Northumberland's Retinue) in 2016
> place y07 2015
placed y07 (York's Billmen 1) in 2015
> place y08 2116
placed y08 (York's Billmen 2) in 2116
> next
left undone: 2 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> odds y07 y08 -> l10
odds: AF 8 (4 + 4) against DF 3 is 8:3, rounded down to 2:1 (§9.5)
DRM: none
chances at 2:1, DRM +0: D1R 1/6 = 16.7%, D1 1/6 = 16.7%, DT 1/3 = 33.3%, DR 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 2:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
> attack y07 y08 -> l10
< 5
odds: AF 8 (4 + 4) against DF 3 is 8:3, rounded down to 2:1 (§9.5)
DRM: none
roll 1d6 for the attack on l10: 5
roll 1d6: 5 = 5 (physical), DRM +0, MDR 5 at 2:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l10 retreats to 1917 (§9.8: out of the enemy's zones of control; of 1917 and 2017 herald takes the first clockwise from its own map edge)
2016 is empty: one attacker may advance into it (§9.11): advance y07 or y08
> why
attack y07 y08 -> l10:
odds: AF 8 (4 + 4) against DF 3 is 8:3, rounded down to 2:1 (§9.5)
DRM: none
roll 1d6: 5 = 5 (physical), DRM +0, MDR 5 at 2:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l10 retreats to 1917 (§9.8: out of the enemy's zones of control; of 1917 and 2017 herald takes the first clockwise from its own map edge)
2016 is empty: one attacker may advance into it (§9.11): advance y07 or y08
reconstructed: Les Batailles de St Albans CRT row 5 at 2:1 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
Rules applied (each opens with the command shown):
  rule 9.5  Combat resolution
  rule 9.7  Combat results
  rule 9.8  Retreat
  rule 9.11  Advance after combat
> why 6
attack y07 y08 -> l10:
odds: AF 8 (4 + 4) against DF 3 is 8:3, rounded down to 2:1 (§9.5)
DRM: none
roll 1d6: 5 = 5 (physical), DRM +0, MDR 5 at 2:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l10 retreats to 1917 (§9.8: out of the enemy's zones of control; of 1917 and 2017 herald takes the first clockwise from its own map edge)
2016 is empty: one attacker may advance into it (§9.11): advance y07 or y08
reconstructed: Les Batailles de St Albans CRT row 5 at 2:1 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
Rules applied (each opens with the command shown):
  rule 9.5  Combat resolution
  rule 9.7  Combat results
  rule 9.8  Retreat
  rule 9.11  Advance after combat
