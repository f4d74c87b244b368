# rule (issue 11) in Les Batailles de St Albans: the contents, a section
# by each form, the TEC's numbered notes, the searches a player tries
# first (zone of control, retreat, baggage, charge), and the charts.  The
# text is herald's summary (scenarios/st-albans/rules.yaml).
#! args: -g st-albans --seed 1
> rule
Les Batailles de St Albans: the rules (rule N shows a section, rule WORD finds
  one)
1  Basics
2  Counters
3  Scenarios
  3.1  Scenarios length
4  Game Sequence
5  Stacking
6  Commanders
7  Movement
8  Zones of Control
9  Combat
  9.1  Basics
  9.2  Charge
  9.3  Units with a missile firing capacity
  9.4  Baggage
  9.5  Combat resolution
  9.6  Terrain
  9.7  Combat results
  9.8  Retreat
  9.9  Allocation of step losses
  9.10  Morale Check
  9.11  Advance after combat
10  Victory Conditions
11  Optional Rules
  10.1  Moving from an enemy ZOC to another enemy ZOC
  10.2  Counter charge
TEC  Terrain Effect Chart
  TEC 1  Clear
  TEC 2  Road
  TEC 3  Village
  TEC 4  Woods
  TEC 5  Hill
  TEC 6  River
  TEC 7  Bridge
  TEC 8  Ford
