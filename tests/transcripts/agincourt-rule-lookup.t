# rule (issue 11) in The Battle of Agincourt: the contents, a section by
# each form, a chapter with its subsections, the searches a player tries
# first (charge, line of sight, rally, rout, counter-attack, a typo), the
# charts by their names, and help falling through to rule.  The text is
# herald's summary (scenarios/battle-of-agincourt/rules.yaml).
#! args: --seed 1
> rule
The Battle of Agincourt: the rules (rule N shows a section, rule WORD finds one)
1  Components
  1.1  Board
  1.2  Counters
2  Setup
  2.1  English
  2.2  French
  2.3  Finishing off the setup
3  Stacking
4  Order of a unit
5  Facings
  5.1  Front hex-sides
  5.2  Rear hex-side
  5.3  Flanks
6  Turn sequence
7  Movement phase
  7.1  Terrain
  7.2  Stacking
  7.3  Facing
  7.4  Cavalry charge
8  Combat phases
9  Missile phase
  9.1  Range
  9.2  Line of sight
  9.3  Woods
  9.4  Optional rule
10  Mêlée phase
  10.0.1  Cavalry charge
  10.0.2  Fortified lines
11  Resolution of combat
  11.1  Odds
  11.2  Die roll modifier
  11.3  Combat outcomes
  11.4  Attacker advance
  11.5  Counter-attack
12  Rally phase
13  Morale Check
  13.1  Optional rule
  13.2  Consequence in combat
  13.3  Consequence in rally
  13.4  Routing
14  Victory
  14.1  Sudden Death
  14.2  End of game
> rule 9.2
9.2  Line of sight
Draw a straight line between the centres (the white dots) of the firer's hex and
the target's hex. Any hex on the line holding a unit other than the target, of
either side, blocks it. A line running along a hexside is blocked only if the
hexes on both sides of it hold such units.
Note: reconstructed: herald traces the line exactly, centre to centre; where it
runs along a hexside the two hexes form a pair that blocks only when both are
occupied, and a line that only touches a corner is in neither hex. See
doc/reconstructions.md.
checked by: los, fire
> rule §9.2
9.2  Line of sight
Draw a straight line between the centres (the white dots) of the firer's hex and
the target's hex. Any hex on the line holding a unit other than the target, of
either side, blocks it. A line running along a hexside is blocked only if the
hexes on both sides of it hold such units.
Note: reconstructed: herald traces the line exactly, centre to centre; where it
runs along a hexside the two hexes form a pair that blocks only when both are
occupied, and a line that only touches a corner is in neither hex. See
doc/reconstructions.md.
checked by: los, fire
> rule 13
13  Morale Check
A morale check (MC) is made at once when combat or the Rally phase calls for it:
roll 2d6 and add the DRMs, all of which count: +1 for each friendly leader
adjacent (routed or not), -1 for each friendly leader eliminated or gone off the
map (routed leaders still on the map do not count). Two leaders next to it with
one leader lost gives +1. The check passes if the MDR is at least the unit's MR
and fails if below. Exempt from checks caused by combat: an English unit in good
order whose rear hex holds a friendly unit, and the French Regicide in good
order next to a friendly unit; both must still check to rally.
chart: rule probabilities (Probabilities of combat results and morale checks
(Table 4))
subsections:
  13.1  Optional rule
  13.2  Consequence in combat
  13.3  Consequence in rally
  13.4  Routing
see also 1.2, 12, 13.2, 13.3
checked by: attack, fire, counter, rally, odds
> rule 10.0.1
10.0.1  Cavalry charge
Cavalry that charged (7.4) in the movement phase just before gets a -2 DRM when
it attacks the enemy unit it ended next to.
see also 7.4, 11.2
checked by: attack, odds
> rule charge
charge: cavalry moving exactly 3 hexes straight to end next to an enemy; -2 DRM
  (see 7.4, 10.0.1, 11.2)
7.4  Cavalry charge
Cavalry that covers 3 hexes, no more and no fewer, without turning, and finishes
next to an enemy unit has charged, and gets a bonus in its attack (the -2 DRM of
10.0.1 and 11.2). A charge marker may be placed as a reminder.
Clarifications: Figure 4: French cavalry moving straight to 1214 charges the
English unit in 1215; a move ending in 1114 is not straight and is no charge.
see also 10.0.1, 11.2
checked by: move, attack, odds
also found:
  10.0.1  Cavalry charge
  11.2  Die roll modifier
  1  Components
  1.2  Counters
