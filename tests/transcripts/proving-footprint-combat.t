#! args: -g proving-vertex --seed 3
#! data: tests/data
# Combat against a unit on two hexes (the proving-vertex game's battle
# w1 on 0406 and, on its right, 0507; src/combat-odds.c, src/morale.c,
# src/advance.c): range is counted to the nearer hex of the footprint,
# the line of sight may be to either hex, a mêlée attacker next to
# either hex may attack it, the front of a unit facing a vertex is its
# two front hexes (§5.2), and a two-hex unit that routs or advances
# takes its second hex along only where that hex may be entered and
# stood in (herald's reading; doc/reconstructions.md, "Footprints").
#
# The advance after combat (Red Fight phase).  w1 eliminates b1 in 0405,
# in front of its first hex; advancing into 0405 would take its second
# hex into 0506, where b2 stands: no one advances.
> next
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Red Fight phase (§9)
> place b1 0405 ssw
placed b1 (Blue Foot) in 0405 ssw
> place b2 0506 ssw
placed b2 (Blue Bow) in 0506 ssw
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack w1 -> b1
< 1 1
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §9.1)
b1 is eliminated
0405 is empty, but no attacker next to it can advance: w1 stands on two hexes and its second would go to 0506: 0506 is already occupied by b2 (one unit per hex, §3)
> undo --agreed
undone: attack w1 -> b1
# With 0506 free, w1 advances, both halves a hex forward.
> remove b2
removed b2 (Blue Bow) from 0506
> attack w1 -> b1
< 1 1
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §9.1)
b1 is eliminated
0405 is empty: one attacker may advance into it (§9.4): advance w1
> advance w1
w1 advances into 0405 (§9.4)
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0405+0506 nne Red       Battle               Red Battle
b1    eliminated    Blue      Foot                 Blue Foot
b2    off map       Blue      Bow                  Blue Bow
> undo --agreed
undone: advance w1
> undo --agreed
undone: attack w1 -> b1
> undo --agreed
undone: remove b2
> place b2 0702 ssw
placed b2 (Blue Bow) in 0702 ssw
> next
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§5)
> next
ended: turn 1 of 4, Blue Move phase (§5)
now: turn 1 of 4, Blue Fight phase (§9)
# Fire (Blue Fight phase).  From 0807 w1's first hex is 4 hexes away,
# beyond the bow's range of 3 (its MP, in this game), but its second is
# 3: in range.
> place b2 0807 w
placed b2 (Blue Bow) in 0807 w
> range 0807 0406
4
> range 0807 0507
3
> fire b2 w1
< 3 3
odds: AF 1 against DF 5 is 1:5 (§9.1)
range: 3 hexes (§9.2)
DRM: none
roll 2d6 for the fire on w1: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 1:5: - (no effect, §9.1)
> undo --agreed
undone: fire b2 w1
# From 0706, with r1 in 0506, the line to w1's first hex is blocked but
# the line to its second is clear: b2 may fire.
> place b2 0706 w
placed b2 (Blue Bow) in 0706 w
> place r1 0506 nne
placed r1 (Red Foot) in 0506 nne
> los 0706 0406
blocked by 0506 (§9.2)
crosses 0606 0506
> los 0706 0507
clear (§9.2)
crosses 0606
> fire b2 w1
< 3 3
odds: AF 1 against DF 5 is 1:5 (§9.1)
range: 2 hexes (§9.2)
DRM: none
roll 2d6 for the fire on w1: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 1:5: - (no effect, §9.1)
> undo --agreed
undone: fire b2 w1
# With b1 in 0606 both lines are blocked.
> place b1 0606 w
placed b1 (Blue Foot) in 0606 w
> fire b2 w1
error: b2 has no line of sight to w1: blocked by 0606 (§9.3)
# Mêlée: b1 in 0606 is next to w1's second hex only.  Facing e, its
# front hexes are 0705 and 0706: w1 is not in front.  Facing w they are
# 0506 and 0507: it may attack.
> place b1 0606 e
placed b1 (Blue Foot) in 0606 e
> attack b1 -> w1
error: w1 is not in one of b1's front hexes for combat (§5.2)
> place b1 0606 w
placed b1 (Blue Foot) in 0606 w
> attack b1 -> w1
< 3 3
odds: AF 2 against DF 5 is 2:5, rounded down to 1:5 (§9.1)
DRM: none
roll 2d6 for the attack on w1: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 1:5: - (no effect, §9.1)
> undo --agreed
undone: attack b1 -> w1
# The rout.  M, and the morale check fails: w1 routs toward its own (s)
# edge, its second hex keeping its side of the first: 0407+0508,
# 0508+0608, and off the map.  The narration names both hexes of each
# step, as `units` shows a pair (rout-to-edge.c, narrate-retreat.c).
> place b2 0807 w
placed b2 (Blue Bow) in 0807 w
> place b1 0402 ssw
placed b1 (Blue Foot) in 0402 ssw
> place r1 0207 nne
placed r1 (Red Foot) in 0207 nne
> fire b2 w1
< 1 2
< 1 1
odds: AF 1 against DF 5 is 1:5 (§9.1)
range: 3 hexes (§9.2)
DRM: none
roll 2d6 for the fire on w1: 1 2
roll 2d6: 1+2 = 3 (physical), DRM +0, MDR 3 at 1:5: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of w1: 1 1
morale check of w1 (MR 5, §10): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
w1 is routed (§10.1, §10)
w1 routs toward the s edge (§10.1): 0407+0508 0508+0608 and off the map
  0508+0608 is half a hex nearer the s edge: closer, in herald's reading of §10.1 (see doc/reconstructions.md)
w1 is eliminated: it left the map routing
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    eliminated    Red       Battle               Red Battle
b1    0402 ssw      Blue      Foot                 Blue Foot
b2    0807 w        Blue      Bow                  Blue Bow
> undo --agreed
undone: fire b2 w1
# With b1 in 0508 w1's second hex cannot follow a step into 0407: it
# routs by its front-left instead, 0307+0407 and 0308+0408.
> place b1 0508 nnw
placed b1 (Blue Foot) in 0508 nnw
> fire b2 w1
< 1 2
< 1 1
odds: AF 1 against DF 5 is 1:5 (§9.1)
range: 3 hexes (§9.2)
DRM: none
roll 2d6 for the fire on w1: 1 2
roll 2d6: 1+2 = 3 (physical), DRM +0, MDR 3 at 1:5: M (Morale check, §9.1, 10)
roll 2d6 for the morale check of w1: 1 1
morale check of w1 (MR 5, §10): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
w1 is routed (§10.1, §10)
w1 routs toward the s edge (§10.1): 0307+0407 0308+0408 and off the map
  0307+0407 is half a hex nearer the s edge: closer, in herald's reading of §10.1 (see doc/reconstructions.md)
w1 is eliminated: it left the map routing
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    eliminated    Red       Battle               Red Battle
b1    0508 nnw      Blue      Foot                 Blue Foot
b2    0807 w        Blue      Bow                  Blue Bow
#! status: 1
