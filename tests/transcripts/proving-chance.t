#! args: --seed 7
#! data: tests/data
# spi-agincourt §3.8, a chance against a number (the event happens on a
# percentile roll at or below the table's number), in the proving game's
# scenario chance
# (doc/authoring.md, "A chance against a number"), with physical dice: as
# each side's Fight phase begins its bow looses a volley that routs the
# target on 47 or less, through herald::chance -dict in a phase_start
# hook (chance.tcl), the dice said after the ruling.  The book's example:
# the tens die is asked first, and a 3 decides alone (30-39, all at or
# under 47); a 4 asks for the ones die (48 fails); a 0 asks for it too
# (00 is 100 and fails; 07 happens, typed with the tens die as "0 7");
# a 5 decides alone that it does not.  The dice are journaled with the
# `next` that rolled them (a tens die alone as 1d10z): undo, redo, save
# and load replay them without asking and give the same game.
> new proving chance
new game: Proving game, A chance against a number (seed 7)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
< 3
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
roll d100 for r2's volley at b2: 47% or less, the tens die first: 3
r2's volley at b2: 47%: tens 3 (30-39, all at or under 47) -> happens (physical, §8.3)
  (tens 3, ones , roll , physical)
b2 is eliminated: routed by r2's volley (§8.3)
> status
Proving game, A chance against a number
turn 1 of 4, Red Fight phase (§9)
units eliminated: Red 0, Blue 1
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: manual (seed 7); orders: 2
> undo --agreed
undone: next
> next
< 4
< 8
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
roll d100 for r2's volley at b2: 47% or less, the tens die first: 4
roll the ones die for r2's volley at b2: 47% or less (tens 4: 40 to 49): 8
r2's volley at b2: 47%: tens 4, ones 8: 48, over 47 -> does not happen (physical, §8.3)
  (tens 4, ones 8, roll 48, physical)
> next
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§7)
> next
< 0
< 0
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
roll d100 for b2's volley at r2: 47% or less, the tens die first: 0
roll the ones die for b2's volley at r2: 47% or less (tens 0: 01 to 09, or 00 for 100): 0
b2's volley at r2: 47%: tens 0, ones 0: 00 = 100, over 47 -> does not happen (physical, §8.3)
  (tens 0, ones 0, roll 100, physical)
> undo --agreed
undone: next
> next
< 0 7
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
roll d100 for b2's volley at r2: 47% or less, the tens die first: 0 7
b2's volley at r2: 47%: tens 0, ones 7: 07, at or under 47 -> happens (physical, §8.3)
  (tens 0, ones 7, roll 7, physical)
r2 is eliminated: routed by b2's volley (§8.3)
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: eliminated
  arrows: 1 (§8.1)
  has loosed this phase: no (§8.1)
> status
Proving game, A chance against a number
turn 1 of 4, Blue Fight phase (§9)
units eliminated: Red 1, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: manual (seed 7); orders: 4
> undo --agreed
undone: next
> redo
redone: next
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: eliminated
  arrows: 1 (§8.1)
  has loosed this phase: no (§8.1)
> save chance.herald
saved 4 orders to chance.herald
> load chance.herald
loaded chance.herald: Proving game, A chance against a number, 4 orders
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: eliminated
  arrows: 1 (§8.1)
  has loosed this phase: no (§8.1)
> status
Proving game, A chance against a number
turn 1 of 4, Blue Fight phase (§9)
units eliminated: Red 1, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: manual (seed 7); orders: 4
> log
game proving, scenario chance, seed 7
   1  dice manual
   2  next   [d100: 48 = 48 (physical)]
   3  next
   4  next   [d100: 07 = 7 (physical)]
> undo --agreed
undone: next
> next
< 5
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
roll d100 for b2's volley at r2: 47% or less, the tens die first: 5
b2's volley at r2: 47%: tens 5 (50-59, all over 47) -> does not happen (physical, §8.3)
  (tens 5, ones , roll , physical)
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  arrows: 1 (§8.1)
  has loosed this phase: no (§8.1)
