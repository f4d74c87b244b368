#! args: -g spi-agincourt -s king-harrys-folly --seed 1
# SPI's Agincourt, 6.13: a leader is no combat unit; it stacks with
# friendly combat or archer units of its own contingent (colour), and
# any number of friendly leaders may share a hex; the French have two
# contingents, Armagnac and Burgundian; 12.13: the Constable, Marshal
# and Admiral lead a French combat unit in their hex whatever its
# contingent; 18.0: the Fait du Mort stacks with French combat units of
# either contingent; 6.11: no two combat units in a hex. Turn 1's
# French Movement phase: leaders move in no line (5.31: combat units).
# Orleans (f03, 1012+1013) is Armagnac; Nevers (f02, 1009+1010)
# Burgundian. Placed in column 09 facing s, a leader in 0913 faces 1012
# and 1013; one in 0910 faces 1009 and 1010.
> show f03
f03: Orleans
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1012+1013 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac (blue), French first line
  lines left: 7 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 10 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> show f02
f02: Nevers
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1009+1010 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Burgundian (black), French first line
  lines left: 7 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 10 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
# The Count of Nevers (Burgundian) may not join the Armagnac Orleans.
> place fl09 0913 s
placed fl09 (Count of Nevers) in 0913 s
> move fl09 1012
error: fl09 cannot move: step 1 (0913 to 1012): in 1012, fl09 (Burgundian (black)) may stand only with a friendly combat unit that is Burgundian (black) too, and f03 is Armagnac (blue) (§6.13)
# The Fait du Mort joins him in 0913 (leaders stack together, 12.23's
# "a hex containing only a leader(s)"), then goes on to Orleans.
> place fm 0913 s
placed fm (Fait du Mort) in 0913 s
> show 0913
0913: Clear, level 4
  fl09  0913 s        French    Leader               Count of Nevers
  fm    0913 s        French    Fait du Mort         Fait du Mort
> move fm 1012
fm moves to 1012 (1 of 1 MP spent, §5.0)
# The Marshal (a great officer) joins the Burgundian Nevers; so does the
# Count of Marle (Burgundian), beside him.
> place fl02 0910 s
placed fl02 (Marshal) in 0910 s
> move fl02 1009
fl02 moves to 1009 (1 of 1 MP spent, §5.0)
> place fl12 0910 s
placed fl12 (Count of Marle) in 0910 s
> move fl12 1010
fl12 moves to 1010 (1 of 1 MP spent, §5.0)
> show 1009
1009: Clear, level 4
  fl02  1009 s        French    Leader               Marshal
  f02   1009+1010 s   French    Men-at-Arms          Nevers
> show 1010
1010: Clear, level 4
  fl12  1010 s        French    Leader               Count of Marle
  f02   1009+1010 s   French    Men-at-Arms          Nevers
# 6.11, 6.12: a combat unit never enters another's hex.
> place f18 1009 s
error: cannot place f18: 1009 is already occupied by f02 (one unit per hex, §6.1)
#! status: 1
# Played in King Harry's Folly (20.3): the historical set-up and muddy ground (20.33A), with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge).
