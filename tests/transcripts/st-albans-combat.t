#! args: --game st-albans --empty --seed 5
# Les Batailles de St Albans: combat as far as herald has it (§9):
# odds rounded for the defender from 1/2 to 4/1 (§9.5), the charge
# (§9.2), missile units (§9.3), commanders (§6), terrain of the
# defender's hex (§9.6), results with step losses, morale and retreats
# (§9.7-§9.10) and the advance (§9.11).
# §9.2: Yorkist Prickers (cavalry, strength 2, charge mark) ride straight
# at Household Men (infantry, strength 4) on open ground: +2, 4 against 4.
> place y18 1005
placed y18 (Yorkist Prickers) in 1005
> place l08 1002
placed l08 (King's Household Men) in 1002
> move y18 1004 1003
y18 moves to 1003 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds 1003 -> 1002
odds: AF 4 (2 + 2 charge) against DF 4 is 4:4, that is 1:1 (§9.5)
charge: +2 strength, straight at the enemy over clear or road hexes (§9.2)
DRM: none
chances at 1:1, DRM +0: D1 1/6 = 16.7%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 1:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# Not straight at the target: no charge, 2 against 4 is 1/2.
> undo 2
undone: next
undone: move y18 1004 1003
> move y18 0905 1004 1003
y18 moves to 1003 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds 1003 -> 1002
odds: AF 2 against DF 4 is 2:4, that is 1:2 (§9.5)
DRM: none
chances at 1:2, DRM +0: DR 1/3 = 33.3%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, A1 1/6 = 16.7%, A2 1/6 = 16.7% (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 1:2, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# §9.3: archers fire from range, alone or with others; in mêlée they
# lose 1 strength, not against enemy archers; §9.5: 1/2 and worse read
# on the 1/2 column.
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place y09 1005
placed y09 (York's Archers 1) in 1005
> place l08 1002
placed l08 (King's Household Men) in 1002
> next
left undone: 1 unit did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds y09 -> l08
odds: AF 3 against DF 4 is 3:4, rounded down to 2:3 (§9.5)
DRM: none
chances at 2:3, DRM +0: DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/3 = 33.3%, AT 1/6 = 16.7%, A1 1/6 = 16.7% (any effect 1/1 = 100.0%) (reconstructed)
a result against the attacker would spare y09, firing from range (§9.3)
reconstructed: Les Batailles de St Albans CRT 2:3, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
> odds fire y09 -> l08
odds: AF 3 against DF 4 is 3:4, rounded down to 2:3 (§9.5)
range: 3 hexes (§9.1)
DRM: none
chances at 2:3, DRM +0: DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/3 = 33.3%, AT 1/6 = 16.7%, A1 1/6 = 16.7% (any effect 1/1 = 100.0%) (reconstructed)
a result against the attacker would spare y09, firing from range (§9.3)
reconstructed: Les Batailles de St Albans CRT 2:3, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
> place y07 1003
placed y07 (York's Billmen 1) in 1003
> odds y07 y09 -> l08
odds: AF 7 (4 + 3) against DF 4 is 7:4, rounded down to 3:2 (§9.5)
DRM: none
chances at 3:2, DRM +0: D1 1/3 = 33.3%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
a result against the attacker would spare y09, firing from range (§9.3)
reconstructed: Les Batailles de St Albans CRT 3:2, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# §6: a commander adds his strength in mêlée, to the unit he stands with.
> place y01 1003
placed y01 (Richard, Duke of York) in 1003
> odds y07 -> l08
odds: AF 6 (4 + 2) against DF 4 is 6:4, that is 3:2 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM: none
chances at 3:2, DRM +0: D1 1/3 = 33.3%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 3:2, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# §9.7-§9.11 with physical dice: a 1 at 2/1 is D1R: a step lost (the
# reduced side) and a retreat; an attacker may advance, and its commander
# goes with it.
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place y07 1003
placed y07 (York's Billmen 1) in 1003
> place y01 1003
placed y01 (Richard, Duke of York) in 1003
> place y11 1103
placed y11 (Salisbury's Billmen) in 1103
> place l21 1002
placed l21 (Northern Billmen 2) in 1002
> next
left undone: 3 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y07 y11 -> l21
< 1
< 
odds: AF 10 (4 + 4 + 2) against DF 4 is 10:4, rounded down to 2:1 (§9.5)
commanders add 2 to the attack, 0 to the defence (§6)
DRM: none
roll 1d6 for the attack on l21: 1
roll 1d6: 1 = 1 (physical), DRM +0, MDR 1 at 2:1: D1R (Defender loses 1 step and retreats, §9.7, 9.8, 9.9)
l21 loses a step and turns to its reduced side (§9.9)
Lancaster, retreat l21 (§9.8) to 0902 or 1001 [0902]: 
l21 retreats to 0902 (§9.8: out of the enemy's zones of control; Lancaster's choice)
1002 is empty: one attacker may advance into it (§9.11): advance y07 or y11
> units l21
l21   0902 reduced  Lancaster Infantry             Northern Billmen 2
> advance y07
y07 advances into 1002 (§9.11)
y01 goes with y07 (§6)
> show 1002
1002: Clear
  y01   1002          York      Commander            Richard, Duke of York
  y07   1002          York      Infantry             York's Billmen 1
# §9.3: an archer in mêlée loses 1 strength (minimum 1), but not against
# enemy archers.
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place y10 1003
placed y10 (York's Archers 2) in 1003
> place l08 1002
placed l08 (King's Household Men) in 1002
> place l13 1104
placed l13 (Household Archers) in 1104
> next
left undone: 1 unit did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds y10 -> l08
not allowed now: 2 against 4 counts as 1:2: a missile unit on its own attacks hand to hand only at odds better than 1/1 (§9.3)
if it were allowed:
  odds: AF 2 (3 - 1) against DF 4 is 2:4, that is 1:2 (§9.5)
  missile units in mêlée: -1 strength (§9.3)
  DRM: none
  chances at 1:2, DRM +0: DR 1/3 = 33.3%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, A1 1/6 = 16.7%, A2 1/6 = 16.7% (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 1:2, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
> odds y10 -> l13
not allowed now: 3 against 3 counts as 1:1: a missile unit on its own attacks hand to hand only at odds better than 1/1 (§9.3)
if it were allowed:
  odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.5)
  DRM: none
  chances at 1:1, DRM +0: D1 1/6 = 16.7%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 1:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# §9.3: on its own, an archer attacks hand to hand only at odds better
# than 1/1 (here 2 against 4 is refused; with the billmen it may join).
> attack y10 -> l08
error: 2 against 4 counts as 1:2: a missile unit on its own attacks hand to hand only at odds better than 1/1 (§9.3)
# §9.4: baggage never attacks, is attacked only hand to hand, defends at
# 1 whatever the terrain, and adds 1 to a unit standing with it, which
# then does not retreat; it falls with that unit.
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place l07 1002
placed l07 (Lancastrian Baggage) in 1002
> place l10 1004
placed l10 (Northumberland's Retinue) in 1004
> place y06 1006
placed y06 (Yorkist Baggage) in 1006
> place y09 1007
placed y09 (York's Archers 1) in 1007
> next
left undone: 2 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> odds y09 -> l07
not allowed now: l07 is baggage, which is attacked only hand to hand (§9.4)
if it were allowed:
  odds: AF 3 against DF 1 is 3:1 (§9.5)
  baggage defends at 1, whatever the terrain (§9.4)
  DRM: none
  chances at 3:1, DRM +0: D2 1/6 = 16.7%, D1 1/6 = 16.7%, DT 1/3 = 33.3%, DR 1/3 = 33.3% (any effect 1/1 = 100.0%) (reconstructed)
  a result against the attacker would spare y09, firing from range (§9.3)
reconstructed: Les Batailles de St Albans CRT 3:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
> odds y09 -> l10
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.5)
DRM: none
chances at 1:1, DRM +0: D1 1/6 = 16.7%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
a result against the attacker would spare y09, firing from range (§9.3)
reconstructed: Les Batailles de St Albans CRT 1:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
> place y08 1003
placed y08 (York's Billmen 2) in 1003
> place y07 1103
placed y07 (York's Billmen 1) in 1103
> odds y08 y07 -> l07
odds: AF 8 (4 + 4) against DF 1 is 8:1, counted as 4:1 (§9.5)
baggage defends at 1, whatever the terrain (§9.4)
DRM: none
chances at 4:1, DRM +0: D2 1/3 = 33.3%, D1 1/6 = 16.7%, DT 1/3 = 33.3%, DR 1/6 = 16.7% (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 4:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
> attack y06 -> l10
error: y06 is baggage and cannot attack (§9.4)
> place l07 1004
placed l07 (Lancastrian Baggage) in 1004
> odds y08 -> l10
odds: AF 4 against DF 4 is 4:4, that is 1:1 (§9.5)
the baggage with it adds 1 to the defence (§9.4)
DRM: none
chances at 1:1, DRM +0: D1 1/6 = 16.7%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 1:1, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
> odds y09 -> l10
not allowed now: l10 stands with baggage, which is attacked only hand to hand (§9.4)
if it were allowed:
  odds: AF 3 against DF 4 is 3:4, rounded down to 2:3 (§9.5)
  the baggage with it adds 1 to the defence (§9.4)
  DRM: none
  chances at 2:3, DRM +0: DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/3 = 33.3%, AT 1/6 = 16.7%, A1 1/6 = 16.7% (any effect 1/1 = 100.0%) (reconstructed)
  a result against the attacker would spare y09, firing from range (§9.3)
reconstructed: Les Batailles de St Albans CRT 2:3, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# §9.9, the example: one full-strength and one reduced unit attack and
# suffer A2 (a 6 at 1/2: 4 against 7).  Their owner may reduce the full
# unit and eliminate the reduced one, or eliminate the full one alone;
# nothing else may be ordered until the losses are shared out.
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place y18 1003
placed y18 (Yorkist Prickers) in 1003
> place y08 1103
placed y08 (York's Billmen 2) in 1103
> steps y08 reduced
y08 is on its reduced side
> place l08 1002
placed l08 (King's Household Men) in 1002
> place l01 1002
placed l01 (Edmund Beaufort, Duke of Somerset) in 1002
> place l07 1002
placed l07 (Lancastrian Baggage) in 1002
> next
left undone: 2 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y18 y08 -> l08
< 6
odds: AF 4 (2 + 2) against DF 7 is 4:7, rounded down to 1:2 (§9.5)
the baggage with it adds 1 to the defence (§9.4)
commanders add 0 to the attack, 2 to the defence (§6)
DRM: none
roll 1d6 for the attack on l08: 6
roll 1d6: 6 = 6 (physical), DRM +0, MDR 6 at 1:2: A2 (Attacker loses 2 steps, §9.7, 9.9) (reconstructed)
York shares out 2 step losses among y18 y08 (reduced) (§9.9): losses UNIT...
> next
error: 2 step losses must first be shared out (§9.9): losses UNIT...
> losses y18 y08
y18 loses a step and turns to its reduced side (§9.9)
y08 is eliminated: it had no step left to lose (§9.9)
1103 is empty: l08 may advance into it (§9.11): advance l08
> units y18
y18   1003 reduced  York      Cavalry              Yorkist Prickers
> units y08
y08   eliminated    York      Infantry             York's Billmen 2
> undo
undone: losses y18 y08
# undo takes back the sharing only: the losses wait again
> losses y18 y18
y18 loses a step and turns to its reduced side (§9.9)
y18 is eliminated: it had no step left to lose (§9.9)
1003 is empty: l08 may advance into it (§9.11): advance l08
> units y18
y18   eliminated    York      Cavalry              Yorkist Prickers
> units y08
y08   1103 reduced  York      Infantry             York's Billmen 2
# §6: a commander alone in a hex is lost when an enemy passes through
# it; he may not be passed with a unit of his own beside him.
> new st-albans empty seed=5
new game: Les Batailles de St Albans, empty board (seed 5)
> place y07 1006
placed y07 (York's Billmen 1) in 1006
> place l01 1005
placed l01 (Edmund Beaufort, Duke of Somerset) in 1005
> move y07 1005 1004
l01 is eliminated: an enemy passed through the hex where he stood alone (§6)
y07 moves to 1004 (2 of 4 MP spent, §7)
> units l01
l01   eliminated    Lancaster Commander            Edmund Beaufort, Duke of Somerset
> place l02 1202
placed l02 (Henry Percy, Earl of Northumberland) in 1202
> place l10 1202
placed l10 (Northumberland's Retinue) in 1202
> place y08 1204
placed y08 (York's Billmen 2) in 1204
> move y08 1203 1202
error: y08 cannot move: step 1 (1204 to 1203): 1203 is in an enemy zone of control, where a unit must stop (§8)
# The defender's hill moves the column one to the left (TEC 5): 1/1
# becomes 2/3, and the narration says which came from the ratio and
# which from the terrain.
> place l20 2003
placed l20 (Northern Billmen 1) in 2003
> place y07 2002
placed y07 (York's Billmen 1) in 2002
> odds y07 -> l20
odds: AF 4 against DF 4 is 4:4, that is 1:1, shifted to 2:3 by the terrain (§9.5)
column -1: Hill (§TEC 5)
DRM: none
chances at 2:3, DRM +0: DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/3 = 33.3%, AT 1/6 = 16.7%, A1 1/6 = 16.7% (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 2:3, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# Already on the lowest column, the hill has nothing left to shift.
> place y28 2103
placed y28 (Archers at St Peter's Church) in 2103
> odds y28 -> l20
not allowed now: 1 against 4 counts as 1:2: a missile unit on its own attacks hand to hand only at odds better than 1/1 (§9.3)
if it were allowed:
  odds: AF 1 (2 - 1) against DF 4 is 1:4, counted as 1:2, already the lowest column: the terrain cannot shift it further (§9.5)
  missile units in mêlée: -1 strength (§9.3)
  column -1: Hill (§TEC 5)
  DRM: none
  chances at 1:2, DRM +0: DR 1/3 = 33.3%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, A1 1/6 = 16.7%, A2 1/6 = 16.7% (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: Les Batailles de St Albans CRT 1:2, rows 4-6 — doc/reconstructions.md, 'St Albans CRT rows 4-6'
# Orders of the other game's mechanisms are refused by name.
> rally y07
error: Les Batailles de St Albans has no rally order: no morale check of their own rallies its units (rule rally tells what the game has)
> counter l20 -> y07
error: Les Batailles de St Albans has no counter-attacks: a defender never strikes back
#! status: 1