> rule line of sight
LOS: line of sight, a straight line between hex centres not crossing other units
  (see 9.2)
9.2  Line of sight
Draw a straight line between the centres (the white dots) of the firer's hex and
the target's hex. Any hex on the line holding a unit other than the target, of
either side, blocks it. A line running along a hexside is blocked only if the
hexes on both sides of it hold such units.
Note: reconstructed: herald traces the line exactly, centre to centre; where it
runs along a hexside the two hexes form a pair that blocks only when both are
occupied, and a line that only touches a corner is in neither hex. See
doc/reconstructions.md.
checked by: los, fire
also found:
  9  Missile phase
> rule rally
rally: a routed unit's morale check in its Rally phase to return to good order
  (see 12, 13.3)
12  Rally phase
In its Rally phase each routed unit of the phasing side must try to rally with a
morale check (13). Once Henry V is eliminated the English may not rally at all.
A unit that passes returns to good order, face up, with any facing its owner
picks; one that fails stays routed and at once flees as near to its own edge as
it can (the French northward, the English southward).
Note: reconstructed: rallying is compulsory ("must attempt"), so `next` will not
leave the Rally phase while a routed unit of the side has not tried. See
doc/reconstructions.md.
see also 4, 13, 13.3, 13.4
checked by: rally, next
also found:
  13.3  Consequence in rally
  4  Order of a unit
  6  Turn sequence
  13  Morale Check
> rule rout
rout: the flipped, routed state: half DF, no facing, no attack, and flight
  toward the unit's own map edge (see 4, 13.2, 13.4)
13.4  Routing
A routed unit that fails another check flees at once toward its own edge: the
English to the south (row XX22), the French to the north (row XX01). It uses its
full MF under the normal movement rules: no passing through or ending on other
units (the Regicide may pass but not stop), and only archers enter woods. Every
hex entered must bring it closer to its edge; having no facing it may turn
freely. A unit routed in the enemy's combat flees then, and flees again if it
fails in its own Rally phase. A routed unit that leaves the map by its edge
counts as eliminated and never returns.
Note: reconstructed: the book's "closer" is measured by the hex centres, so a
step by either hexside beside the straight one counts (half a hex); when several
ways exist herald picks: off the map first (shortest), then the way that uses
the most MF, ends nearest the edge, and is straightest (doc/reconstructions.md,
"Agincourt §13.4 routing: closer by the hex centres").
see also 3, 4, 7.1, 13.2
checked by: attack, fire, counter, rally
also found:
  4  Order of a unit
  13.2  Consequence in combat
  1.2  Counters
  3  Stacking
> rule counter-attack
counter-attack: a melee defender's reply against one attacker, when it held its
  ground (see 11.5, 5.2, 5.3)
11.5  Counter-attack
After a melee, a defender not of the phasing side that was neither eliminated
nor routed may counter-attack; never after missile fire. Roles swap and it is
resolved like any attack, with the same terrain and DRMs, against one of the
units that attacked it, chosen by the defender. It is never compulsory, and no
counter-attack answers a counter-attack.
Note: reconstructed: herald allows it only when every attacker was over one of
the defender's front hexsides for combat (for cavalry, front and front-right),
since 5.2 and 5.3 forbid it after a rear or flank attack; routed units never
counter-attack (4). See doc/reconstructions.md.
see also 4, 5.2, 5.3, 11.3
checked by: counter, attack
also found:
  5.2  Rear hex-side
  5.3  Flanks
  1.2  Counters
  8  Combat phases
> rule chrage
7 matches for "chrage", best first:
  7.4  Cavalry charge
  10.0.1  Cavalry charge
  glossary  charge: cavalry moving exactly 3 hexes straight to end next to an
            enemy; -2 DRM (rule 7.4)
  11.2  Die roll modifier
  1  Components
  1.2  Counters
  glossary  cavalry: mounted men-at-arms; combat front of two hexsides; may
            charge (rule 1.2)
> rule crt
Combat results table (§11.3): the modified die roll (MDR: 2d6 plus the DRM)
down, the odds across

