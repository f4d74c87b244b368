#! args: --seed 7 --empty
#! status: 1
# Batch play with the script's own dice, the other way out of step: the
# script gives an order fewer answers than it asks for, and the order
# reads the next command as its die ("2d6 cannot roll 'next'", issue 9).
# An answer is never a command, so the script is out of step for sure:
# it stops there, with exit status 1, and nothing after it runs.
> dice manual
dice: manual: herald will ask for each roll the rules call for
# An answer that is refused but not a command fails the order only; the
# next line is a command, and the script goes on.
> roll 2d6
< 13
roll 2d6: 13
error: 2d6 cannot roll "13": a total from 2 to 12, or each die from 1 to 6
> roll 2d6
< 6 6
roll 2d6: 6 6
2d6: 6+6 = 12 (physical)
# The answer left out: "next" is read as the die.
> roll 2d6
< next
roll 2d6: next
error: 2d6 cannot roll "next": a total from 2 to 12, or each die from 1 to 6
error: stopped: "next", a command, was read as an answer: the script gives fewer answers than the order asked for, and the rest would be out of step (nothing after it is run)
< roll 1d6
< 3
< status
