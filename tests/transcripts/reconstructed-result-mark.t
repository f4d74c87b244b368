#! args: --game st-albans --empty --seed 5
# The result line of an attack marks a cell herald reconstructed: a roll
# of 5 at 2:1 (St Albans CRT rows 4-6), and not a printed one (a roll of
# 2 at 2:1).
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
> attack y07 y08 -> l10
< 5
odds: AF 8 (4 + 4) against DF 3 is 8:3, rounded down to 2:1 (§9.5)
DRM: none
roll 1d6 for the attack on l10: 5
roll 1d6: 5 = 5 (physical), DRM +0, MDR 5 at 2:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l10 retreats to 1917 (§9.8: out of the enemy's zones of control; of 1917 and 2017 herald takes the first clockwise from its own map edge)
2016 is empty: one attacker may advance into it (§9.11): advance y07 or y08
> undo --agreed
undone: attack y07 y08 -> l10
> attack y07 y08 -> l10
< 2
odds: AF 8 (4 + 4) against DF 3 is 8:3, rounded down to 2:1 (§9.5)
DRM: none
roll 1d6 for the attack on l10: 2
roll 1d6: 2 = 2 (physical), DRM +0, MDR 2 at 2:1: D1 (Defender loses 1 step, §9.7, 9.9)
l10 loses a step and turns to its reduced side (§9.9)
