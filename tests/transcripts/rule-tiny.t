# rule (issue 11) on the made-up rules of the tiny test game
# (tests/data/scenarios/tiny/rules.yaml): every form a player types, the
# search's word forms, glossary and typo, a chart by its names, errors,
# help falling through to rule, and why listing the sections a ruling
# applied.
#! data: tests/data
#! args: -g tiny --seed 3
#! status: 1
> rule
Tiny test game: the rules (rule N shows a section, rule WORD finds one)
1  Introduction
3  Stacking
7  Movement
  7.1  Movement factors
  7.2  Charges
  7.3  Zones of control
9  Combat
  9.1  Attacks
  9.2  Line of sight
  9.3  Mêlée
  9.10  Rout
10  Rally
> rule 7
7  Movement
In its Move phase a side moves each of its units up to its movement factor (MF)
in hexes; woods cost 2 MF.
subsections:
  7.1  Movement factors
  7.2  Charges
  7.3  Zones of control
see also 3, 7.3
checked by: move
> rule §7.2
7.2  Charges
A foot unit charging in a straight line of 2 or more hexes adds 1 to its attack;
it may not charge into woods.
Errata: The charge bonus is 1, not 2 as first printed.
Clarifications: A charge may end adjacent to more than one enemy.
see also 9.1
> rule 9.0
9  Combat
Units attack adjacent enemies in the Fight phase.
subsections:
  9.1  Attacks
  9.2  Line of sight
  9.3  Mêlée
  9.10  Rout
> rule 9.10
9.10  Rout
A unit that loses a combat by 3 or more is routed and flees 2 hexes.
see also 10
> rule 7.2.
7.2  Charges
A foot unit charging in a straight line of 2 or more hexes adds 1 to its attack;
it may not charge into woods.
Errata: The charge bonus is 1, not 2 as first printed.
Clarifications: A charge may end adjacent to more than one enemy.
see also 9.1
> rule charging
7.2  Charges
A foot unit charging in a straight line of 2 or more hexes adds 1 to its attack;
it may not charge into woods.
Errata: The charge bonus is 1, not 2 as first printed.
Clarifications: A charge may end adjacent to more than one enemy.
see also 9.1
> rule routed
rout: a unit beaten badly that flees (see 9.10)
9.10  Rout
A unit that loses a combat by 3 or more is routed and flees 2 hexes.
see also 10
also found:
  10  Rally
> rule zoc
ZOC: zone of control (see 7.3)
7.3  Zones of control
The six hexes around a unit are its zone; an enemy entering it stops.
Note: reconstructed: the made-up book is silent on bows, so their zone is the
same as foot's.
> rule zone of control
ZOC: zone of control (see 7.3)
7.3  Zones of control
The six hexes around a unit are its zone; an enemy entering it stops.
Note: reconstructed: the made-up book is silent on bows, so their zone is the
same as foot's.
> rule line of sight
9.2  Line of sight
Bows fire up to 2 hexes where woods and units do not block the line.
checked by: los, fire
> rule mêlée
9.3  Mêlée
Foot fighting hand to hand roll one more die.
> rule rallly
10  Rally
A routed unit rallies on a roll of 8 or more.
checked by: rally
> rule movment
3 matches for "movment", best first:
  7  Movement
  7.1  Movement factors
  glossary  MF: movement factor, the hexes a unit may move (rule 7.1)
> rule table 2
Combat Results Table (Table 2) (section 9.1)
Its table is not yet in herald as data: read it in the printed rules.
> rule TEC
Terrain effects chart: what each terrain, feature and hexside costs to enter,
and what it does in combat

Terrain  Cost  Rule
-------  ----  ----
Clear    1     -
Woods    1*    7.1

Cost: what entering it costs

* Bow only: in the MF column, no other unit may enter (§7.1)
> rule 8.8
error: no section 8.8 in the rules of Tiny test game (rule alone lists them)
> rule xyzzy
error: nothing in the rules of Tiny test game matches "xyzzy" (rule alone lists the sections)
> rule -g
error: expected a game after -g, e.g. rule -g st-albans 9.3
> rule -g foo 1
error: herald has no rules of "foo" (no scenarios/foo/rules.yaml; games with rules: proving, tiny)
> help rout
rout: a unit beaten badly that flees (see 9.10)
9.10  Rout
A unit that loses a combat by 3 or more is routed and flees 2 hexes.
see also 10
also found:
  10  Rally
> help 9.2
9.2  Line of sight
Bows fire up to 2 hexes where woods and units do not block the line.
checked by: los, fire
> place r1 0303 n
placed r1 (Red Foot) in 0303 n
> move r1 0302
error: r1 cannot move: step 1 (0303 to 0302): 0302 is Woods, which a Foot unit cannot enter (§7.1)
> why
move r1 0302: refused: r1 cannot move: step 1 (0303 to 0302): 0302 is Woods, which a Foot unit cannot enter (§7.1)
Rules applied (each opens with the command shown):
  rule 7.1  Movement factors
