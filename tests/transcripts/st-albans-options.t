#! args: --game st-albans --empty --seed 4
# Les Batailles de St Albans, the optional rules (§11), chosen at `new`
# and shown by `status`.
# 10.2, counter-charge: no charge bonus against a unit that can charge
# itself.  Without the option, the Prickers' charge on the Household
# Horse counts +2; with it, it does not.
> place y18 1005
placed y18 (Yorkist Prickers) in 1005
> place l16 1002
placed l16 (Household Horse) in 1002
> move y18 1004 1003
y18 moves to 1003 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds 1003 -> 1002
odds: AF 4 (2 + 2 charge) against DF 2 is 4:2, that is 2:1 (§9.5)
charge: +2 strength, straight at the enemy over clear or road hexes (§9.2)
DRM: none
chances at 2:1, DRM +0: D1R 1/6 = 16.7%, D1 1/6 = 16.7%, DT 1/3 = 33.3%, DR 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 2:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
> new st-albans empty +counter-charge seed=4
new game: Les Batailles de St Albans, empty board (seed 4)
> status
Les Batailles de St Albans, empty board
turn 1 of 8, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: Counter charge: no charge bonus against units that can charge (§11 (10.2))
dice: auto (seed 4); orders: 0
> place y18 1005
placed y18 (Yorkist Prickers) in 1005
> place l16 1002
placed l16 (Household Horse) in 1002
> move y18 1004 1003
y18 moves to 1003 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds 1003 -> 1002
odds: AF 2 against DF 2 is 2:2, that is 1:1 (§9.5)
DRM: none
chances at 1:1, DRM +0: D1 1/6 = 16.7%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 1:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# 10.1: from one enemy zone of control straight into another, after a
# morale test (lower: it goes; equal: it stays; higher: a step lost).
# Without the option the move is refused (§8).
> new st-albans empty seed=4
new game: Les Batailles de St Albans, empty board (seed 4)
> place y07 1005
placed y07 (York's Billmen 1) in 1005
> place l08 1003
placed l08 (King's Household Men) in 1003
> place l09 1106
placed l09 (Somerset's Retinue) in 1106
> move y07 1105
error: y07 cannot move: step 1 (1005 to 1105): y07 goes straight from one enemy zone of control into another (§8)
> new st-albans empty +zoc-to-zoc seed=4
new game: Les Batailles de St Albans, empty board (seed 4)
> place y07 1005
placed y07 (York's Billmen 1) in 1005
> place l08 1003
placed l08 (King's Household Men) in 1003
> place l09 1106
placed l09 (Somerset's Retinue) in 1106
> dice manual
dice: manual: herald will ask for each roll the rules call for
> move y07 1105
< 1
roll 1d6 for the morale check of y07: 1
morale check of y07 (morale 4, §9.10): 1d6: 1 = 1 (physical): lower, no effect
y07 goes from one enemy zone of control into another (§11 (10.1))
y07 moves to 1105 (4 of 4 MP spent: it stops in an enemy zone of control, §7)
> units y07
y07   1105          York      Infantry             York's Billmen 1
> undo --agreed
undone: move y07 1105
> move y07 1105
< 4
roll 1d6 for the morale check of y07: 4
morale check of y07 (morale 4, §9.10): 1d6: 4 = 4 (physical): equal
y07 does not go and stays in 1005 (§11 (10.1))
y07 stays in 1005 (4 of 4 MP spent)
> units y07
y07   1005          York      Infantry             York's Billmen 1
> undo --agreed
undone: move y07 1105
> move y07 1105
< 6
roll 1d6 for the morale check of y07: 6
morale check of y07 (morale 4, §9.10): 1d6: 6 = 6 (physical): higher
y07 loses a step and stays in 1005 (§11 (10.1))
y07 loses a step and turns to its reduced side (§9.9)
y07 stays in 1005 (4 of 4 MP spent)
> units y07
y07   1005 reduced  York      Infantry             York's Billmen 1
#! status: 1
