# proving-elevation game, dry ground (issue 13; doc/authoring.md
# "Elevation, contours and the ground of a scenario"; made-up rules after
# spi-agincourt 7.13, 7.21, 7.23, 7.24, 7.26): a hex's level is the digit
# of map: elevation: (show HEX); crossing a contour uphill costs 1 MP more
# (rules: movement: uphill:), downhill nothing; a unit on two hexes pays
# once when either half climbs; a step dearer than the whole allowance
# waits (steep:); a lancer up on its charge side never goes downhill
# (rules: charge: never_downhill:, charging_side:).
#! data: tests/data
#! args: -g proving-elevation --seed 1
#! status: 1
> show 0203
0203: Clear, level 1
  h1    0203 s        Red       Horse                Red Horse
> show 0303
0303: Clear, level 2
  no unit
> show 0702
0702: Woods, level 2
  no unit
# 7.23: h1 (2 MP) climbs from 0203 (level 1) into 0303 (level 2): 0.5 for
# the clear hex and 1 for the contour, then 0.5 on the level into 0403
> move h1 0303 0403
h1 climbs from level 1 to 2 into 0303: 1 MP more uphill (§7.23)
h1 moves to 0403 (2 of 2 MP spent, §5)
> why
move h1 0303 0403:
h1 climbs from level 1 to 2 into 0303: 1 MP more uphill (§7.23)
h1 moves to 0403 (2 of 2 MP spent, §5)
> show h1
h1: Red Horse
  Red Horse
  mp 2
  position: 0403 s
  terrain: Clear
  this turn: moved 2 hexes, 2 of 2 MP spent
# downhill costs nothing more: f2 from 0604 (level 3) into 0704 (level 2)
> move f2 0704
f2 moves to 0704 (0.5 of 1 MP spent, §5)
# 7.23, a unit on two hexes: w1 on 0406+0407 (level 2) into 0506+0507
# (level 3): both halves climb, and it pays the contour once
> move w1 0506
w1 climbs from level 2 to 3 into 0506: 1 MP more uphill (§7.23)
w1 moves to 0506+0507 (1.5 of 2 MP spent, §5.2)
> undo
undone: move w1 0506
# into 0507+0508: only the half going from 0406 to 0507 climbs (0508 is
# level 2): the same price
> move w1 0507
w1 climbs from level 2 to 3 into 0507: 1 MP more uphill (§7.23)
w1 moves to 0507+0508 (1.5 of 2 MP spent, §5.2)
> show 0508
0508: Clear, level 2
  w1    0507+0508 s   Red       Battle               Red Battle
# 7.24 (spi-notes: whenever the price is above the allowance): f1 (1 MP)
# from 0201 (level 1) into 0301 (level 2) would pay 1.5; it must first
# stand a complete impulse in 0201
> move f1 0301
error: f1 cannot move: step 1 (0201 to 0301): entering 0301 costs 1.5 MP, more than f1's whole allowance of 1: it crosses only after standing a complete impulse in 0201, as its first move of an impulse, for the whole allowance (it has stood no complete impulse there yet; §7.24)
# 7.26: l1, up on its charge side (charging_side: charge), may not go
# down from 0605 (level 3) into 0705 or 0706 (level 2); turned toward
# the level ground it may go on
> move l1 0705
error: l1 cannot move: step 1 (0605 to 0705): l1 is charging and may not cross the contour down from level 3 to 2 into 0705 (§7.26)
> move l1 0706
error: l1 cannot move: step 1 (0605 to 0706): l1 is charging and may not cross the contour down from level 3 to 2 into 0706 (§7.26)
> face l1 n
l1 turns to face n (1 of 2 MP spent, §5.2)
> move l1 0505
l1 moves to 0505 (1.5 of 2 MP spent, §5)
# l2, on its normal side, is not charging: down it goes, for 0.5
> move l2 0703
l2 moves to 0703 (0.5 of 2 MP spent, §5)
> units
f1    0201 s        Red       Foot                 Red Foot
h1    0403 s        Red       Horse                Red Horse
l1    0505 n        Red       Lancer               Red Lancer (charge side)
l2    0703 s        Red       Lancer               Red Lancer Two
w1    0507+0508 s   Red       Battle               Red Battle
f2    0704 s        Red       Foot                 Red Foot Two
b1    0808 n        Blue      Foot                 Blue Foot
