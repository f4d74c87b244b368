#! data: tests/data
#! args: --game hostile-text --seed 3
#! status: 1
# Issue 8: game data and scenario hooks that hold bytes a terminal obeys
# (ESC sequences that set the window title or clear the screen, BEL, CR,
# BS, the C1 CSI U+009B, NUL, which Tcl hands over as c0 80, and DEL) are
# shown as \xHH; tab and newline pass, and so does good UTF-8 (§, the
# map's arrows).  The hostile-text game is in tests/data; files that
# carry such bytes are in tests/escapes.test.
> new hostile-text basic seed=3
start:\x1b]0;pwned\x07 \x1b[2J\x1b[H done
begins\x0d1\x08 move \xc2\x9b31m\xc0\x80\x7f	tabbed
new game: Hostile\x1b]0;pwned\x07 text, Basic\x1b[H (seed 3)
> status
Hostile\x1b]0;pwned\x07 text, Basic\x1b[H
turn 1 of 2, Red\x1b[31m Move phase (§7)
units eliminated: Red\x1b[31m 0, Blue 0
dice: auto (seed 3); orders: 0
> units
r1    0104 n        Red\x1b[31m  Foot                 \x1b]0;pwned\x07
b1    0402 s        Blue      Foot                 Blue Foot
(1 counter of the game is not in this battle; add the word all to list it)
> show r1
r1: \x1b]0;pwned\x07
  Red\x1b[31m Foot
  af 3 df 2
  position: 0104 n
  terrain: Clear\x1b[2J
  this turn: not moved (1 MP)
> show 0104
0104: Clear\x1b[2J
  r1    0104 n        Red\x1b[31m  Foot                 \x1b]0;pwned\x07
> next
ended: turn 1 of 2, Red\x1b[31m Move phase (§7)
now: turn 1 of 2, Red\x1b[31m Fight phase
begins\x0d1\x08 fight \xc2\x9b31m\xc0\x80\x7f	tabbed
> next
error: basic.tcl:11: hook ends failed: no fight\x1b[2J\x07 here
> map
    01  02  03  04  05
01  .       .       .
01      .       .
02  .       #       .
02      .      BF↓
03  .       .       .
03      .       .
04 RF↑      .       .
04      .       .
05  .       .       .
05      .       .

R Red\x1b[31m, B Blue; F Foot, A Bow
. Clear\x1b[2J, # Woods; arrows show facing, * routed, + more units in the hex
