#! args: --seed 7
#! data: tests/data
# Percentile tables (doc/authoring.md, "Dice and tables: percentile
# tables") in the proving game's scenario percentile, with physical dice:
# as each side's Fight phase begins its bow looses a volley on the game's
# volley table (tests/data/tables/proving/volley.yaml, declared in
# game.yaml's tables: percentile:) through herald::table in a phase_start
# hook.  The tens die is asked first and the ones die only when it can
# still change the result: a tens die of 2 (20-29, all hit) or 0 (01-09
# and 00, all rout) decides alone; a 4 (40-44 rout, 45-49 miss) asks for
# the ones die, or takes both dice typed at once ("4 2").  The dice are
# journaled with the `next` that rolled them (a tens die alone as 1d10z):
# undo, redo, save and load replay them without asking and give the
# same game.
> new proving percentile
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
< 7
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
roll d100 for b2's volley at r2: volley, adjacent, the tens die first: 4
roll the ones die for b2's volley at r2: volley, adjacent (tens 4: 40 to 49): 7
b2's volley at r2: volley (§8.3), adjacent: d100: 47 = miss (physical)
> undo --agreed
undone: next
> status
Proving game, Percentile tables
turn 1 of 4, Blue Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: manual (seed 7); orders: 3
> next
< 4 2
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
roll d100 for b2's volley at r2: volley, adjacent, the tens die first: 4 2
b2's volley at r2: volley (§8.3), adjacent: d100: 42 = rout (physical)
r2 is eliminated: routed by b2's volley (§8.3)
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: eliminated
  arrows: 1 (§8.1)
  has loosed this phase: no (§8.1)
> status
Proving game, Percentile tables
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
> save pct.herald
saved 4 orders to pct.herald
> load pct.herald
loaded pct.herald: Proving game, Percentile tables, 4 orders
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: eliminated
  arrows: 1 (§8.1)
  has loosed this phase: no (§8.1)
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
   1  dice manual
   2  next   [1d10z: 2 = 2 (physical)]
   3  next
   4  next   [d100: 42 = 42 (physical)]
> undo --agreed
undone: next
> next
< 0
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
roll d100 for b2's volley at r2: volley, adjacent, the tens die first: 0
b2's volley at r2: volley (§8.3), adjacent: d100: tens 0 (01-09, 00) = rout (physical)
r2 is eliminated: routed by b2's volley (§8.3)
> status
Proving game, Percentile tables
turn 1 of 4, Blue Fight phase (§9)
units eliminated: Red 1, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 0, Blue 0
dice: manual (seed 7); orders: 4
