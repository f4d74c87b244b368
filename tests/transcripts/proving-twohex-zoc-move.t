#! args: -g proving-twohex --seed 3
#! data: tests/data
#! status: 1
# A unit on two hexes moving into an enemy zone of control (the
# proving-twohex game's zoc: block, after st-albans §8): entering the
# zone with either half ends its move, so a move on through it is
# refused, and once stopped it may not go on.  Blue's w2 stands on
# 0603+0503; Red's w1, placed on 0506+0606, is in w2's zone once its
# second half enters 0604.
> place w1 0506 n
placed w1 (Red Battle) in 0506+0606 n
> move w1 0505 0504 0503
error: w1 cannot move: step 2 (0505+0605 to 0504): 0504+0604 is in an enemy zone of control, where a unit must stop (§8)
> move w1 0505 0504
w1 moves to 0504+0604 (4 of 4 MP spent: it stops in an enemy zone of control, §5)
> move w1 0404
error: w1 cannot move: w1 stopped in an enemy zone of control (§8)
> undo
undone: move w1 0505 0504
> units
r1    0107 n        Red       Foot                 Red Foot
w1    0506+0606 n   Red       Battle               Red Battle
b1    0102 s        Blue      Foot                 Blue Foot
b2    0802 s        Blue      Foot                 Blue Foot Two
w2    0603+0503 s   Blue      Battle               Blue Battle
