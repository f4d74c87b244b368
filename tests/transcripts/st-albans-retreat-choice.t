#! args: --game st-albans --empty --seed 3
# Les Batailles de St Albans §9.8: among the hexes of the best priority
# the owner chooses where a unit retreats ("Automatic Retreat: the player
# no longer chooses the retreat hex" in the quick reference's delayed
# turn play says so by contrast).  herald asks the owner, offering first
# the hex it would take itself; an empty answer takes that one.  The
# choice is kept with the order, like its dice: undo/redo, save/load and
# turn files replay it without asking again.
# l20 in 1005, attacked by y07 from 1004 on the open heath: 0906, 1006
# and 1106 are all out of York's zone of control.
> place l20 1005
placed l20 (Northern Billmen 1) in 1005
> place y07 1004
placed y07 (York's Billmen 1) in 1004
> next
left undone: 1 unit did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
# 3 at 1/1 is DR.  Lancaster names a hex that is not offered: at the
# table herald would ask again; in a script the order fails and nothing
# is changed.  Given again, with 1106.
> attack y07 -> l20
< 3
< 1208
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§9.5)
DRM: none
roll 1d6 for the attack on l20: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:1: DR (Defender retreats 1 hex, §9.7, 9.8)
Lancaster, retreat l20 (§9.8) to 0906, 1106 or 1006 [0906]: 1208
error: expected 0906, 1106 or 1006, or nothing for 0906 (the attack order is not carried out: the game is as it was)
> attack y07 -> l20
< 3
< 1106
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§9.5)
DRM: none
roll 1d6 for the attack on l20: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:1: DR (Defender retreats 1 hex, §9.7, 9.8)
Lancaster, retreat l20 (§9.8) to 0906, 1106 or 1006 [0906]: 1106
l20 retreats to 1106 (§9.8: out of the enemy's zones of control; Lancaster's choice)
1005 is empty: one attacker may advance into it (§9.11): advance y07
> show 1106
1106: Clear
  l20   1106          Lancaster Infantry             Northern Billmen 1
> log
game st-albans, scenario (empty board), seed 3
   1  place l20 1005
   2  place y07 1004
   3  next
   4  dice manual
   5  attack y07 -> l20   [1d6: 3 = 3 (physical), choice 2 of 3]
> undo --agreed
undone: attack y07 -> l20
> redo
redone: attack y07 -> l20
> units l20
l20   1106          Lancaster Infantry             Northern Billmen 1
> save choice.herald
saved 5 orders to choice.herald
> load choice.herald
loaded choice.herald: Les Batailles de St Albans, empty board, 5 orders
> units l20
l20   1106          Lancaster Infantry             Northern Billmen 1
# The turn goes to the other player's herald with the choice in it.
> next
left undone: no one advanced into 1005
ended: turn 1 of 8, York Combat phase (§4, 9)
now: turn 1 of 8, Lancaster Movement phase (§4, 7)
> turn export york.turn
wrote orders 1 to 6 (6 orders) to york.turn
note: this game is not played with +delayed, so choices the rules give your opponent (where their units retreat, how they share out losses) were made in this copy; for play by turn files start it with "new ... +delayed"
> new st-albans empty seed=3
new game: Les Batailles de St Albans, empty board (seed 3)
> turn import york.turn
imported 6 orders of York from york.turn:
place l20 1005:
placed l20 (Northern Billmen 1) in 1005
place y07 1004:
placed y07 (York's Billmen 1) in 1004
next:
left undone: 1 unit did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
dice manual:
dice: manual: herald will ask for each roll the rules call for
attack y07 -> l20:
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§9.5)
DRM: none
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:1: DR (Defender retreats 1 hex, §9.7, 9.8)
l20 retreats to 1106 (§9.8: out of the enemy's zones of control; Lancaster's choice)
1005 is empty: one attacker may advance into it (§9.11): advance y07
next:
left undone: no one advanced into 1005
ended: turn 1 of 8, York Combat phase (§4, 9)
now: turn 1 of 8, Lancaster Movement phase (§4, 7)
> units l20
l20   1106          Lancaster Infantry             Northern Billmen 1
# Undoing an order of the opponent's turn is allowed, with a warning.
> undo --agreed
undone: next
note: that order came from york.turn: this game no longer matches your opponent's until it is redone
> redo
redone: next
# Under the delayed-turn adaptation herald takes the hex itself, by its
# own order (furthest from the enemy, then clockwise from the unit's map
# edge), and says why; nothing is asked.
> new st-albans empty seed=3 +delayed
new game: Les Batailles de St Albans, empty board (seed 3)
> place l20 1005
placed l20 (Northern Billmen 1) in 1005
> place y07 1004
placed y07 (York's Billmen 1) in 1004
> next
left undone: 1 unit did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y07 -> l20
< 3
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§9.5)
DRM: none
roll 1d6 for the attack on l20: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:1: DR (Defender retreats 1 hex, §9.7, 9.8)
l20 retreats to 0906 (§9.8: out of the enemy's zones of control; of 0906, 1106 and 1006 herald takes the first clockwise from its own map edge)
1005 is empty: one attacker may advance into it (§9.11): advance y07
> units l20
l20   0906          Lancaster Infantry             Northern Billmen 1
#! status: 1
