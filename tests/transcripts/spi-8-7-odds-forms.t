#! args: -g spi-agincourt -s historical --seed 1
#! status: 1
# spi-agincourt §8.7 and §9.0: which mechanism answers `odds` is the
# game's (src/odds-ask.c, odds_ask), not the command's.  SPI fires by
# volleys: odds fire with an arrow, or without its volleys and target,
# is refused naming the form by volleys; it melees by differential with
# no CRT of odds, so odds table has nothing to show.
> odds fire e01 -> f01
error: expected odds fire FIRER VOLLEYS TARGET
> odds fire e01 2
error: expected odds fire FIRER VOLLEYS TARGET
> odds table
error: Agincourt: The Triumph of Archery over Armor (SPI, 1978) has no combat results table
