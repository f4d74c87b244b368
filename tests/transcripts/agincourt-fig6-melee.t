#! args: --seed 6
# The Battle of Agincourt, Figure 6, the mêlée example: §5.1 (fronts),
# §10 (mêlée), §11.1 (odds), §11.2 (leader DRM), §11.3 (results),
# §11.4 (advance), §11.5 (counter-attack), §13 (morale, backing), §13.4.
#
# Left: e10 (men-at-arms, AF 9) in 1215 and e18 (archer, AF 6, DF 4) in
# 1115 attack f11 (men-at-arms, AF 8, DF 4, MR 6) in 1214.  e11 in 1315
# faces ne, so 1214 is not in its front and it cannot take part.
# Henry V (e01) in 1116 is next to both attackers.
> new empty seed=6
new game: The Battle of Agincourt, empty board (seed 6)
> place e10 1215 n
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> place e18 1115 n
placed e18 (Left Wing Archers 1) in 1115 n
> place e01 1116 n
placed e01 (Henry V) in 1116 n
> place f11 1214 s
placed f11 (Vanguard Men-at-Arms 1) in 1214 s
> place e11 1315 ne
placed e11 (King's Household Men-at-Arms 2) in 1315 ne
> dice manual
dice: manual: herald will ask for each roll the rules call for
# To the English Mêlée phase.
> next
left undone: 4 units did not move
ended: turn 1 of 8, English Movement phase (§7)
now: turn 1 of 8, English Missile phase (§9)
> next
left undone: 1 missile unit with a target did not fire
ended: turn 1 of 8, English Missile phase (§9)
now: turn 1 of 8, English Mêlée phase (§10)
> attack 1315 -> 1214
error: f11 is not in one of e11's front hexes for combat (§5.1)
# "The attacking units have a total AF' of 9 + 6 = 15, while the defender
# has 4DF.  Thus the odds are 15:4, rounded down to 3:1.  Furthermore,
# since one of the attackers is adjacent to a Leader unit, the attackers
# get a -1DRM."
> odds 1215 1115 -> 1214
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
chances at 3:1, DRM -1: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-11 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# Middle: "The English faction rolls an 8, and applying the -1DRM,
# obtains the result 'M'.  The defending unit must perform an MC (§13),
# and rolls a 5, failing that.  The French unit is routed, and must move
# towards the northern edge as fast as possible.  One of the English
# units may advance into 1214."  f11 routs its full MF of 3 (§13.4).
> attack 1215 1115 -> 1214
< 4 4
< 2 3
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6 for the attack on f11: 4 4
roll 2d6: 4+4 = 8 (physical), DRM -1, MDR 7 at 3:1: M (Morale check, §11.3, 13)
roll 2d6 for the morale check of f11: 2 3
morale check of f11 (MR 6, §13): 2d6: 2+3 = 5 (physical), DRM +0, MDR 5: fails
f11 is routed (§4, §13)
f11 routs toward the n edge (§13.4): 1213 1212 1211
1214 is empty: one attacker may advance into it (§11.4): advance e10 or e18
> show f11
f11: Vanguard Men-at-Arms 1
  French Men-at-Arms, battalion
  af 8 df 4 rdf 2 range 0 mf 3 mr 6
  position: 1211 routed
  terrain: Clear
  this phase: was attacked
> advance 1215
e10 advances into 1214 (§11.4)
> show 1214
1214: Clear
  e10   1214 n        English   Men-at-Arms          King's Household Men-at-Arms 1
# Only one attacker advances.
> advance 1115
error: no hex is open for an advance: only right after a mêlée that emptied the defender's hex (§11.4)
# Right: "If the French unit's MC succeeded ... the French unit may
# counter-attack (§11.5) one of the attacking units."  Back to before
# the attack, and the same 8 with a passing check (3 3 = 6, MR 6).
> undo 2 --agreed
undone: advance 1215
undone: attack 1215 1115 -> 1214
> attack 1215 1115 -> 1214
< 4 4
< 3 3
odds: AF 15 (9 + 6) against DF 4 is 15:4, rounded down to 3:1 (§11.1)
DRM -1: an attacker is next to a leader (§11.2)
roll 2d6 for the attack on f11: 4 4
roll 2d6: 4+4 = 8 (physical), DRM -1, MDR 7 at 3:1: M (Morale check, §11.3, 13)
roll 2d6 for the morale check of f11: 3 3
morale check of f11 (MR 6, §13): 2d6: 3+3 = 6 (physical), DRM +0, MDR 6: passes
f11 may counter-attack one attacker (§11.5): counter f11 -> e10 or e18
# "It chooses to attack the weaker English unit in 1115.  The
# counter-attack has odds 8:4, or 2:1, and is resolved like a regular
# attack."  1115 is no fortified hex, so e18's DF is not doubled.
> odds 1214 -> 1115
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
# Roll 3 4 = 7: M at 2:1.  "If the counter-attack resulted in 'M', then
# the English unit must not do an MC, because it is backed up by a
# friendly unit in its rear" (Henry V in 1116, §13).
> counter 1214 -> 1115
< 3 4
odds: AF 8 against DF 4 is 8:4, that is 2:1 (§11.1)
DRM: none
roll 2d6 for the counter-attack on e18: 3 4
roll 2d6: 3+4 = 7 (physical), DRM +0, MDR 7 at 2:1: M (Morale check, §11.3, 13) (reconstructed)
e18 need not check morale: backed by a friendly unit in its rear hex (§13)
> show e18
e18: Left Wing Archers 1
  English Archers, regiment
  af 6 df 4 rdf 2 range 6 mf 4 mr 6
  position: 1115 n
  terrain: Clear
  this turn: not moved (4 MF); has attacked; was attacked this phase
# "except no counter-counter-attack is possible".
> counter 1115 -> 1214
error: no counter-attack is open to e18: only a defender just attacked in mêlée, still in good order and not of the faction in turn, and not attacked over a flank or its rear (§11.5)
# "Had the counter-attack been against the English unit in 1215 and had
# the result been 'M', then the English unit would not have that
# privilege": 1216 is empty, so e10 checks.  8 AF against DF 5 is 8:5,
# 3:2; roll 3 3 = 6 is M.  e10 (MR 5) has +1 for Henry V next to it
# (§13) and fails on 1 2: MDR 4.  It routs south (§13.4).
> undo --agreed
undone: counter 1214 -> 1115
> odds 1214 -> 1215
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
> counter 1214 -> 1215
< 3 3
< 1 2
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the counter-attack on e10: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of e10: 1 2
morale check of e10 (MR 5, §13): 2d6: 1+2 = 3 (physical), DRM +1, MDR 4: fails
  DRM +1: next to a friendly leader (§13)
e10 is routed (§4, §13)
e10 routs toward the s edge (§13.4): 1216 1217 1218
1215 is empty, but no one advances after a counter-attack (herald's reading: §11.4 allows an advance only after an attack, not a counter-attack; see doc/reconstructions.md)
> show e10
e10: King's Household Men-at-Arms 1
  English Men-at-Arms, battalion
  af 9 df 5 rdf 2 range 0 mf 3 mr 5
  position: 1218 routed
  terrain: Clear
  this turn: not moved (3 MF); has attacked; was attacked this phase
# The same with a passing check: 2 2 = 4, +1 is MDR 5.
> undo --agreed
undone: counter 1214 -> 1215
> counter 1214 -> 1215
< 3 3
< 2 2
odds: AF 8 against DF 5 is 8:5, rounded down to 3:2 (§11.1)
DRM: none
roll 2d6 for the counter-attack on e10: 3 3
roll 2d6: 3+3 = 6 (physical), DRM +0, MDR 6 at 3:2: M (Morale check, §11.3, 13) (reconstructed)
roll 2d6 for the morale check of e10: 2 2
morale check of e10 (MR 5, §13): 2d6: 2+2 = 4 (physical), DRM +1, MDR 5: passes
  DRM +1: next to a friendly leader (§13)
> show e10
e10: King's Household Men-at-Arms 1
  English Men-at-Arms, battalion
  af 9 df 5 rdf 2 range 0 mf 3 mr 5
  position: 1215 n
  terrain: Clear
  this turn: not moved (3 MF); has attacked; was attacked this phase
#! status: 1
