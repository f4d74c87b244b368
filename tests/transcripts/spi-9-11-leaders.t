#! args: --game proving-melee --scenario field --seed 1
#! data: tests/data
# spi-agincourt §9.11, §12.11-12.13, §12.21-12.24, §18.0: a combat unit
# takes one leader's Melee Rating, the best of those stacked with it who
# may lead it, attacking or defending.  Marle (Burgundian, 3) next to
# York (5): the Duke of Orleans (Armagnac) may not lead a Burgundian
# unit (§12.12): nothing; the Count of Marle (Burgundian, 2): +2; with
# the Count of Vaudemont (Burgundian, 3) too: +3, not +5 (§12.24); the
# Constable (a great officer, 4) leads either contingent (§12.13): +4;
# the Fait du Mort (5) never adds its rating (§18.0).  York with the Duke
# of York (4) and Henry V (5) takes Henry's 5 alone.
> place f20 2810
placed f20 (Marle) in 2810 s
> place e01 2911
placed e01 (York) in 2911 n
> place fl04 2810
placed fl04 (Duke of Orleans) in 2810 s
> odds f20 -> e01
not allowed now: no attack at a differential of -2: the least is 0 (§9.5)
if it were allowed:
  attack: Marle (f20) strength 3 = 3
  defence: York (e01) strength 5 = 5
  differential 3 - 5 = -2
> place fl12 2810
placed fl12 (Count of Marle) in 2810 s
> odds f20 -> e01
attack: Marle (f20) strength 3, +2 leader's Melee Rating (§9.11) = 5
defence: York (e01) strength 5 = 5
differential 5 - 5 = 0; York (e01) is on its 1st Line: Melee CRT, line 1, differential 0: 0% (§9.5); a 0: no die is rolled
> place fl10 2810
placed fl10 (Count of Vaudemont) in 2810 s
> odds f20 -> e01
attack: Marle (f20) strength 3, +3 leader's Melee Rating (§9.11) = 6
defence: York (e01) strength 5 = 5
differential 6 - 5 = +1; York (e01) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
> place fl01 2810
placed fl01 (Constable) in 2810 s
> place fm 2810
placed fm (Fait du Mort) in 2810 s
> odds f20 -> e01
attack: Marle (f20) strength 3, +4 leader's Melee Rating (§9.11) = 7
defence: York (e01) strength 5 = 5
differential 7 - 5 = +2; York (e01) is on its 1st Line: Melee CRT, line 1, differential +2: 0% (§9.5); a 0: no die is rolled
> place el2 2911
placed el2 (Duke of York) in 2911 n
> place el1 2911
placed el1 (Henry V) in 2911 n
> odds f20 -> e01
not allowed now: no attack at a differential of -3: the least is 0 (§9.5)
if it were allowed:
  attack: Marle (f20) strength 3, +4 leader's Melee Rating (§9.11) = 7
  defence: York (e01) strength 5, +5 leader's Melee Rating (§9.11) = 10
  differential 7 - 10 = -3
