# rule (issue 11) in SPI's Agincourt (1978), which herald does not referee
# yet: read from another game with rule -g.  The contents, a case, a
# chapter by its printed number (8.0) and by its short one (8), the
# searches a player tries first (fugitive, stakes, arrow supply, leader
# combat, crowding), the Fire CRT (8.7) from its data (rule fire table,
# src/volley-chart.c), and a chart whose table is not yet data.  The text is
# herald's summary (scenarios/spi-agincourt/rules.yaml).
#! args: --seed 1
> rule -g spi-agincourt
Agincourt: The Triumph of Archery over Armor (SPI, 1978): the rules (rule N
  shows a section, rule WORD finds one)
1.0  Introduction
2.0  How to Play the Game
3.0  Game Equipment
  3.1  The Game Map
  3.2  Game Charts and Tables
  3.3  The Playing Pieces
    3.31  Sample Units
    3.32  Summary of Unit Types
    3.33  Summary of Impulse Movement Allowances
  3.4  Game Scale
  3.5  Inventory of Game Parts
  3.6  Rules Questions
  3.7  Glossary of Game Terms
  3.8  Use of the Percentile Die
4.0  Sequence of Play
5.0  Movement
  5.1  Restrictions on Movement
    5.11  Only the phasing player moves
    5.12  Movement Points per impulse
    5.13  Terrain limits distance
    5.14  Entering leaders, Dead and enemy fugitives
    5.15  Entering friendly fugitives
    5.16  Units run into by fugitives
    5.17  No entering other combat units
    5.18  French archers keep apart
  5.2  Facing
    5.21  Turning a single counter
    5.22  Single counters move forward
    5.23  Reversing a double counter
    5.24  Pivoting a double counter
    5.25  Double counters move forward
  5.3  Line Movement
    5.31  French units move in lines
    5.32  Blocked units in a line
    5.33  Who is in a line
  5.4  Line Formations
    5.41  No entering a one-hex gap
    5.42  No sliding along two enemy units
    5.43  What does not block
6.0  Stacking
  6.1  Stacking Limitations
    6.11  No stacking of combat units
    6.12  No moving through combat units
    6.13  Leaders and contingents
    6.14  Markers stack
    6.15  Capturing by entering
    6.16  Leaders avoid enemy units
  6.2  How Stacking Affects Movement and Combat
    6.21  Stacking is free
    6.22  Only the combat unit is hit
    6.23  One leader fights per stack
7.0  Terrain Effects on Movement and Combat
  7.1  Terrain Features
    7.11  Terrain key
    7.12  Clear and Woods hexes
    7.13  Elevation and contours
  7.2  How Terrain Affects Movement
    7.21  Clear hexes, dry or muddy
    7.22  Woods prohibited
    7.23  Uphill contours
    7.24  Uphill in mud
    7.25  Roads
    7.26  Charging cavalry and slopes
  7.3  Terrain Effects Chart
8.0  Archery Fire Combat
  8.1  Restrictions on Fire Combat
    8.11  Fire is optional
    8.12  Archers that moved cannot fire
    8.13  Units that fire
    8.14  One target per impulse
    8.15  Fire by all or none
    8.16  Firing through woods and over units
    8.17  Targets in contact
    8.18  Several archers, one target
  8.2  Line of Sight
    8.21  Firer must see target
    8.22  Lines along a hexside
    8.23  Woods block
    8.24  Firer and target level
    8.25  Firer and target at different levels
  8.3  Effects of Fire Combat
    8.31  A hit costs one line
    8.32  Strikes are lines lost
    8.33  Line Strength Record Track
    8.34  Dead and Fugitive markers
    8.35  Elimination
    8.36  Casualty Level
  8.4  Rate of Fire
    8.41  Rate by bow type
    8.42  Rates of fire
    8.43  Close range halves the rate
  8.5  Arrow Supply
    8.51  One volley spent per volley fired
    8.52  Starting supply and the second quiver
    8.53  Running out of arrows
  8.6  Arrow Retrieval
    8.61  Retrieving from the dead
    8.62  Who may retrieve
  8.7  Fire Combat Results Table
9.0  Melee Combat
  9.1  How to Calculate the Melee Combat Strength Differential
    9.11  Leader bonus
    9.12  Dead in the hex
    9.13  Crowding
    9.14  Initial Shock
    9.15  Stakes
    9.16  Lines do not weaken
    9.17  Half a double counter adjacent
    9.18  One target per French unit
  9.2  Resolving Melee Combat
    9.21  Locked in melee
    9.22  Defenders check fatigue
    9.23  Zero cells and the worked example
  9.3  Melee Combat Restrictions and Prohibitions
    9.31  Compulsory attack
    9.32  Who may attack
    9.33  One attack per unit
    9.34  Terrain has no effect
    9.35  Combined attacks
  9.4  Melee Strength Adjustment Summary
  9.5  Melee Combat Results Table
