#! args: --game proving-melee --scenario field --seed 1
#! data: tests/data
# spi-agincourt §9.13: each friendly combat unit next to a unit in melee
# costs it 1, at most 3 however many crowd it; leaders do not crowd, nor
# do enemy units.  Marle (3, with the Constable, 4) in 2810 against York
# (5) in 2911: Damrtn in 2710 (-1), Namur in 2809 (-2), Lestrale in 2811
# (-3), Fauqm in 2711, a fourth neighbour: still -3.  The leader Count of
# Marle standing alone in 2909, next to both, crowds nobody.  York is
# crowded by King in 2912 (-1); the French next to York do not crowd it.
> place f20 2810
placed f20 (Marle) in 2810 s
> place fl01 2810
placed fl01 (Constable) in 2810 s
> place e01 2911
placed e01 (York) in 2911 n
> odds f20 -> e01
attack: Marle (f20) strength 3, +4 leader's Melee Rating (§9.11) = 7
defence: York (e01) strength 5 = 5
differential 7 - 5 = +2; York (e01) is on its 1st Line: Melee CRT, line 1, differential +2: 0% (§9.5); a 0: no die is rolled
> place f21 2710
placed f21 (Damrtn) in 2710 s
> odds f20 -> e01
attack: Marle (f20) strength 3, +4 leader's Melee Rating (§9.11), -1 crowded by friendly combat units (§9.13) = 6
defence: York (e01) strength 5 = 5
differential 6 - 5 = +1; York (e01) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
> place f22 2809
placed f22 (Namur) in 2809 s
> odds f20 -> e01
attack: Marle (f20) strength 3, +4 leader's Melee Rating (§9.11), -2 crowded by friendly combat units (§9.13) = 5
defence: York (e01) strength 5 = 5
differential 5 - 5 = 0; York (e01) is on its 1st Line: Melee CRT, line 1, differential 0: 0% (§9.5); a 0: no die is rolled
> place f23 2811
placed f23 (Lestrale) in 2811 s
> odds f20 -> e01
not allowed now: no attack at a differential of -1: the least is 0 (§9.5)
if it were allowed:
  attack: Marle (f20) strength 3, +4 leader's Melee Rating (§9.11), -3 crowded by friendly combat units (§9.13) = 4
  defence: York (e01) strength 5 = 5
  differential 4 - 5 = -1
> place f17 2711
placed f17 (Fauqm) in 2711 s
> odds f20 -> e01
not allowed now: no attack at a differential of -1: the least is 0 (§9.5)
if it were allowed:
  attack: Marle (f20) strength 3, +4 leader's Melee Rating (§9.11), -3 crowded by friendly combat units (§9.13) = 4
  defence: York (e01) strength 5 = 5
  differential 4 - 5 = -1
> place fl12 2909
placed fl12 (Count of Marle) in 2909 s
> place e02 2912
placed e02 (King) in 2912 n
> odds f20 -> e01
attack: Marle (f20) strength 3, +4 leader's Melee Rating (§9.11), -3 crowded by friendly combat units (§9.13) = 4
defence: York (e01) strength 5, -1 crowded by friendly combat units (§9.13) = 4
differential 4 - 4 = 0; York (e01) is on its 1st Line: Melee CRT, line 1, differential 0: 0% (§9.5); a 0: no die is rolled
