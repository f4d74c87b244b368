#! args: --seed 7
# remove: take a unit off the map as a referee correction; it is not
# eliminated (§14 counts eliminated units only).  Default deployment.
> show 1116
1116: Clear
  e01   1116 n        English   Leader               Henry V
> remove e01
removed e01 (Henry V) from 1116
> show 1116
1116: Clear
  no unit
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: off map
> units off-map
e01   off map       English   Leader               Henry V
# By name.
> remove "Constable d'Albret"
removed f01 (Constable d'Albret) from 1508
> show 1508
1508: Clear, set-up mark: French
  no unit
# A unit that is not on the map cannot be removed again; nothing changes.
> remove e01
error: cannot remove: e01 is not on the map
> units off-map
e01   off map       English   Leader               Henry V
f01   off map       French    Leader               Constable d'Albret
# The hex is free again (§3) and the unit can be placed anew; placed
# again it faces away from its own edge (north for the English).
> place e01 1116
placed e01 (Henry V) in 1116 n
> place e02 1508
placed e02 (Duke of York) in 1508 n
# Undo puts a removed unit back where it stood, with its facing, and a
# placed unit back where the deployment had it (more in undo.t).  The
# rebuild is silent: no opening narration again.
> undo
undone: place e02 1508
> show e02
e02: Duke of York
  English Leader, division
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1916 n
  terrain: Clear
  this turn: not moved (4 MF)
> undo 2
undone: place e01 1116
undone: remove "Constable d'Albret"
> show f01
f01: Constable d'Albret
  French Leader, army
  af 4 df 5 rdf 2 range 0 mf 5 mr 5
  position: 1508 s
  terrain: Clear
> show 1508
1508: Clear, set-up mark: French
  f01   1508 s        French    Leader               Constable d'Albret
# redo puts them all back.
> redo 3
redone: remove "Constable d'Albret"
redone: place e01 1116
redone: place e02 1508
> show 1508
1508: Clear, set-up mark: French
  e02   1508 n        English   Leader               Duke of York
# Errors.
> remove zz
error: no unit "zz" (expected a unit id such as e01, or a name)
> remove Duke
error: "Duke" is ambiguous: e02 e05 f03 f04 f05 f06
> remove
error: too few arguments: expected remove <unit>
> remove e01 e02
error: too many arguments: expected remove <unit>
> log
game battle-of-agincourt, scenario historical, seed 7
   1  remove e01
   2  remove "Constable d'Albret"
   3  place e01 1116
   4  place e02 1508
#! status: 1
