#! args: --seed 7
# dice: herald's seeded dice or the players' physical dice.  In manual
# mode herald asks for each roll; the answer (a < line) is shown after
# the prompt.  An impossible answer is refused: at the table herald asks
# again (tests/unit/test_dice.c), in a script like this one the order
# fails, since a script cannot answer the complaint.
# §1: 2d6, typed as each die or as the total.
> dice manual
dice: manual: herald will ask for each roll the rules call for
> roll 2d6
< 5 3
roll 2d6: 5 3
2d6: 5+3 = 8 (physical)
> roll 2d6
< 8
roll 2d6: 8
2d6: 8 = 8 (physical)
# 13 cannot be rolled on 2d6, nor can a die show 7 or 0.
> roll 2d6
< 13
roll 2d6: 13
error: 2d6 cannot roll "13": a total from 2 to 12, or each die from 1 to 6
> roll 2d6
< 7 1
roll 2d6: 7 1
error: a die of 2d6 shows 1 to 6, not "7"
> roll 2d6
< 0 5
roll 2d6: 0 5
error: a die of 2d6 shows 1 to 6, not "0"
> roll 2d6
< x
roll 2d6: x
error: 2d6 cannot roll "x": a total from 2 to 12, or each die from 1 to 6
> roll 2d6
< 6 6
roll 2d6: 6 6
2d6: 6+6 = 12 (physical)
# A modifier is added to the total typed.
> roll 2d6+1
< 12
roll 2d6+1: 12
2d6+1: 12 + 1 = 13 (physical)
# d100: 00 reads as 100, as two digits or as two dice.
> roll d100
< 00
roll d100: 00
d100: 00 = 100 (physical)
> roll d100
< 0 0
roll d100: 0 0
d100: 00 = 100 (physical)
> roll d100
< 47
roll d100: 47
d100: 47 = 47 (physical)
> roll d100
< 07
roll d100: 07
d100: 07 = 7 (physical)
> roll d100
< 0
roll d100: 0
error: d100 cannot roll "0": a total from 1 to 100, or each die from 0 to 9
> roll d100
< 4 7
roll d100: 4 7
d100: 47 = 47 (physical)
# Physical rolls are journaled as such.
> log
game battle-of-agincourt, scenario historical, seed 7
   1  dice manual
   2  roll 2d6   [2d6: 5+3 = 8 (physical)]
   3  roll 2d6   [2d6: 8 = 8 (physical)]
   4  roll 2d6   [2d6: 6+6 = 12 (physical)]
   5  roll 2d6+1   [2d6+1: 12 + 1 = 13 (physical)]
   6  roll d100   [d100: 00 = 100 (physical)]
   7  roll d100   [d100: 00 = 100 (physical)]
   8  roll d100   [d100: 47 = 47 (physical)]
   9  roll d100   [d100: 07 = 7 (physical)]
  10  roll d100   [d100: 47 = 47 (physical)]
# Back to herald's dice: the engine's sequence was not used by the
# physical rolls, so it starts where it was (roll.t: 5+2 with seed 7).
# "dice" alone says which dice are in use, and the game's seed.
> dice
dice: manual (seed 7)
> dice auto
dice: auto: herald rolls
> dice
dice: auto (seed 7)
> roll 2d6
2d6: 5+2 = 7
> dice foo
error: expected auto or manual, not "foo"
> dice auto manual
error: too many arguments: expected dice [auto|manual]
# "dice" alone is a question, not an order: it is not journaled (no bare
# "dice" is in the log), and undo after it takes back the last real
# order, the roll.
> dice
dice: auto (seed 7)
> undo --agreed
undone: roll 2d6
> log
game battle-of-agincourt, scenario historical, seed 7
   1  dice manual
   2  roll 2d6   [2d6: 5+3 = 8 (physical)]
   3  roll 2d6   [2d6: 8 = 8 (physical)]
   4  roll 2d6   [2d6: 6+6 = 12 (physical)]
   5  roll 2d6+1   [2d6+1: 12 + 1 = 13 (physical)]
   6  roll d100   [d100: 00 = 100 (physical)]
   7  roll d100   [d100: 00 = 100 (physical)]
   8  roll d100   [d100: 47 = 47 (physical)]
   9  roll d100   [d100: 07 = 7 (physical)]
  10  roll d100   [d100: 47 = 47 (physical)]
  11  dice auto
  12  roll 2d6   [2d6: 5+2 = 7]   (undone)
# Input ends where an answer was wanted: the roll is refused, not made up.
> dice manual
dice: manual: herald will ask for each roll the rules call for
> roll 2d6
error: no roll was given for 2d6
#! status: 1
