#! args: --seed 1
#! data: tests/data
# spi-agincourt §11.23, §20.13 (the solitaire programme): a routed French
# unit rallied by the programme. The test scenario solo-rally (tests/data:
# the game's own files linked, the Historical Scenario's rules and
# programme) demoralizes the French army as its Player-Turn of Game-Turn
# 2 begins. Vendome (f01, first line, free to move from turn 2) has no
# leader with it and routs (11.21, 11.22); the Constable (fl01, a great
# officer, 12.13) stands alone next to it, and the Duke of Bar (fl07)
# with his own battle (f14), which needs him. herald's rule: a leader no
# unit of his needs moves onto the first routed unit next to him he may
# command, before the routed units flee: `programme` moves the Constable
# onto Vendome, which is rallied, and Bar stays. Having spent his move,
# the Constable cannot go on with Vendome in this impulse, so Vendome
# owes no advance (herald's rule, R60: 11.22, 11.23 before 20.13E). In
# impulse 2 Vendome advances first (20.13E), routs at once as it leaves
# the Constable behind (11.22; herald moves one counter at a time), and
# the programme's rally brings him onto it again: it ends in command.
> new spi-agincourt solo-rally seed=1 +solo-english
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 1: only the front-line cavalry moves, charging at its full allowance toward the English line; turn it to its charge side before it moves (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), The programme's rallies (test) (seed 1)
> next
left undone: 4 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 4 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 4 units did not move
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
left undone: 2 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 2 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 2 units did not move
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
f01 has no leader with it who may command it: it is routed (§11.21, §11.22)
routed, toward the north edge: f01 must turn to face n and flee (§11.21)
Game-Turn 2: the front-line cavalry charges on and the first line must move forward (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), The programme's rallies (test)
turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: Solitaire: herald plays the programmed French (§20.13)
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French yes, English no (§11.2)
dice: auto (seed 1); orders: 16
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the French army is demoralized, 1 unit routed (f01) (§11.2, §11.21); the next check ends turn 5 (§11.0)
French lines advancing (§20.13D, §20.13E): front-cavalry, first-line; the archers must move forward from Game-Turn 3
> programme show
programme would give: move fl01 1614 (§11.23: a leader moving onto routed units he may command rallies them; herald's rule: a leader no unit of his needs goes to the first routed unit next to him (by id))
programme would give: face f01 n (§11.21: a routed unit turns to its own edge)
> programme
programme gives: move fl01 1614 (§11.23: a leader moving onto routed units he may command rallies them; herald's rule: a leader no unit of his needs goes to the first routed unit next to him (by id))
fl01 moves to 1614 (1 of 1 MP spent, §5.0)
fl01 moves onto f01, whom he may command (§12.1): f01 is rallied (§11.23)
the programme's orders: 1 carried out, 0 refused
> show f01
f01: Vendome
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1614+1615 s
  terrain: Clear
  this turn: not moved (1 MP)
  characteristics: Armagnac (blue), French first line
  lines left: 7 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> next
left undone: 3 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> programme
programme gives: move f01 1714 || move f01 1715 || move f01 1713 || move f01 1613 (advance: toward the English line at its full allowance (§20.13E); herald's rule: straight ahead, else the first open hex toward the English line, else along its column)
f01 moves to 1714+1715 (1 of 1 MP spent, §5.2)
f01 has no leader with it who may command it: it is routed (§11.21, §11.22)
programme gives: move fl01 1714 (§11.23: a leader moving onto routed units he may command rallies them; herald's rule: a leader no unit of his needs goes to the first routed unit next to him (by id))
fl01 moves to 1714 (1 of 1 MP spent, §5.0)
fl01 moves onto f01, whom he may command (§12.1): f01 is rallied (§11.23)
the programme's orders: 2 carried out, 0 refused
> show f01
f01: Vendome
  French Men-at-Arms
  melee 4 lines 7 rating 0 ransom 0 mp 1 arrows 0 rof 0 range 0
  position: 1714+1715 s
  terrain: Clear
  this turn: moved 1 hex, 1 of 1 MP spent, finished
  characteristics: Armagnac (blue), French first line
  lines left: 7 (§3.7, 8.33)
  held by a friendly fugitive: no (§5.15)
  run into by a fugitive: no (§5.16, 14.25)
  in the line of hexrow: 0 (§5.31)
  free of line movement: no (§5.31, 5.32)
  arrow strikes this turn: 0 (§10.5)
  defended in melee this phase: no (§9.22)
  engaged in melee: no (§9.21)
  initial shock used: no (§9.14)
  routed: no (§11.21)
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), The programme's rallies (test)
turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: Solitaire: herald plays the programmed French (§20.13)
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French yes, English no (§11.2)
dice: auto (seed 1); orders: 21
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the French army is demoralized, 0 units routed (§11.2, §11.21); the next check ends turn 5 (§11.0)
French lines advancing (§20.13D, §20.13E): front-cavalry, first-line; the archers must move forward from Game-Turn 3
