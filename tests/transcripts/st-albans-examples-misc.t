#! args: --game st-albans --empty --seed 7
# Les Batailles de St Albans: the quick reference's "Adaptation for
# Delayed Turn Play" ("Automatic Retreat: The player no longer chooses
# the retreat hex.  No Defender Advance: Only the attacker can benefit
# from an advance after combat."), option +delayed, against the rules as
# printed: §9.9 (the owner shares out step losses) and §9.11 ("The
# reverse is also true for the defender").
# Without the option.
> status
Les Batailles de St Albans, empty board
turn 1 of 8, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: none
dice: auto (seed 7); orders: 0
# §9.9, the example: "Player 1 attacks with one full strength and one
# reduced unit. He suffers an A2 result. He therefore has the choice of
# either reducing the full strength unit and eliminating the reduced
# unit, or simply eliminating the full strength unit."  The Yorkist
# Prickers (full, 2) and York's Billmen 2 (reduced, 2) attack the King's
# Household Men (4) with Somerset (2) and the baggage (1): 4 against 7 is
# 1/2, and a 6 is A2.  York chooses.
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
> losses y18 y18
y18 loses a step and turns to its reduced side (§9.9)
y18 is eliminated: it had no step left to lose (§9.9)
1003 is empty: l08 may advance into it (§9.11): advance l08
> units y18
y18   eliminated    York      Cavalry              Yorkist Prickers
> units y08
y08   1103 reduced  York      Infantry             York's Billmen 2
# §9.11 in reverse: an attacker that retreats leaves its hex to the
# defender.  The Prickers alone, 2 against 4, 1/2: a 3 is AR.
> new st-albans empty seed=7
new game: Les Batailles de St Albans, empty board (seed 7)
> place y18 1003
placed y18 (Yorkist Prickers) in 1003
> place l08 1002
placed l08 (King's Household Men) in 1002
> next
left undone: 1 unit did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y18 -> l08
< 3
< 
odds: AF 2 against DF 4 is 2:4, that is 1:2 (§9.5)
DRM: none
roll 1d6 for the attack on l08: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:2: AR (Attacker retreats 1 hex, §9.7, 9.8)
York, retreat y18 (§9.8) to 1104, 1004 or 0904 [1104]: 
y18 retreats to 1104 (§9.8: out of the enemy's zones of control; York's choice)
1003 is empty: l08 may advance into it (§9.11): advance l08
> advance l08
l08 advances into 1003 (§9.11)
> show 1003
1003: Clear
  l08   1003          Lancaster Infantry             King's Household Men
# With the option.
> new st-albans empty +delayed seed=7
new game: Les Batailles de St Albans, empty board (seed 7)
> status
Les Batailles de St Albans, empty board
turn 1 of 8, York Movement phase (§4, 7)
units eliminated: York 0, Lancaster 0
optional rules: Delayed turn play: automatic retreats, no defender advance (quick reference)
dice: auto (seed 7); orders: 0
# The same A2: herald shares the losses out itself: full-strength units
# first, then the strongest, then the first counter: the Prickers take
# the first step; for the second both are reduced and the Billmen (2
# against the Prickers' 1) take it.
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
herald shares out 2 step losses among y18 y08 (reduced): full-strength units first, then the strongest, so that all can be taken (§9.9, as the delayed-turn adaptation asks)
y18 loses a step and turns to its reduced side (§9.9)
y08 is eliminated: it had no step left to lose (§9.9)
> units y18
y18   1003 reduced  York      Cavalry              Yorkist Prickers
> units y08
y08   eliminated    York      Infantry             York's Billmen 2
> losses y18 y08
error: no step losses wait to be shared out
# The same AR: the Prickers retreat, and the defender is offered no
# advance.
> new st-albans empty +delayed seed=7
new game: Les Batailles de St Albans, empty board (seed 7)
> place y18 1003
placed y18 (Yorkist Prickers) in 1003
> place l08 1002
placed l08 (King's Household Men) in 1002
> next
left undone: 1 unit did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack y18 -> l08
< 3
odds: AF 2 against DF 4 is 2:4, that is 1:2 (§9.5)
DRM: none
roll 1d6 for the attack on l08: 3
roll 1d6: 3 = 3 (physical), DRM +0, MDR 3 at 1:2: AR (Attacker retreats 1 hex, §9.7, 9.8)
y18 retreats to 1104 (§9.8: out of the enemy's zones of control; of 1104, 1004 and 0904 herald takes the first clockwise from its own map edge)
> advance l08
error: no hex is open for an advance: only right after a mêlée that emptied the defender's hex (§9.11)
> show 1003
1003: Clear
  no unit
> show 1002
1002: Clear
  l08   1002          Lancaster Infantry             King's Household Men
#! status: 1
