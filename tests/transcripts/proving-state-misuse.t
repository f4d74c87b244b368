#! args: --seed 7
#! data: tests/data
# Hooks that misuse game-declared state (the proving game's scenario
# misuse, misuse.tcl): a question (status, setup check) and the order
# check may read a value but not set one; an order_done hook may set
# one, within its bounds, of a unit that carries it, by a declared name,
# of a faction where it is kept per faction, and a flag takes only 0 or
# 1.  Each mistake refuses its order, and a refused order keeps none of
# the values its hook set before failing.  Undo takes back what a hook
# set.
> new proving misuse
new game: Proving game, Declared state misused (seed 7)
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
Proving game, Declared state misused
turn 1 of 4, Red Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 1, Blue 0
dice: auto (seed 7); orders: 0
resolve of red: 1
error: misuse.tcl:7: hook misuse_standing failed: herald::counter: volleys may not be set here: only in the start, phase and order hooks (start, phase_start, phase_end, game_end, order_done, after_order) and a result's effect, not in a question (status, setup check), the order check or a condition
> setup check
error: misuse.tcl:12: hook misuse_setup failed: herald::counter: loosed may not be set here: only in the start, phase and order hooks (start, phase_start, phase_end, game_end, order_done, after_order) and a result's effect, not in a question (status, setup check), the order check or a condition
> roll 1d6
error: misuse.tcl:18: hook misuse_check failed: herald::counter: arrows may not be set here: only in the start, phase and order hooks (start, phase_start, phase_end, game_end, order_done, after_order) and a result's effect, not in a question (status, setup check), the order check or a condition
> roll 2d6
error: misuse.tcl:33: hook misuse_done failed: herald::counter: arrows may not be 7: expected 0 to 2
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  this turn: not moved (1 MP)
  arrows: 1 (§8.1)
  has loosed this phase: no (§8.1)
> roll 3d6
error: misuse.tcl:35: hook misuse_done failed: herald::counter: r1 has no arrows (only some unit types carry it)
> roll 4d6
error: misuse.tcl:36: hook misuse_done failed: herald::counter: no declared value "quiver" (expected arrows, loosed, volleys, resolve, vigour)
> roll 5d6
error: misuse.tcl:37: hook misuse_done failed: herald::counter: loosed is a flag: expected 0 or 1, not 2
> roll 6d6
error: misuse.tcl:38: hook misuse_done failed: herald::counter: no faction "r2" (volleys is kept per faction)
> roll 2d10
error: misuse.tcl:39: hook misuse_done failed: herald::counter: expected a whole number for volleys, not "many"
> roll 1d10
1d10: 8 = 8
> roll d66
d66: 26 = 26
> show r2
r2: Red Bow
  Red Bow
  af 1 df 1
  position: 0504 n
  terrain: Clear
  this turn: not moved (1 MP)
  arrows: 1 (§8.1)
  has loosed this phase: yes (§8.1)
> status
Proving game, Declared state misused
turn 1 of 4, Red Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 3, Blue 0
resolve: Red 1, Blue 0
dice: auto (seed 7); orders: 2
resolve of red: 1
error: misuse.tcl:7: hook misuse_standing failed: herald::counter: volleys may not be set here: only in the start, phase and order hooks (start, phase_start, phase_end, game_end, order_done, after_order) and a result's effect, not in a question (status, setup check), the order check or a condition
> undo --agreed
undone: roll d66
> undo --agreed
undone: roll 1d10
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
Proving game, Declared state misused
turn 1 of 4, Red Move phase (§7)
units eliminated: Red 0, Blue 0
optional rules: none
volleys loosed: Red 0, Blue 0
resolve: Red 1, Blue 0
dice: auto (seed 7); orders: 0
resolve of red: 1
error: misuse.tcl:7: hook misuse_standing failed: herald::counter: volleys may not be set here: only in the start, phase and order hooks (start, phase_start, phase_end, game_end, order_done, after_order) and a result's effect, not in a question (status, setup check), the order check or a condition
#! status: 1
