#! args: --empty --seed 7
# place: put a unit on a hex (set-up and referee corrections).  The
# stacking limit (§3) and the terrain a unit may not enter (§7.1) apply.
# With a facing (§5: one of the six hexsides).
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place f11 1214 s
placed f11 (Vanguard Men-at-Arms 1) in 1214 s
> place e01 1116 NE
placed e01 (Henry V) in 1116 ne
# §2: units may set up with any facing.
> place f12 1213 nw
placed f12 (Vanguard Men-at-Arms 2) in 1213 nw
# Without a facing a new unit faces away from its own map edge (§13.4:
# the English edge is the south, the French the north)...
> place e02 1916
placed e02 (Duke of York) in 1916 n
> place f01 1508
placed f01 (Constable d'Albret) in 1508 s
# ...and a unit already on the map keeps its facing.
> place e01 1117
placed e01 (Henry V) in 1117 ne
> place f12 1313
placed f12 (Vanguard Men-at-Arms 2) in 1313 nw
# §3: one unit per hex.  The order is refused and nothing changes.
> place e11 1215
error: cannot place e11: 1215 is already occupied by e10 (one unit per hex, §3)
> show e11
e11: King's Household Men-at-Arms 2
  English Men-at-Arms, battalion
  af 9 df 5 rdf 2 range 0 mf 3 mr 5
  position: off map
> show 1215
1215: Clear, set-up mark: English
  e10   1215 n        English   Men-at-Arms          King's Household Men-at-Arms 1
> place f11 1215
error: cannot place f11: 1215 is already occupied by e10 (one unit per hex, §3)
> show f11
f11: Vanguard Men-at-Arms 1
  French Men-at-Arms, battalion
  af 8 df 4 rdf 2 range 0 mf 3 mr 6
  position: 1214 s
  terrain: Clear
> show 1215
1215: Clear, set-up mark: English
  e10   1215 n        English   Men-at-Arms          King's Household Men-at-Arms 1
# §3: the regicide may pass over units but not end in an occupied hex.
> place f10 1214
error: cannot place f10: 1214 is already occupied by f11 (one unit per hex, §3)
> show f10
f10: The Eighteen Esquires
  French Regicide, army
  af 6 df 4 rdf 2 range 0 mf 5 mr 3
  position: off map
# §7.1: woods can be entered by archers only.
# The refusal cites §7.1 alone (§9.3, the woods defence, is no reason).
> place e10 0111
error: cannot place e10: 0111 is Woods, which a Men-at-Arms unit cannot enter (§7.1)
> show e10
e10: King's Household Men-at-Arms 1
  English Men-at-Arms, battalion
  af 9 df 5 rdf 2 range 0 mf 3 mr 5
  position: 1215 n
  terrain: Clear
  this turn: not moved (3 MF)
> show 0111
0111: Woods
  no unit
> place f37 0212
error: cannot place f37: 0212 is Woods, which a Mounted Men-at-Arms unit cannot enter (§7.1)
> place e01 0212
error: cannot place e01: 0212 is Woods, which a Leader unit cannot enter (§7.1)
> place f10 0212
error: cannot place f10: 0212 is Woods, which a Regicide unit cannot enter (§7.1)
# §7.1: an archer may enter woods, English or French.
> place e39 0111
placed e39 (King's Bodyguard Archers) in 0111 n
> show 0111
0111: Woods
  e39   0111 n        English   Archers              King's Bodyguard Archers
> place f29 0212 se
placed f29 (Crossbowmen 1) in 0212 se
# §7.1: all units may enter a fortified hex.
> place f37 1114 s
placed f37 (Right Wing Horse 1) in 1114 s
> show 1114
1114: Clear, Fortified line (hexsides n ne nw), set-up mark: English
  f37   1114 s        French    Mounted Men-at-Arms  Right Wing Horse 1
# A bad facing lists the six there are.
> place e39 1212 x
error: expected a facing: one of n ne se s sw nw, not "x"
> place e39 1212 north
error: expected a facing: one of n ne se s sw nw, not "north"
> show e39
e39: King's Bodyguard Archers
  English Archers, regiment
  af 6 df 4 rdf 2 range 6 mf 4 mr 6
  position: 0111 n
  terrain: Woods
  this turn: not moved (4 MF)
# Unknown unit, bad or off-map hex.
> place e40 1212
error: no unit "e40" (expected a unit id such as e01, or a name)
> place e39 3212
error: hex 3212 is off the map (columns 01-30, rows 01-22)
> place e39 12
error: expected a hex id of four digits (column then row, e.g. 1214), not "12"
> place e39
error: too few arguments: expected place <unit> <hex> [facing]
> place e39 1212 n s
error: too many arguments: expected place <unit> <hex> [facing]
# Only the orders carried out are in the log.
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  place e10 1215 n
   2  place f11 1214 s
   3  place e01 1116 NE
   4  place f12 1213 nw
   5  place e02 1916
   6  place f01 1508
   7  place e01 1117
   8  place f12 1313
   9  place e39 0111
  10  place f29 0212 se
  11  place f37 1114 s
#! status: 1
