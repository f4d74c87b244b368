#! args: --empty --seed 7
# The dice forms beyond NdS and d100 (issue 9, the shell: dice), rolled
# by herald's seeded dice (roll.t has the older forms, dice-manual-forms.t
# the players' own dice).
# d66 is the tens-and-units roll: a tens d6 then a units d6, read 11 to
# 66 (36 results), not a 66-sided die; D66 and 1d66 are the same.
> roll d66
d66: 52 = 52
> roll D66
d66: 66 = 66
# Fudge dice: each -1, 0 or +1, shown -, 0, +, and added; dF is 1dF.
> roll 4dF
4dF: [+ + - -] = 0
> roll dF
1dF: [0] = 0
> roll 4dF+2
4dF+2: [- 0 + +] + 2 = 3
# Sums of groups: each group's dice are shown apart, then the modifier.
> roll 2d6+1d6
2d6+1d6: [6+3] + [4] = 13
> roll 1d10+1d6-2
1d10+1d6-2: [3] + [3] - 2 = 4
> roll d6+d8+3
1d6+1d8+3: [1] + [2] + 3 = 6
> roll 4dF+1d6
4dF+1d6: [- 0 + -] + [5] = 4
> roll 12dF
12dF: [- - 0 - 0 - - + + + 0 0] = -2
> roll d4+d6+d8+d10+1000
1d4+1d6+1d8+1d10+1000: [3] + [6] + [8] + [9] + 1000 = 1026
# The journal keeps each roll with its faces: the log, a save loaded
# back, and a turn file imported into a copy of the game give the same
# rolls, and the dice stay in step (the roll undone here comes again
# after the load: the generator is where it was).
> roll d66-10
d66-10: 24 - 10 = 14
> undo --agreed
undone: roll d66-10
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  roll d66   [d66: 52 = 52]
   2  roll D66   [d66: 66 = 66]
   3  roll 4dF   [4dF: [+ + - -] = 0]
   4  roll dF   [1dF: [0] = 0]
   5  roll 4dF+2   [4dF+2: [- 0 + +] + 2 = 3]
   6  roll 2d6+1d6   [2d6+1d6: [6+3] + [4] = 13]
   7  roll 1d10+1d6-2   [1d10+1d6-2: [3] + [3] - 2 = 4]
   8  roll d6+d8+3   [1d6+1d8+3: [1] + [2] + 3 = 6]
   9  roll 4dF+1d6   [4dF+1d6: [- 0 + -] + [5] = 4]
  10  roll 12dF   [12dF: [- - 0 - 0 - - + + + 0 0] = -2]
  11  roll d4+d6+d8+d10+1000   [1d4+1d6+1d8+1d10+1000: [3] + [6] + [8] + [9] + 1000 = 1026]
  12  roll d66-10   [d66-10: 24 - 10 = 14]   (undone)
> save forms.herald
saved 11 orders to forms.herald
> turn export forms.turn
wrote orders 1 to 11 (11 orders) to forms.turn
> new empty
new game: The Battle of Agincourt, empty board (seed 7)
> load forms.herald
loaded forms.herald: The Battle of Agincourt, empty board, 11 orders
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  roll d66   [d66: 52 = 52]
   2  roll D66   [d66: 66 = 66]
   3  roll 4dF   [4dF: [+ + - -] = 0]
   4  roll dF   [1dF: [0] = 0]
   5  roll 4dF+2   [4dF+2: [- 0 + +] + 2 = 3]
   6  roll 2d6+1d6   [2d6+1d6: [6+3] + [4] = 13]
   7  roll 1d10+1d6-2   [1d10+1d6-2: [3] + [3] - 2 = 4]
   8  roll d6+d8+3   [1d6+1d8+3: [1] + [2] + 3 = 6]
   9  roll 4dF+1d6   [4dF+1d6: [- 0 + -] + [5] = 4]
  10  roll 12dF   [12dF: [- - 0 - 0 - - + + + 0 0] = -2]
  11  roll d4+d6+d8+d10+1000   [1d4+1d6+1d8+1d10+1000: [3] + [6] + [8] + [9] + 1000 = 1026]
> roll d66-10
d66-10: 24 - 10 = 14
> new empty
new game: The Battle of Agincourt, empty board (seed 7)
> turn import forms.turn
imported 11 orders of English from forms.turn:
roll d66:
d66: 52 = 52
roll D66:
d66: 66 = 66
roll 4dF:
4dF: [+ + - -] = 0
roll dF:
1dF: [0] = 0
roll 4dF+2:
4dF+2: [- 0 + +] + 2 = 3
roll 2d6+1d6:
2d6+1d6: [6+3] + [4] = 13
roll 1d10+1d6-2:
1d10+1d6-2: [3] + [3] - 2 = 4
roll d6+d8+3:
1d6+1d8+3: [1] + [2] + 3 = 6
roll 4dF+1d6:
4dF+1d6: [- 0 + -] + [5] = 4
roll 12dF:
12dF: [- - 0 - 0 - - + + + 0 0] = -2
roll d4+d6+d8+d10+1000:
1d4+1d6+1d8+1d10+1000: [3] + [6] + [8] + [9] + 1000 = 1026
taken back in the English player's herald after its dice were seen: roll d66-10 (d66-10: 24 - 10 = 14)
# What is not a roll, and the limits as help roll states them.
# 2d66 would be two d66 results, not one roll: refused.
> roll 2d66
error: 2d66: d66 is one roll of two d6 read as tens and units (11 to 66), not dice of 66 sides: roll d66 once for each result
# d66 and d100 are read, not added to other dice.
> roll d66+1d6
error: d66+1d6: d66 is read as tens and units, not added to other dice: roll it on its own (with a modifier if need be)
> roll d100+1d6
error: d100+1d6: d100 is read as tens and units, not added to other dice: roll it on its own (with a modifier if need be)
> roll 2d6-1d6
error: 2d6-1d6: groups of dice are added (2d6+1d6); only the modifier at the end may be taken away (2d6-1)
> roll 2d6+1+1d6
error: expected a dice expression such as 2d6, 2d6+1, 3d6-2, d10, d100 (or d%), d66, 4dF or 2d6+1d6-2, not "2d6+1+1d6"
> roll 4dG
error: expected a dice expression such as 2d6, 2d6+1, 3d6-2, d10, d100 (or d%), d66, 4dF or 2d6+1d6-2, not "4dG"
> roll 13dF
error: 13dF: 13 dice; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll 6d6+7d6
error: 6d6+7d6: 13 dice in all; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll 11d6+d66
error: 11d6+d66: 13 dice in all; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll d6+d6+d6+d6+d6
error: d6+d6+d6+d6+d6: 5 groups of dice; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll 1d6+1d6+1d6+1d6+0000000000000000000000001
error: "1d6+1d6+1d6+...": 41 characters; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll 4dF+1001
error: 4dF+1001: a modifier of +1001; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll 4dF-1001
error: 4dF-1001: a modifier of -1001; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
#! status: 1