10.0  Unit Morale
  10.1  Resolving Unit Morale Checks
    10.11  Totals above 10 points
    10.12  Ten-point rows first
  10.2  Applying Unit Morale Checks
    10.21  Morale step loss
    10.22  Several losses in one phase
  10.3  Death of King Henry V
  10.4  Unit Morale Table
  10.5  Morale Point Schedule
11.0  Army Morale
  11.1  Army Casualty Tracks
  11.2  Demoralization
    11.21  Routed units
    11.22  Leaders hold units
    11.23  Rallying
  11.3  Army Morale Table
12.0  Leaders
  12.1  Leadership Ability
    12.11  English leaders
    12.12  French leaders
    12.13  Constable, Marshal and Admiral
  12.2  Leadership Melee Rating
    12.21  Attack and defence
    12.22  Size of the bonus
    12.23  Leaders alone
    12.24  One leader per melee
  12.3  Loss of Leaders
    12.31  Leaders untouched by combat
    12.32  Unit eliminated under a leader
    12.33  Leaders retreating with fugitives
    12.34  Leaving the map
    12.35  Capture of leaders
13.0  Leader Combat
  13.1  Resolving Leader Combat
    13.11  One leader per hex
    13.12  Leaders of equal strength
    13.13  Manners of attack
    13.14  Recovery
  13.2  Explanation of Leader Combat Results
    13.21  The three spans of a cell
    13.22  Capture results
  13.3  Leader Combat Table
14.0  Fugitives
  14.1  Creation of Fugitives
    14.11  A marker for each loss
    14.12  Double counters
    14.13  Merging markers
  14.2  Movement of Fugitives
    14.21  Choosing directions
    14.22  French fugitives go north
    14.23  English fugitives go south
    14.24  Full movement
    14.25  Running into friends
    14.26  Woods deflect fugitives
    14.27  Into enemy units
    14.28  Capturing fugitives
15.0  Yeomen
16.0  Stakes
  16.1  Removing Stakes
    16.11  Pulling up stakes
    16.12  Carried stakes; French units entering
  16.2  Implanting Stakes
    16.21  Who implants
    16.22  Time to implant
  16.3  Facing and the Effects of Stakes
    16.31  Stake facing
    16.32  Men-at-arms and stakes
    16.33  Cavalry and stakes
17.0  Cavalry
  17.1  Cavalry Melee and Movement Ratings
    17.11  Normal and charge sides
    17.12  Turning over
  17.2  Cavalry Charge
    17.21  When a unit may charge
    17.22  Full movement
    17.23  Rest between charges
    17.24  Straight and never downhill
    17.25  Charging over the dead
    17.26  No pivoting
    17.27  Fugitives stop charges
18.0  Fait du Mort (Suicide Squad)
19.0  French Artillery Battery (Optional Rule)
20.0  The Scenarios
  20.1  Agincourt Historical Scenario (Suitable for Solitaire Play)
    20.11  Scenario Length
    20.12  Initial Deployment
    20.13  Special Rules
    20.14  Victory Conditions
  20.2  French Free Deployment Scenario
    20.21  Scenario Length
    20.22  Initial Deployment
    20.23  Special Rules
    20.24  Victory Conditions
  20.3  King Harry's Folly
    20.31  Scenario Length
    20.32  Initial Deployment
    20.33  Special Rules
    20.34  Victory Conditions
  20.4  Open Field of Battle
    20.41  Scenario Length
    20.42  Initial Deployment
    20.43  Special Rules
    20.44  Victory Conditions
