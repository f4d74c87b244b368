#! args: -g spi-agincourt -s free-deployment --seed 1
#! status: 1
# SPI's Agincourt, 7.26: a charging cavalry unit never crosses a contour
# downhill (and 17.24); 17.12: a
# cavalry counter flipped to its charge side (Fauqm: 3, charge 6, 3.32)
# moves 2 MP an impulse (3.33). On the reconstructed board columns 01-03
# are level 6 and 04-06 level 5. Fauqm (0206, facing s) goes 0306 (level
# 6), then 0406 (level 5) on dry ground (20.23A: 1/2 MP a hex).
> flip f17 charge
f17 turns to its charge side: melee 6, mp 2 (§17.11)
> move f17 0306 0406
error: f17 cannot move: step 2 (0306 to 0406): f17 is charging and may not cross the contour down from level 6 to 5 into 0406 (§7.26)
# Not charging (its normal side), it may go down.
> undo
undone: flip f17 charge
> move f17 0306 0406
f17 moves to 0406 (1 of 1 MP spent, §5.0)
