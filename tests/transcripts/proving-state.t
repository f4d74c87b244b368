#! args: --seed 7
#! data: tests/data
# Game-declared state (doc/authoring.md, "Game-declared state: counters
# and flags") in the proving game's scenario state: a bow's arrows (a
# per-unit count, start 1, types: [bow]) spent by an order_done hook and
# given back by a phase_start hook in its side's Move phase of an even
# turn; a per-unit flag reset each phase; a per-faction count of volleys
# (status) and a per-faction resolve the scenario gives.  The order hook
# refuses an attack by a bow with no arrows, and the refused order leaves
# every value as it was; undo, redo, save and load give the same values.
> new proving state
new game: Proving game, Declared state (seed 7)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  this turn: not moved (1 MP)
  arrows: 1 (§8.1)
  has loosed this phase: no (§8.1)
> status
Proving game, Declared state
turn 1 of 4, Red Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 3, Blue 2
dice: manual (seed 7); orders: 1
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> attack r2 -> b2
< 6 6
odds: AF 1 against DF 1 is 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
roll 2d6 for the attack on b2: 6 6
roll 2d6: 6+6 = 12 (physical), DRM -1, MDR 11 at 1:1: - (no effect, §9.1)
r2 looses a volley: 0 left (§8.1)
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  this turn: not moved (1 MP); has attacked
  arrows: 0 (§8.1)
  has loosed this phase: yes (§8.1)
> status
Proving game, Declared state
turn 1 of 4, Red Fight phase (§9)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 1, Blue 0
resolve: Red 3, Blue 2
dice: manual (seed 7); orders: 3
> attack r2 -> b2
error: r2 has no arrows left (§8.1): it gets one back in its side's Move phase of an even turn (§8.2)
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  this turn: not moved (1 MP); has attacked
  arrows: 0 (§8.1)
  has loosed this phase: yes (§8.1)
> undo --agreed
undone: attack r2 -> b2
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  this turn: not moved (1 MP)
  arrows: 1 (§8.1)
  has loosed this phase: no (§8.1)
> redo
redone: attack r2 -> b2
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  this turn: not moved (1 MP); has attacked
  arrows: 0 (§8.1)
  has loosed this phase: yes (§8.1)
> save state.herald
saved 3 orders to state.herald
> load state.herald
loaded state.herald: Proving game, Declared state, 3 orders
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  this turn: not moved (1 MP); has attacked
  arrows: 0 (§8.1)
  has loosed this phase: yes (§8.1)
> status
Proving game, Declared state
turn 1 of 4, Red Fight phase (§9)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 1, Blue 0
resolve: Red 3, Blue 2
dice: manual (seed 7); orders: 3
> next
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§7)
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  arrows: 0 (§8.1)
  has loosed this phase: no (§8.1)
> next
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
> attack b2 -> r2
< 6 6
odds: AF 1 against DF 1 is 1:1 (§9.1)
DRM -1: the defender has no friend next to it (§9.3)
roll 2d6 for the attack on r2: 6 6
roll 2d6: 6+6 = 12 (physical), DRM -1, MDR 11 at 1:1: - (no effect, §9.1)
b2 looses a volley: 0 left (§8.1)
> show b2
b2: Blue Bow
  Blue Bow
  af 1 df 1
  position: 0503 s
  terrain: Clear
  this turn: not moved (1 MP); has attacked
  arrows: 0 (§8.1)
  has loosed this phase: yes (§8.1)
> next
ended: turn 1 of 4, Blue Fight phase (§9)
now: turn 2 of 4, Red Move phase (§7)
r2 gets an arrow back: 1 (§8.2)
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  this turn: not moved (1 MP)
  arrows: 1 (§8.1)
  has loosed this phase: no (§8.1)
> show b2
b2: Blue Bow
  Blue Bow
  af 1 df 1
  position: 0503 s
  terrain: Clear
  arrows: 0 (§8.1)
  has loosed this phase: no (§8.1)
> status
Proving game, Declared state
turn 2 of 4, Red Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 1, Blue 1
resolve: Red 3, Blue 2
dice: manual (seed 7); orders: 7
#! status: 1
