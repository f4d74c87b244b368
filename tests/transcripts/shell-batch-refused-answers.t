#! args: --seed 7 --empty
#! status: 1
# Batch play, the rule for a refused order (guide: "Scripts and their
# answers"): with the script's own dice (dice manual) the lines after an
# order are its answers.  After a command fails, the next line decides:
# a command goes on as ever; a line that is not a command may be an
# answer the refused order would have read, and the script stops there,
# with exit status 1.
#
# With herald's dice a script gives no answers: a stray line after a
# refused order is an unknown command like any other, and play goes on.
> move nosuch 1214
error: no unit "nosuch" (expected a unit id such as e01, or a name)
> 5 3
error: unknown command "5" (expected a command; "help" lists them)
> roll 2d6
2d6: 5+2 = 7
> dice manual
dice: manual: herald will ask for each roll the rules call for
# In step: each order reads its answers.
> roll 2d6
< 5 3
roll 2d6: 5 3
2d6: 5+3 = 8 (physical)
# A refused order followed by a command: the script goes on.
> place nosuch 1214
error: no unit "nosuch" (expected a unit id such as e01, or a name)
> roll 1d6
< 4
roll 1d6: 4
1d6: 4 = 4 (physical)
# A refused answer fails the order; the next line is a command: on.
> roll 1d6
< 9
roll 1d6: 9
error: a die of 1d6 shows 1 to 6, not "9"
# Comments between are passed over.
< # a comment in the script
> dice
dice: manual (seed 7)
# A refused order followed by its answer (the die for the fire): the
# script stops at the answer, and nothing after it runs (the lines
# below are input only, so any echo or output of them would show).
> fire e01 f01
< 6 6
error: fire is an order of the Missile phase (§9); now: turn 1 of 8, English Movement phase (§7)
error: stopped: "6 6" is not a command; with dice manual the script gives the answers, and this may be one the command before it would have read, which would put the rest out of step (nothing after it is run)
< roll 2d6
< 3 3
< status
