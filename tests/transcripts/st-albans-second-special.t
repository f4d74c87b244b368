#! args: --game st-albans --scenario second-st-albans --seed 7
# The Second St Albans scenario's special rules that herald enforces:
# rule 2 in its `hexsides`, and, through its `order` hook
# (second-st-albans.tcl), rule 1 (Warwick's battles come into action one
# by one) and rule 3 (Lovelace's Kentishmen never attack).  All
# reconstructed (see doc/reconstructions.md).
# Rule 2: Warwick's field works are palisade hexsides of this battle
# only, added to the game's map by the scenario (not on the 1455 map:
# st-albans-movement.t shows 1903 without them).
> show 1903
1903: Clear
  s hexside (to 1904): Palisade
  no unit
> next
left undone: 17 units did not move
ended: turn 1 of 12, Lancaster Movement phase (§4, 7)
now: turn 1 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 1 of 12, Lancaster Combat phase (§4, 9)
now: turn 1 of 12, York Movement phase (§4, 7)
# Turn 1: only the archers in the town may move (rule 1).
> move y21 1507
error: Montagu's Billmen (y21) may not move before turn 2 unless the enemy comes within 3 hexes of Montagu's battle (special rule 1: Warwick's battles came into action one by one)
# However the unit is named: by its name, or its id in capitals.
> move "Montagu's Billmen" 1507
error: Montagu's Billmen (y21) may not move before turn 2 unless the enemy comes within 3 hexes of Montagu's battle (special rule 1: Warwick's battles came into action one by one)
> move Y21 1507
error: Montagu's Billmen (y21) may not move before turn 2 unless the enemy comes within 3 hexes of Montagu's battle (special rule 1: Warwick's battles came into action one by one)
> move y15 1905
error: Warwick's Archers 1 (y15) may not move before turn 4 unless the enemy comes within 3 hexes of Warwick's battle (special rule 1: Warwick's battles came into action one by one)
> move y27 1415
y27 moves to 1415 (0.5 of 4 MP spent, §7)
> status
Les Batailles de St Albans, Second St Albans, 17 February 1461
turn 1 of 12, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: none
dice: auto (seed 7); orders: 3
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
special rule 1: still held: Montagu's battle (until turn 2), the baggage and its guard (until turn 2), Warwick's battle (until turn 4), Norfolk's battle (until turn 4), the prickers (until turn 4)
> next
left undone: 18 units did not move
ended: turn 1 of 12, York Movement phase (§4, 7)
now: turn 1 of 12, York Combat phase (§4, 9)
# Rule 3: Lovelace's Kentishmen (y25) never attack, named or by hex,
# alone or with others; the refusal comes before any die.
> attack y25 -> 1806
error: Lovelace's Kentishmen (y25) never attack (special rule 3)
> attack y15 1905 -> 1806
error: Lovelace's Kentishmen (y25) never attack (special rule 3)
> fire y25 l27
error: Lovelace's Kentishmen (y25) never attack (special rule 3)
> next
ended: turn 1 of 12, York Combat phase (§4, 9)
now: turn 1 of 12, Victory check phase (§4, 10)
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
> next
ended: turn 1 of 12, Victory check phase (§4, 10)
now: turn 2 of 12, Lancaster Movement phase (§4, 7)
> next
left undone: 17 units did not move
ended: turn 2 of 12, Lancaster Movement phase (§4, 7)
now: turn 2 of 12, Lancaster Combat phase (§4, 9)
> next
ended: turn 2 of 12, Lancaster Combat phase (§4, 9)
now: turn 2 of 12, York Movement phase (§4, 7)
# Turn 2: Montagu's battle and the baggage guard may move, Warwick's
# battles not yet.
> move y05 1507
y05 moves to 1507 (1 of 6 MP spent, §7)
> move y21 1507
y21 moves to 1507 (1 of 4 MP spent, §7)
> move y14 2105
error: Warwick's Billmen 2 (y14) may not move before turn 4 unless the enemy comes within 3 hexes of Warwick's battle (special rule 1: Warwick's battles came into action one by one)
# A Lancastrian within 3 hexes of one of Warwick's units releases his
# battle at once (here put there by a referee correction).
> place l27 1703
placed l27 (Northern Prickers) in 1703
> move y14 2105
y14 moves to 2105 (1 of 4 MP spent, §7)
# Once a unit of the battle has left its set-up hex, the battle stays
# released even when the enemy is gone.
> remove l27
removed l27 (Northern Prickers) from 1703
> move y25 1906
y25 moves to 1906 (1 of 4 MP spent, §7)
> status
Les Batailles de St Albans, Second St Albans, 17 February 1461
turn 2 of 12, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: none
dice: auto (seed 7); orders: 14
army morale (§10): York has lost 0 of its threshold 16
army morale (§10): Lancaster has lost 0 of its threshold 20
special rule 1: still held: Norfolk's battle (until turn 4), the prickers (until turn 4)
#! status: 1
