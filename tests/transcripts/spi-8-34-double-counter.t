#! args: --game proving-fugitives --seed 1
#! data: tests/data
# spi-agincourt §8.34, §14.12: on a French double counter a die says
# which half the Dead and Fugitive fall on, 1-5 the left and 6-10 the
# right of the counter as it faces.  Bar faces s (south, toward column
# 34): its left is 2824 (east), its right 2825 (west); 5 and 6 are the
# edges.  Turned about (face n) it stands on the same two hexes and its
# left is 2825.
> dice manual
dice: manual: herald will ask for each roll the rules call for
> marker place hit fbar lines=1 cause=fire
< 5
placed hit1: Hit (lines 1, cause fire) with fbar in 2824+2825
removed hit1: Hit (lines 1, cause fire) with fbar in 2824+2825
fbar loses 1 line to fire: 6 left (§8.33)
roll 1d10 for the half of fbar its fugitives fall on: 1-5 the left, 2824, 6-10 the right, 2825 (§8.34, §14.12): 5
the half of fbar its fugitives fall on: 1-5 the left, 2824, 6-10 the right, 2825 (§8.34, §14.12): 1d10: 5 = 5 (physical)
placed fugitive2: Fugitive x1 (side French, state new, mounted no) in 2824
placed dead3: Dead x1 (side French) in 2824
French casualties: 1 (§8.36)
> marker place hit fbar lines=1 cause=fire
< 6
placed hit4: Hit (lines 1, cause fire) with fbar in 2824+2825
removed hit4: Hit (lines 1, cause fire) with fbar in 2824+2825
fbar loses 1 line to fire: 5 left (§8.33)
roll 1d10 for the half of fbar its fugitives fall on: 1-5 the left, 2824, 6-10 the right, 2825 (§8.34, §14.12): 6
the half of fbar its fugitives fall on: 1-5 the left, 2824, 6-10 the right, 2825 (§8.34, §14.12): 1d10: 6 = 6 (physical)
placed fugitive5: Fugitive x1 (side French, state new, mounted no) in 2825
placed dead6: Dead x1 (side French) in 2825
French casualties: 2 (§8.36)
> face fbar n
fbar turns about within 2824+2825 to face n (1 of 1 MP spent, §5.2)
> units fbar
fbar  2824+2825 n   French    Men-at-Arms          Bar
> marker place hit fbar lines=1 cause=fire
< 5
placed hit7: Hit (lines 1, cause fire) with fbar in 2824+2825
removed hit7: Hit (lines 1, cause fire) with fbar in 2824+2825
fbar loses 1 line to fire: 4 left (§8.33)
roll 1d10 for the half of fbar its fugitives fall on: 1-5 the left, 2825, 6-10 the right, 2824 (§8.34, §14.12): 5
the half of fbar its fugitives fall on: 1-5 the left, 2825, 6-10 the right, 2824 (§8.34, §14.12): 1d10: 5 = 5 (physical)
Fugitive x1 joins fugitive5: Fugitive x2 (side French, state new, mounted no) in 2825
Dead x1 joins dead6: Dead x2 (side French) in 2825
French casualties: 3 (§8.36)
> marker
fugitive2 Fugitive x1 (side French, state new, mounted no) in 2824
dead3     Dead x1 (side French) in 2824
fugitive5 Fugitive x2 (side French, state new, mounted no) in 2825
dead6     Dead x2 (side French) in 2825
