#! args: -g proving-vertex --seed 3
#! data: tests/data
# The advance of a unit on two hexes facing a vertex (src/advance.c,
# the proving-vertex game): w1 on 0406 and, on its right, 0507, facing
# nne.  b1 in 0606 is in front of its second hex only (ne of 0507):
# before, only a unit whose first hex was next to the emptied hex could
# advance; now the second half steps in and the first takes the same
# step, to 0506.
> next
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Red Fight phase (§9)
> place b1 0606 ssw
placed b1 (Blue Foot) in 0606 ssw
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack w1 -> b1
< 1 1
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §9.1)
b1 is eliminated
0606 is empty: one attacker may advance into it (§9.4): advance w1
> advance w1
w1 advances into 0606 (§9.4)
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0506+0606 nne Red       Battle               Red Battle
b1    eliminated    Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
> undo --agreed
undone: advance w1
> undo --agreed
undone: attack w1 -> b1
# In front of the centre (0506, next to both halves), the two steps are
# as near straight ahead (a vertex has no hexside dead ahead): the first
# half steps in.
> place b1 0506 ssw
placed b1 (Blue Foot) in 0506 ssw
> attack w1 -> b1
< 1 1
odds: AF 6 against DF 3 is 6:3, that is 2:1 (§9.1)
DRM: none
roll 2d6 for the attack on b1: 1 1
roll 2d6: 1+1 = 2 (physical), DRM +0, MDR 2 at 2:1: E (Eliminated, §9.1)
b1 is eliminated
0506 is empty: one attacker may advance into it (§9.4): advance w1
> advance w1
w1 advances into 0506 (§9.4)
> units
r1    0207 nne      Red       Foot                 Red Foot
w1    0506+0606 nne Red       Battle               Red Battle
b1    eliminated    Blue      Foot                 Blue Foot
b2    0702 ssw      Blue      Bow                  Blue Bow
