# help: the command list, one command's usage and help, aliases and
# prefixes (cmd.c: exact name, then alias, then a unique prefix).
> help
Commands (help COMMAND for more; a unique prefix will do):
  advance   advance an attacker into the hex a mêlée emptied
  attack    mêlée: attackers against one adjacent enemy
  counter   counter-attack by a defender against one attacker
  dice      roll with herald's dice or your own
  face      turn a unit to face another hexside
  fire      missile fire: one missile unit at one enemy
  help      list the commands, or explain one
  link      in a game by mail, the next link of a dice chain
  load      load a saved game
  log       list the orders of the game so far
  los       line of sight from one hex to another
  losses    share out a side's step losses after combat
  map       draw the board, or the region between two hexes
  move      move a unit along a path of hexes
  new       start a new game
  next      end this phase and begin the next
  odds      the chances of an attack or a morale check
  place     put a unit on a hex (set-up, corrections)
  pledge    in a game by mail, a player's signing key (herald's own)
  quit      leave herald (the game is kept)
  rally     a routed unit tries to rally
  range     count the hexes between two hexes
  reach     the hexes a unit can move to now, with their cost
  redo      put back an order taken back by undo
  remove    take a unit off the map (corrections)
  report    the after-action report of the game, in Markdown
  roll      roll dice (2d6, 2d6+1, d100, d66, 4dF) or a chance (47%)
  rule      look up the rules: a section, a chart, or words
  save      save the game to a file
  scenario  list the game's scenarios, or describe this one
  seat      in a game by mail, the side you command here
  setup     check the set-up against the scenario's rules
  show      describe a hex or a unit
  stats     how the dice have treated each player
  status    where the game stands: turn, phase, losses
  steps     turn a counter to its full or reduced side
  targets   the enemies a unit may fire at or attack now
  turn      send your turn to the other player, or play theirs
  undo      take back the last order
  units     list units, one per line
  verify    check a game's turn files (or journal) from nothing
  why       the reasoning behind a ruling
> help place
usage: place <unit> <hex> [facing]
put a unit on a hex (set-up, corrections)
Puts the unit on the hex, facing the given hexside (a compass
name such as n or se).  Without a facing a unit already on the
map keeps its facing and a new one faces away from its own map
edge.  Refused where the hex is full or is terrain the unit
cannot enter.  Undo takes it back.
> help los
usage: los <hex> <hex>
line of sight from one hex to another
Traces a straight line from the centre of the first hex to the
centre of the second and prints "clear", or "blocked by" and
the hexes that block it, then the hexes the line crosses.  A
line running exactly along a hexside is shown as the pair of
hexes either side (A|B); such a pair blocks only when both of
its hexes block.  Units other than those in the two end hexes
block, where the game says so, and so does blocking terrain.
# By alias: ? is help, exit is quit, history is log, distance is range.
> help ?
usage: help [command]
list the commands, or explain one; also ?
With no argument, lists every command with a line about it.
With a command name, prints its usage and what it does.
With a word that names no command, looks it up in the game's
rules, as rule WORD does (help rout, help zoc).
> help exit
usage: quit
leave herald (the game is kept); also exit
Leaves herald.  Nothing is lost: every order is already in the
journal, and the next start offers to resume the game.
At the table herald says where the game is kept and how to
resume it (herald -r), and exits with status 0; a script exits
with 1 if any of its commands failed.
> help history
usage: log
list the orders of the game so far; also history
Lists the game's settings and every order in the journal with
the dice it used.  Orders taken back by undo are marked
(undone) until a new order replaces them.
> help distance
usage: range <hex> <hex>
count the hexes between two hexes; also distance
Prints the distance from the first hex to the second in hexes,
as range is counted for fire: an adjacent hex is 1.
Example: range 2814 2611 prints 4.
> ? roll
usage: roll <dice>
roll dice (2d6, 2d6+1, d100, d66, 4dF) or a chance (47%)
Rolls the dice and shows each die and the total, e.g.
"2d6: 5+3 = 8".  d100 (or d%) is a tens d10 then a ones d10,
and 00 reads as 100.  d66 is a tens d6 then a units d6, read
11 to 66 ("d66: 35 = 35").  dF is a Fudge die, -1, 0 or +1
(shown -, 0, +), and 4dF four of them added.  A d10 reads 1
to 10 (a 0 on the die is 10); d10z reads 0 to 9, and the z
goes on any plain die (2d10z is 0 to 18).  Groups add up,
each shown: "1d10+1d6-2: [7] + [4] - 2 = 9".
Limits: a roll has 1 to 12 dice in all (d100 and d66 count as two),
each of 2 to 100 sides, in at most 4 groups, with a modifier
from -1000 to +1000, in at most 40 characters.
With "dice manual" herald asks for the physical roll instead:
each die in order or the total (5 3, or 8), d66 as 35 or 3 5,
Fudge dice as + - 0 + or 1 -1 0 1.  Every roll is kept in the
journal.
A chance, 47% (0% to 100%), happens on a percentile roll of 47
or less (00 is 100).  As SPI's games read it, the tens die comes
first and the ones die only when it can still change the outcome
(at 47%, after a 4 or a 0).  0% and 100% roll no dice.
# A unique prefix will do, for the command and for help's argument.
> he undo
usage: undo [count] [--agreed]
take back the last order
Takes back the last order (or the last COUNT orders), dice and
all.  The game is rebuilt by replaying the journal without it.
redo puts it back, until a new order is given.  An order with no
dice is taken back freely; one whose dice or choices both sides
have seen only with your opponent's agreement: herald asks, or
give --agreed (in a script), and the journal records that it was
agreed.  In a game by turn files every order taken back after its
dice goes in your next turn file, and your opponent's herald shows
it to him.  A game may forbid taking back such an order at all,
even agreed (undo: in its game.yaml); herald then says so.
> help sc
usage: scenario [list|info]
list the game's scenarios, or describe this one
scenario list: the game's scenarios; * marks the one in play.
scenario info: the game and scenario in play, and what in them
is reconstructed rather than printed in the rulebook.
# A prefix shared by several commands lists them all.
> re
error: ambiguous command "re": could be reach redo remove report reveal
> help re
error: ambiguous command "re": could be reach redo remove report reveal
> help un
error: ambiguous command "un": could be undo units
> l
error: ambiguous command "l": could be leave link load log los losses
# Unknown commands.
# A word that is no command is looked up in the rules (rule WORD); a
# word found nowhere is still an unknown command.
> help xyzzy
error: unknown command "xyzzy" (expected a command; "help" lists them), and nothing in the rules of The Battle of Agincourt matches it
> help mvoe
error: unknown command "mvoe"; did you mean move? ("help" lists the commands)
> bogus
error: unknown command "bogus" (expected a command; "help" lists them)
> help place remove
error: too many arguments: expected help [command]
#! status: 1
