#! args: --game st-albans --scenario second-st-albans --seed 1
# Les Batailles de St Albans §9.8: in a displacement chain each unit
# checks its morale once.  The example in the rulebook has A, pushing B
# in an enemy zone, test at -1, and B and C "normally"; here the middle
# unit, l20, is itself pushed and pushes l21 into an enemy zone: it
# checks once, at -1, not a second time as a displaced unit.
> place l20 1805
placed l20 (Northern Billmen 1) in 1805
> place l21 1804
placed l21 (Northern Billmen 2) in 1804
> place l22 1906
placed l22 (Northern Billmen 3) in 1906
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 17 units did not move
ended: turn 1 of 12, Lancaster Movement phase (§4, 7)
now: turn 1 of 12, Lancaster Combat phase (§4, 9)
> next
< 6
left undone: 3 units next to the enemy did not attack
ended: turn 1 of 12, Lancaster Combat phase (§4, 9)
now: turn 1 of 12, York Movement phase (§4, 7)
roll 1d6 for Lovelace's loyalty (special rule 3, 1-3: he goes over): 6
Lovelace's loyalty (special rule 3, 1-3: he goes over): 1d6: 6 = 6 (physical)
Lovelace stays with Warwick for now
> next
left undone: 19 units did not move
ended: turn 1 of 12, York Movement phase (§4, 7)
now: turn 1 of 12, York Combat phase (§4, 9)
> place y18 2006
placed y18 (Yorkist Prickers) in 2006
# 3 at 1/1 is DR.  The checks come as the chain unwinds: l21 (a 1),
# l20 (a 2, against 4 - 1), then l22 (a 3 against 4 - 1: equal, so it
# retreats once more, and that chain has a question and checks of its
# own: l21 goes to 1603, herald's offer, then a 1 for each).
> attack y23 y18 -> l22
< 3
< 1
< 2
< 3
< 
< 1
< 1
< 1
odds: AF 5 (3 + 2) against DF 4 is 5:4, rounded down to 1:1 (§9.5)
DRM: none
roll 1d6 for the attack on l22: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:1: DR (Defender retreats 1 hex, §9.7, 9.8)
l22 retreats to 1805 (§9.8: into an enemy zone, pushing a friend back)
l20 is pushed back (§9.8)
l20 retreats to 1804 (§9.8: into an enemy zone, pushing a friend back)
l21 is pushed back (§9.8)
l21 retreats to 1704 (§9.8: out of the enemy's zones of control)
roll 1d6 for the morale check of l21: 1
morale check of l21 (morale 4, §9.10): 1d6: 1 = 1 (physical): lower, no effect
roll 1d6 for the morale check of l20: 2
morale check of l20 (morale 4 - 1 = 3, §9.10): 1d6: 2 = 2 (physical): lower, no effect
  morale -1: it retreated into an enemy zone of control (§9.8)
roll 1d6 for the morale check of l22: 3
morale check of l22 (morale 4 - 1 = 3, §9.10): 1d6: 3 = 3 (physical): equal
  morale -1: it retreated into an enemy zone of control (§9.8)
l22 retreats to 1804 (§9.8: into an enemy zone, pushing a friend back)
l20 is pushed back (§9.8)
l20 retreats to 1704 (§9.8: out of the enemy's zones, pushing a friend back)
l21 is pushed back (§9.8)
Lancaster, retreat l21 (§9.8) to 1603 or 1703 [1603]: 
l21 retreats to 1603 (§9.8: out of the enemy's zones of control; Lancaster's choice)
roll 1d6 for the morale check of l21: 1
morale check of l21 (morale 4, §9.10): 1d6: 1 = 1 (physical): lower, no effect
roll 1d6 for the morale check of l20: 1
morale check of l20 (morale 4, §9.10): 1d6: 1 = 1 (physical): lower, no effect
roll 1d6 for the morale check of l22: 1
morale check of l22 (morale 4 - 1 = 3, §9.10): 1d6: 1 = 1 (physical): lower, no effect
  morale -1: it retreated into an enemy zone of control (§9.8)
1906 is empty: one attacker may advance into it (§9.11): advance y23 or y18
