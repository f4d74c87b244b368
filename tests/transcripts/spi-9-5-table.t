#! args: -g spi-agincourt -s historical --seed 1
#! status: 1
# SPI's Agincourt, its tables of chances (src/chancetab.h,
# tables/spi-agincourt/): `table` lists them; `table melee` lays out the
# Melee CRT (9.5) with its printed 1st-line row and the first four cells
# of the 2nd verbatim and every cell herald rebuilt marked and explained;
# the Unit Morale Table (10.4), whose long column labels are numbered and
# listed, rows 5-10 marked; the Army Morale Table (11.3), each army
# under its own casualties (shown at the end by `rule army morale
# table`, the rulebook's chart from the same data).  `table melee 4 4`
# is 9.23's read, line 4 at +4: 23% (reconstructed), and with the
# book's roll of 17 the defender loses a line; a printed cell says
# nothing of a reconstruction, a 0 rolls no die (9.23), a differential
# below 0 has no column (9.5's note), and a column may be named
# (army-morale ... english).
> table
melee (§9.5): Melee CRT, 7 rows (line) x 12 columns (differential)
unit-morale (§10.4): Unit Morale Table, 10 rows (morale points) x 5 columns (column)
army-morale (§11.3): Army Morale Table, 16 rows (casualties) x 2 columns (army)
fire (§8.7): Fire Combat Results Table, 8 tables (firer x target), range x volleys
leader-combat (§13.3): 36 columns
> table melee
Melee CRT (§9.5): line down, differential across; the event happens on a roll at
or under the number (00 is 100; 0: no roll)
line      0    1    2    3    4    5    6    7    8    9    10 or 11  12 or more
--------  ---  ---  ---  ---  ---  ---  ---  ---  ---  ---  --------  ----------
1st Line  0    0    0    0    0    3    6    10   14   18   23        28
2nd Line  0    0    0    3    6*   10*  14*  18*  23*  23*  28*       28*
3rd Line  0*   3*   6*   10*  14*  18*  23*  23*  28*  28*  28*       28*
4th Line  6*   10*  14*  18*  23*  23*  28*  28*  28*  28*  28*       28*
5th Line  14*  18*  23*  23*  28*  28*  28*  28*  28*  28*  28*       28*
6th Line  23*  23*  28*  28*  28*  28*  28*  28*  28*  28*  28*       28*
7th Line  28*  28*  28*  28*  28*  28*  28*  28*  28*  28*  28*       28*
* reconstructed: the book prints only the first four cells of the 2nd line; each
  line lost shifts the 1st-line row two columns (doc/reconstructions.md, T1)
> table unit-morale
Unit Morale Table (§10.4): morale points down, column across; the event happens
on a roll at or under the number (00 is 100; 0: no roll)
morale points  1     2     3     4    5
-------------  ----  ----  ----  ---  ---
1              7     2     0     0    0
2              18    12    7     2    0
3              30    24    18    12   7
4              42    36    30    24   18
5              54*   48*   42*   36*  30*
6              66*   60*   54*   48*  42*
7              78*   72*   66*   60*  54*
8              90*   84*   78*   72*  66*
9              100*  96*   90*   84*  78*
10             100*  100*  100*  96*  90*
1 Fr. archers, 3rd Battle: 3rd (7th)
2 Fr. archers, 3rd Battle: 2nd (6th)
3 Fr. archers, 3rd Battle: 1st (5th)
4 all other units: 4th or 3rd
5 all other units: 2nd or 1st
* reconstructed: the book prints rows 1-4 only; rows 5-10 carry on the printed
  rows' pattern, six points a step, capped at 100 (the least certain
  reconstruction: doc/reconstructions.md, T2)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> table melee 4 4
< 1 7
roll d100 for Melee CRT (§9.5), line 4, differential +4: 23% or less, the tens die first: 1 7
Melee CRT (§9.5), line 4, differential +4: 23% (reconstructed): tens 1, ones 7: 17, at or under 23 -> happens (physical, §9.5)
> table melee 1 9
< 2
roll d100 for Melee CRT (§9.5), line 1, differential +9: 18% or less, the tens die first: 2
Melee CRT (§9.5), line 1, differential +9: 18%: tens 2 (20-29, all over 18) -> does not happen (physical, §9.5)
> table melee 2 3
< 0 3
roll d100 for Melee CRT (§9.5), line 2, differential +3: 3% or less, the tens die first: 0 3
Melee CRT (§9.5), line 2, differential +3: 3%: tens 0, ones 3: 03, at or under 3 -> happens (physical, §9.5)
> table melee 1 4
Melee CRT (§9.5), line 1, differential +4: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> table melee 4 -1
error: Melee CRT has no differential -1 (its differentials: "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10 or 11", "12 or more")
> table melee 8 4
error: Melee CRT has no line 8 (its lines: "1st Line", "2nd Line", "3rd Line", "4th Line", "5th Line", "6th Line", "7th Line")
> table melee four 4
error: expected table melee ROW COLUMN: the line a number, the differential a number or its name (table melee shows them)
> table army-morale 34 english
< 2 9
roll d100 for Army Morale Table (§11.3), casualties 34 (31-35), English: 29% or less, the tens die first: 2 9
Army Morale Table (§11.3), casualties 34 (31-35), English: 29%: tens 2, ones 9: 29, at or under 29 -> happens (physical, §11.3)
> table army-morale 9 french
Army Morale Table (§11.3), casualties 9 (9 or less), French: 0% (reconstructed): no dice (no roll is at or under 0) -> does not happen (§11.3)
> table army-morale -3 french
error: Army Morale Table counts casualties from 0, not -3
> table army-morale 34 scots
error: Army Morale Table has no army "scots" (expected one of: french, english)
> table unit-morale 10 1
Unit Morale Table (§10.4), morale points 10, Fr. archers, 3rd Battle: 3rd (7th): 100% (reconstructed): no dice (every roll is at or under 100) -> happens (§10.4)
> rule army morale table
Army Morale Table (§11.3): casualties down, army across; the event happens on a
roll at or under the number (00 is 100; 0: no roll)
casualties   French  casualties   English
-----------  ------  -----------  -------
9 or less    0*1     4 or less    0*1
10-20        3       5-9          3
21-30        7       10-15        7
31-40        12      16-20        12
41-50        17      21-25        17
51-60        23      26-30        23
61-70        29      31-35        29
71-80        36      36-40        36
81-90        43      41-50        43
91-100       51      51-60        51*2
101-110      59*2    61-70        59*2
111-120      68*2    71-80        68*2
121-130      77*2    81-90        77*2
131-140      87*2    91-100       87*2
141-150      97*2    101-110      97*2
151 or more  100*2   111 or more  100*2
*1 reconstructed: below the printed casualties no line is printed: no chance
   (doc/reconstructions.md, T3)
*2 reconstructed: past the printed casualties the printed steps are carried on
   (doc/reconstructions.md, T3)
