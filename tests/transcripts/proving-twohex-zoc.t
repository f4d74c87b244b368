#! args: -g proving-twohex --seed 3
#! data: tests/data
# Zones of control and units on two hexes (src/zoc.c): a unit on two
# hexes exerts its zone from both, and is in an enemy's zone when either
# of its hexes is.  The proving-twohex game's Blue battle w2 stands on
# 0603+0503.
#
# Its second hex's zone: 0403 is next to 0503 only, and r1 must stop
# there.
> place r1 0405 n
placed r1 (Red Foot) in 0405 n
> move r1 0404 0403 0402
error: r1 cannot move: step 2 (0404 to 0403): 0403 is in an enemy zone of control, where a unit must stop (§8)
> move r1 0404 0403
r1 moves to 0403 (3 of 3 MP spent: it stops in an enemy zone of control, §7)
> undo --agreed
undone: move r1 0404 0403
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
# The retreat (st-albans §9.8's priority chain, here §9.6) of a unit on
# two hexes sees the zones at both: w2 retreats one hex, both halves the
# same way.  Without an enemy near its rear three ways are free of
# zones, and Blue is asked, each way named by both its hexes.
> place r1 0604 n
placed r1 (Red Foot) in 0604 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack r1 -> w2
< 1 2
< 0703+0602
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§9.1)
DRM: none
roll 2d6 for the attack on w2: 1 2
roll 2d6: 1+2 = 3 (physical), DRM +0, MDR 3 at 1:2: R (Retreat, §9.1, 9.6)
Blue, retreat w2 (§9.6) to 0602+0502, 0703+0602 or 0503+0402 [0602+0502]: 0703+0602
w2 retreats to 0703+0602 (§9.6: out of the enemy's zones of control; Blue's choice)
0603 is empty: one attacker may advance into it (§9.4): advance r1
w2 may counter-attack one attacker (§9.5): counter w2 -> r1
> units
r1    0604 n        Red       Foot                 Red Foot
w1    0406+0507 n   Red       Battle               Red Battle
b1    0102 s        Blue      Foot                 Blue Foot
b2    0802 s        Blue      Foot                 Blue Foot Two
w2    0703+0602 s   Blue      Battle               Blue Battle
> undo --agreed
undone: attack r1 -> w2
# With w1 on 0301+0401, its zone reaches 0502 and 0402: the ways by n
# (0602+0502) and nw (0503+0402) would take w2's second hex into it,
# and only the way by ne (0703+0602) is free.
> place w1 0301 n
placed w1 (Red Battle) in 0301+0401 n
> attack r1 -> w2
< 1 2
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§9.1)
DRM: none
roll 2d6 for the attack on w2: 1 2
roll 2d6: 1+2 = 3 (physical), DRM +0, MDR 3 at 1:2: R (Retreat, §9.1, 9.6)
w2 retreats to 0703+0602 (§9.6: out of the enemy's zones of control)
0603 is empty: one attacker may advance into it (§9.4): advance r1
w2 may counter-attack one attacker (§9.5): counter w2 -> r1
> units
r1    0604 n        Red       Foot                 Red Foot
w1    0301+0401 n   Red       Battle               Red Battle
b1    0102 s        Blue      Foot                 Blue Foot
b2    0802 s        Blue      Foot                 Blue Foot Two
w2    0703+0602 s   Blue      Battle               Blue Battle
# undo, save and load give the same game
> undo --agreed
undone: attack r1 -> w2
> save zoc.herald
saved 5 orders to zoc.herald
> load zoc.herald
loaded zoc.herald: Proving game (two-hex units), Basic, 5 orders
> attack r1 -> w2
< 1 2
odds: AF 3 against DF 4 is 3:4, rounded down to 1:2 (§9.1)
DRM: none
roll 2d6 for the attack on w2: 1 2
roll 2d6: 1+2 = 3 (physical), DRM +0, MDR 3 at 1:2: R (Retreat, §9.1, 9.6)
w2 retreats to 0703+0602 (§9.6: out of the enemy's zones of control)
0603 is empty: one attacker may advance into it (§9.4): advance r1
w2 may counter-attack one attacker (§9.5): counter w2 -> r1
> units
r1    0604 n        Red       Foot                 Red Foot
w1    0301+0401 n   Red       Battle               Red Battle
b1    0102 s        Blue      Foot                 Blue Foot
b2    0802 s        Blue      Foot                 Blue Foot Two
w2    0703+0602 s   Blue      Battle               Blue Battle
#! status: 1
