#! args: -g spi-agincourt -s historical --seed 1
#! status: 1
# spi-agincourt §8.7: the Fire Combat Results Table, shown by `table fire`
# from its data (tables/spi-agincourt/fire.yaml, src/volley-chart.c),
# rolling nothing.  8.7's worked example: a crossbow firing 2 volleys at
# archers 3 hexes off strikes once on 01-23 and twice on 24-25, nothing
# else ("13 23" over "– 25").  One table, one range (a target named by
# its unit type, longbow, is read as its class, archers), the longbow at
# cavalry's 4 Strikes row herald rebuilt (the book prints it empty),
# marked and footnoted with the reason in the table and in the bands;
# a firer, a target, a range or volleys the table has not are refused,
# naming what it has.
> table fire crossbow archers 3 2
Fire Combat Results Table (§8.7): the strikes by the roll
Crossbow firing at Archers (§8.7)
  3 hexes, 2 volleys: 01-23 1 strike, 24-25 2 strikes, 26-00 none
> table fire crossbow archers
Fire Combat Results Table (§8.7): by range and strikes down, volleys across; a
strike up to the row's number on a roll at or under the cell (00 is 100), –
where the chance does not rise
Crossbow firing at Archers (§8.7)
range    strikes  1   2
-------  -------  --  --
1 hex    1        32
         2        –
2 hexes  1        24
         2        –
3 hexes  1        13  23
         2        –   25
4 hexes  1        3   6
         2        –   –
> table fire crossbow longbow 3
Fire Combat Results Table (§8.7): by range and strikes down, volleys across; a
strike up to the row's number on a roll at or under the cell (00 is 100), –
where the chance does not rise; beneath, the strikes by the roll
Crossbow firing at Archers (§8.7)
range    strikes  1   2
-------  -------  --  --
3 hexes  1        13  23
         2        –   25
  3 hexes, 1 volley: 01-13 1 strike, 14-00 none
  3 hexes, 2 volleys: 01-23 1 strike, 24-25 2 strikes, 26-00 none
> table fire longbow cavalry 3
Fire Combat Results Table (§8.7): by range and strikes down, volleys across; a
strike up to the row's number on a roll at or under the cell (00 is 100), –
where the chance does not rise; beneath, the strikes by the roll
Longbow firing at Cavalry (§8.7)
range    strikes  1   2   3   4   5   6
-------  -------  --  --  --  --  --  --
3 hexes  1        17  28  35  39  40  40
         2        –   31  43  51  57  60
         3        –   –   –   53  60  66
         4*       –   –   –   –   61  67
  3 hexes, 1 volley: 01-17 1 strike, 18-00 none
  3 hexes, 2 volleys: 01-28 1 strike, 29-31 2 strikes, 32-00 none
  3 hexes, 3 volleys: 01-35 1 strike, 36-43 2 strikes, 44-00 none
  3 hexes, 4 volleys: 01-39 1 strike, 40-51 2 strikes, 52-53 3 strikes, 54-00
  none
  3 hexes, 5 volleys: 01-40 1 strike, 41-57 2 strikes, 58-60 3 strikes, 61 4
  strikes*, 62-00 none
  3 hexes, 6 volleys: 01-40 1 strike, 41-60 2 strikes, 61-66 3 strikes, 67 4
  strikes*, 68-00 none
* reconstructed: SPI's Agincourt: archery, A1: the empty 4 Strikes rows of 8.7
> table fire crossbow cavalry
error: crossbow has no table of fire at "cavalry" (expected table fire crossbow TARGET, TARGET men-at-arms or archers)
> table fire pike
error: no table of fire for "pike" (expected table fire FIRER [TARGET], FIRER longbow, crossbow, shortbow or artillery)
> table fire crossbow archers 5
error: Crossbow firing at Archers has no column of 5 hexes (its ranges run from 1 to 4)
> table fire crossbow archers 3 3
error: Crossbow firing at Archers lists 1 to 2 volleys at 3 hexes
> table fire crossbow archers three
error: expected table fire [FIRER [TARGET [HEXES [VOLLEYS]]]], the range and volleys numbers (table fire crossbow archers 3 2)
