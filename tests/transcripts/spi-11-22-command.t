#! args: --seed 1
#! data: tests/data
# spi-agincourt §11.22, §12.1: in a demoralized army a combat unit with a
# leader who may command it (Alencon, Armagnac, with Orleans, Armagnac)
# is not routed and moves freely, even toward the enemy; the moment no
# such leader stands with it, it is routed (§11.21).
> new proving-army routed seed=1
fb has no leader with it who may command it: it is routed (§11.21, §11.22)
fv has no leader with it who may command it: it is routed (§11.21, §11.22)
fs has no leader with it who may command it: it is routed (§11.21, §11.22)
routed, toward the north edge: fb must turn to face n and flee; fs must turn to face n and flee (§11.21)
new game: Proving game (SPI Agincourt's army morale), A demoralized army (seed 1)
> show fa
fa: Alencon
  French Men-at-Arms
  melee 4 lines 4 rating 0 mp 1 arrows 0
  position: 1614 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac
  lines left: 4 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: no (§11.21)
> move fa 1714
fa moves to 1714 (0.5 of 1 MP spent, §5.0)
fa has no leader with it who may command it: it is routed (§11.21, §11.22)
> show fa
fa: Alencon
  French Men-at-Arms
  melee 4 lines 4 rating 0 mp 1 arrows 0
  position: 1714 s
  terrain: Clear
  this turn: moved 1 hex, 0.5 of 1 MP spent
  characteristics: Armagnac
  lines left: 4 (§8.33)
  moved onto friendly fugitives: no (§5.15)
  run into by fugitives: no (§14.25)
  routed: yes (§11.21)
# and now it may only flee
> move fa 1814
error: fa is routed and flees toward the north edge, one hexrow a step, directly away from the enemy, never into Woods or a combat unit's hex: from 1714 it flees to 1613 or 1614, not 1814 (§11.21)
> face fa n
error: fa cannot turn: turning costs 1 MP but fa has 0.5 of 1 left (§5.2)
#! status: 1
