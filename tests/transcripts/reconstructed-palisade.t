#! args: --game st-albans --empty --seed 6
# The St Albans palisade is named only by the quick reference (no charge
# through it); herald gives a defender behind it +1 to the die, like the
# creek of the combat example (tables/st-albans/terrain.yaml marks it
# `reconstructed`; doc/reconstructions.md, "St Albans palisade").  The
# odds and the narration mark it, and `why` names the entry; the
# village's +1 is printed (TEC 3) and unmarked.
# The Sopwell Lane bar: 1520 (village) behind the palisade on 1520/1620.
> new st-albans empty +delayed seed=6
new game: Les Batailles de St Albans, empty board (seed 6)
> place l11 1520
placed l11 (Clifford's Retinue) in 1520
> place y07 1620
placed y07 (York's Billmen 1) in 1620
> place y11 1621
placed y11 (Salisbury's Billmen) in 1621
> place y02 1620
placed y02 (Richard Neville, Earl of Salisbury) in 1620
> next
left undone: 3 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds y07 -> l11
odds: AF 6 (4 + 2) against DF 3 is 6:3, that is 2:1 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
DRM +1: Palisade (§9.6) (reconstructed)
DRM total: +2
chances at 2:1, DRM +2: DT 1/3 = 33.3%, DR 1/6 = 16.7%, AR 1/3 = 33.3%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Palisade (§9.6) — doc/reconstructions.md, 'St Albans palisade'
reconstructed: Les Batailles de St Albans CRT 2:1, rows 4-8 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y07 -> l11
< 3
odds: AF 6 (4 + 2) against DF 3 is 6:3, that is 2:1 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
DRM +1: Palisade (§9.6) (reconstructed)
DRM total: +2
roll 1d6 for the attack on l11: 3
roll 1d6: 3 = 3 (physical), DRM +2, MDR 5 at 2:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l11 retreats to 1420 (§9.8: out of the enemy's zones of control; of 1420, 1419 and 1519 herald takes the first clockwise from its own map edge)
1520 is empty: one attacker may advance into it (§9.11): advance y07
> why
attack y07 -> l11:
odds: AF 6 (4 + 2) against DF 3 is 6:3, that is 2:1 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
DRM +1: Palisade (§9.6) (reconstructed)
DRM total: +2
roll 1d6: 3 = 3 (physical), DRM +2, MDR 5 at 2:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l11 retreats to 1420 (§9.8: out of the enemy's zones of control; of 1420, 1419 and 1519 herald takes the first clockwise from its own map edge)
1520 is empty: one attacker may advance into it (§9.11): advance y07
reconstructed: Palisade (§9.6) — doc/reconstructions.md, 'St Albans palisade'
reconstructed: Les Batailles de St Albans CRT row 5 at 2:1 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
Rules applied (each opens with the command shown):
  rule 9.5  Combat resolution
  rule 6  Commanders
  rule TEC 3  Village
  rule 9.6  Terrain
  rule 9.7  Combat results
  rule 9.8  Retreat
  rule 9.11  Advance after combat
