#! args: --game spi-agincourt --scenario historical --seed 5
#! status: 1
# spi-agincourt §20.13 without the optional rule solo-english: two
# players; the historical scenario's programme gives no order, and the
# French front-line cavalry is left to its player.  Another scenario has
# no programme at all (the order says so).
> programme
the programme gives no order now: next goes on
> new spi-agincourt free-deployment
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2) (seed 5)
> programme
error: Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2) has no programme: herald plays no side of it (every side is a player's)
