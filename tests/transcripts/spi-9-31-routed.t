#! args: --game proving-melee --scenario routed --seed 1
#! data: tests/data
# spi-agincourt §9.31 and routed units (doc/reconstructions.md, beside
# M5): the book makes no exception for routed units (11.21 governs the
# Movement phases only), so a routed unit next to an enemy it could
# attack at a differential of 0 or more must attack.  The French army is
# demoralized (the routed scenario); Marle (f20), with no leader, is
# routed as it is placed (§11.21, §11.22).  Next to Suffolk (e19, 2 on
# its yeoman side, §15.0), Marle's 3 is +1: the Melee phase may not end
# until it attacks.  (Saveuse and Lestrale, routed on the north edge
# with no leader, left the field as play began: `status` counts them.)
> place f20 2812
placed f20 (Marle) in 2812 s
f20 has no leader with it who may command it: it is routed (§11.21, §11.22)
> place e19 2913
placed e19 (Suffolk) in 2913 n
> next
left undone: 11 units did not move
ended: turn 1 of 10, French Movement phase (§5.0)
now: turn 1 of 10, French Morale phase (§10.0)
> next
ended: turn 1 of 10, French Morale phase (§10.0)
now: turn 1 of 10, French Melee phase (§9.0)
> status
Proving game (SPI Agincourt's melee), Open field, the French demoralized
turn 1 of 10, French Melee phase (§9.0)
units eliminated: French 2, English 0
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
leaders captured: French 0, English 0 (§20.14)
dice: auto (seed 1); orders: 4
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the French army is demoralized, 2 units routed (f20, f30) (§11.2, §11.21); the next check ends turn 5 (§11.0)
> next
error: every unit next to an enemy it could attack at a differential of 0 or more must attack first: f20 (§9.31; reconstructed: each unit alone, as the numbers stand; see doc/reconstructions.md M5)
> attack f20 -> e19
e19 turns to its yeoman side: melee 2, mp 1 (§15.0)
attack: Marle (f20) strength 3 = 3
defence: Suffolk (e19) on its yeoman side strength 2 (§15.0) = 2
differential 3 - 2 = +1; Suffolk (e19) is on its 1st Line: Melee CRT, line 1, differential +1: 0% (§9.5); a 0: no die is rolled
the melee on e19: 0%: no dice (no roll is at or under 0) -> does not happen (§9.5)
> next
ended: turn 1 of 10, French Melee phase (§9.0)
now: turn 1 of 10, French Fatigue Morale phase (§9.22)
#! status: 1
