#! args: --game proving-melee --scenario field --seed 1
#! data: tests/data
# spi-agincourt §9.17, §9.35: a French double counter with only one of
# its two hexes next to the defender counts half its modified strength
# (the book does not say how a half rounds: herald drops the fraction,
# reconstructed, M1).  Orleans in 2810+2811 with the Duke of Orleans and
# a Dead in 2810: 4 + 4 - 1 = 7.  Against York in 2912 only 2811 touches
# it: 7 halved is 3; with Marle (3) from 2913 the two make 6 against 5.
# Against King in 2911, which both halves touch, Orleans counts whole.
> place f03 2810
placed f03 (Orleans) in 2810+2811 s
> place fl04 2810
placed fl04 (Duke of Orleans) in 2810 s
> marker place dead 2810 side=french
placed dead1: Dead x1 (side French) in 2810
> place e01 2912
placed e01 (York) in 2912 n
> odds f03 -> e01
not allowed now: no attack at a differential of -2: the least is 0 (§9.5)
if it were allowed:
  attack: Orleans (f03) strength 4, +4 leader's Melee Rating (§9.11), -1 own Dead in its hex (§9.12), halved (one half next to the defender): 7 -> 3 (reconstructed: fractions dropped) (§9.35) = 3
  defence: York (e01) strength 5 = 5
  differential 3 - 5 = -2
> place f20 2913
placed f20 (Marle) in 2913 s
> odds f03 f20 -> e01
attack: Orleans (f03) strength 4, +4 leader's Melee Rating (§9.11), -1 own Dead in its hex (§9.12), halved (one half next to the defender): 7 -> 3 (reconstructed: fractions dropped) (§9.35); Marle (f20) strength 3 = 6
defence: York (e01) strength 5 = 5
differential 6 - 5 = +1; York (e01) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
> place e02 2911
placed e02 (King) in 2911 n
> odds f03 -> e02
attack: Orleans (f03) strength 4, +4 leader's Melee Rating (§9.11), -1 own Dead in its hex (§9.12) = 7
defence: King (e02) strength 5, -1 crowded by friendly combat units (§9.13) = 4
differential 7 - 4 = +3; King (e02) is on its 1st Line: Melee CRT, line 1, differential +3: 0% (§9.5); a 0: no die is rolled
