#! args: --seed 7
# log (alias history): the game's settings and its orders with their dice.
> log
game battle-of-agincourt, scenario historical, seed 7
no orders yet
> history
game battle-of-agincourt, scenario historical, seed 7
no orders yet
# Rolls are shown with their dice (engine rolls as rolled, physical ones
# marked), other orders as typed.
> roll 2d6
2d6: 5+2 = 7
> roll d100
d100: 89 = 89
> place e01 1214 ne
placed e01 (Henry V) in 1214 ne
> remove "Duke of York"
removed e02 (Duke of York) from 1916
> dice manual
dice: manual: herald will ask for each roll the rules call for
> roll 2d6
< 3 4
roll 2d6: 3 4
2d6: 3+4 = 7 (physical)
> log
game battle-of-agincourt, scenario historical, seed 7
   1  roll 2d6   [2d6: 5+2 = 7]
   2  roll d100   [d100: 89 = 89]
   3  place e01 1214 ne
   4  remove "Duke of York"
   5  dice manual
   6  roll 2d6   [2d6: 3+4 = 7 (physical)]
# Queries and refused orders are not orders.
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1214 ne
  terrain: Clear
  this turn: not moved (4 MF)
> units leader english
e01   1214 ne       English   Leader               Henry V
e02   off map       English   Leader               Duke of York
e03   0916 n        English   Leader               Lord Camoys
e04   2515 n        English   Leader               Sir Thomas Erpingham
e05   1516 n        English   Leader               Duke of Gloucester
> range 1214 1215
1
> los 1214 1216
blocked by 1215 (§9.2)
crosses 1215
> place e02 1215
error: cannot place e02: 1215 is already occupied by e10 (one unit per hex, §3)
> roll 2x6
error: expected a dice expression such as 2d6, 2d6+1, 3d6-2, d10, d100 (or d%), d66, 4dF or 2d6+1d6-2, not "2x6"
> history
game battle-of-agincourt, scenario historical, seed 7
   1  roll 2d6   [2d6: 5+2 = 7]
   2  roll d100   [d100: 89 = 89]
   3  place e01 1214 ne
   4  remove "Duke of York"
   5  dice manual
   6  roll 2d6   [2d6: 3+4 = 7 (physical)]
# "dice" alone only reports the dice in use: not an order either.
> dice
dice: manual (seed 7)
> log
game battle-of-agincourt, scenario historical, seed 7
   1  roll 2d6   [2d6: 5+2 = 7]
   2  roll d100   [d100: 89 = 89]
   3  place e01 1214 ne
   4  remove "Duke of York"
   5  dice manual
   6  roll 2d6   [2d6: 3+4 = 7 (physical)]
> log all
error: too many arguments: expected log
#! status: 1