MDR         1:4  1:3  1:2  1:1  3:2  2:1  3:1  4:1
----------  ---  ---  ---  ---  ---  ---  ---  ---
2 or less   E    E    E    E    E    E    E    E
3           M    M    M    E    E    E    E    E
4           -*1  M    M    M*2  E*2  E*2  E*3  E*3
5           -*2  -*2  M*2  M*2  M*2  E*2  E*3  E*3
6           -*2  -*2  -*2  -*2  M*2  M*2  E*3  E*3
7           -*2  -*2  -*2  -*2  -*2  M*2  M    E*3
8           -*2  -*2  -*2  -*2  -*2  M*2  M*3  M*3
9           -*2  -*2  -*2  -*2  -*2  M*2  M*3  M*3
10          -*2  -*2  -*2  -*2  -*2  -*2  M*3  M*3
11          -*2  -*2  -*2  -*2  -*2  -*2  -*3  M*3
12 or more  -*2  -*2  -*2  -*2  -*2  -*2  -*3  -*3

E  Eliminated (§11.3)
M  Morale check (§11.3, 13)
-  no effect

The odds (§11.1) are rounded down to a column; better than 4:1 is read on 4:1;
worse than 1:4 allows no attack.

*1 reconstructed: see doc/reconstructions.md, entry 'Agincourt CRT: 1:4 at MDR
   4'
*2 reconstructed: see doc/reconstructions.md, entry 'Agincourt CRT: the cut-off
   rows'
*3 reconstructed: see doc/reconstructions.md, entry 'Agincourt CRT: the 3:1 and
   4:1 columns'
> rule tec
Terrain effects chart: what each terrain, feature and hexside costs to enter,
and what it does in combat

Terrain         MF  DF    Rule
--------------  --  ----  ------
Clear           1   -     1.1
Woods           1*  x2*†  9.3
Fortified line  1   x2*‡  10.0.2

MF: what entering it costs
DF: the defender's DF, multiplied

* Archers only: in the MF column, no other unit may enter (§7.1); in the DF
  column, no other unit's DF is multiplied
† against missile fire only
‡ against mêlée only, and only when every attacker is over the defender's front
  hexsides
> rule table 4
Chances of each combat result (§11.3) at DRM 0, worked out by herald from the
combat results table and the dice (2d6)

Odds  P(E)          P(M)          P(E or M)
----  ------------  ------------  -------------
1:4   1/36 = 2.8%   1/18 = 5.6%   1/12 = 8.3%
1:3   1/36 = 2.8%   5/36 = 13.9%  1/6 = 16.7%
1:2   1/36 = 2.8%   1/4 = 25.0%   5/18 = 27.8%
1:1   1/12 = 8.3%   7/36 = 19.4%  5/18 = 27.8%
3:2   1/6 = 16.7%   1/4 = 25.0%   5/12 = 41.7%
2:1   5/18 = 27.8%  5/9 = 55.6%   5/6 = 83.3%
3:1*  5/12 = 41.7%  1/2 = 50.0%   11/12 = 91.7%
4:1*  7/12 = 58.3%  7/18 = 38.9%  35/36 = 97.2%

The rulebook prints these chances for 1:4, 1:3, 1:2, 1:1, 3:2, 2:1; herald's
figures for them are the book's.

* reconstructed: see doc/reconstructions.md, entry 'Agincourt CRT: the 3:1 and
  4:1 columns'

Chances of passing a morale check (§13) at each rating the counters carry, with
no modifier: 2d6 at or above the rating

MR  P(pass)
--  -------------
3   35/36 = 97.2%
5   5/6 = 83.3%
6   13/18 = 72.2%
7   7/12 = 58.3%
8   5/12 = 41.7%
> help routed
rout: the flipped, routed state: half DF, no facing, no attack, and flight
  toward the unit's own map edge (see 4, 13.2, 13.4)
13.4  Routing
A routed unit that fails another check flees at once toward its own edge: the
English to the south (row XX22), the French to the north (row XX01). It uses its
full MF under the normal movement rules: no passing through or ending on other
units (the Regicide may pass but not stop), and only archers enter woods. Every
hex entered must bring it closer to its edge; having no facing it may turn
freely. A unit routed in the enemy's combat flees then, and flees again if it
fails in its own Rally phase. A routed unit that leaves the map by its edge
counts as eliminated and never returns.
Note: reconstructed: the book's "closer" is measured by the hex centres, so a
step by either hexside beside the straight one counts (half a hex); when several
ways exist herald picks: off the map first (shortest), then the way that uses
the most MF, ends nearest the edge, and is straightest (doc/reconstructions.md,
"Agincourt §13.4 routing: closer by the hex centres").
see also 3, 4, 7.1, 13.2
checked by: attack, fire, counter, rally
also found:
  4  Order of a unit
  13.2  Consequence in combat
  1.2  Counters
  3  Stacking