> rule -g spi-agincourt 8.15
8.15  Fire by all or none
When each enemy movement impulse ends, each archer unit of the non-phasing side
may shoot as many volleys as its rate of fire allows. If a player fires any
archers in an impulse, every one of his archer units with an enemy unit in range
must fire. Archers fire only in the enemy's Movement and Archery Phase (the
historical scenario adds one opening volley ahead of the first French
Player-Turn, 20.13).
Note: reconstructed: herald reads "must fire" as at least one volley at a target
the unit may legally fire at (in range, in line of sight, 8.17 allowing); how
many volleys, up to the rate of fire, is the owner's choice. See
doc/reconstructions.md.
see also 8.4, 8.11, 8.17, 20.13
> rule -g spi-agincourt 8.0
8.0  Archery Fire Combat
Archers shoot during the enemy's Movement Phase, as the enemy comes on. When
each impulse of the enemy's movement ends, the non-phasing player's archers, in
archer status (not yeoman), may shoot volleys at enemy combat units in range,
within their rate of fire and arrow supply. Every firing unit is assigned its
number of volleys and its target before any fire is resolved, and assigned
volleys may not be held back. Each attack is settled on its own with the Fire
Combat Results Table (8.7), in the part for that firer and target type, by range
and volleys, and takes effect at once.
subsections:
  8.1  Restrictions on Fire Combat
    8.11  Fire is optional
    8.12  Archers that moved cannot fire
    8.13  Units that fire
    8.14  One target per impulse
    8.15  Fire by all or none
    8.16  Firing through woods and over units
    8.17  Targets in contact
    8.18  Several archers, one target
  8.2  Line of Sight
    8.21  Firer must see target
    8.22  Lines along a hexside
    8.23  Woods block
    8.24  Firer and target level
    8.25  Firer and target at different levels
  8.3  Effects of Fire Combat
    8.31  A hit costs one line
    8.32  Strikes are lines lost
    8.33  Line Strength Record Track
    8.34  Dead and Fugitive markers
    8.35  Elimination
    8.36  Casualty Level
  8.4  Rate of Fire
    8.41  Rate by bow type
    8.42  Rates of fire
    8.43  Close range halves the rate
  8.5  Arrow Supply
    8.51  One volley spent per volley fired
    8.52  Starting supply and the second quiver
    8.53  Running out of arrows
  8.6  Arrow Retrieval
    8.61  Retrieving from the dead
    8.62  Who may retrieve
  8.7  Fire Combat Results Table
see also 8.1, 8.4, 8.5, 8.7, 15.0
checked by: fire, odds, los, range
> rule -g spi-agincourt §8
8.0  Archery Fire Combat
Archers shoot during the enemy's Movement Phase, as the enemy comes on. When
each impulse of the enemy's movement ends, the non-phasing player's archers, in
archer status (not yeoman), may shoot volleys at enemy combat units in range,
within their rate of fire and arrow supply. Every firing unit is assigned its
number of volleys and its target before any fire is resolved, and assigned
volleys may not be held back. Each attack is settled on its own with the Fire
Combat Results Table (8.7), in the part for that firer and target type, by range
and volleys, and takes effect at once.
subsections:
  8.1  Restrictions on Fire Combat
    8.11  Fire is optional
    8.12  Archers that moved cannot fire
    8.13  Units that fire
    8.14  One target per impulse
    8.15  Fire by all or none
    8.16  Firing through woods and over units
    8.17  Targets in contact
    8.18  Several archers, one target
  8.2  Line of Sight
    8.21  Firer must see target
    8.22  Lines along a hexside
    8.23  Woods block
    8.24  Firer and target level
    8.25  Firer and target at different levels
  8.3  Effects of Fire Combat
    8.31  A hit costs one line
    8.32  Strikes are lines lost
    8.33  Line Strength Record Track
    8.34  Dead and Fugitive markers
    8.35  Elimination
    8.36  Casualty Level
  8.4  Rate of Fire
    8.41  Rate by bow type
    8.42  Rates of fire
    8.43  Close range halves the rate
  8.5  Arrow Supply
    8.51  One volley spent per volley fired
    8.52  Starting supply and the second quiver
    8.53  Running out of arrows
  8.6  Arrow Retrieval
    8.61  Retrieving from the dead
    8.62  Who may retrieve
  8.7  Fire Combat Results Table
see also 8.1, 8.4, 8.5, 8.7, 15.0
checked by: fire, odds, los, range
> rule -g spi-agincourt fugitive
Fugitive: a marker placed with a unit for each line it loses; it flees toward
  its own map edge in the Fugitive Movement Phases (see 3.7, 8.34, 5.15, 14.0,
  14.2, 14.11)
14.0  Fugitives
Fugitive markers are the survivors of broken lines. One is created with every
line loss (14.1); they flee toward their own side's map edge in the Fugitive
Movement Phase (14.2), pin the friendly units they run into, weigh on nearby
units' morale (10.5), and can be captured by the enemy for victory points.
subsections:
  14.1  Creation of Fugitives
    14.11  A marker for each loss
    14.12  Double counters
    14.13  Merging markers
  14.2  Movement of Fugitives
    14.21  Choosing directions
    14.22  French fugitives go north
    14.23  English fugitives go south
    14.24  Full movement
    14.25  Running into friends
    14.26  Woods deflect fugitives
    14.27  Into enemy units
    14.28  Capturing fugitives
