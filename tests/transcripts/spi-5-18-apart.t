#! args: -g spi-agincourt -s free-deployment --seed 1
#! status: 1
# Played in the French Free Deployment (20.2), where French units move from Game-Turn 1 (in the historical scenario 20.13D holds them); the same set-up but the front-line cavalry, and dry ground (20.23A: a clear hex 1/2 MP).
# SPI's Agincourt, 5.18: French archers and other French combat units
# keep apart, neither moving next to the other. CB III (f27, a crossbow in 0812,
# facing s) faces 0912 and 0913; 0912 touches Orleans (1012+1013).
# Lestrale (f18, men-at-arms) is placed in 0613 facing s: of its front
# hexes 0713 touches CB III, 0714 touches no archer.
> move f27 0912
error: f27 cannot move: step 1 (0812 to 0912): 0912 is next to the friendly f03 in 1012: a Crossbow and a Men-at-Arms may not stand next to each other (§5.18)
> place f18 0613 s
placed f18 (Lestrale) in 0613 s
> move f18 0713
error: f18 cannot move: step 1 (0613 to 0713): 0713 is next to the friendly f27 in 0812: a Men-at-Arms and a Crossbow may not stand next to each other (§5.18)
> move f18 0714
f18 moves to 0714 (0.5 of 1 MP spent, §5.0)
