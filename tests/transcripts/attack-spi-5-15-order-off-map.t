#! args: -g spi-agincourt -s free-deployment --seed 6
#! status: 1
# Played in the French Free Deployment (20.2), where French units move from Game-Turn 1 (in the historical scenario 20.13D holds them); the same set-up but the front-line cavalry, and dry ground (20.23A: a clear hex 1/2 MP).
# spi-agincourt §5.15 (a unit may move onto its own fugitives but no
# further), read by the game's order hook (spi-agincourt.tcl, spi_order)
# from every hex a move names: a move through a hex off the map made the
# hook fail ("hook spi_order failed: herald::marker: hex 0011 is off the
# map") instead of herald's own refusal; the hook now leaves such a hex
# to herald (found by attack, issue 13).  The move on the map still goes.
> move f18 0011 0309
error: hex 0011 is off the map (columns 01-41, rows 01-34)
> move f17 0006 0105
error: hex 0006 is off the map (columns 01-41, rows 01-34)
> move f18 0309
f18 moves to 0309 (0.5 of 1 MP spent, §5.0)
