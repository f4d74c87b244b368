#! args: -g spi-agincourt --empty --seed 1
# SPI's Agincourt 17.23: cavalry charges for no more than two Movement
# phases in a row, then waits as many Game-Turns as it charged before it
# may charge again.  Fauqm (f17) charges in turns 1 and 2 (at the map's
# south edge, where no step is open to it, 17.22 asks no more of it); as
# turn 3 begins herald turns it to its normal side; it may not charge in
# turns 3 and 4, and may in turn 5.  Saveuse (f09) charges in turn 1
# only: it waits turn 2 and may charge in turn 3.  Each turn is 16 nexts.
> place f17 4115 s
placed f17 (Fauqm) in 4115 s
> place f09 4105 s
placed f09 (Saveuse) in 4105+4106 s
> flip f17
f17 turns to its charge side: melee 6, mp 2 (§17.11)
> flip f09
f09 turns to its charge side: melee 8, mp 2 (§17.11)
> next
left undone: 2 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 60, French Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, French Leader Combat phase (§13.0)
now: turn 1 of 60, French Melee phase (§9.0)
> next
ended: turn 1 of 60, French Melee phase (§9.0)
now: turn 1 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, French Fatigue Morale phase (§9.22)
now: turn 1 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, English Fugitive Movement phase (§14.2)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 1 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, English Morale phase (§10.0)
now: turn 1 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, English Leader Combat phase (§13.0)
now: turn 1 of 60, English Melee phase (§9.0)
> next
ended: turn 1 of 60, English Melee phase (§9.0)
now: turn 1 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 1 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 1 of 60, Game-Turn Indication phase (§4.0)
now: turn 2 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 60, French Fugitive Movement phase (§14.2)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
# turn 2
> flip f09
f09 turns to its normal side: melee 4, mp 1 (§17.11)
> units f17
f17   4115 s        French    Cavalry              Fauqm (charge side: melee 6, mp 2)
> units f09
f09   4105+4106 s   French    Cavalry              Saveuse
> next
left undone: 2 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 2 of 60, French Morale phase (§10.0)
f09 charged 1 Movement phase in a row and has waited one: it may charge again from its next (§17.23)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 2 of 60, French Morale phase (§10.0)
now: turn 2 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 2 of 60, French Leader Combat phase (§13.0)
now: turn 2 of 60, French Melee phase (§9.0)
> next
ended: turn 2 of 60, French Melee phase (§9.0)
now: turn 2 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 2 of 60, French Fatigue Morale phase (§9.22)
now: turn 2 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 2 of 60, English Fugitive Movement phase (§14.2)
now: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 2 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 2 of 60, English Morale phase (§10.0)
now: turn 2 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 2 of 60, English Leader Combat phase (§13.0)
now: turn 2 of 60, English Melee phase (§9.0)
> next
ended: turn 2 of 60, English Melee phase (§9.0)
now: turn 2 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 2 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 2 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 2 of 60, Game-Turn Indication phase (§4.0)
now: turn 3 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 3 of 60, French Fugitive Movement phase (§14.2)
now: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
f17 turns to its normal side: melee 3, mp 1 (§17.11)
f17 has charged two Movement phases in a row: it turns to its normal side and may not charge for two Game-Turns (§17.23)
# turn 3
> units f17
f17   4115 s        French    Cavalry              Fauqm
> units f09
f09   4105+4106 s   French    Cavalry              Saveuse
> flip f17
error: f17 has charged two Movement phases in a row: it waits two Game-Turns before charging again (§17.23)
> flip f09
f09 turns to its charge side: melee 8, mp 2 (§17.11)
> flip f09
f09 turns to its normal side: melee 4, mp 1 (§17.11)
> next
left undone: 2 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 3 of 60, French Morale phase (§10.0)
f17 charged 2 Movement phases in a row and has waited one: it may charge again after 1 more (§17.23)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 3 of 60, French Morale phase (§10.0)
now: turn 3 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 3 of 60, French Leader Combat phase (§13.0)
now: turn 3 of 60, French Melee phase (§9.0)
> next
ended: turn 3 of 60, French Melee phase (§9.0)
now: turn 3 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 3 of 60, French Fatigue Morale phase (§9.22)
now: turn 3 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 3 of 60, English Fugitive Movement phase (§14.2)
now: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 3 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 3 of 60, English Morale phase (§10.0)
now: turn 3 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 3 of 60, English Leader Combat phase (§13.0)
now: turn 3 of 60, English Melee phase (§9.0)
> next
ended: turn 3 of 60, English Melee phase (§9.0)
now: turn 3 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 3 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 3 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 3 of 60, Game-Turn Indication phase (§4.0)
now: turn 4 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 4 of 60, French Fugitive Movement phase (§14.2)
now: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
# turn 4
> flip f17
error: f17 must wait 1 more Movement phase before charging again (§17.23)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), empty board
turn 4 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 55
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
cavalry charges: f17 waits 1 more Movement phase before charging again (§17.23)
> next
left undone: 2 units did not move
ended: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 4 of 60, French Morale phase (§10.0)
f17 has waited out its charge: it may charge again from its next Movement phase (§17.23)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 4 of 60, French Morale phase (§10.0)
now: turn 4 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 4 of 60, French Leader Combat phase (§13.0)
now: turn 4 of 60, French Melee phase (§9.0)
> next
ended: turn 4 of 60, French Melee phase (§9.0)
now: turn 4 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 4 of 60, French Fatigue Morale phase (§9.22)
now: turn 4 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 4 of 60, English Fugitive Movement phase (§14.2)
now: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
now: turn 4 of 60, English Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 4 of 60, English Morale phase (§10.0)
now: turn 4 of 60, English Leader Combat phase (§13.0)
> next
ended: turn 4 of 60, English Leader Combat phase (§13.0)
now: turn 4 of 60, English Melee phase (§9.0)
> next
ended: turn 4 of 60, English Melee phase (§9.0)
now: turn 4 of 60, English Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 4 of 60, English Fatigue Morale phase (§9.22)
skipped: the Army Morale Check phase (§11.0), which comes every 5th turn from turn 5
now: turn 4 of 60, Game-Turn Indication phase (§4.0)
automatic: herald plays the Game-Turn Indication phase (§4.0) and goes on
ended: turn 4 of 60, Game-Turn Indication phase (§4.0)
now: turn 5 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 5 of 60, French Fugitive Movement phase (§14.2)
now: turn 5 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
# turn 5
> flip f17
f17 turns to its charge side: melee 6, mp 2 (§17.11)
#! status: 1
