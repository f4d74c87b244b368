#! args: --seed 7 --empty
# status on an empty board and after a few orders.
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: auto (seed 7); orders: 0
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
> roll 2d6
2d6: 5+2 = 7
> dice manual
dice: manual: herald will ask for each roll the rules call for
> status
The Battle of Agincourt, empty board
turn 1 of 8, English Movement phase (§7)
units eliminated: English 0, French 0
optional rules: none
dice: manual (seed 7); orders: 2
victory (§14): French 0 of 35 lost, English 0 of 25 lost; French victory points 0 of 25 (0 French units on or south of row 19)
