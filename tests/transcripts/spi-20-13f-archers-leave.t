#! args: -g spi-agincourt -s historical --seed 1
# spi-agincourt §20.13F (reconstructed: R65): French archers that must
# check morale at the end of their Movement Phase, with enough Morale
# Points present that a line may be lost, leave the battle as fugitives
# from the next French Fugitive Movement Phase (14.2).  Every French
# combat unit but CB I (f25, crossbows, 3 lines) is taken off (`remove`,
# a correction) so that `next` alone brings the game to Game-Turn 3, when
# the archers move forward (20.13D); a French Dead x2 lies in 1106.  f25
# advances 0804-0904-1004-1104, a hex an impulse (20.13E); in the French
# Morale phase it checks (it moved, 10.0) with 2 points (the Dead x2
# within 2 hexes, 10.5): 7% in the archers' column "1st (5th)" (10.4),
# so it does not roll but leaves: as the French Fugitive Movement phase
# of turn 4 begins its 3 lines become a Fugitive x3 in 1104 (no Dead, no
# casualties, as to morale) that rolls its heading and flees at once.
> remove f01
removed f01 (Vendome) from 1006
> remove f02
removed f02 (Nevers) from 1009
> remove f03
removed f03 (Orleans) from 1012
> remove f04
removed f04 (Bourbon) from 1015
> remove f05
removed f05 (Eu) from 1018
> remove f06
removed f06 (Dauphin) from 1021
> remove f07
removed f07 (Heilly) from 1024
> remove f08
removed f08 (Craon) from 1027
> remove f09
removed f09 (Saveuse) from 2306
> remove f10
removed f10 (Clignet) from 2324
> remove f11
removed f11 (Blamont) from 0506
> remove f12
removed f12 (Vaudemont) from 0510
> remove f13
removed f13 (Alencon) from 0514
> remove f14
removed f14 (Bar) from 0518
> remove f15
removed f15 (Richardmont) from 0522
> remove f16
removed f16 (Salm) from 0526
> remove f17
removed f17 (Fauqm) from 0206
> remove f18
removed f18 (Lestrale) from 0209
> remove f19
removed f19 (Hain) from 0212
> remove f20
removed f20 (Marle) from 0215
> remove f21
removed f21 (Damrtn) from 0218
> remove f22
removed f22 (Namur) from 0221
> remove f23
removed f23 (Brabant) from 0224
> remove f24
removed f24 (Laurois) from 0227
> remove f26
removed f26 (CB II) from 0819
> remove f27
removed f27 (CB III) from 0812
> remove f28
removed f28 (CB IV) from 0827
> remove f29
removed f29 (SB I) from 0808
> remove f30
removed f30 (SB II) from 0823
> remove f31
removed f31 (SB III) from 0816
> remove f32
removed f32 (SB IV) from 0831
> marker place dead 1106 size=2 side=french
placed dead9: Dead x2 (side French) in 1106
> next
left undone: 13 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 13 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 13 units did not move
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
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
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
Game-Turn 2: the front-line cavalry charges on and the first line must move forward (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
> next
left undone: 13 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 13 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 13 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 2 of 60, French Morale phase (§10.0)
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
left undone: 18 units did not move
ended: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 2 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 2 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
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
Game-Turn 3: the French archers must move forward (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
> move f25 0904
f25 moves to 0904 (1 of 1 MP spent, §5.0)
> next
left undone: 12 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> move f25 1004
f25 moves to 1004 (1 of 1 MP spent, §5.0)
> next
left undone: 12 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> move f25 1104
f25 moves to 1104 (1 of 1 MP spent, §5.0)
> next
left undone: 12 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 3 of 60, French Morale phase (§10.0)
f25 must check morale: it moved this turn (§10.0, once); with 2 points it may lose a line (7% on the Unit Morale Table, §10.4): French archers leave the battle instead of rolling, every line of f25 becoming a fugitive as the next French Fugitive Movement phase begins (§20.13F; reconstructed: R65)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 3 of 60, French Morale phase (§10.0)
now: turn 3 of 60, French Leader Combat phase (§13.0)
> units french crossbow
f25   1104 s        French    Crossbow             CB I
f26   off map       French    Crossbow             CB II
f27   off map       French    Crossbow             CB III
f28   off map       French    Crossbow             CB IV
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
left undone: 18 units did not move
ended: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 3 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 3 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
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
f25 leaves the battle: its 3 lines become fugitives, fleeing from this phase (§20.13F, §14.2; reconstructed: R65)
f25 loses 3 lines to morale: 0 left (§8.33)
placed fugitive10: Fugitive x3 (side French, state new, mounted no) in 1104
a loss to morale makes no Dead and no casualties (§10.21, §11.1)
f25 is eliminated: no lines left (§8.35)
fugitive10 in 1104: 1-5 ne, 6-10 nw (§14.22): 1d10: 8 = 8
changed fugitive10: Fugitive x3 (side French, heading nw, state moving, mounted no) in 1104
fugitive10 (x3) flees nw by 1004, 0905, 0805 (§14.24)
moved fugitive10: Fugitive x3 (side French, heading nw, state moving, mounted no) in 0805
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 4 of 60, French Fugitive Movement phase (§14.2)
now: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 4: the French second line must move forward (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
> units french crossbow
f25   eliminated    French    Crossbow             CB I
f26   off map       French    Crossbow             CB II
f27   off map       French    Crossbow             CB III
f28   off map       French    Crossbow             CB IV
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1)
turn 4 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 1, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.14, §20.24), ransom of French leaders captured 0 x 1 = 0 (§20.14, §20.24), French fugitives captured 0 x 1 = 0 (§20.14, §20.24)
  French 0: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 0 x 4 = 0 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: auto (seed 1); orders: 83
fugitives on the field: French 3 in 1 marker, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
French lines advancing (§20.13D, §20.13E): front-cavalry, first-line, archers, second-line; the third-line must move forward from Game-Turn 5
