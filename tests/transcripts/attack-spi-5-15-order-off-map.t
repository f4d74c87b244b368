#! args: -g spi-agincourt -s historical --seed 6
#! status: 1
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
f18 moves to 0309 (1 of 1 MP spent, §5.0)
