#! args: --game proving-fugitives --seed 1
#! data: tests/data
#! status: 1
# spi-agincourt §5.15: a combat unit may move onto a friendly fugitive
# marker at no extra cost, but may not move out of that hex for the rest
# of the game-turn.  Alencon (2822, facing s) may not go on through 2922,
# where French fugitives are, to 3022; it may stop there, and then may
# not leave, in this impulse or the next.  An enemy fugitive holds no
# one (§5.14): Saveuse goes onto English fugitives in 3020 and on.
> marker place fugitive 2922 side=french state=moving heading=ne
placed fugitive1: Fugitive x1 (side French, heading ne, state moving, mounted no) in 2922
> marker place fugitive 3020 side=english state=moving heading=se
placed fugitive2: Fugitive x1 (side English, heading se, state moving, mounted no) in 3020
> move falen 2922 3022
error: falen may not go on from 2922, where its own fugitives are: a unit that moves onto them may not leave that hex this turn (§5.15)
> move falen 2922
falen moves to 2922 (0.5 of 1 MP spent, §5.0)
falen has moved onto its own fugitives in 2922: it may not leave the hex this turn (§5.15)
> show falen
falen: Alencon
  French Men-at-Arms
  melee 4 lines 4 rating 0 mp 1
  position: 2922 s
  terrain: Clear
  this turn: moved 1 hex, 0.5 of 1 MP spent
  characteristics: Armagnac
  lines left: 4 (§8.33)
  moved onto friendly fugitives: yes (§5.15)
  run into by fugitives: no (§14.25)
> next
left undone: 6 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> move falen 3022
error: falen moved onto its own fugitives in 2922 and may not leave this turn (§5.15)
> move fsav 3020
fsav moves to 3020 (0.5 of 1 MP spent, §5.0)
> show fsav
fsav: Saveuse
  French Cavalry
  melee 4 lines 2 rating 0 mp 1
  position: 3020 s
  terrain: Clear
  this turn: moved 1 hex, 0.5 of 1 MP spent
  characteristics: Burgundian
  lines left: 2 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
> next
left undone: 5 units did not move
ended: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 10, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 10, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> move fsav 3120
fsav moves to 3120 (0.5 of 1 MP spent, §5.0)
