#! args: --empty --seed 7
#! status: 1
# spi-agincourt §3.8: `roll 47%` reads a chance against a number (the
# event happens on a roll at or below the table's number) on percentile
# dice, the
# tens die first and the ones die only when it can still change the
# outcome: herald's dice roll the ones die only after a 4 (40-47 happen,
# 48 and 49 do not) or a 0 (01-09 happen, 00 is 100 and does not), and
# with `dice manual` the player is asked for it only then, or types both
# dice at once (47).  0% and 100% roll no dice (as §9.23 has it for a 0
# on a table); a chance outside 0% to 100% is refused, and d% is still
# d100.  A d10 typed in by hand reads 1 to 10, its 0 a 10 (§8.34, 14.12,
# 14.22: 1-5 left or north-east, 6-10 right or north-west): 11 is
# refused naming the form.  The rolls are kept in the journal, a tens
# die read alone as 1d10z.
> roll 47%
47%: tens 7 (70-79, all over 47) -> does not happen
> roll 47%
47%: tens 2 (20-29, all at or under 47) -> happens
> roll 47%
47%: tens 8 (80-89, all over 47) -> does not happen
> roll 47%
47%: tens 9 (90-99, all over 47) -> does not happen
> roll 47%
47%: tens 9 (90-99, all over 47) -> does not happen
> roll 47%
47%: tens 8 (80-89, all over 47) -> does not happen
> roll 47%
47%: tens 0, ones 1: 01, at or under 47 -> happens
> roll 47%
47%: tens 4, ones 1: 41, at or under 47 -> happens
> roll 0%
0%: no dice (no roll is at or under 0) -> does not happen
> roll 100%
100%: no dice (every roll is at or under 100) -> happens
> roll 101%
error: expected a chance from 0% to 100%, such as 47% (0% and 100% roll no dice), not "101%"
> roll 47%%
error: expected a chance from 0% to 100%, such as 47% (0% and 100% roll no dice), not "47%%"
> roll 4.7%
error: expected a chance from 0% to 100%, such as 47% (0% and 100% roll no dice), not "4.7%"
> roll d%
d100: 57 = 57
> dice manual
dice: manual: herald will ask for each roll the rules call for
> roll 47%
< 3
roll d100 for 47% or less, the tens die first: 3
47%: tens 3 (30-39, all at or under 47) -> happens (physical)
> roll 47%
< 4
< 8
roll d100 for 47% or less, the tens die first: 4
roll the ones die for 47% or less (tens 4: 40 to 49): 8
47%: tens 4, ones 8: 48, over 47 -> does not happen (physical)
> roll 47%
< 0
< 0
roll d100 for 47% or less, the tens die first: 0
roll the ones die for 47% or less (tens 0: 01 to 09, or 00 for 100): 0
47%: tens 0, ones 0: 00 = 100, over 47 -> does not happen (physical)
> roll 47%
< 47
roll d100 for 47% or less, the tens die first: 47
47%: tens 4, ones 7: 47, at or under 47 -> happens (physical)
> roll 47%
< x
roll d100 for 47% or less, the tens die first: x
error: expected the tens die, from 0 to 9, or both dice as 47 or 4 7 (00 is 100), not "x"
> roll 100%
100%: no dice (every roll is at or under 100) -> happens
> roll d10
< 11
roll 1d10: 11
error: a die of 1d10 shows 1 to 10 (a 0 on the die is 10), not "11"
> roll 2d10
< 0 0
roll 2d10: 0 0
2d10: 10+10 = 20 (physical)
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  roll 47%   [1d10z: 7 = 7]
   2  roll 47%   [1d10z: 2 = 2]
   3  roll 47%   [1d10z: 8 = 8]
   4  roll 47%   [1d10z: 9 = 9]
   5  roll 47%   [1d10z: 9 = 9]
   6  roll 47%   [1d10z: 8 = 8]
   7  roll 47%   [d100: 01 = 1]
   8  roll 47%   [d100: 41 = 41]
   9  roll 0%
  10  roll 100%
  11  roll d%   [d100: 57 = 57]
  12  dice manual
  13  roll 47%   [1d10z: 3 = 3 (physical)]
  14  roll 47%   [d100: 48 = 48 (physical)]
  15  roll 47%   [d100: 00 = 100 (physical)]
  16  roll 47%   [d100: 47 = 47 (physical)]
  17  roll 100%
  18  roll 2d10   [2d10: 10+10 = 20 (physical)]
