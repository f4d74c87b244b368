#! args: -g proving-pivot --seed 3
#! data: tests/data
# A unit on two hexes pushing a friend back (st-albans §9.8's priority
# chain, here §9.4; src/retreat-priority-chain.c): the friend goes back
# into neither of the pusher's hexes, nor into one it is going to.
# Before, only the pusher's first hex was kept from it: b1, pushed by
# w2, pushed w2 back in turn through its second hex, 0503, and w2,
# retreating into its own chain, was eliminated.
#
# Blue's w2 stands on 0603+0503 facing ssw.  Red's w1 (0704+0803)
# attacks it; stakes in 0601, 0702, 0703 and 0504 bar the other ways,
# 0604 is in w1's zone and 0402 and 0502 in r1's: w2's best way is to
# push b1 out of 0602, its second half entering 0502.  b1 has nowhere
# to go: 0603 and 0503 are w2's, 0502 is where w2's second half goes.
> place b1 0602 ssw
placed b1 (Blue Foot) in 0602 ssw
> place r1 0401 ssw
placed r1 (Red Foot) in 0401 ssw
> place w1 0704 nnw
placed w1 (Red Battle) in 0704+0803 nnw
> marker place stakes 0601
placed stakes1: Stakes in 0601
> marker place stakes 0702
placed stakes2: Stakes in 0702
> marker place stakes 0703
placed stakes3: Stakes in 0703
> marker place stakes 0504
placed stakes4: Stakes in 0504
> next
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Red Fight phase (§9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack w1 -> w2
< 4 1
< 5 5
odds: AF 6 against DF 2 is 6:2, counted as 2:1 (§9.1)
DRM: none
roll 2d6 for the attack on w2: 4 1
roll 2d6: 4+1 = 5 (physical), DRM +0, MDR 5 at 2:1: R (Retreat, §9.1, 9.4)
w2 retreats to 0602+0502 (§9.4: into an enemy zone, pushing a friend back)
b1 is pushed back (§9.4)
b1 cannot retreat: every way is barred or held by the enemy (§9.4)
b1 is eliminated: it had no step left to lose (§9.5)
roll 2d6 for the morale check of w2: 5 5
morale check of w2 (MR 7, §10): 2d6: 5+5 = 10 (physical), DRM -1, MDR 9: passes
  DRM -1: it retreated into an enemy zone of control (§9.4)
0603 is empty, but no attacker next to it can advance: 0703 holds stakes3 (Stakes), which no unit may enter (§12)
> units
r1    0401 ssw      Red       Foot                 Red Foot
w1    0704+0803 nnw Red       Battle               Red Battle
b1    eliminated    Blue      Foot                 Blue Foot
w2    0602+0502 ssw Blue      Battle               Blue Battle
(2 counters of the game are not in this battle; add the word all to list them)
