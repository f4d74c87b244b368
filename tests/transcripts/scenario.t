#! args: --seed 7
# scenario: the game's scenarios, and what the one in play is.
# * marks the scenario in play; the game's default is marked (default).
> scenario
* historical       Agincourt, 25 October 1415 (default)
> scenario list
* historical       Agincourt, 25 October 1415 (default)
# info says what is reconstructed rather than printed in the rulebook
# (the rulebook prints neither the board nor the counter sheet).
> scenario info
game: The Battle of Agincourt (battle-of-agincourt)
rulebook: battle-of-agincourt.txt
scenario: Agincourt, 25 October 1415 (historical)
description:
  Henry V's small army stands in one thin line of men-at-arms in three
  battles, with archers behind stakes on both wings and between the
  battles, across the field between the woods of Agincourt and
  Tramecourt. The French army faces it in three lines, a dismounted
  vanguard and main battle with a mounted rearguard, and mounted wings
  ready to ride down the archers.
units: 111, on the map: 111
hooks: battle-of-agincourt.tcl (the game's), historical.tcl (the scenario's)
reconstructed (game):
  The map (size, woods, fortified lines, English lion and French
  fleur-de-lis set-up hexes), every counter value and the historical
  deployment are reconstructed, because the rulebook prints neither the
  board nor the counter sheet. The evidence used: the unit counts of §1
  (39 English, 72 French), the set-up rules of §2, the terrain of §1.1
  and §7.1, the archer ranges of §9.1, the odds footnote of §11.1 (least
  AF 3 for French archers, largest English DF 6 for English leaders),
  the morale ratings listed in Table 4, and the hexes and numbers of
  Figures 4, 5 and 6 (columns up to 28, French cavalry charging from
  1211 to 1214 against English units in 1115, 1215 and 1315, English AF
  9 and AF 6/DF 4 attackers, a French AF 8/DF 4 defender). The rest
  follows the accepted account of the battle on 25 October 1415.
reconstructed (scenario):
  The deployment is reconstructed from the historical accounts, fitted
  to the reconstructed map. It satisfies §2: every fortified hex holds
  an English archer, the one other archer stands within three hexes of
  Henry V behind the line, English men-at-arms fill the remaining lion
  hexes, English leaders stand on clear hexes behind the line, and every
  French unit stands on a fleur-de-lis hex with no cavalry in row 09. It
  also reproduces the English units of Figures 4 and 6 in 1115, 1215 and
  1315, with 1214 empty.
> scenario foo
error: expected list or info, not "foo"
> scenario list info
error: too many arguments: expected scenario [list|info]
# On the empty board no scenario is in play: nothing is starred.
> new battle-of-agincourt empty
new game: The Battle of Agincourt, empty board (seed 7)
> scenario list
  historical       Agincourt, 25 October 1415 (default)
> scenario info
game: The Battle of Agincourt (battle-of-agincourt)
rulebook: battle-of-agincourt.txt
scenario: none (empty board)
units: 111, on the map: 0
hooks: battle-of-agincourt.tcl (the game's)
reconstructed (game):
  The map (size, woods, fortified lines, English lion and French
  fleur-de-lis set-up hexes), every counter value and the historical
  deployment are reconstructed, because the rulebook prints neither the
  board nor the counter sheet. The evidence used: the unit counts of §1
  (39 English, 72 French), the set-up rules of §2, the terrain of §1.1
  and §7.1, the archer ranges of §9.1, the odds footnote of §11.1 (least
  AF 3 for French archers, largest English DF 6 for English leaders),
  the morale ratings listed in Table 4, and the hexes and numbers of
  Figures 4, 5 and 6 (columns up to 28, French cavalry charging from
  1211 to 1214 against English units in 1115, 1215 and 1315, English AF
  9 and AF 6/DF 4 attackers, a French AF 8/DF 4 defender). The rest
  follows the accepted account of the battle on 25 October 1415.
#! status: 1
