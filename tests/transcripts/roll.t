#! args: --seed 7
# roll: dice by expression, from the engine's seeded generator (--seed 7
# makes the faces reproducible).  Each die is shown, then the total.
# §1: the game's dice are 2d6.
> roll 2d6
2d6: 5+2 = 7
> roll 1d6
1d6: 6 = 6
> roll 2d6+1
2d6+1: 6+6 + 1 = 13
> roll 3d6-2
3d6-2: 6+1+1 - 2 = 6
> roll d10
1d10: 5 = 5
# d100 and d% are one roll of a tens d10 and a ones d10.
> roll d100
d100: 15 = 15
> roll d%
d100: 79 = 79
# Upper-case D is accepted too.
> roll 2D6
2d6: 6+3 = 9
# Every roll is an order in the journal, with its dice.
> log
game battle-of-agincourt, scenario historical, seed 7
   1  roll 2d6   [2d6: 5+2 = 7]
   2  roll 1d6   [1d6: 6 = 6]
   3  roll 2d6+1   [2d6+1: 6+6 + 1 = 13]
   4  roll 3d6-2   [3d6-2: 6+1+1 - 2 = 6]
   5  roll d10   [1d10: 5 = 5]
   6  roll d100   [d100: 15 = 15]
   7  roll d%   [d100: 79 = 79]
   8  roll 2D6   [2d6: 6+3 = 9]
# Bad expressions name the form expected.
> roll 2x6
error: expected a dice expression such as 2d6, 2d6+1, 3d6-2, d10, d100 (or d%), d66, 4dF or 2d6+1d6-2, not "2x6"
> roll 2d6+
error: expected a dice expression such as 2d6, 2d6+1, 3d6-2, d10, d100 (or d%), d66, 4dF or 2d6+1d6-2, not "2d6+"
> roll -1d6
error: expected a dice expression such as 2d6, 2d6+1, 3d6-2, d10, d100 (or d%), d66, 4dF or 2d6+1d6-2, not "-1d6"
> roll d6+-1
error: expected a dice expression such as 2d6, 2d6+1, 3d6-2, d10, d100 (or d%), d66, 4dF or 2d6+1d6-2, not "d6+-1"
> roll 0d6
error: 0d6: 0 dice; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll 13d6
error: 13d6: 13 dice; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll 1d1
error: 1d1: a die of 1 side; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll d101
error: d101: a die of 101 sides; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll 2d100
error: 2d100: percentile dice are rolled one at a time
# The modifier is from -1000 to +1000; beyond, the modifier is refused
# (not the dice).  Each refusal names what was found, then the limits
# as help roll states them (dice-forms.t has the new forms' limits).
> roll 2d6+5000
error: 2d6+5000: a modifier of +5000; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll 2d6-1001
error: 2d6-1001: a modifier of -1001; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll d100+1001
error: d100+1001: a modifier of +1001; a roll has 1 to 12 dice in all (d100 and d66 count as two), each of 2 to 100 sides, in at most 4 groups, with a modifier from -1000 to +1000, in at most 40 characters
> roll
error: too few arguments: expected roll <dice>
> roll 2d6 1d6
error: too many arguments: expected roll <dice>
# Refused rolls are not orders: the log is unchanged.
> log
game battle-of-agincourt, scenario historical, seed 7
   1  roll 2d6   [2d6: 5+2 = 7]
   2  roll 1d6   [1d6: 6 = 6]
   3  roll 2d6+1   [2d6+1: 6+6 + 1 = 13]
   4  roll 3d6-2   [3d6-2: 6+1+1 - 2 = 6]
   5  roll d10   [1d10: 5 = 5]
   6  roll d100   [d100: 15 = 15]
   7  roll d%   [d100: 79 = 79]
   8  roll 2D6   [2d6: 6+3 = 9]
#! status: 1
