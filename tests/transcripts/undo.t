#! args: --empty --seed 7
# undo, redo: step back and forth through the orders; the game is rebuilt
# by replaying the journal.  On the empty board, then on the historical
# scenario (whose start hook narrates the opening).
# Nothing to take back at the start.
> undo
error: nothing to undo
> redo
error: nothing to redo
> place e01 1116
placed e01 (Henry V) in 1116 n
> place e01 1214 ne
placed e01 (Henry V) in 1214 ne
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1214 ne
  terrain: Clear
  this turn: not moved (4 MF)
# The unit goes back where it was, with its facing.
> undo
undone: place e01 1214 ne
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1116 n
  terrain: Clear
  this turn: not moved (4 MF)
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  place e01 1116
   2  place e01 1214 ne   (undone)
> redo
redone: place e01 1214 ne
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1214 ne
  terrain: Clear
  this turn: not moved (4 MF)
# A removed unit comes back.
> remove e01
removed e01 (Henry V) from 1214
> undo
undone: remove e01
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1214 ne
  terrain: Clear
  this turn: not moved (4 MF)
# undo COUNT: the last orders in turn, latest first; a roll is undone
# with its dice and redone with the same dice.
> place e02 1215
placed e02 (Duke of York) in 1215 n
> roll 2d6
2d6: 5+2 = 7
> undo 2 --agreed
undone: roll 2d6
undone: place e02 1215
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  place e01 1116
   2  place e01 1214 ne
   3  place e02 1215   (undone)
   4  roll 2d6   [2d6: 5+2 = 7]   (undone)
> show e02
e02: Duke of York
  English Leader, division
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: off map
> redo
redone: place e02 1215
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  place e01 1116
   2  place e01 1214 ne
   3  place e02 1215
   4  roll 2d6   [2d6: 5+2 = 7]   (undone)
> redo
redone: roll 2d6
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  place e01 1116
   2  place e01 1214 ne
   3  place e02 1215
   4  roll 2d6   [2d6: 5+2 = 7]
# Past the end.
> redo
error: nothing to redo
# A new order after undo drops the orders taken back: no redo.
> undo 2 --agreed
undone: roll 2d6
undone: place e02 1215
> place e03 1216
placed e03 (Lord Camoys) in 1216 n
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  place e01 1116
   2  place e01 1214 ne
   3  place e03 1216
> redo
error: nothing to redo
> show e02
e02: Duke of York
  English Leader, division
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: off map
# The dice come from the game's seed: a roll taken back and rolled
# again is the same roll (undo is no way to re-roll).
> roll 2d6
2d6: 5+2 = 7
> undo --agreed
undone: roll 2d6
> roll 2d6
2d6: 5+2 = 7
# undo more than there are: as many as there are.
> undo 10 --agreed
undone: roll 2d6
undone: place e03 1216
undone: place e01 1214 ne
undone: place e01 1116
> undo
error: nothing to undo
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  place e01 1116   (undone)
   2  place e01 1214 ne   (undone)
   3  place e03 1216   (undone)
   4  roll 2d6   [2d6: 5+2 = 7]   (undone)
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: off map
# Bad counts.
> undo 0
error: expected how many orders to undo (1 to 10000), not "0"
> undo x
error: expected how many orders to undo (1 to 10000), not "x"
> redo -1
error: expected how many orders to redo (1 to 10000), not "-1"
> undo 1 2
error: usage: undo [count] [--agreed]
> undo 99999
error: expected how many orders to undo (1 to 10000), not "99999"
# After an undo, `why` no longer explains the order taken back.
> place e01 1215 n
placed e01 (Henry V) in 1215 n
> why
place e01 1215 n:
placed e01 (Henry V) in 1215 n
> undo
undone: place e01 1215 n
> why
the last ruling was taken back (undone: place e01 1215 n); "why N" explains order N of those in force
# redo puts its ruling back too
> redo
redone: place e01 1215 n
> why
place e01 1215 n:
placed e01 (Henry V) in 1215 n
> undo
undone: place e01 1215 n
# The historical scenario: its opening narration is told once, when the
# game starts; the rebuilds of undo and redo are silent.
> new battle-of-agincourt historical
Agincourt, 25 October 1415: 39 English and 72 French units stand on the field (§2).
Turn 1 begins: put the game-turn marker on turn 1, English side up (§6).
new game: The Battle of Agincourt, Agincourt, 25 October 1415 (seed 7)
> place e01 1214 ne
placed e01 (Henry V) in 1214 ne
> roll 2d6
2d6: 5+2 = 7
> undo --agreed
undone: roll 2d6
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1214 ne
  terrain: Clear
  this turn: not moved (4 MF)
> undo --agreed
undone: place e01 1214 ne
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1116 n
  terrain: Clear
  this turn: not moved (4 MF)
> redo 2
redone: place e01 1214 ne
redone: roll 2d6
> show e01
e01: Henry V
  English Leader, army
  af 4 df 6 rdf 3 range 0 mf 4 mr 3
  position: 1214 ne
  terrain: Clear
  this turn: not moved (4 MF)
> undo 2 --agreed
undone: roll 2d6
undone: place e01 1214 ne
> redo
redone: place e01 1214 ne
> log
game battle-of-agincourt, scenario historical, seed 7
   1  place e01 1214 ne
   2  roll 2d6   [2d6: 5+2 = 7]   (undone)
#! status: 1
