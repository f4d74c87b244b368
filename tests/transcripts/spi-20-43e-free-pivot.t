#! args: -g spi-agincourt -s open-field --seed 2
# spi-agincourt §20.43D, §20.43E (Open Field of Battle): Woods are clear
# (terrain_as) and Lestrale (f18) walks into 2527, Woods on the map, as
# into clear; then put at 2902 in the line of hexrow 02xx it may not turn
# (5.31), but once a move takes it past the English hexrow (29xx) it is
# free of line movement (spi-open.tcl): its turn is refused now only for
# want of MP, no longer by the line (5.2, not 5.31).
> place f18 2426 s
placed f18 (Lestrale) in 2426 s
> move f18 2527
f18 moves to 2527 (0.5 of 1 MP spent, §5.0)
> show 2527
2527: Clear
  f18   2527 s        French    Men-at-Arms          Lestrale
> place f18 2902 s
placed f18 (Lestrale) in 2902 s
> face f18 ese
error: f18 cannot turn: f18 moves in the line of hexrow 02xx and may not change its facing until it has eliminated an enemy unit or passed through the enemy's line (§5.31)
> move f18 3002
f18 moves to 3002 (1 of 1 MP spent, §5.0)
f18 has passed the English hexrow (29xx): it is free of line movement and may pivot (§20.43E)
> face f18 ese
error: f18 cannot turn: turning costs 1 MP but f18 has 0 of 1 left (§5.2)
#! status: 1
