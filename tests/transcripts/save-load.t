#! args: --empty --seed 7
# save, load: a game to and from a file (a journal: the settings and the
# orders in force, with their dice).  The runner works in a scratch
# directory, so files are written there.  On the empty board, then on
# the historical scenario (whose start hook narrates the opening).
# A name with a space is kept quoted in the journal and replays.
> place "Henry V" 1214 ne
placed e01 (Henry V) in 1214 ne
> place f01 1211
placed f01 (Constable d'Albret) in 1211 s
> roll 2d6
2d6: 5+2 = 7
> place e02 1215
placed e02 (Duke of York) in 1215 n
# Orders taken back are not saved.
> undo --agreed
undone: place e02 1215
> save game1.herald
saved 3 orders to game1.herald
# A different game in play.
> new empty
new game: The Battle of Agincourt, empty board (seed 7)
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: off map
> log
game battle-of-agincourt, scenario (empty board), seed 7
no orders yet
# Loading it back restores the units and the order log, dice and all.
> load game1.herald
loaded game1.herald: The Battle of Agincourt, empty board, 3 orders
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1214 ne
  terrain: Clear
  this turn: not moved (4 MF)
> show f01
f01: Constable d'Albret
  French Leader, army
  af 4 df 5 rdf 2 range 0 mf 5 mr 5
  position: 1211 s
  terrain: Clear
> show e02
e02: Duke of York
  English Leader, division
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: off map
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  place "Henry V" 1214 ne
   2  place f01 1211
   3  roll 2d6   [2d6: 5+2 = 7]
# The generator is in step: the next roll is the second roll of seed 7,
# as if the game had never been saved (roll.t: 6 on 1d6 after 5+2).
> roll 1d6
1d6: 6 = 6
> undo --agreed
undone: roll 1d6
# A file that cannot be read or is not a saved game is refused; the game
# in play stays as it was.
> load missing.herald
error: cannot load missing.herald: missing.herald: No such file or directory
# "input" is the runner's copy of this transcript's commands: a file, but
# not a saved game.
> load input
error: cannot load input: input: not a herald journal or save (expected the first line "herald-journal 2" or "herald-save 2")
> load .
error: cannot load .: .: not a regular file
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  place "Henry V" 1214 ne
   2  place f01 1211
   3  roll 2d6   [2d6: 5+2 = 7]
   4  roll 1d6   [1d6: 6 = 6]   (undone)
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1214 ne
  terrain: Clear
  this turn: not moved (4 MF)
# salvage is the one word load takes after the file.
> load input whole
error: expected salvage after the file, not "whole"
> load input salvage
error: cannot load input: input: not a herald journal or save (expected the first line "herald-journal 2" or "herald-save 2")
# save with no name: GAME-SCENARIO.herald.
> save
saved 3 orders to battle-of-agincourt-empty.herald
# Saving again as the game goes on replaces the file; a file that holds
# anything else (here the runner's input, and then the game before an
# undo) is kept under a numbered name, never overwritten.
> save
saved 3 orders to battle-of-agincourt-empty.herald
> save input
saved 3 orders to input
the file that was there is kept as input.1
> undo --agreed
undone: roll 2d6
> save input
saved 2 orders to input
the file that was there is kept as input.2
> load input.1
error: cannot load input.1: input.1: not a herald journal or save (expected the first line "herald-journal 2" or "herald-save 2")
> load input.2
loaded input.2: The Battle of Agincourt, empty board, 3 orders
> load battle-of-agincourt-empty.herald
loaded battle-of-agincourt-empty.herald: The Battle of Agincourt, empty board, 3 orders
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  place "Henry V" 1214 ne
   2  place f01 1211
   3  roll 2d6   [2d6: 5+2 = 7]
# A file that cannot be written.
> save nodir/game.herald
error: nodir/game.herald: No such file or directory
> save a b
error: too many arguments: expected save [file]
> load
error: too few arguments: expected load <file> [salvage]
# The historical scenario: loading a saved game of it rebuilds the game
# silently, at the point it had reached, without telling the opening
# again.
> new battle-of-agincourt historical
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 7)
> place e01 1214 ne
placed e01 (Henry V) in 1214 ne
> roll 2d6
2d6: 5+2 = 7
> save hist.herald
saved 2 orders to hist.herald
> new empty
new game: The Battle of Agincourt, empty board (seed 7)
> load hist.herald
loaded hist.herald: The Battle of Agincourt, Agincourt, 25 October 1415, 2 orders
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1214 ne
  terrain: Clear
  this turn: not moved (4 MF)
> show 1116
1116: Clear
  no unit
> log
game battle-of-agincourt, scenario historical, seed 7
   1  place e01 1214 ne
   2  roll 2d6   [2d6: 5+2 = 7]
> roll 1d6
1d6: 6 = 6
#! status: 1