CRT  Combat Result Table
> rule 9.3
9.3  Units with a missile firing capacity
A missile unit, on foot or mounted, may fight an adjacent unit hand to hand,
attacking or defending, at -1 strength (never below 1); the penalty is for
combat only, not morale, and not against enemy snipers (herald reads: missile
units; see the note). Attacking hand to hand by itself, it needs odds above 1/1.
It may also fire at a unit within range, but only when attacking and only if no
enemy combat unit is adjacent to it; then it suffers no elimination, retreat or
morale check unless its target can fire too. It may fire alone or add its
strength to others attacking the same hex, hand to hand or by fire, and its fire
passes over enemy units and over a river, stream, ford or bridge.
Clarifications: Quick reference: a ranged unit may fire at range, join a melee,
and fire over some obstacles. Example of combat (after 9.3): Lothaire's
Austrasie cavalry and Bourgogne infantry attack the Provence unit in Fontenoy, 5
against 2, 2 to 1; the Bowmen add 1 for 6 against 2, 3 to 1. The defender's
village gives +1 to the die and the creek another +1. Charging with the
Aquitaine cavalry (3 + 2 for the charge + 0 for the commander) by 0710 then 0709
puts an attacker on the defender's side of the creek, so its +1 is lost: 11
against 2, 4 to 1, with the village +1 still counting; going by 0810, 0809 and
0808 or 0709 would not be a charge. The 3-strength Neustrie unit in 0611 could
not be charged by 0811 then 0711 or 0712, the move not being straight at it. The
Bowmen alone could at best make Provence retreat, after which no one else could
attack it or enter its hex.
Note: reconstructed: the book's "enemy snipers" is read as any enemy missile
unit in the combat, hand to hand or firing in support; mounted missile units
with the "no melee penalty" mark never take it. Firing units are spared step
losses as well. The lone unit's "better than 1/1" is judged on the odds column
before any terrain shift (doc/reconstructions.md, "St Albans §9.3: the odds of a
lone missile unit"). The example's "(11.1 ...)" and "(6. ...)" cite old numbers:
they mean 9.1 (once per phase) and 4 (movement comes before combat).
see also 9.1, 9.5, 9.6
checked by: fire, attack, odds
> rule §9.8
9.8  Retreat
An R result moves every affected unit back 1 hex, preferring in order: a hex
with no enemy ZOC and no friend; a hex with no enemy ZOC but a friend; one in an
enemy ZOC with a friend; one in an enemy ZOC without a friend. A unit that
cannot retreat (impassable terrain or enemy ZOC behind it) loses a step, unless
friends surround it: then it pushes a friend out, takes its hex, and the friend
checks morale. The pushed friend must itself be able to retreat, or the same
thing repeats, so one combat can set off a chain of retreats, each with a morale
check. A unit forced off the map is eliminated.
Clarifications: Quick reference: a retreat is 1 hex, and a unit unable to make
it takes a loss; its list: outside enemy zones, nothing more; onto a friend, a
morale test after retreating; inside an enemy zone, a morale test at a penalty;
inside an enemy zone with no friend, one loss. Example (printed after 9.11): A's
retreat, by the priority list, pushes B out of its hex, and A tests morale at
-1; B's only way out is to push C, and C has a hex outside enemy zones to go to;
B and C then test morale without a penalty. Delayed turn play (a quick-reference
addition, outside the original rules): herald, not the player, picks the hex a
unit retreats to.
Note: reconstructed: 8 forbids retreating into an enemy ZOC while this list
allows it; herald reads the list with the quick reference: a retreat into an
enemy zone onto a friend costs a morale check at -1, into an empty hex of an
enemy zone a step, and with no way at all a step is lost. Each unit in a chain
checks once; a friend that cannot make room loses a step, and then the unit that
pushed it stays and loses one too. Among hexes of equal priority herald asks the
owner, offering first the hex furthest from the enemy; under delayed turn play
it takes that hex itself. Retreats over bridges and fords are allowed; only the
river bars them. See doc/reconstructions.md.
see also 8, 9.10, TEC 6
checked by: attack, fire
> rule 9
9  Combat
Combat takes place in each player's combat phase, under the cases below.
subsections:
  9.1  Basics
  9.2  Charge
  9.3  Units with a missile firing capacity
  9.4  Baggage
  9.5  Combat resolution
  9.6  Terrain
  9.7  Combat results
  9.8  Retreat
  9.9  Allocation of step losses
  9.10  Morale Check
  9.11  Advance after combat
see also 4
checked by: attack, fire, next
> rule TEC 3
TEC 3  Village
A village hex costs 1 MP; a defender in it adds +1 to the die.
checked by: move, attack, fire, odds
> rule zone of control
ZOC: zone of control, the six hexes around a unit; entering one ends a move (see
  8, 10.1)
8  Zones of Control
A unit's zone of control (ZOC) is the six hexes around it. Entering an enemy ZOC
costs no extra MP, but the moving unit halts there. It may not go straight from
one enemy ZOC hex to another; it must first reach a hex free of enemy ZOC. ZOC
do not reach across a river hexside unless a bridge crosses it. No unit may
retreat into an enemy ZOC.
Clarifications: Quick reference: zones of control cross neither rivers nor
fords, except at bridges.
Note: reconstructed: herald follows the quick reference and stops zones at fords
too; baggage (9.4) and commanders have no zone of control. See
doc/reconstructions.md.
see also 9.8, 10.1, TEC 6
checked by: move
also found:
  10.1  Moving from an enemy ZOC to another enemy ZOC
  6  Commanders
  TEC 8  Ford
> rule ZOC
ZOC: zone of control, the six hexes around a unit; entering one ends a move (see
  8, 10.1)
8  Zones of Control
A unit's zone of control (ZOC) is the six hexes around it. Entering an enemy ZOC
costs no extra MP, but the moving unit halts there. It may not go straight from
one enemy ZOC hex to another; it must first reach a hex free of enemy ZOC. ZOC
do not reach across a river hexside unless a bridge crosses it. No unit may
retreat into an enemy ZOC.
Clarifications: Quick reference: zones of control cross neither rivers nor
fords, except at bridges.
Note: reconstructed: herald follows the quick reference and stops zones at fords
too; baggage (9.4) and commanders have no zone of control. See
doc/reconstructions.md.
see also 9.8, 10.1, TEC 6
checked by: move
also found:
  10.1  Moving from an enemy ZOC to another enemy ZOC
  9.4  Baggage
  9.8  Retreat
  9.11  Advance after combat
> rule retreat
retreat: after an R result or an equal morale roll, the unit falls back 1 hex by
  priority (see 9.8, 9.7, 9.10)
9.8  Retreat
An R result moves every affected unit back 1 hex, preferring in order: a hex
with no enemy ZOC and no friend; a hex with no enemy ZOC but a friend; one in an
enemy ZOC with a friend; one in an enemy ZOC without a friend. A unit that
cannot retreat (impassable terrain or enemy ZOC behind it) loses a step, unless
friends surround it: then it pushes a friend out, takes its hex, and the friend
checks morale. The pushed friend must itself be able to retreat, or the same
thing repeats, so one combat can set off a chain of retreats, each with a morale
check. A unit forced off the map is eliminated.
Clarifications: Quick reference: a retreat is 1 hex, and a unit unable to make
it takes a loss; its list: outside enemy zones, nothing more; onto a friend, a
morale test after retreating; inside an enemy zone, a morale test at a penalty;
inside an enemy zone with no friend, one loss. Example (printed after 9.11): A's
retreat, by the priority list, pushes B out of its hex, and A tests morale at
-1; B's only way out is to push C, and C has a hex outside enemy zones to go to;
B and C then test morale without a penalty. Delayed turn play (a quick-reference
addition, outside the original rules): herald, not the player, picks the hex a
unit retreats to.
Note: reconstructed: 8 forbids retreating into an enemy ZOC while this list
allows it; herald reads the list with the quick reference: a retreat into an
enemy zone onto a friend costs a morale check at -1, into an empty hex of an
enemy zone a step, and with no way at all a step is lost. Each unit in a chain
checks once; a friend that cannot make room loses a step, and then the unit that
pushed it stays and loses one too. Among hexes of equal priority herald asks the
owner, offering first the hex furthest from the enemy; under delayed turn play
it takes that hex itself. Retreats over bridges and fords are allowed; only the
river bars them. See doc/reconstructions.md.
see also 8, 9.10, TEC 6
checked by: attack, fire
also found:
  9.7  Combat results
  9.10  Morale Check
  6  Commanders
  8  Zones of Control
> rule baggage
baggage: a wagon unit that defends at 1, has no ZOC, never attacks, and costs 2
  more when lost (see 9.4, 10, 5)
9.4  Baggage
Baggage cannot attack, always defends with strength 1 (terrain never changes
it), exerts no ZOC, may not be fired on (hand to hand only), and ignores R and T
results. A combat unit sharing its hex likewise can be attacked only in
hand-to-hand combat, never by fire, and the two defend with their strengths
summed; R results (from combat or morale) affect neither, but T results that
cost a step, and 1 and 2 results, fall on the combat unit as usual, and the
baggage is eliminated with the defender. An eliminated baggage unit is flipped
to its pillaged (Pillé) side and no longer counts for combat or stacking.
see also 5, 8, 9.7, 10
checked by: attack, odds
also found:
  5  Stacking
  10  Victory Conditions
  2  Counters
  6  Commanders
> rule charge
charge: cavalry with the charge mark moving straight at its target, for +2
  strength (see 9.2, 9.11, 10.2)
9.2  Charge
A cavalry unit that charges (missile cavalry never does) adds +2 to its attack
strength. Its target must stand on clear, road or bridge terrain; it must move
only toward its target, through road or clear hexes, never doubling back; and it
crosses a stream only on a road. A commander riding with it adds just his own
strength (the bonus belongs to the unit). After the combat the charger is
obliged to advance.
Clarifications: Quick reference: the bonus is +1 or +2, by unit; the target's
hex has to be terrain that allows a charge; charging uses all the unit's
movement; no stream or palisade may be crossed; the commander earns no bonus;
the charger must advance.
Note: reconstructed: herald gives +2 (the counters do not say which units get
+1), judges the charge at the attack (a unit with the charge mark that moved
this turn in a straight line ending next to its target, the target straight
ahead, every hex clear or road), reads a "bridge hex" target as a road hex, and
bars stream and palisade crossings except by road. The book's garbled sentence
about going back into the same hex is read as: a charger may not double back on
its path. See doc/reconstructions.md.
see also 9.11, 9.6, 10.2
checked by: attack, odds
also found:
  10.2  Counter charge
  9.11  Advance after combat
  1  Basics
  9.5  Combat resolution
> rule crt
Combat results table (§9.7): the modified die roll (MDR: 1d6 plus the DRM) down,
the odds across

MDR        1:2  2:3  1:1  3:2  2:1  3:1  4:1
---------  ---  ---  ---  ---  ---  ---  ---
1          DR   DT   D1   D1   D1R  D2   D2
2          DR   DR   DT   D1   D1   D1   D2
3          AR   AR   DR   DT   DT   DT   D1
4          AT*  AR*  -*   DR*  DT*  DT*  DT*
5          A1*  AT*  AR*  -*   DR*  DR*  DT*
6          A2*  A1*  AT*  AR*  -*   DR*  DR*
7 or more  A2*  A1*  AT*  AR*  AR*  -*   DR*

D2   Defender loses 2 steps (§9.7, 9.9)
D1R  Defender loses 1 step and retreats (§9.7, 9.8, 9.9)
D1   Defender loses 1 step (§9.7, 9.9)
DT   Defender checks morale (§9.7, 9.10)
DR   Defender retreats 1 hex (§9.7, 9.8)
AR   Attacker retreats 1 hex (§9.7, 9.8)
AT   Attacker checks morale (§9.7, 9.10)
A1   Attacker loses 1 step (§9.7, 9.9)
A2   Attacker loses 2 steps (§9.7, 9.9)
-    no effect

The odds (§9.5) are rounded down to a column; better than 4:1 is read on 4:1;
worse than 1:2 is read on it.

* reconstructed: see doc/reconstructions.md, entry 'St Albans CRT rows 4-6'
> rule tec
Terrain effects chart: what each terrain, feature and hexside costs to enter,
and what it does in combat

Terrain    MP           DRM  Column  Retreat  ZOC    Rule
---------  -----------  ---  ------  -------  -----  ----------
Clear      1            -    -       -        -      TEC 1
Village    1            +1   -       -        -      TEC 3
Woods      2            -    -1      -        -      TEC 4
Hill       2            -    -1      -        -      TEC 5
Road       0.5          -    -       -        -      TEC 2, 7
River      impassable   -    -       no       stops  TEC 6, 8
Bridge     1, road 0.5  +1*  -       -        -      TEC 7, 9.6
Ford       2            -    -       -        stops  TEC 8
Stream     -            +1*  -       -        -      9.2, 9.6
Palisade†  -            +1*  -       -        -      9.6

MP: what entering it costs
DRM: added to the die roll of an attack on a unit in it
Column: the combat results table columns the odds of an attack on a unit in it
move (-1: one column lower)
Retreat: no: no retreat across it
ZOC: stops: zones of control end at it
River, Bridge, Ford, Stream and Palisade lie on hexsides, between two hexes.

* for a defender behind the hexside: only when every attacker attacks across it
† reconstructed: see doc/reconstructions.md, entry 'St Albans palisade'