see also 14.1, 14.2, 5.15, 5.16, 10.5, 20.14
checked by: next, marker
also found:
  3.7  Glossary of Game Terms
  5.15  Entering friendly fugitives
  8.34  Dead and Fugitive markers
  14.2  Movement of Fugitives
> rule -g spi-agincourt stakes
25 matches for "stakes", best first:
  9.15  Stakes
  16.0  Stakes
  3.32  Summary of Unit Types
  glossary  Stakes: sharpened stakes carried and implanted by English yeomen,
            protecting 4 hexsides (rule 3.32)
  16.1  Removing Stakes
  16.2  Implanting Stakes
  16.31  Stake facing
  16.11  Pulling up stakes
  16.12  Carried stakes; French units entering
  16.3  Facing and the Effects of Stakes
  16.32  Men-at-arms and stakes
  16.33  Cavalry and stakes
  glossary  implanting: planting carried stakes: a yeoman stays three impulses
            in the hex; the English player picks their facing (rule 16.2)
  glossary  pulling up stakes: removing implanted stakes (a whole Movement
            Phase) to carry them elsewhere (rule 16.1)
  glossary  protected hexside: one of the four hexsides of a stakes hex that the
            stakes cover (rule 16.31)
  7.3  Terrain Effects Chart
  9.0  Melee Combat
  10.5  Morale Point Schedule
  15.0  Yeomen
  16.21  Who implants
and 5 more: add a word to narrow the search
> rule -g spi-agincourt arrow supply
Arrow supply: the volleys an archer unit has left: 24 to start, a second quiver
  of 15-24 for most longbows (see 8.5, 8.52)
8.5  Arrow Supply
Arrows are limited; each archer unit's supply is kept on the Arrow Supply Track
(8.51 to 8.53).
subsections:
  8.51  One volley spent per volley fired
  8.52  Starting supply and the second quiver
  8.53  Running out of arrows
also found:
  8.52  Starting supply and the second quiver
  8.51  One volley spent per volley fired
  8.53  Running out of arrows
  8.6  Arrow Retrieval
> rule -g spi-agincourt leader combat
leader combat: single combat of up to five rounds between adjacent opposing
  leaders (see 13.0, 13.3)
13.0  Leader Combat
In the Leader Combat Phase, enemy leaders in neighbouring hexes, each stacked
with a combat unit of his contingent, fight single combats. Each starts at his
Melee Rating as his strength, and a combat runs up to five rounds. Each round
the leader with the greater current strength is the Superior and the other the
Inferior (13.12 if equal); both players choose a manner of attack (13.13) and
reveal them together; the Superior's choice gives the column and the Inferior's
the block of the Leader Combat Table (13.3), and one percentile roll lowers the
Superior, both, the Inferior or neither by one. A leader at zero strength, or
hit by a (c) result, is captured and removed. If both would be captured in the
same round, they fight sudden-death rounds at equal strength until only one is
captured. A leader fights at most one leader combat per phase.
Note: reconstructed: 13.0 says leaders "may" fight while 2.0 and 4.0 say the
combat "is resolved"; herald makes it compulsory for every eligible pair, the
phasing player pairing leaders where there is a choice. In sudden death herald
resolves each round as between equal leaders (13.12): the first leader to lose a
point or take a (c) result, alone, is captured, and the round is fought again if
both or neither are hit. See doc/reconstructions.md.
chart: rule leader-combat (Leader Combat Results Table (13.3))
subsections:
  13.1  Resolving Leader Combat
    13.11  One leader per hex
    13.12  Leaders of equal strength
    13.13  Manners of attack
    13.14  Recovery
  13.2  Explanation of Leader Combat Results
    13.21  The three spans of a cell
    13.22  Capture results
  13.3  Leader Combat Table
see also 13.1, 13.2, 13.3, 13.13, 12.0, 18.0, 6.23
also found:
  13.3  Leader Combat Table
  12.31  Leaders untouched by combat
  13.1  Resolving Leader Combat
  13.2  Explanation of Leader Combat Results
> rule -g spi-agincourt crowding
Crowding: being adjacent to friendly combat units; lowers melee strength (up to
  -3) and adds morale points (see 3.7, 9.13, 10.5)
9.13  Crowding
A unit is crowded by each friendly combat unit adjacent to it, and loses 1 melee
strength per crowding unit, to at most -3 (four or more crowding units still
give -3).
Errata: The crowding illustration shows an archer counter (SB IV); it should be
a men-at-arms unit, since an archer placed there would break 5.18.
Note: reconstructed: herald counts each adjacent friendly combat unit once, a
double counter touching with both halves included, and for a double counter
counts units adjacent to either half. See doc/reconstructions.md.
see also 5.18, 10.5
also found:
  3.7  Glossary of Game Terms
  10.5  Morale Point Schedule
  5.18  French archers keep apart
  9.0  Melee Combat
