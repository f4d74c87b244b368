#! args: -g proving-twohex --seed 3
#! data: tests/data
# The advance after combat by a unit on two hexes (src/advance.c): the
# proving-twohex game's Red battle w1 on 0406 and, back beside it on its
# right, 0507, facing n.  It may advance when either of its hexes is
# next to the emptied hex; the half next to it steps in and the other
# takes the same step, as a pair moves (footprint_steps_into).  A hex a
# marker bars to movement (the game's Stakes, effects: blocks_move) is
# barred to the advance too, whichever half would enter it.
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
# b1 in 0606 is next to w1's second hex only (before, an advance was
# offered only to a unit whose first hex was next to the emptied hex).
> place b1 0606 s
placed b1 (Blue Foot) in 0606 s
> attack w1 -> b1
< 1 1
odds: AF 6 against DF 2 is 6:2, that is 3:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:1: E (Eliminated, §9.1)
b1 is eliminated
0606 is empty: one attacker may advance into it (§9.4): advance w1
> advance w1
w1 advances into 0606 (§9.4)
> units
r1    0107 n        Red       Foot                 Red Foot
w1    0506+0606 n   Red       Battle               Red Battle
b1    eliminated    Blue      Foot                 Blue Foot
b2    0802 s        Blue      Foot                 Blue Foot Two
w2    0603+0503 s   Blue      Battle               Blue Battle
# undo, save and load give the same game
> undo --agreed
undone: advance w1
> units
r1    0107 n        Red       Foot                 Red Foot
w1    0406+0507 n   Red       Battle               Red Battle
b1    eliminated    Blue      Foot                 Blue Foot
b2    0802 s        Blue      Foot                 Blue Foot Two
w2    0603+0503 s   Blue      Battle               Blue Battle
> save twohex.herald
saved 4 orders to twohex.herald
> load twohex.herald
loaded twohex.herald: Proving game (two-hex units), Basic, 4 orders
> advance w1
w1 advances into 0606 (§9.4)
> units
r1    0107 n        Red       Foot                 Red Foot
w1    0506+0606 n   Red       Battle               Red Battle
b1    eliminated    Blue      Foot                 Blue Foot
b2    0802 s        Blue      Foot                 Blue Foot Two
w2    0603+0503 s   Blue      Battle               Blue Battle
> undo --agreed
undone: advance w1
> undo --agreed
undone: attack w1 -> b1
# Stakes in 0506, where the first hex would go: w1 cannot advance.
> marker place stakes 0506
placed stakes1: Stakes in 0506
> attack w1 -> b1
< 1 1
odds: AF 6 against DF 2 is 6:2, that is 3:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:1: E (Eliminated, §9.1)
b1 is eliminated
0606 is empty, but no attacker next to it can advance: 0506 holds stakes1 (Stakes), which no unit may enter (§12)
> advance w1
error: no hex is open for an advance: only right after a mêlée that emptied the defender's hex (§9.4)
> undo --agreed
undone: attack w1 -> b1
# With r1 in the attack too, r1 may advance and w1 may not.
> place r1 0707 nw
placed r1 (Red Foot) in 0707 nw
> attack w1 r1 -> b1
< 1 1
odds: AF 9 (6 + 3) against DF 2 is 9:2, counted as 3:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:1: E (Eliminated, §9.1)
b1 is eliminated
0606 is empty: one attacker may advance into it (§9.4): advance r1
> advance w1
error: w1 cannot advance: 0506 holds stakes1 (Stakes), which no unit may enter (§12)
> advance r1
r1 advances into 0606 (§9.4)
> units
r1    0606 nw       Red       Foot                 Red Foot
w1    0406+0507 n   Red       Battle               Red Battle
b1    eliminated    Blue      Foot                 Blue Foot
b2    0802 s        Blue      Foot                 Blue Foot Two
w2    0603+0503 s   Blue      Battle               Blue Battle
> undo --agreed
undone: advance r1
> undo --agreed
undone: attack w1 r1 -> b1
> marker remove stakes1
removed stakes1: Stakes in 0506
# Stakes in the emptied hex itself.
> marker place stakes 0606
placed stakes2: Stakes in 0606
> attack w1 -> b1
< 1 1
odds: AF 6 against DF 2 is 6:2, that is 3:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 3:1: E (Eliminated, §9.1)
b1 is eliminated
0606 is empty, but no attacker next to it can advance: 0606 holds stakes2 (Stakes), which no unit may enter (§12)
#! status: 1
