#! args: --seed 7
# new: start a game.  --seed 7 fixes the seed of every game started
# without seed=N.
# Plain "new": the game in play (here the default game) with its default
# scenario and its opening narration.
> new
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 7)
> log
game battle-of-agincourt, scenario historical, seed 7
no orders yet
> units on-map leader english
e01   1116 n        English   Leader               Henry V
e02   1916 n        English   Leader               Duke of York
e03   0916 n        English   Leader               Lord Camoys
e04   2515 n        English   Leader               Sir Thomas Erpingham
e05   1516 n        English   Leader               Duke of Gloucester
# "new empty": the same game, no unit on the map.
> new empty
new game: The Battle of Agincourt, empty board (seed 7)
> log
game battle-of-agincourt, scenario (empty board), seed 7
no orders yet
> units off-map leader english
e01   off map       English   Leader               Henry V
e02   off map       English   Leader               Duke of York
e03   off map       English   Leader               Lord Camoys
e04   off map       English   Leader               Sir Thomas Erpingham
e05   off map       English   Leader               Duke of Gloucester
# "new" after the empty board: the same game, back to its default
# scenario (not the empty board again).
> new
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 7)
> log
game battle-of-agincourt, scenario historical, seed 7
no orders yet
# seed=N alone: the same game and default scenario with that seed.
> new seed=5
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 5)
> log
game battle-of-agincourt, scenario historical, seed 5
no orders yet
> new empty seed=5
new game: The Battle of Agincourt, empty board (seed 5)
> log
game battle-of-agincourt, scenario (empty board), seed 5
no orders yet
# A scenario of the game in play, without naming the game.
> new historical
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 7)
> log
game battle-of-agincourt, scenario historical, seed 7
no orders yet
# The game named: the default scenario, with its opening narration.
> new battle-of-agincourt
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 7)
> log
game battle-of-agincourt, scenario historical, seed 7
no orders yet
> units on-map leader english
e01   1116 n        English   Leader               Henry V
e02   1916 n        English   Leader               Duke of York
e03   0916 n        English   Leader               Lord Camoys
e04   2515 n        English   Leader               Sir Thomas Erpingham
e05   1516 n        English   Leader               Duke of Gloucester
# The empty board: no unit on the map.
> new battle-of-agincourt empty
new game: The Battle of Agincourt, empty board (seed 7)
> log
game battle-of-agincourt, scenario (empty board), seed 7
no orders yet
> units off-map leader english
e01   off map       English   Leader               Henry V
e02   off map       English   Leader               Duke of York
e03   off map       English   Leader               Lord Camoys
e04   off map       English   Leader               Sir Thomas Erpingham
e05   off map       English   Leader               Duke of Gloucester
# A scenario by name.
> new battle-of-agincourt historical
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 7)
> scenario list
* historical       Agincourt, 25 October 1415 (default)
# seed=N: the same seed gives the same dice (roll.t has seed 7).
> new battle-of-agincourt seed=5
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 5)
> roll 2d6
2d6: 2+4 = 6
> roll 2d6
2d6: 4+5 = 9
> new battle-of-agincourt seed=5
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 5)
> roll 2d6
2d6: 2+4 = 6
> roll 2d6
2d6: 4+5 = 9
> log
game battle-of-agincourt, scenario historical, seed 5
   1  roll 2d6   [2d6: 2+4 = 6]
   2  roll 2d6   [2d6: 4+5 = 9]
> new battle-of-agincourt empty seed=7
new game: The Battle of Agincourt, empty board (seed 7)
> roll 2d6
2d6: 5+2 = 7
# Refused: the game in play stays (seed 7, one roll).
> new battle-of-agincourt seed=x
error: expected seed=N with N a whole number, not "seed=x"
> new battle-of-agincourt seed=-1
error: expected seed=N with N a whole number, not "seed=-1"
> new a b c d
error: no game or scenario "a" (games: battle-of-agincourt spi-agincourt st-albans; scenarios of battle-of-agincourt: historical)
# An unknown game or scenario is refused, listing the games and the
# scenarios of the game.
> new nosuchgame
error: no game or scenario "nosuchgame" (games: battle-of-agincourt spi-agincourt st-albans; scenarios of battle-of-agincourt: historical)
> new nosuchgame empty
error: no game or scenario "nosuchgame" (games: battle-of-agincourt spi-agincourt st-albans; scenarios of battle-of-agincourt: historical)
> new battle-of-agincourt nosuch
error: no scenario "nosuch" (games: battle-of-agincourt spi-agincourt st-albans; scenarios of battle-of-agincourt: historical)
> new nosuch seed=3
error: no game or scenario "nosuch" (games: battle-of-agincourt spi-agincourt st-albans; scenarios of battle-of-agincourt: historical)
# A scenario and the empty board contradict each other: refused.
> new battle-of-agincourt empty historical
error: expected a scenario or empty, not both
> new historical empty
error: expected a scenario or empty, not both
# None of these started a game: the game in play stays.
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  roll 2d6   [2d6: 5+2 = 7]
#! status: 1
