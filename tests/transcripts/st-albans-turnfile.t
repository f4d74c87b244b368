#! args: --game st-albans --seed 6 --option delayed
# The quick reference's delayed turn play: a player's turn goes to the
# other player's herald as a turn file, which is checked against the
# game, replayed with its dice and a ruling for every order, and marked
# in the journal with the file it came from.  (Both players' games are
# played here in one herald: `new` with the same settings stands for
# the other player's copy of the game.)
# York's turn: a move, an attack, and the turn goes out.
> move y18 1709
y18 moves to 1709 (1 of 7 MP spent, §7)
> next
left undone: 15 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> attack y07 y11 -> l11
odds: AF 12 (4 + 4 + 4) against DF 3 is 12:3, that is 4:1 (§9.5)
commanders add 4 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
DRM +1: Palisade (§9.6) (reconstructed)
DRM total: +2
roll 1d6: 5 = 5, DRM +2, MDR 7 at 4:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l11 retreats to 1420 (§9.8: out of the enemy's zones of control; of 1420 and 1419 herald takes the first clockwise from its own map edge)
1520 is empty: one attacker may advance into it (§9.11): advance y07 or y11
> next
left undone: 4 missile units with a target did not fire
left undone: 2 units next to the enemy did not attack
left undone: no one advanced into 1520
ended: turn 1 of 8, York Combat phase (§4, 9)
now: turn 1 of 8, Lancaster Movement phase (§4, 7)
> turn export york-1.turn
wrote orders 1 to 4 (4 orders) to york-1.turn
# The Lancastrian's herald: the same game, and York's turn comes in.
> new st-albans first-st-albans +delayed seed=6
new game: Les Batailles de St Albans, First St Albans, 22 May 1455 (seed 6)
> turn import york-1.turn
imported 4 orders of York from york-1.turn:
move y18 1709:
y18 moves to 1709 (1 of 7 MP spent, §7)
next:
left undone: 15 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
attack y07 y11 -> l11:
odds: AF 12 (4 + 4 + 4) against DF 3 is 12:3, that is 4:1 (§9.5)
commanders add 4 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
DRM +1: Palisade (§9.6) (reconstructed)
DRM total: +2
roll 1d6: 5 = 5, DRM +2, MDR 7 at 4:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l11 retreats to 1420 (§9.8: out of the enemy's zones of control; of 1420 and 1419 herald takes the first clockwise from its own map edge)
1520 is empty: one attacker may advance into it (§9.11): advance y07 or y11
next:
left undone: 4 missile units with a target did not fire
left undone: 2 units next to the enemy did not attack
left undone: no one advanced into 1520
ended: turn 1 of 8, York Combat phase (§4, 9)
now: turn 1 of 8, Lancaster Movement phase (§4, 7)
> log
game st-albans, scenario first-st-albans, seed 6
   1  move y18 1709   (from york-1.turn)
   2  next   (from york-1.turn)
   3  attack y07 y11 -> l11   [1d6: 5 = 5]   (from york-1.turn)
   4  next   (from york-1.turn)
# A turn file is taken once, in order, and only into its own game.
> turn import york-1.turn
error: york-1.turn is already in this game: its 4 orders are orders 1 to 4 of the log
> new st-albans second-st-albans +delayed seed=6
new game: Les Batailles de St Albans, Second St Albans, 17 February 1461 (seed 6)
> turn import york-1.turn
error: york-1.turn belongs to another game (game=st-albans scenario=first-st-albans seed=6 options=delayed; this one is game=st-albans scenario=second-st-albans seed=6 options=delayed): start the same game first with "new st-albans first-st-albans seed=6 +delayed"
> turn import no-such-file
error: no-such-file: No such file or directory
> turn export nothing.turn
error: no orders to send since order 0
#! status: 1
