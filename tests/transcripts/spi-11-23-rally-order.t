#! status: 1
# spi-agincourt §11.21, §11.23: SPI's units do rout (a demoralized army's
# units without a leader who may command them, 11.21), and a leader who
# may command a routed unit rallies it by moving onto it (11.23); there
# is no rally order, as in the St Albans game.  `rally` was refused with
# "its units never rout", which is false here; it now says only that no
# morale check of their own rallies them, and `rule rally` gives 11.23.
> new spi-agincourt historical seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 1: only the front-line cavalry moves, charging at its full allowance toward the English line; turn it to its charge side before it moves (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1) (seed 1)
> rally f09 s
error: Agincourt: The Triumph of Archery over Armor (SPI, 1978) has no rally order: no morale check of their own rallies its units (rule rally tells what the game has)
> rule rally
rally: ending a unit's rout by moving a leader able to command it onto its hex
  (see 11.23)
11.23  Rallying
A routed combat unit is rallied when, in the Movement Segment, a leader who can
command it enters its hex and remains there.
Note: reconstructed: the book's "Movement Segment" is read as the owner's
Movement Phase; a rallied unit is then in command as in 11.22 for as long as the
leader stays with it. See doc/reconstructions.md.
see also 12.1, 11.22
also found:
  11.2  Demoralization
  11.21  Routed units
  12.1  Leadership Ability
