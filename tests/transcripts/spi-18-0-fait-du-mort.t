#! args: -g spi-agincourt -s historical --seed 1
# SPI's Agincourt 18.0, in every scenario (spi-fait.tcl, the game's own
# script): the Fait du Mort (fm) begins set aside (20.12, 20.22, 20.32)
# and is placed in the hex of the first French combat unit moved next to
# King Henry V (el1).  reconstructed (R63): judged as a French combat
# unit's `move` ends with any of its hexes next to Henry's; the squad
# enters that unit's first hex next to him, once in the game.
# Historical scenario, Game-Turn 1: Clignet (f10), set down in
# 2714+2715 and charging (20.13D: only the front-line cavalry moves),
# goes to 2814+2815, next to Henry in 2915.  `undo` takes the squad off
# with the move, `redo` puts it back.
> show fm
fm: Fait du Mort
  French Fait du Mort
  melee 0 lines 0 rating 5 ransom 1 mp 1 arrows 0 rof 0 range 0
  position: off map
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  retreating with fugitives: no (§12.33)
  engaged in melee: no (§9.21)
> place f10 2714 s
placed f10 (Clignet) in 2714+2715 s
> flip f10
f10 turns to its charge side: melee 8, mp 2 (§17.11)
> move f10 2814
f10 moves to 2814+2815 (1 of 2 MP spent, §5.2)
fm goes to 2814: f10 is the first French combat unit moved next to King Henry V (2915): it receives the Fait du Mort (§18.0; reconstructed: R63)
> show 2814
2814: Clear, level 5
  fm    2814          French    Fait du Mort         Fait du Mort
  f10   2814+2815 s   French    Cavalry              Clignet (charge side: melee 8, mp 2)
> undo
undone: move f10 2814
> show fm
fm: Fait du Mort
  French Fait du Mort
  melee 0 lines 0 rating 5 ransom 1 mp 1 arrows 0 rof 0 range 0
  position: off map
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  retreating with fugitives: no (§12.33)
  engaged in melee: no (§9.21)
> redo
redone: move f10 2814
> units fm
fm    2814          French    Fait du Mort         Fait du Mort
# A replay check: the game saved and loaded holds the squad where the
# order put it (it is rebuilt by replaying the journal).
> save fait.herald
saved 3 orders to fait.herald
> new spi-agincourt historical seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 1: only the front-line cavalry moves, charging at its full allowance toward the English line; turn it to its charge side before it moves (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1) (seed 1)
> units fm
no unit matches
(1 counter of the game is not in this battle; add the word all to list it)
> load fait.herald
loaded fait.herald: Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1), 3 orders
> units fm
fm    2814          French    Fait du Mort         Fait du Mort
# French Free Deployment (20.2): the same rule, here with a battle of
# the first line, free to move on Game-Turn 1, set down in 2713+2714
# facing s (dry ground, 20.23A: 1/2 MP a clear hex), goes to
# 2813+2814.
> new spi-agincourt free-deployment seed=1
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2) (seed 1)
> units fm
no unit matches
(1 counter of the game is not in this battle; add the word all to list it)
> place f01 2713 s
placed f01 (Vendome) in 2713+2714 s
> move f01 2813
f01 moves to 2813+2814 (0.5 of 1 MP spent, §5.2)
fm goes to 2814: f01 is the first French combat unit moved next to King Henry V (2915): it receives the Fait du Mort (§18.0; reconstructed: R63)
> units fm
fm    2814          French    Fait du Mort         Fait du Mort
# A second French unit moved next to Henry (Lestrale, f18, to 2815)
# receives nothing: the squad has been placed.
> place f18 2715 s
placed f18 (Lestrale) in 2715 s
> move f18 2815
f18 moves to 2815 (0.5 of 1 MP spent, §5.0)
> units fm
fm    2814          French    Fait du Mort         Fait du Mort
