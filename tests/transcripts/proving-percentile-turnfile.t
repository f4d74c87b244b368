#! args: --seed 7
#! data: tests/data
# A percentile table with physical dice in a turn file (issue 12;
# doc/authoring.md "Dice and tables: percentile tables"; the proving
# game's percentile scenario): the volleys' dice typed at the table
# (the tens die alone where it decides, then the ones die after it)
# travel in the turn file with the `next` that rolled them, and the
# other player's herald (here a `new` with the same settings) replays
# them without asking: the same volleys, the same rout.
> new proving percentile seed=7
new game: Proving game, Percentile tables (seed 7)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
< 2
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
roll d100 for r2's volley at b2: volley, adjacent, the tens die first: 2
r2's volley at b2: volley (§8.3), adjacent: d100: tens 2 (20-29) = hit (physical)
> next
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§7)
> next
< 4
< 2
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
roll d100 for b2's volley at r2: volley, adjacent, the tens die first: 4
roll the ones die for b2's volley at r2: volley, adjacent (tens 4: 40 to 49): 2
b2's volley at r2: volley (§8.3), adjacent: d100: 42 = rout (physical)
r2 is eliminated: routed by b2's volley (§8.3)
> units
r1    0107 n        Red       Foot                 Red Foot
r2    eliminated    Red       Bow                  Red Bow
b1    0801 s        Blue      Foot                 Blue Foot
b2    0503 s        Blue      Bow                  Blue Bow
> turn export turn-1.turn
wrote orders 1 to 4 (4 orders) to turn-1.turn
# Blue's herald: the same game, and the turn comes in; no die is asked
# for.
> new proving percentile seed=7
new game: Proving game, Percentile tables (seed 7)
> turn import turn-1.turn
imported 4 orders of Red from turn-1.turn:
dice manual:
dice: manual: herald will ask for each roll the rules call for
next:
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
r2's volley at b2: volley (§8.3), adjacent: d100: tens 2 (20-29) = hit (physical)
next:
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§7)
next:
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
b2's volley at r2: volley (§8.3), adjacent: d100: 42 = rout (physical)
r2 is eliminated: routed by b2's volley (§8.3)
> units
r1    0107 n        Red       Foot                 Red Foot
r2    eliminated    Red       Bow                  Red Bow
b1    0801 s        Blue      Foot                 Blue Foot
b2    0503 s        Blue      Bow                  Blue Bow
> status
Proving game, Percentile tables
turn 1 of 4, Blue Fight phase (§9)
units eliminated: Red 1, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: manual (seed 7); orders: 4
> log
game proving, scenario percentile, seed 7
   1  dice manual   (from turn-1.turn)
   2  next   [1d10z: 2 = 2 (physical)]   (from turn-1.turn)
   3  next   (from turn-1.turn)
   4  next   [d100: 42 = 42 (physical)]   (from turn-1.turn)