> rule -g spi-agincourt fire table
Fire Combat Results Table (§8.7): by range and strikes down, volleys across; a
strike up to the row's number on a roll at or under the cell (00 is 100), –
where the chance does not rise
Longbow firing at Men-at-Arms (§8.7)
range    strikes  1   2   3   4   5   6
-------  -------  --  --  --  --  --  --
1 hex    1        17  28  35
         2        –   31  43
         3        –   –   –
2 hexes  1        14  24  31
         2        –   26  36
         3        –   –   –
3 hexes  1        11  20  26  31  36  37
         2        –   21  29  36  43  48
         3        –   –   –   37  44  50
4 hexes  1        9   16  22  27  31  34
         2        –   17  24  31  37  42
         3        –   –   –   –   38  43
5 hexes  1        3   6   8   11  13  16
         2        –   –   9   12  14  17
         3        –   –   –   –   –   –
6 hexes  1        1   2   3   4   5   6
         2        –   –   –   –   –   –
         3        –   –   –   –   –   –
Longbow firing at Cavalry (§8.7)
range    strikes  1   2   3   4   5   6
-------  -------  --  --  --  --  --  --
1 hex    1        22  34  40
         2        –   39  52
         3        –   –   53
2 hexes  1        19  31  38
         2        –   35  46
         3        –   –   47
3 hexes  1        17  28  35  39  40  40
         2        –   31  43  51  57  60
         3        –   –   –   53  60  66
         4*       –   –   –   –   61  67
4 hexes  1        14  24  31  36  38  40
         2        –   26  36  45  51  56
         3        –   –   –   46  53  60
         4*       –   –   –   –   –   –
5 hexes  1        6   11  16  20  24  27
         2        –   12  17  22  27  31
         3        –   –   –   –   –   –
6 hexes  1        2   4   6   8   9   11
         2        –   –   –   –   10  12
         3        –   –   –   –   –   –
Longbow firing at Archers (§8.7)
range    strikes  1   2   3   4   5   6
-------  -------  --  --  --  --  --  --
1 hex    1        32  44  44
         2        –   54  65
         3        –   –   68
2 hexes  1        28  40  44
         2        –   48  61
         3        –   –   63
3 hexes  1        24  36  42  42  40  37
         2        –   42  55  62  65  66
         3        –   –   56  66  73  78
         4*       –   –   –   67  75  80
4 hexes  1        19  31  37  41  41  40
         2        –   35  46  55  60  63
         3        –   –   47  57  64  70
         4*       –   –   –   –   65  72
5 hexes  1        9   16  22  27  31  34
         2        –   17  24  31  37  42
         3        –   –   –   –   38  43
6 hexes  1        3   6   8   11  13  16
         2        –   –   9   12  14  17
         3        –   –   –   –   –   –
Crossbow firing at Men-at-Arms (§8.7)
range    strikes  1   2
-------  -------  --  --
1 hex    1        19
2 hexes  1        14
3 hexes  1        5   10
4 hexes  1        1   2
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
Shortbow firing at Men-at-Arms (§8.7)
range    strikes  1  2   3  4
-------  -------  -  --  -  -
1 hex    1        5  10
2 hexes  1        3  6
3 hexes  1        2  4   6  8
4 hexes  1        1  2   3  4
5 hexes  1        1  2   3  4
Shortbow firing at Archers (§8.7)
range    strikes  1   2   3   4
-------  -------  --  --  --  --
1 hex    1        24  36
         2        –   42
         3        –   –
2 hexes  1        20  32
         2        –   36
         3        –   –
3 hexes  1        14  24  31  36
         2        –   26  36  46
         3        –   –   –   47
4 hexes  1        9   16  22  27
         2        –   17  24  31
         3        –   –   –   –
5 hexes  1        3   6   8   11
         2        –   –   9   12
         3        –   –   –   –
Artillery (§19.0)
range     strikes  1
--------  -------  -
1 hex     1        6
2 hexes   1        6
3 hexes   1        6
4 hexes   1        6
5 hexes   1        6
6 hexes   1        6
7 hexes   1        6
8 hexes   1        6
9 hexes   1        6
10 hexes  1        6
11 hexes  1        6
12 hexes  1        6
* reconstructed: SPI's Agincourt: archery, A1: the empty 4 Strikes rows of 8.7
> rule -g spi-agincourt table 13.3
Leader Combat Results Table (13.3) (section 13.3)
Its table is not yet in herald as data: read it in the printed rules.
