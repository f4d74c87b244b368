#! args: --game st-albans --empty --seed 3
# Les Batailles de St Albans, §9.8 "Retreat and morale (example)":
# "Unit A is attacked and according to the order of priority, it must
# retreat by pushing back unit B. Unit A tests its morale and gets -1. B
# can only retreat by pushing back C which can retreat to a hex that
# isn't an enemy ZoC. B and C test their morale normally."
# herald's reading (src/retreat.c): A has no hex free of enemy zones of
# control, so by the order of priority it retreats into a zone, into its
# friend B's hex ("in enemy Zoc, with a friendly unit"), and tests with
# -1; B, pushed, has one hex out of the zones, C's, and pushes C, which
# retreats to an empty hex out of the zones; B and C test normally.
# On Bernard's Heath (all clear, no hexsides):
#   A = l20 Northern Billmen 1 (4) in 1005, attacked from 1004 by y07;
#   B = l10 Northumberland's Retinue (3) in 1006;
#   C = l11 Clifford's Retinue (3) in 1007;
#   y08 in 0906 and y11 in 1206 close the other ways: every hex round A
#   (0905 1105 1106 and B's 1006) is in an enemy zone, every hex round B
#   but C's (0907 1106 1107) too, and C has 0908 1008 1108 free.
> place l20 1005
placed l20 (Northern Billmen 1) in 1005
> place l10 1006
placed l10 (Northumberland's Retinue) in 1006
> place l11 1007
placed l11 (Clifford's Retinue) in 1007
> place y07 1004
placed y07 (York's Billmen 1) in 1004
> place y08 0906
placed y08 (York's Billmen 2) in 0906
> place y11 1206
placed y11 (Salisbury's Billmen) in 1206
> next
left undone: 3 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds y07 -> l20
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§9.5)
DRM: none
chances at 1:1, DRM +0: D1 1/6 = 16.7%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 1:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# A 3 at 1/1 is DR.  The morale checks come as the chain unwinds: C
# (rolls 2 against 3), then B (1 against 3), then A (2 against 4 - 1).
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y07 -> l20
< 3
< 
< 2
< 1
< 2
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§9.5)
DRM: none
roll 1d6 for the attack on l20: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:1: DR (Defender retreats 1 hex, §9.7, 9.8)
l20 retreats to 1006 (§9.8: into an enemy zone, pushing a friend back)
l10 is pushed back (§9.8)
l10 retreats to 1007 (§9.8: out of the enemy's zones, pushing a friend back)
l11 is pushed back (§9.8)
Lancaster, retreat l11 (§9.8) to 1008, 0908 or 1108 [1008]: 
l11 retreats to 1008 (§9.8: out of the enemy's zones of control; Lancaster's choice)
roll 1d6 for the morale check of l11: 2
morale check of l11 (morale 3, §9.10): 1d6: 2 = 2 (physical): lower, no effect
roll 1d6 for the morale check of l10: 1
morale check of l10 (morale 3, §9.10): 1d6: 1 = 1 (physical): lower, no effect
roll 1d6 for the morale check of l20: 2
morale check of l20 (morale 4 - 1 = 3, §9.10): 1d6: 2 = 2 (physical): lower, no effect
  morale -1: it retreated into an enemy zone of control (§9.8)
1005 is empty: one attacker may advance into it (§9.11): advance y07
> show 1005
1005: Clear
  no unit
> show 1006
1006: Clear
  l20   1006          Lancaster Infantry             Northern Billmen 1
> show 1007
1007: Clear
  l10   1007          Lancaster Infantry             Northumberland's Retinue
> units l11
l11   1008          Lancaster Infantry             Clifford's Retinue
> advance y07
y07 advances into 1005 (§9.11)
# The -1 matters: the same attack, but A rolls a 3.  Against its
# strength 4 that would be no effect; against 4 - 1 it is equal, so A
# retreats one hex more (§9.10): back through its friend B, now out of
# the zones, pushing B again; B finds a free hex and tests normally.
> undo 2 --agreed
undone: advance y07
undone: attack y07 -> l20
> attack y07 -> l20
< 3
< 
< 2
< 1
< 3
< 
< 1
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§9.5)
DRM: none
roll 1d6 for the attack on l20: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:1: DR (Defender retreats 1 hex, §9.7, 9.8)
l20 retreats to 1006 (§9.8: into an enemy zone, pushing a friend back)
l10 is pushed back (§9.8)
l10 retreats to 1007 (§9.8: out of the enemy's zones, pushing a friend back)
l11 is pushed back (§9.8)
Lancaster, retreat l11 (§9.8) to 1008, 0908 or 1108 [1008]: 
l11 retreats to 1008 (§9.8: out of the enemy's zones of control; Lancaster's choice)
roll 1d6 for the morale check of l11: 2
morale check of l11 (morale 3, §9.10): 1d6: 2 = 2 (physical): lower, no effect
roll 1d6 for the morale check of l10: 1
morale check of l10 (morale 3, §9.10): 1d6: 1 = 1 (physical): lower, no effect
roll 1d6 for the morale check of l20: 3
morale check of l20 (morale 4 - 1 = 3, §9.10): 1d6: 3 = 3 (physical): equal
  morale -1: it retreated into an enemy zone of control (§9.8)
l20 retreats to 1007 (§9.8: out of the enemy's zones, pushing a friend back)
l10 is pushed back (§9.8)
Lancaster, retreat l10 (§9.8) to 0908 or 1108 [0908]: 
l10 retreats to 0908 (§9.8: out of the enemy's zones of control; Lancaster's choice)
roll 1d6 for the morale check of l10: 1
morale check of l10 (morale 3, §9.10): 1d6: 1 = 1 (physical): lower, no effect
1005 is empty: one attacker may advance into it (§9.11): advance y07
> show 1006
1006: Clear
  no unit
> show 1007
1007: Clear
  l20   1007          Lancaster Infantry             Northern Billmen 1
# §9.8: "If a unit is forced to retreat off the map it is eliminated";
# §6: a commander is eliminated with his unit.  Somerset's Retinue with
# Somerset in the corner hex 0101: its only hexes on the map are held by
# the enemy.
> new st-albans empty seed=3
new game: Les Batailles de St Albans, empty board (seed 3)
> place l09 0101
placed l09 (Somerset's Retinue) in 0101
> place l01 0101
placed l01 (Edmund Beaufort, Duke of Somerset) in 0101
> place y07 0102
placed y07 (York's Billmen 1) in 0102
> place y08 0201
placed y08 (York's Billmen 2) in 0201
> next
left undone: 2 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y07 y08 -> l09
< 3
odds: AF 8 (4 + 4) against DF 6 is 8:6, rounded down to 1:1 (§9.5)
commanders add 0 to the attack, 2 to the defence (§6)
DRM: none
roll 1d6 for the attack on l09: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:1: DR (Defender retreats 1 hex, §9.7, 9.8)
l09 can retreat only off the map (§9.8)
l09 is eliminated: it retreated off the map (§9.8)
l01 is eliminated: its unit was eliminated (§6)
0101 is empty: one attacker may advance into it (§9.11): advance y07 or y08
> units l09
l09   eliminated    Lancaster Infantry             Somerset's Retinue
> units l01
l01   eliminated    Lancaster Commander            Edmund Beaufort, Duke of Somerset
# §9.8, TEC 6: no retreat across a river.  Northumberland's Retinue in
# 0511 has the Ver on three hexsides (to 0510, 0610 and 0611) and the
# enemy in the other three hexes: it cannot retreat and loses a step.
> new st-albans empty seed=3
new game: Les Batailles de St Albans, empty board (seed 3)
> place l10 0511
placed l10 (Northumberland's Retinue) in 0511
> place y07 0410
placed y07 (York's Billmen 1) in 0410
> place y08 0411
placed y08 (York's Billmen 2) in 0411
> place y11 0512
placed y11 (Salisbury's Billmen) in 0512
> show 0511
0511: Clear
  road to the s nw
  n hexside (to 0510): River
  ne hexside (to 0610): River
  se hexside (to 0611): River
  l10   0511          Lancaster Infantry             Northumberland's Retinue
> next
left undone: 3 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y07 -> l10
< 3
odds: AF 4 against DF 3 is 4:3, rounded down to 1:1 (§9.5)
DRM: none
roll 1d6 for the attack on l10: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:1: DR (Defender retreats 1 hex, §9.7, 9.8)
l10 cannot retreat: every way is barred or held by the enemy (§9.8)
l10 loses a step and turns to its reduced side (§9.9)
> units l10
l10   0511 reduced  Lancaster Infantry             Northumberland's Retinue
# With 0512 left empty the only way is into an enemy zone of control,
# alone, the last of the priorities: the unit goes and loses a step.
> new st-albans empty seed=3
new game: Les Batailles de St Albans, empty board (seed 3)
> place l10 0511
placed l10 (Northumberland's Retinue) in 0511
> place y07 0410
placed y07 (York's Billmen 1) in 0410
> place y08 0411
placed y08 (York's Billmen 2) in 0411
> next
left undone: 2 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y07 -> l10
< 3
odds: AF 4 against DF 3 is 4:3, rounded down to 1:1 (§9.5)
DRM: none
roll 1d6 for the attack on l10: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:1: DR (Defender retreats 1 hex, §9.7, 9.8)
l10 retreats to 0512 (§9.8: into an enemy zone of control, alone)
l10 loses a step and turns to its reduced side (§9.9)
0511 is empty: one attacker may advance into it (§9.11): advance y07
> units l10
l10   0512 reduced  Lancaster Infantry             Northumberland's Retinue
# §6: "A commander retreats if the unit with which he is stacked
# retreats".  The King's Household Men with Somerset (4 + 2 in defence)
# against York's Billmen: 4 against 6 is 2/3, and a 2 is DR.
> new st-albans empty seed=3
new game: Les Batailles de St Albans, empty board (seed 3)
> place l08 1205
placed l08 (King's Household Men) in 1205
> place l01 1205
placed l01 (Edmund Beaufort, Duke of Somerset) in 1205
> place y07 1204
placed y07 (York's Billmen 1) in 1204
> next
left undone: 1 unit did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y07 -> l08
< 2
< 
odds: AF 4 against DF 6 is 4:6, that is 2:3 (§9.5)
commanders add 0 to the attack, 2 to the defence (§6)
DRM: none
roll 1d6 for the attack on l08: 2
roll 1d6: 2 = 2 (physical), DRM +0, MDR 2 at 2:3: DR (Defender retreats 1 hex, §9.7, 9.8)
Lancaster, retreat l08 (§9.8) to 1106, 1306 or 1206 [1106]: 
l08 retreats to 1106 (§9.8: out of the enemy's zones of control; Lancaster's choice)
l01 goes with l08 (§6)
1205 is empty: one attacker may advance into it (§9.11): advance y07
> units l08
l08   1106          Lancaster Infantry             King's Household Men
> units l01
l01   1106          Lancaster Commander            Edmund Beaufort, Duke of Somerset
