#! args: --game st-albans --empty --seed 5
# Les Batailles de St Albans §9.10: a morale check is one die against the
# unit's morale, which is its strength (§2), +1 with a commander in its
# hex or next to it (§6): lower has no effect, equal is a retreat of one
# hex, higher a step lost (or the unit eliminated, if it is already
# reduced or has one step).  `odds morale UNIT` gives the three chances.
# l10 (Northumberland's Retinue, 3): 1-2 nothing, 3 retreat, 4-6 a step.
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place l10 2016
placed l10 (Northumberland's Retinue) in 2016
> odds morale l10
morale check of l10 (morale 3, §9.10): 1d6 against it, lower has no effect, equal retreats, higher loses a step
  morale: no modifier
chances: no effect 1/3 = 33.3%, retreat 1/6 = 16.7%, step lost 1/2 = 50.0%
# With Northumberland (l05) beside it, its morale is 4.
> place l05 2017
placed l05 (Henry Holland, Duke of Exeter) in 2017
> odds morale l10
morale check of l10 (morale 3 + 1 = 4, §9.10): 1d6 against it, lower has no effect, equal retreats, higher loses a step
  morale +1: a commander with it or next to it (§6, 9.10)
chances: no effect 1/2 = 50.0%, retreat 1/6 = 16.7%, step lost 1/3 = 33.3%
# y07 (York's Billmen 1, 4) with York in its hex: 5.
> place y07 1003
placed y07 (York's Billmen 1) in 1003
> place y01 1003
placed y01 (Richard, Duke of York) in 1003
> odds morale y07
morale check of y07 (morale 4 + 1 = 5, §9.10): 1d6 against it, lower has no effect, equal retreats, higher loses a step
  morale +1: a commander with it or next to it (§6, 9.10)
chances: no effect 2/3 = 66.7%, retreat 1/6 = 16.7%, step lost 1/6 = 16.7%
# Reduced (steps), y07 has strength and morale 2 (+1: 3), and a step
# lost eliminates it.
> steps y07 reduced
y07 is on its reduced side
> odds morale y07
morale check of y07 (morale 2 + 1 = 3, §9.10): 1d6 against it, lower has no effect, equal retreats, higher loses a step
  morale +1: a commander with it or next to it (§6, 9.10)
chances: no effect 1/3 = 33.3%, retreat 1/6 = 16.7%, eliminated 1/2 = 50.0%
# Commanders never check their morale (§6); baggage is not touched by a
# T result (§9.4).
> odds morale y01
error: y01 never checks its morale: commanders never check their morale (§6)
> odds morale y06
error: y06 is not on the map: only a unit on the map checks its morale
> place y06 1103
placed y06 (Yorkist Baggage) in 1103
> odds morale y06
error: y06 is baggage: a morale check has no effect on it (§9.4)
# A unit off the map has no check.
> odds morale y08
error: y08 is not on the map: only a unit on the map checks its morale
#! status: 1
