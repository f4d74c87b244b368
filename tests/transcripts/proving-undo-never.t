#! data: tests/data
#! args: -g proving-undo
# A stricter undo declared by the game (issue 16; undo: {after_dice:
# never} in tests/data/scenarios/proving-undo/game.yaml, src/undopolicy.c):
# an order with no dice is taken back freely, as in every game; one whose
# dice both sides have seen is not taken back at all, asked or agreed,
# and the game is as it was after the refusal.  The exit status is 1:
# the refusals are errors.
> new seed=3
new game: Proving game (undo after the dice), Basic (seed 3)
> move r2 0304
r2 moves to 0304 (1 of 1 MP spent, §7)
> undo
undone: move r2 0304
> roll 1d6
1d6: 5 = 5
> undo
error: roll 1d6 was carried out with dice both sides have seen (1d6: 5 = 5): Proving game (undo after the dice) lets no such order be taken back, even agreed (house rule)
> undo --agreed
error: roll 1d6 was carried out with dice both sides have seen (1d6: 5 = 5): Proving game (undo after the dice) lets no such order be taken back, even agreed (house rule)
> status
Proving game (undo after the dice), Basic
turn 1 of 4, Red Move phase (§7)
units eliminated: Red 0, Blue 0
dice: auto (seed 3); orders: 1
> log
game proving-undo, scenario basic, seed 3
   1  roll 1d6   [1d6: 5 = 5]
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> attack r1 -> b1
odds: AF 3 against DF 2 is 3:2, rounded down to 1:1 (§9.1)
DRM: none
roll 1d6: 4 = 4, DRM +0, MDR 4 at 1:1: M (Morale check, §9.1)
morale check of b1 (morale 2, §10): 1d6: 2 = 2: equal
b1 retreats to 0401 (§9.1: out of the enemy's zones of control; herald picks for Blue, who was not asked: the first clockwise from its own map edge)
0402 is empty: one attacker may advance into it (§9.2): advance r1
> undo --agreed
error: attack r1 -> b1 was carried out with dice both sides have seen (1d6: 4 = 4; 1d6: 2 = 2; choice 1 of 4 (herald's pick)): Proving game (undo after the dice) lets no such order be taken back, even agreed (house rule)
> log
game proving-undo, scenario basic, seed 3
   1  roll 1d6   [1d6: 5 = 5]
   2  next
   3  attack r1 -> b1   [1d6: 4 = 4, 1d6: 2 = 2, choice 1 of 4 (herald's pick)]
#! status: 1
