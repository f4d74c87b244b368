#! args: -g spi-agincourt -s historical --seed 1
# spi-agincourt §16.31-16.33 and §9.15 in melee, in the game itself (its
# stakes: spi-stakes.tcl's spi_stakes_protect; S.Wales in 2913 behind
# implanted stakes facing n, R32, protecting its nw, ne, e and w
# hexsides).  Marle, French men-at-arms, may not attack it from 2812,
# through a protected hexside (§16.32).  Damrtn from 3012, behind it,
# comes through an open side: the attack stands, and the yeoman gets no
# +1 (§9.15).  Fauqm, cavalry, from 2812 through the stakes: -1 to the
# cavalry (§16.33, reconstructed M2) and +1 to the yeoman (§9.15).  With
# Damrtn beside it through the open side, the yeoman loses its +1.
# S.Wales, on its archer side, defends on its yeoman side (§15.0), -1
# crowded by King's Own in 2914 (§9.13).
> place f20 2812
placed f20 (Marle) in 2812 s
> odds f20 -> e13
not allowed now: f20 may not attack e13 through a protected stake hexside: French men-at-arms never do (§16.32)
if it were allowed:
  attack: Marle (f20) strength 3 = 3
  defence: S.Wales (e13) on its yeoman side strength 2 (§15.0), -1 crowded by friendly combat units (§9.13), +1 yeoman behind stakes (§9.15) = 2
  differential 3 - 2 = +1; S.Wales (e13) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
> place f21 3012
placed f21 (Damrtn) in 3012 s
> odds f21 -> e13
attack: Damrtn (f21) strength 3 = 3
defence: S.Wales (e13) on its yeoman side strength 2 (§15.0), -1 crowded by friendly combat units (§9.13) = 1
differential 3 - 1 = +2; S.Wales (e13) is on its 1st Line: Melee CRT, line 1, differential +2: 0% (§9.5); a 0: no die is rolled
> place f20 2405
placed f20 (Marle) in 2405 s
> place f17 2812
placed f17 (Fauqm) in 2812 s
> odds f17 -> e13
attack: Fauqm (f17) strength 3, -1 cavalry through a protected stake hexside (reconstructed) (§16.33) = 2
defence: S.Wales (e13) on its yeoman side strength 2 (§15.0), -1 crowded by friendly combat units (§9.13), +1 yeoman behind stakes (§9.15) = 2
differential 2 - 2 = 0; S.Wales (e13) is on its 1st Line: Melee CRT, line 1, differential 0: 0% (§9.5); a 0: no die is rolled
> odds f17 f21 -> e13
attack: Fauqm (f17) strength 3, -1 cavalry through a protected stake hexside (reconstructed) (§16.33); Damrtn (f21) strength 3 = 5
defence: S.Wales (e13) on its yeoman side strength 2 (§15.0), -1 crowded by friendly combat units (§9.13) = 1
differential 5 - 1 = +4; S.Wales (e13) is on its 1st Line: Melee CRT, line 1, differential +4: 0% (§9.5); a 0: no die is rolled
