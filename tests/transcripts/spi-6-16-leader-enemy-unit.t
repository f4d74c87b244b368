#! args: -g spi-agincourt -s king-harrys-folly --seed 1
# SPI's Agincourt 6.16: a leader is never moved into a hex that holds an
# enemy combat unit.  York's men-at-arms (e01) stand in 2911 with their
# leader (el2) on top; the refusal names the combat unit, not the leader
# listed with it, and cites 6.16 (it once named el2 under 6.1).
> place fl12 2810 s
placed fl12 (Count of Marle) in 2810 s
> move fl12 2911
error: fl12 cannot move: step 1 (2810 to 2911): 2911 holds the enemy e01, and fl12 may never enter a hex holding an enemy combat unit (§6.16)
> show fl12
fl12: Count of Marle
  French Leader
  melee 0 lines 0 rating 2 ransom 4 mp 1 arrows 0 rof 0 range 0
  position: 2810 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Burgundian (black)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  retreating with fugitives: no (§12.33)
  engaged in melee: no (§9.21)
#! status: 1
# Played in King Harry's Folly (20.3): the historical set-up and muddy ground (20.33A), with no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge).
