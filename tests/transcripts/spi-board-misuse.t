#! args: --game proving-fugitives --scenario board --seed 1
#! data: tests/data
# herald::board (src/hookboard.c): the hex over a hexside (the grid's
# own names; "" off the map), a hex's terrain and its cost (1/2 MP dry,
# spi-agincourt 7.21), a step's cost as a move pays it, the left and right halves of a double counter as
# it faces (8.34: Bar faces s, its left is 2824), a counter's marks (12.1),
# whether a line of sight is clear (2527, Woods, blocks 2526-2528; 8.2),
# and each mistake's message; relocate only where the game may change.
> status
Proving game (SPI Agincourt's fugitives), herald::board
turn 1 of 10, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 10)
units eliminated: French 0, English 0
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
dice: auto (seed 1); orders: 0
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
board neighbour 2626 nw: "2527"
board neighbour 2626 ne: "2526"
board neighbour 1416 ne: ""
board neighbour 2626 n: error: herald::board: no direction "n" (expected one of e se sw w nw ne)
board neighbour 9999 ne: error: herald::board: hex 9999 is off the map (columns 14-34, rows 16-34)
board terrain 2527: "terrain woods name Woods mf 1"
board terrain 2626: "terrain clear name Clear mf 0.5"
board cost 2626 2526: "0.5"
board cost 2626 2724: error: herald::board: 2626 and 2724 are not neighbours
board cost 2626 9999: error: herald::board: hex 9999 is off the map (columns 14-34, rows 16-34)
board halves fbar: "left 2824 right 2825"
board halves falen: error: herald::board: falen is not a unit on two hexes on the map
board marks fcon: "armagnac great-officer"
board marks nobody: error: herald::board: no unit "nobody" (expected a unit id such as falen, or a name)
board sight 2526 2528: "0"
board sight 2626 2830: "1"
board sight 2626 9999: error: herald::board: hex 9999 is off the map (columns 14-34, rows 16-34)
board relocate forl 2722 "a test": error: herald::board: the game may not be changed in this hook, which only asks (it may be in phase hooks, order_done and after_order)
board relocate fbar 2722 "a test": error: herald::board: the game may not be changed in this hook, which only asks (it may be in phase hooks, order_done and after_order)
board frobnicate: error: wrong # args: should be "herald::board neighbour HEX DIR | terrain HEX | cost FROM TO | halves UNIT | marks UNIT | sight FROM TO | relocate UNIT HEX WHY"
