#! args: --empty --seed 7
#! status: 1
# The players' own dice for the new forms (dice-forms.t has herald's):
# with "dice manual" herald asks for each roll, and an answer the dice
# cannot give is refused with the form expected.  In a script the order
# then fails (at the table herald asks again: tests/unit/test_dice.c).
> dice manual
dice: manual: herald will ask for each roll the rules call for
# d66: the tens die then the units die, as two digits or two dice; no
# total, since d66 is read, not added.
> roll d66
< 3 5
roll d66: 3 5
d66: 35 = 35 (physical)
> roll d66
< 35
roll d66: 35
d66: 35 = 35 (physical)
> roll D66
< 66
roll d66: 66
d66: 66 = 66 (physical)
> roll d66+2
< 11
roll d66+2: 11
d66+2: 11 + 2 = 13 (physical)
> roll d66
< 37
roll d66: 37
error: d66 cannot roll "37": two d6 read as tens and units, each from 1 to 6, e.g. 35 or 3 5
> roll d66
< 7 1
roll d66: 7 1
error: a die of d66 shows 1 to 6, not "7" (two d6 read as tens and units, each from 1 to 6, e.g. 35 or 3 5)
> roll d66
< 3
roll d66: 3
error: d66 cannot roll "3": two d6 read as tens and units, each from 1 to 6, e.g. 35 or 3 5
> roll d66
< 3 5 1
roll d66: 3 5 1
error: d66 needs two d6 read as tens and units, each from 1 to 6, e.g. 35 or 3 5
# Fudge dice: each as -, 0, + or as -1, 0, 1 (+1 too), or the total.
> roll 4dF
< + - 0 +
roll 4dF: + - 0 +
4dF: [+ - 0 +] = 1 (physical)
> roll 4dF
< 1 -1 0 1
roll 4dF: 1 -1 0 1
4dF: [+ - 0 +] = 1 (physical)
> roll 4dF
< +1 -1 0 +1
roll 4dF: +1 -1 0 +1
4dF: [+ - 0 +] = 1 (physical)
> roll 4dF
< -3
roll 4dF: -3
4dF: -3 = -3 (physical)
> roll dF
< +
roll 1dF: +
1dF: [+] = 1 (physical)
> roll 4dF
< + - 0 2
roll 4dF: + - 0 2
error: a die of 4dF shows -, 0 or + (or -1, 0, 1), not "2"
> roll 4dF
< + - 0
roll 4dF: + - 0
error: 4dF needs 4 dice, each -, 0 or + (or -1, 0, 1); or their total, from -4 to 4
> roll 4dF
< 5
roll 4dF: 5
error: 4dF cannot roll "5": a total from -4 to 4, or 4 dice, each -, 0 or + (or -1, 0, 1)
> roll 4dF
< ++-0
roll 4dF: ++-0
error: 4dF cannot roll "++-0": a total from -4 to 4, or 4 dice, each -, 0 or + (or -1, 0, 1)
# Sums of groups: each die in the order of the groups, or the total.
> roll 2d6+1d6
< 5 3 2
roll 2d6+1d6: 5 3 2
2d6+1d6: [5+3] + [2] = 10 (physical)
> roll 2d6+1d6
< 10
roll 2d6+1d6: 10
2d6+1d6: 10 = 10 (physical)
> roll 1d10+1d6-2
< 7 4
roll 1d10+1d6-2: 7 4
1d10+1d6-2: [7] + [4] - 2 = 9 (physical)
> roll 4dF+1d6
< + - 0 + 6
roll 4dF+1d6: + - 0 + 6
4dF+1d6: [+ - 0 +] + [6] = 7 (physical)
> roll 1d6+1d8
< 6 9
roll 1d6+1d8: 6 9
error: a die of 1d6+1d8 (1d8) shows 1 to 8, not "9"
> roll 1d6+1d8
< 6 8 1
roll 1d6+1d8: 6 8 1
error: 1d6+1d8 needs 2 dice in order: 1d6 from 1 to 6, then 1d8 from 1 to 8; or their total, from 2 to 14
> roll 2d6+1d6
< 19
roll 2d6+1d6: 19
error: 2d6+1d6 cannot roll "19": a total from 3 to 18, or 3 dice in order: 2d6 each from 1 to 6, then 1d6 from 1 to 6
# The physical rolls are journaled as such and come back with a load.
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  dice manual
   2  roll d66   [d66: 35 = 35 (physical)]
   3  roll d66   [d66: 35 = 35 (physical)]
   4  roll D66   [d66: 66 = 66 (physical)]
   5  roll d66+2   [d66+2: 11 + 2 = 13 (physical)]
   6  roll 4dF   [4dF: [+ - 0 +] = 1 (physical)]
   7  roll 4dF   [4dF: [+ - 0 +] = 1 (physical)]
   8  roll 4dF   [4dF: [+ - 0 +] = 1 (physical)]
   9  roll 4dF   [4dF: -3 = -3 (physical)]
  10  roll dF   [1dF: [+] = 1 (physical)]
  11  roll 2d6+1d6   [2d6+1d6: [5+3] + [2] = 10 (physical)]
  12  roll 2d6+1d6   [2d6+1d6: 10 = 10 (physical)]
  13  roll 1d10+1d6-2   [1d10+1d6-2: [7] + [4] - 2 = 9 (physical)]
  14  roll 4dF+1d6   [4dF+1d6: [+ - 0 +] + [6] = 7 (physical)]
> save manual.herald
saved 14 orders to manual.herald
> new empty
new game: The Battle of Agincourt, empty board (seed 7)
> load manual.herald
loaded manual.herald: The Battle of Agincourt, empty board, 14 orders
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  dice manual
   2  roll d66   [d66: 35 = 35 (physical)]
   3  roll d66   [d66: 35 = 35 (physical)]
   4  roll D66   [d66: 66 = 66 (physical)]
   5  roll d66+2   [d66+2: 11 + 2 = 13 (physical)]
   6  roll 4dF   [4dF: [+ - 0 +] = 1 (physical)]
   7  roll 4dF   [4dF: [+ - 0 +] = 1 (physical)]
   8  roll 4dF   [4dF: [+ - 0 +] = 1 (physical)]
   9  roll 4dF   [4dF: -3 = -3 (physical)]
  10  roll dF   [1dF: [+] = 1 (physical)]
  11  roll 2d6+1d6   [2d6+1d6: [5+3] + [2] = 10 (physical)]
  12  roll 2d6+1d6   [2d6+1d6: 10 = 10 (physical)]
  13  roll 1d10+1d6-2   [1d10+1d6-2: [7] + [4] - 2 = 9 (physical)]
  14  roll 4dF+1d6   [4dF+1d6: [+ - 0 +] + [6] = 7 (physical)]
# Input ends where an answer was wanted: the roll is refused.
> roll d66
error: no roll was given for d66
