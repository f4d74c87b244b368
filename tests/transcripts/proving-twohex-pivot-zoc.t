#! args: -g proving-pivot --seed 3
#! data: tests/data
#! status: 1
# A pivot against zones of control (issue 12; src/move-footprint.c,
# move_foot_pivot): the proving-pivot game's zones (rules: movement: zoc:,
# after st-albans §8: entering a zone ends a move, and no unit goes
# straight from one zone into another) rule a pivot as they rule a
# pair's step and a one-hex unit's move into a hex: a pivot enters the
# hex in front of the centre (spi-agincourt §5.24), so it stops there
# when either hex it ends on is in a zone, a pair stopped in a zone
# pivots no more, and a pair in a zone may not pivot into one (no
# escape by a morale test for a pair, as for its step).  Before, a pivot
# saw no zone at all.  Red's w1 stands on 0406+0507 facing nne; the hex
# in front of its centre is 0506.
#
# b1 in 0505 reaches 0506 but neither of w1's hexes: the pivot about
# 0507 (to face e) sweeps its left half into the zone, and stops there.
> place b1 0505 ssw
placed b1 (Blue Foot) in 0505 ssw
> face w1 e
w1 pivots about 0507, its other half entering 0506: it stands on 0506+0507 facing e (4 of 4 MP spent: it stops in an enemy zone of control, §5.2)
> units
r1    0108 nne      Red       Foot                 Red Foot
w1    0506+0507 e   Red       Battle               Red Battle
b1    0505 ssw      Blue      Foot                 Blue Foot
w2    0603+0503 ssw Blue      Battle               Blue Battle
(2 counters of the game are not in this battle; add the word all to list them)
# Stopped, it neither moves nor pivots on.
> move w1 0605
error: w1 cannot move: w1 stopped in an enemy zone of control (§8)
> face w1 nne
error: w1 cannot turn: w1 stopped in an enemy zone of control (§8)
> undo
undone: face w1 e
> undo
undone: place b1 0505 ssw
# b1 in 0307 reaches 0406, w1's first hex.  The pivot about 0406 (to
# face nnw) ends with that half still in the zone: straight from one
# zone into another, refused; the pivot about 0507 takes it out of the
# zone, and leaving a zone is free.
> place b1 0307 nne
placed b1 (Blue Foot) in 0307 nne
> face w1 nnw
error: w1 cannot turn: w1 cannot pivot about 0406: it would go straight from one enemy zone of control into another (§8)
> face w1 e
w1 pivots about 0507, its other half entering 0506: it stands on 0506+0507 facing e (1 of 4 MP spent, §5.2)
> undo
undone: face w1 e
# The same rule for a unit on one hex: r1 in 0206, in b1's zone, may
# not step into 0306, in it too.
> place r1 0206 e
placed r1 (Red Foot) in 0206 e
> move r1 0306
error: r1 cannot move: step 1 (0206 to 0306): r1 goes straight from one enemy zone of control into another (§8)
