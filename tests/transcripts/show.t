#! args: --seed 7
# show: one hex or one unit, on the default (historical) deployment.
# §1.1: 1114 is clear with a fortified line (the English stakes) on its
# front hexsides, a set-up hex of the English lion, holding an archer
# (§2.1: every hex behind stakes holds an archer).
> show 1114
1114: Clear, Fortified line (hexsides n ne nw), set-up mark: English
  e26   1114 n        English   Archers              Left Wedge Archers
# A clear hex with no feature, mark or unit (Figures 4 and 6: 1214 empty).
> show 1214
1214: Clear
  no unit
# §1.1, §7.1: woods.
> show 0111
0111: Woods
  no unit
# §2.2: a French fleur-de-lis set-up hex with a French leader in it.
> show 1508
1508: Clear, set-up mark: French
  f01   1508 s        French    Leader               Constable d'Albret
# A unit by id, by its full name (quoted; case does not matter), by a
# unique prefix of the name.
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1116 n
  terrain: Clear
  this turn: not moved (4 MF)
> show "Henry V"
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1116 n
  terrain: Clear
  this turn: not moved (4 MF)
> show 'henry v'
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1116 n
  terrain: Clear
  this turn: not moved (4 MF)
> show Hen
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1116 n
  terrain: Clear
  this turn: not moved (4 MF)
> show const
f01: Constable d'Albret
  French Leader, army
  af 4 df 5 rdf 2 range 0 mf 5 mr 5
  position: 1508 s
  terrain: Clear
# §1.2: an archer has a range (§9.1: English 6, French 3), other units 0.
> show e39
e39: King's Bodyguard Archers
  English Archers, regiment
  af 6 df 4 rdf 2 range 6 mf 4 mr 6
  position: 1115 n
  terrain: Clear
  this turn: not moved (4 MF)
> show f29
f29: Crossbowmen 1
  French Archers, regiment
  af 3 df 3 rdf 1 range 3 mf 4 mr 8
  position: 0309 s
  terrain: Clear
# A unit taken off the map.
> remove f72
removed f72 (Rearguard Horse 2) from 1703
> show f72
f72: Rearguard Horse 2
  French Mounted Men-at-Arms, division
  af 8 df 4 rdf 2 range 0 mf 6 mr 7
  position: off map
# Names shared by several units are refused with the candidates (at most
# twelve, then ...).
> show Duke
error: "Duke" is ambiguous: e02 e05 f03 f04 f05 f06
> show "Duke of"
error: "Duke of" is ambiguous: e02 e05 f03 f04 f05 f06
> show e
error: "e" is ambiguous: e01 e02 e03 e04 e05 e06 e07 e08 e09 e10 e11 e12 ...
> show f7
error: "f7" is ambiguous: f70 f71 f72
# Unknown units and hexes.
> show nobody
error: no unit "nobody" (expected a unit id such as e01, or a name)
# Hex ids off the map (columns 01-30, rows 01-22) are said to be, as
# range, los and place do; the corner hexes are on it.
> show 3114
error: hex 3114 is off the map (columns 01-30, rows 01-22)
> show 0023
error: hex 0023 is off the map (columns 01-30, rows 01-22)
> show 0000
error: hex 0000 is off the map (columns 01-30, rows 01-22)
> show 3022
3022: Clear
  no unit
> show 12
error: expected a hex id of four digits (column then row, e.g. 1214), not "12"
> show
error: too few arguments: expected show <hex|unit>
#! status: 1
