#! args: --game st-albans --scenario second-st-albans --seed 7
# The Second St Albans scenario's rules that second-st-albans.tcl and the
# game's own st-albans.tcl enforce (all reconstructed: see
# doc/reconstructions.md): each of Warwick's battles is released on its
# own (special rule 1), the end-of-battle rule and its wording (special
# rule 6), and §10 when both armies pass their thresholds by the same
# amount (a draw).  Referee corrections (place, remove, steps) set up
# each situation.
> next
left undone: 17 units did not move
ended: turn 1 of 12, Lancaster Movement phase (§4, 7)
now: turn 1 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 1 of 12, Lancaster Combat phase (§4, 9)
now: turn 1 of 12, York Movement phase (§4, 7)
# Turn 1, York's movement: only the archers in the town may move; the
# five held groups are Montagu's battle and the baggage with its guard
# (turn 2), Warwick's battle, Norfolk's battle and the prickers (turn 4).
> move y21 1507
error: Montagu's Billmen (y21) may not move before turn 2 unless the enemy comes within 3 hexes of Montagu's battle (special rule 1: Warwick's battles came into action one by one)
> move y24 1808
error: Bonville and Kyriell's Retinue (y24) may not move before turn 2 unless the enemy comes within 3 hexes of the baggage and its guard (special rule 1: Warwick's battles came into action one by one)
> move y14 2105
error: Warwick's Billmen 2 (y14) may not move before turn 4 unless the enemy comes within 3 hexes of Warwick's battle (special rule 1: Warwick's battles came into action one by one)
> move y19 2403
error: Norfolk's Billmen (y19) may not move before turn 4 unless the enemy comes within 3 hexes of Norfolk's battle (special rule 1: Warwick's battles came into action one by one)
> move y18 2107
error: Yorkist Prickers (y18) may not move before turn 4 unless the enemy comes within 3 hexes of the prickers (special rule 1: Warwick's battles came into action one by one)
# A Lancastrian 7 hexes from Norfolk's units (but within 3 of Montagu's,
# the baggage's and Warwick's) does not release Norfolk's battle.
> place l20 1706
placed l20 (Northern Billmen 1) in 1706
> move y19 2403
error: Norfolk's Billmen (y19) may not move before turn 4 unless the enemy comes within 3 hexes of Norfolk's battle (special rule 1: Warwick's battles came into action one by one)
> remove l20
removed l20 (Northern Billmen 1) from 1706
# Within 3 hexes of Norfolk's battle only: Norfolk's battle is released,
# the prickers and Warwick's battle are not.
> place l27 2604
placed l27 (Northern Prickers) in 2604
> move y18 2107
error: Yorkist Prickers (y18) may not move before turn 4 unless the enemy comes within 3 hexes of the prickers (special rule 1: Warwick's battles came into action one by one)
> move y14 2105
error: Warwick's Billmen 2 (y14) may not move before turn 4 unless the enemy comes within 3 hexes of Warwick's battle (special rule 1: Warwick's battles came into action one by one)
> move y19 2403
y19 moves to 2403 (1 of 4 MP spent, §7)
# Within 3 hexes of the prickers only.
> place l27 2308
placed l27 (Northern Prickers) in 2308
> move y14 2105
error: Warwick's Billmen 2 (y14) may not move before turn 4 unless the enemy comes within 3 hexes of Warwick's battle (special rule 1: Warwick's battles came into action one by one)
> move y18 2107
y18 moves to 2107 (1 of 7 MP spent, §7)
# Within 3 hexes of Warwick's battle only.
> place l27 1802
placed l27 (Northern Prickers) in 1802
> move y21 1507
error: Montagu's Billmen (y21) may not move before turn 2 unless the enemy comes within 3 hexes of Montagu's battle (special rule 1: Warwick's battles came into action one by one)
> move y14 2105
y14 moves to 2105 (1 of 4 MP spent, §7)
# Within 3 hexes of Montagu's battle only (released before its turn).
> place l27 1305
placed l27 (Northern Prickers) in 1305
> move y24 1708
error: Bonville and Kyriell's Retinue (y24) may not move before turn 2 unless the enemy comes within 3 hexes of the baggage and its guard (special rule 1: Warwick's battles came into action one by one)
> move y21 1507
y21 moves to 1507 (1 of 4 MP spent, §7)
# Within 3 hexes of the baggage and its guard only.
> place l27 1809
placed l27 (Northern Prickers) in 1809
> move y24 1708
y24 moves to 1708 (0.5 of 4 MP spent, §7)
# With the enemy gone, a battle one of whose units has left its set-up
# hex stays released: Norfolk's archers may move.
> remove l27
removed l27 (Northern Prickers) from 1809
> move y20 2503
y20 moves to 2503 (1 of 4 MP spent, §7)
# On to turn 2, Lancaster's combat: rule 3 forbids y25 to attack, not to
# be attacked.
> next
left undone: 13 units did not move
ended: turn 1 of 12, York Movement phase (§4, 7)
now: turn 1 of 12, York Combat phase (§4, 9)
> next
ended: turn 1 of 12, York Combat phase (§4, 9)
now: turn 1 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 1 of 12, Victory check phase (§4, 10)
now: turn 2 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 15 units did not move
ended: turn 2 of 12, Lancaster Movement phase (§4, 7)
now: turn 2 of 12, Lancaster Combat phase (§4, 9)
> place l23 1704
placed l23 (Northern Archers 1) in 1704
> fire l23 y25
odds: AF 3 against DF 4 is 3:4, rounded down to 2:3 (§9.5)
range: 2 hexes (§9.1)
DRM: none
roll 1d6: 5 = 5, DRM +0, MDR 5 at 2:3: AT (Attacker checks morale, §9.7, 9.10) (reconstructed)
missile units that fired from range are spared (§9.3)
> remove l23
removed l23 (Northern Archers 1) from 1704
# On to the end of turn 12.
> next
ended: turn 2 of 12, Lancaster Combat phase (§4, 9)
now: turn 2 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 2 of 12, York Movement phase (§4, 7)
now: turn 2 of 12, York Combat phase (§4, 9)
> next
ended: turn 2 of 12, York Combat phase (§4, 9)
now: turn 2 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 2 of 12, Victory check phase (§4, 10)
now: turn 3 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 14 units did not move
ended: turn 3 of 12, Lancaster Movement phase (§4, 7)
now: turn 3 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 3 of 12, Lancaster Combat phase (§4, 9)
now: turn 3 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 3 of 12, York Movement phase (§4, 7)
now: turn 3 of 12, York Combat phase (§4, 9)
> next
ended: turn 3 of 12, York Combat phase (§4, 9)
now: turn 3 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 3 of 12, Victory check phase (§4, 10)
now: turn 4 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 14 units did not move
ended: turn 4 of 12, Lancaster Movement phase (§4, 7)
now: turn 4 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 4 of 12, Lancaster Combat phase (§4, 9)
now: turn 4 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 4 of 12, York Movement phase (§4, 7)
now: turn 4 of 12, York Combat phase (§4, 9)
> next
ended: turn 4 of 12, York Combat phase (§4, 9)
now: turn 4 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 4 of 12, Victory check phase (§4, 10)
now: turn 5 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 14 units did not move
ended: turn 5 of 12, Lancaster Movement phase (§4, 7)
now: turn 5 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 5 of 12, Lancaster Combat phase (§4, 9)
now: turn 5 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 5 of 12, York Movement phase (§4, 7)
now: turn 5 of 12, York Combat phase (§4, 9)
> next
ended: turn 5 of 12, York Combat phase (§4, 9)
now: turn 5 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 5 of 12, Victory check phase (§4, 10)
now: turn 6 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 14 units did not move
ended: turn 6 of 12, Lancaster Movement phase (§4, 7)
now: turn 6 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 6 of 12, Lancaster Combat phase (§4, 9)
now: turn 6 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 6 of 12, York Movement phase (§4, 7)
now: turn 6 of 12, York Combat phase (§4, 9)
> next
ended: turn 6 of 12, York Combat phase (§4, 9)
now: turn 6 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 6 of 12, Victory check phase (§4, 10)
now: turn 7 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 14 units did not move
ended: turn 7 of 12, Lancaster Movement phase (§4, 7)
now: turn 7 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 7 of 12, Lancaster Combat phase (§4, 9)
now: turn 7 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 7 of 12, York Movement phase (§4, 7)
now: turn 7 of 12, York Combat phase (§4, 9)
> next
ended: turn 7 of 12, York Combat phase (§4, 9)
now: turn 7 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 7 of 12, Victory check phase (§4, 10)
now: turn 8 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 14 units did not move
ended: turn 8 of 12, Lancaster Movement phase (§4, 7)
now: turn 8 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 8 of 12, Lancaster Combat phase (§4, 9)
now: turn 8 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 8 of 12, York Movement phase (§4, 7)
now: turn 8 of 12, York Combat phase (§4, 9)
> next
ended: turn 8 of 12, York Combat phase (§4, 9)
now: turn 8 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 8 of 12, Victory check phase (§4, 10)
now: turn 9 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 14 units did not move
ended: turn 9 of 12, Lancaster Movement phase (§4, 7)
now: turn 9 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 9 of 12, Lancaster Combat phase (§4, 9)
now: turn 9 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 9 of 12, York Movement phase (§4, 7)
now: turn 9 of 12, York Combat phase (§4, 9)
> next
ended: turn 9 of 12, York Combat phase (§4, 9)
now: turn 9 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 9 of 12, Victory check phase (§4, 10)
now: turn 10 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 14 units did not move
ended: turn 10 of 12, Lancaster Movement phase (§4, 7)
now: turn 10 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 10 of 12, Lancaster Combat phase (§4, 9)
now: turn 10 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 10 of 12, York Movement phase (§4, 7)
now: turn 10 of 12, York Combat phase (§4, 9)
> next
ended: turn 10 of 12, York Combat phase (§4, 9)
now: turn 10 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 10 of 12, Victory check phase (§4, 10)
now: turn 11 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 14 units did not move
ended: turn 11 of 12, Lancaster Movement phase (§4, 7)
now: turn 11 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 11 of 12, Lancaster Combat phase (§4, 9)
now: turn 11 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 11 of 12, York Movement phase (§4, 7)
now: turn 11 of 12, York Combat phase (§4, 9)
> next
ended: turn 11 of 12, York Combat phase (§4, 9)
now: turn 11 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 11 of 12, Victory check phase (§4, 10)
now: turn 12 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 14 units did not move
ended: turn 12 of 12, Lancaster Movement phase (§4, 7)
now: turn 12 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 12 of 12, Lancaster Combat phase (§4, 9)
now: turn 12 of 12, York Movement phase (§4, 7)
> next
left undone: 19 units did not move
ended: turn 12 of 12, York Movement phase (§4, 7)
now: turn 12 of 12, York Combat phase (§4, 9)
> next
ended: turn 12 of 12, York Combat phase (§4, 9)
now: turn 12 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
# Special rule 6, with neither army past its threshold: Lancaster holds
# no hex of the Sandridge road north-east of 1409, York wins.
> next
ended: turn 12 of 12, Victory check phase (§4, 10)
the game is over: turn 12 of 12 has ended (§4)
Winner: the Yorkists (minor victory: Lancaster holds no hex of the Sandridge road at the end, not two: the road to London stays barred (special rule 6))
> undo
undone: next
# One hex is not enough.
> place l20 1509
placed l20 (Northern Billmen 1) in 1509
> next
ended: turn 12 of 12, Victory check phase (§4, 10)
the game is over: turn 12 of 12 has ended (§4)
Winner: the Yorkists (minor victory: Lancaster holds 1 hex of the Sandridge road at the end, not two: the road to London stays barred (special rule 6))
> undo
undone: next
# Two are.
> place l21 1608
placed l21 (Northern Billmen 2) in 1608
> next
ended: turn 12 of 12, Victory check phase (§4, 10)
the game is over: turn 12 of 12 has ended (§4)
Winner: the Lancastrians (minor victory: Lancaster holds 2 hexes of the Sandridge road at the end (special rule 6))
# §10: both armies past their thresholds by the same amount at the same
# victory check.  Reconstructed: both armies break, a draw; herald's
# hooks cannot end a game without a winner, so the scenario's order hook
# refuses to leave that victory check, and special rule 6 never applies.
> new st-albans second-st-albans seed=7
new game: Les Batailles de St Albans, Second St Albans, 17 February 1461 (seed 7)
> place l10 1819
placed l10 (Northumberland's Retinue) in 1819
> place y13 1820
placed y13 (Warwick's Billmen 1) in 1820
> place l11 2019
placed l11 (Clifford's Retinue) in 2019
> place y14 2020
placed y14 (Warwick's Billmen 2) in 2020
> place l18 2219
placed l18 (Exeter's Retinue) in 2219
> place y19 2220
placed y19 (Norfolk's Billmen) in 2220
> place l25 2419
placed l25 (West Country Men) in 2419
> place y21 2420
placed y21 (Montagu's Billmen) in 2420
> place l19 1823
placed l19 (Trollope's Calais Veterans) in 1823
> place y15 1825
placed y15 (Warwick's Archers 1) in 1825
> place l20 2023
placed l20 (Northern Billmen 1) in 2023
> place y16 2025
placed y16 (Warwick's Archers 2) in 2025
> place l21 2223
placed l21 (Northern Billmen 2) in 2223
> place y20 2225
placed y20 (Norfolk's Archers) in 2225
> place l22 2423
placed l22 (Northern Billmen 3) in 2423
> place y24 2424
placed y24 (Bonville and Kyriell's Retinue) in 2424
> place l09 2619
placed l09 (Somerset's Retinue) in 2619
> place y23 2620
placed y23 (Arundel's Retinue) in 2620
> steps y13 reduced
y13 is on its reduced side
> steps y14 reduced
y14 is on its reduced side
> steps y19 reduced
y19 is on its reduced side
> steps y21 reduced
y21 is on its reduced side
> steps l19 reduced
l19 is on its reduced side
> steps l20 reduced
l20 is on its reduced side
> steps l21 reduced
l21 is on its reduced side
> steps l22 reduced
l22 is on its reduced side
> steps l09 reduced
l09 is on its reduced side
> next
left undone: 17 units did not move
ended: turn 1 of 12, Lancaster Movement phase (§4, 7)
now: turn 1 of 12, Lancaster Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack l10 -> y13
< 1
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM: none
roll 1d6 for the attack on y13: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 3:2: D1 (Defender loses 1 step, §9.7, 9.9)
y13 is eliminated: it had no step left to lose (§9.9)
1820 is empty: one attacker may advance into it (§9.11): advance l10
> attack l11 -> y14
< 1
no one advanced into 1820: that chance has passed (§9.11)
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM: none
roll 1d6 for the attack on y14: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 3:2: D1 (Defender loses 1 step, §9.7, 9.9)
y14 is eliminated: it had no step left to lose (§9.9)
2020 is empty: one attacker may advance into it (§9.11): advance l11
> attack l18 -> y19
< 1
no one advanced into 2020: that chance has passed (§9.11)
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM: none
roll 1d6 for the attack on y19: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 3:2: D1 (Defender loses 1 step, §9.7, 9.9)
y19 is eliminated: it had no step left to lose (§9.9)
2220 is empty: one attacker may advance into it (§9.11): advance l18
> attack l25 -> y21
< 1
no one advanced into 2220: that chance has passed (§9.11)
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM: none
roll 1d6 for the attack on y21: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 3:2: D1 (Defender loses 1 step, §9.7, 9.9)
y21 is eliminated: it had no step left to lose (§9.9)
2420 is empty: one attacker may advance into it (§9.11): advance l25
> next
left undone: 2 units next to the enemy did not attack
left undone: no one advanced into 2420
ended: turn 1 of 12, Lancaster Combat phase (§4, 9)
now: turn 1 of 12, York Movement phase (§4, 7)
> next
left undone: 15 units did not move
ended: turn 1 of 12, York Movement phase (§4, 7)
now: turn 1 of 12, York Combat phase (§4, 9)
> fire y15 l19
< 1
odds: AF 2 (3 - 1) against DF 2 is 2:2, that is 1:1 (§9.5)
York fire at range, snow in their faces (special rule 4): -1 strength
range: 2 hexes (§9.1)
DRM: none
roll 1d6 for the fire on l19: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 1:1: D1 (Defender loses 1 step, §9.7, 9.9)
l19 is eliminated: it had no step left to lose (§9.9)
> fire y16 l20
< 1
odds: AF 2 (3 - 1) against DF 2 is 2:2, that is 1:1 (§9.5)
York fire at range, snow in their faces (special rule 4): -1 strength
range: 2 hexes (§9.1)
DRM: none
roll 1d6 for the fire on l20: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 1:1: D1 (Defender loses 1 step, §9.7, 9.9)
l20 is eliminated: it had no step left to lose (§9.9)
> fire y20 l21
< 1
odds: AF 2 (3 - 1) against DF 2 is 2:2, that is 1:1 (§9.5)
York fire at range, snow in their faces (special rule 4): -1 strength
range: 2 hexes (§9.1)
DRM: none
roll 1d6 for the fire on l21: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 1:1: D1 (Defender loses 1 step, §9.7, 9.9)
l21 is eliminated: it had no step left to lose (§9.9)
> attack y24 -> l22
< 1
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM: none
roll 1d6 for the attack on l22: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 3:2: D1 (Defender loses 1 step, §9.7, 9.9)
l22 is eliminated: it had no step left to lose (§9.9)
2423 is empty: one attacker may advance into it (§9.11): advance y24
> attack y23 -> l09
< 1
no one advanced into 2423: that chance has passed (§9.11)
odds: AF 3 against DF 2 is 3:2 (§9.5)
DRM: none
roll 1d6 for the attack on l09: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 3:2: D1 (Defender loses 1 step, §9.7, 9.9)
l09 is eliminated: it had no step left to lose (§9.9)
2619 is empty: one attacker may advance into it (§9.11): advance y23
> next
left undone: no one advanced into 2619
ended: turn 1 of 12, York Combat phase (§4, 9)
now: turn 1 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 16 of its threshold 16
army morale (§10): Lancaster has lost 20 of its threshold 20
Draw: both armies have reached their thresholds exactly (§10 names no winner; reconstructed: both armies break and the battle ends in a draw)
> status
Les Batailles de St Albans, Second St Albans, 17 February 1461
the game is over: a draw in turn 1 of 12
result: a draw: both armies have reached their thresholds exactly (§10 names no winner; reconstructed: both armies break and the battle ends in a draw)
units eliminated: York 4, Lancaster 5
optional rules: none
dice: manual (seed 7); orders: 41
army morale (§10): York has lost 16 of its threshold 16
army morale (§10): Lancaster has lost 20 of its threshold 20
special rule 1: still held: Montagu's battle (until turn 2), the prickers (until turn 4)
> next
error: the game is over: a draw in turn 1 of 12
#! status: 1
