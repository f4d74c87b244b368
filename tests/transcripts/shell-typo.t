#! args: --seed 7 --empty
# A typo gets the nearest command: one edit (a letter changed, added,
# dropped, or two neighbours swapped) in a word of three to five
# letters, two in a longer one; an alias is offered as itself.  Further
# off, or under three letters, it is an unknown command as before.
> mvoe e01 1214
error: unknown command "mvoe"; did you mean move? ("help" lists the commands)
> lgo
error: unknown command "lgo"; did you mean log? ("help" lists the commands)
> hlep
error: unknown command "hlep"; did you mean help? ("help" lists the commands)
> stauts
error: unknown command "stauts"; did you mean stats or status? ("help" lists the commands)
> rnage 1214 1215
error: unknown command "rnage"; did you mean range? ("help" lists the commands)
> atack e01 -> f01
error: unknown command "atack"; did you mean attack? ("help" lists the commands)
> udno
error: unknown command "udno"; did you mean undo? ("help" lists the commands)
> exti
error: unknown command "exti"; did you mean exit? ("help" lists the commands)
> advnace
error: unknown command "advnace"; did you mean advance? ("help" lists the commands)
> plcae e01 1214
error: unknown command "plcae"; did you mean place? ("help" lists the commands)
> losss
error: unknown command "losss"; did you mean losses? ("help" lists the commands)
# Equally near to several: all of them.
> lox
error: unknown command "lox"; did you mean log or los? ("help" lists the commands)
# Too far, or too short to tell.
> xyzzy
error: unknown command "xyzzy" (expected a command; "help" lists them)
> bogus
error: unknown command "bogus" (expected a command; "help" lists them)
> zz
error: unknown command "zz" (expected a command; "help" lists them)
> 5
error: unknown command "5" (expected a command; "help" lists them)
# Nothing ran: the board is as it was.
> log
game battle-of-agincourt, scenario (empty board), seed 7
no orders yet
#! status: 1
