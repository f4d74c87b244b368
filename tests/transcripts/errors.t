#! args: --seed 7
# errors: a refused command says why (an arity error names the usage),
# the commands after it still run, and the exit status is 1 when any
# command failed.
> bogus
error: unknown command "bogus" (expected a command; "help" lists them)
> show "Henry V
error: unterminated " quote
> show 'Henry V
error: unterminated ' quote
# Wrong arity: each error names the command's usage.
> range 1214
error: too few arguments: expected range <hex> <hex>
> los
error: too few arguments: expected los <hex> <hex>
> show
error: too few arguments: expected show <hex|unit>
> place e01
error: too few arguments: expected place <unit> <hex> [facing]
> place e01 1214 n s
error: too many arguments: expected place <unit> <hex> [facing]
> remove
error: too few arguments: expected remove <unit>
> roll
error: too few arguments: expected roll <dice>
> roll 2d6 3d6
error: too many arguments: expected roll <dice>
> undo 1 2
error: usage: undo [count] [--agreed]
> redo 1 2
error: too many arguments: expected redo [count]
> load
error: too few arguments: expected load <file> [salvage]
> save a b
error: too many arguments: expected save [file]
> log x
error: too many arguments: expected log
> dice auto manual
error: too many arguments: expected dice [auto|manual]
> scenario list info
error: too many arguments: expected scenario [list|info]
> help a b
error: too many arguments: expected help [command]
> quit now
error: too many arguments: expected quit
> new a b c d
error: no game or scenario "a" (games: battle-of-agincourt spi-agincourt st-albans; scenarios of battle-of-agincourt: historical)
> map 1214 1215 1216
error: too many arguments: expected map [hex] [hex]
# Arguments of the wrong form.
> range 1214 x
error: expected a hex id of four digits (column then row, e.g. 1214), not "x"
> place e01 1214 up
error: expected a facing: one of n ne se s sw nw, not "up"
> undo none
error: expected how many orders to undo (1 to 10000), not "none"
> map 1214
error: expected two hexes at opposite corners of the region (map 1113 1316), or none for the whole board
# A failed command changes nothing, and the next one runs.
> log
game battle-of-agincourt, scenario historical, seed 7
no orders yet
> roll 2d6
2d6: 5+2 = 7
# Leaving with exit after failures: the status stays 1, and nothing after
# it runs (a < line is input but not expected output).
> exit
< bogus
#! status: 1
