#! args: --empty --seed 4
# The Battle of Agincourt §10.0.2 (and §11.1): an archer behind a
# fortified line has its DF doubled against a mêlée "if the attack is
# over the defending units' front hex sides".  The rule asks nothing
# more, so herald doubles whenever every attacker comes over one of the
# archer's front hexsides, whichever hexsides the stakes are drawn on
# (doc/reconstructions.md, "Agincourt §10.0.2: the front hexsides
# alone").  The narration says which reading applied.
#
# 1114 is a stake hex, its stakes drawn on the n, ne and nw hexsides.
# e18 (archer, DF 4) there faces ne: its front hexsides are n, ne and
# se.  f11 (AF 8) in 1214 attacks over e18's se hexside: a front
# hexside without stakes.  Doubled: 8 against 8 is 1:1.
> new empty seed=4
new game: The Battle of Agincourt, empty board (seed 4)
> place e18 1114 ne
placed e18 (Left Wing Archers 1) in 1114 ne
> place f11 1214 nw
placed f11 (Vanguard Men-at-Arms 1) in 1214 nw
> odds f11 -> e18
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
f11 is over a front hexside of e18 that the Fortified line is not drawn on: doubled all the same, the front is enough (our reading of §10.0.2)
DRM: none
chances at 1:1, DRM +0: E 1/12 = 8.3%, M 7/36 = 19.4%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
# Played out in the French Mêlée phase (2 3: MDR 5 at 1:1 is M; e18
# passes on 6 6), the ruling says the same, and `why` repeats it.
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 1 unit did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
left undone: 1 unit next to the enemy did not attack
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> next
left undone: 1 unit did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> attack f11 -> e18
< 2 3
< 6 6
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
f11 is over a front hexside of e18 that the Fortified line is not drawn on: doubled all the same, the front is enough (our reading of §10.0.2)
DRM: none
roll 2d6 for the attack on e18: 2 3
roll 2d6: 2+3 = 5 (physical), DRM +0, MDR 5 at 1:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of e18: 6 6
morale check of e18 (MR 6, §13): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
e18 may counter-attack one attacker (§11.5): counter e18 -> f11
> why
attack f11 -> e18:
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
f11 is over a front hexside of e18 that the Fortified line is not drawn on: doubled all the same, the front is enough (our reading of §10.0.2)
DRM: none
roll 2d6: 2+3 = 5 (physical), DRM +0, MDR 5 at 1:1: M (Morale check, §11.3, 13) (reconstructed)
morale check of e18 (MR 6, §13): 2d6: 6+6 = 12 (physical), DRM +0, MDR 12: passes
e18 may counter-attack one attacker (§11.5): counter e18 -> f11
reconstructed: The Battle of Agincourt CRT row 5 at 1:1 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
Rules applied (each opens with the command shown):
  rule 10.0.2  Fortified lines
  rule 11.1  Odds
  rule 11.3  Combat outcomes
  rule 13  Morale Check
  rule 11.5  Counter-attack
# e18 turned to face n: 1214 is now beyond its se hexside, a flank, and
# there is no doubling (§10.0.2, §11.1): 8 against 4 is 2:1.
> new empty seed=4
new game: The Battle of Agincourt, empty board (seed 4)
> place e18 1114 n
placed e18 (Left Wing Archers 1) in 1114 n
> place f11 1214 nw
placed f11 (Vanguard Men-at-Arms 1) in 1214 nw
> odds f11 -> e18
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
no doubling by the Fortified line: not every attack comes over the defender's front hexsides (§10.0.2)
DRM: none
chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
# Over the front with the stakes (f12 from 1113, over n): doubled.
> place f12 1113 s
placed f12 (Vanguard Men-at-Arms 2) in 1113 s
> odds f12 -> e18
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM: none
chances at 1:1, DRM +0: E 1/12 = 8.3%, M 7/36 = 19.4%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
# One attacker over the front and one over a flank: "the defending unit
# does not have its DF doubled" (§11.1): 16 against 4 is 4:1.
> odds f11 f12 -> e18
odds: AF 16 (8 + 8) against DF 4 is 16:4, that is 4:1 (§11.1)
no doubling by the Fortified line: not every attack comes over the defender's front hexsides (§10.0.2)
DRM: none
chances at 4:1, DRM +0: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# A routed archer has no front hexsides, so never the doubling
# (§10.0.2).  e18, hemmed in by f13 behind it and e07, e08 and e09
# beside it, fails its check (M on 2 2, then 1 1) and routs without room to
# move; f11 may not attack it again this phase (§8), and odds say so
# first.
> place f13 1115 s
placed f13 (Vanguard Men-at-Arms 3) in 1115 s
> place e07 1215 n
placed e07 (Camoys' Men-at-Arms 2) in 1215 n
> place e08 1015 n
placed e08 (Camoys' Men-at-Arms 3) in 1015 n
> place e09 1014 n
placed e09 (Camoys' Men-at-Arms 4) in 1014 n
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
left undone: 4 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> next
left undone: 4 units next to the enemy did not attack
ended: turn 1 of 8, English Mêlée phase (§10)
now: turn 1 of 8, English Rally phase (§12)
> next
ended: turn 1 of 8, English Rally phase (§12)
now: turn 1 of 8, French Movement phase (§7)
> next
left undone: 3 units did not move
ended: turn 1 of 8, French Movement phase (§7)
now: turn 1 of 8, French Missile phase (§9)
> next
ended: turn 1 of 8, French Missile phase (§9)
now: turn 1 of 8, French Mêlée phase (§10)
> attack f12 -> e18
< 2 2
< 1 1
odds: AF 8 against DF 8 (4 doubled: Fortified line, every attack over its front hexsides, §10.0.2) is 8:8, that is 1:1 (§11.1)
DRM: none
roll 2d6 for the attack on e18: 2 2
roll 2d6: 2+2 = 4 (physical), DRM +0, MDR 4 at 1:1: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of e18: 1 1
morale check of e18 (MR 6, §13): 2d6: 1+1 = 2 (physical), DRM +0, MDR 2: fails
e18 is routed (§4, §13)
e18 cannot move any closer to the s edge and stays in 1114 (§13.4)
> odds f11 -> e18
not allowed now: e18 has already been attacked this phase; a unit is attacked at most once a phase (§8)
if it were allowed:
  odds: AF 8 against DF 2 (routed: half DF) is 8:2, that is 4:1 (§11.1)
  no doubling by the Fortified line: a routed unit has no front hexsides (§10.0.2)
  DRM: none
  chances at 4:1, DRM +0: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
