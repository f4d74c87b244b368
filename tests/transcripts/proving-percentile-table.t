#! args: --seed 7
#! data: tests/data
# The table command (commands/cmd-table.c; doc/authoring.md, "Dice and
# tables: percentile tables"): the proving game's volley table consulted
# at the table-top.  `table` lists the tables and `table volley` its
# columns with their chances, rolling nothing (no order in the log).  A
# column is named by its label (in words) or its number.  With engine
# dice a tens die of 7 decides alone; with physical dice a 4 in the
# adjacent column asks for the ones die (40-44 rout, 45-49 miss), a 0 at
# 2 hexes too (01-09 hit, 00 miss), both dice may be typed at once
# ("0 5"), and a 7 asks for nothing more.  The dice are journaled with
# each order (a tens die alone as 1d10z): undo, redo, save and load give
# the same log.
> new proving percentile
new game: Proving game, Percentile tables (seed 7)
> table
volley (§8.3): 2 columns
> table volley
1 "adjacent": miss 11/20 = 55.0%, hit 3/10 = 30.0%, rout 3/20 = 15.0%; the ones die is rolled after 1 tens of 10
2 "2 hexes": miss 17/20 = 85.0%, hit 3/20 = 15.0%; the ones die is rolled after 2 tens of 10
> table volley 2 hexes
volley table, column "2 hexes": tens 7 (70-79 all give miss) -> miss (§8.3)
> table volley 3
error: volley has no column "3" (expected a label or 1 to 2: table volley lists them)
> table arrows 1
error: no percentile table "arrows" (proving: volley)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> table volley adjacent
< 4
< 4
roll d100 for the volley table, column "adjacent", the tens die first: 4
roll the ones die for the volley table, column "adjacent" (tens 4: 40 to 49): 4
volley table, column "adjacent": 44 -> rout (§8.3), physical dice
> table volley 2
< 0
< 0
roll d100 for the volley table, column "2 hexes", the tens die first: 0
roll the ones die for the volley table, column "2 hexes" (tens 0: 01 to 09, or 00 for 100): 0
volley table, column "2 hexes": 00 -> miss (§8.3), physical dice
> table volley 2 hexes
< 0 5
roll d100 for the volley table, column "2 hexes", the tens die first: 0 5
volley table, column "2 hexes": 05 -> hit (§8.3), physical dice
> table volley 1
< 7
roll d100 for the volley table, column "adjacent", the tens die first: 7
volley table, column "adjacent": tens 7 (70-79 all give miss) -> miss (§8.3), physical dice
> log
game proving, scenario percentile, seed 7
   1  table volley 2 hexes   [1d10z: 7 = 7]
   2  dice manual
   3  table volley adjacent   [d100: 44 = 44 (physical)]
   4  table volley 2   [d100: 00 = 100 (physical)]
   5  table volley 2 hexes   [d100: 05 = 5 (physical)]
   6  table volley 1   [1d10z: 7 = 7 (physical)]
> undo --agreed
undone: table volley 1
> redo
redone: table volley 1
> save t.herald
saved 6 orders to t.herald
> load t.herald
loaded t.herald: Proving game, Percentile tables, 6 orders
> log
game proving, scenario percentile, seed 7
   1  table volley 2 hexes   [1d10z: 7 = 7]
   2  dice manual
   3  table volley adjacent   [d100: 44 = 44 (physical)]
   4  table volley 2   [d100: 00 = 100 (physical)]
   5  table volley 2 hexes   [d100: 05 = 5 (physical)]
   6  table volley 1   [1d10z: 7 = 7 (physical)]
#! status: 1
