#! args: -g spi-agincourt -s historical --seed 1
#! status: 1
# SPI's Agincourt 20.13D with the October 1979 errata: the French third
# line (f17-f24, on 02xx) moves forward from Game-Turn 5, and not before.
# So that `next` alone brings the game to turn 5, every other French
# combat unit is taken off first (`remove`, a correction): the lines
# released earlier would owe their full allowance each impulse (20.13E).
# Turn 4: Lestrale (f18, third line) is refused, with the errata named.
# Turn 5: it moves; the impulse may not end yet, the rest of its line
# not having kept pace (5.31; 20.13E's full allowance is
# spi-20-13e-full-allowance.t's).
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
> remove f25
removed f25 (CB I) from 0804
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
> next
left undone: 20 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 20 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 20 units did not move
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
left undone: 20 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 20 units did not move
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 2 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 2 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 20 units did not move
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
> next
left undone: 20 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 20 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 20 units did not move
ended: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 3 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 3 of 60, French Morale phase (§10.0)
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
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 4 of 60, French Fugitive Movement phase (§14.2)
now: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
Game-Turn 4: the French second line must move forward (§20.13D); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
# Game-Turn 4, the French Movement phase.
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), Agincourt Historical Scenario (20.1)
turn 4 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
victory points:
  English 0: French casualties 0 x 1 = 0 (§20.14, §20.24), ransom of French leaders captured 0 x 1 = 0 (§20.14, §20.24), French fugitives captured 0 x 1 = 0 (§20.14, §20.24)
  French 0: English line steps lost 0 x 7 = 0 (§20.14), ransom of English leaders captured 0 x 4 = 0 (§20.14), English fugitives captured 0 x 2 = 0 (§20.14)
victory now: Draw: English 0 : French 0 points, no ratio (no points on either side) (§20.0; reconstructed: SPI's Agincourt: victory, V3: 20.0: no points on either side)
dice: auto (seed 1); orders: 72
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
French lines advancing (§20.13D, §20.13E): front-cavalry, first-line, archers, second-line; the third-line must move forward from Game-Turn 5
> move f18 0309
error: f18 (third-line) may not move before Game-Turn 5, when the third-line must move forward; this is turn 4 (§20.13D, October 1979 errata)
> next
left undone: 20 units did not move
ended: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 4 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 20 units did not move
ended: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 4 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 20 units did not move
ended: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 4 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 4 of 60, French Morale phase (§10.0)
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
left undone: 18 units did not move
ended: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
> next
ended: turn 4 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 4 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
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
Game-Turn 5: the French third line must move forward (§20.13D, October 1979 errata); each French unit advancing moves its full allowance toward the English line each impulse (§20.13E; reconstructed: R60)
# Game-Turn 5: the third line must move forward.
> move f18 0309
f18 moves to 0309 (1 of 1 MP spent, §5.0)
> next
error: the impulse may not end yet: the line of hexrow 02xx has not kept pace: every unit of a line must have spent the same MP by the end of impulse 1 (§5.31): f17 0 MP, f18 1 MP, f19 0 MP, f20 0 MP, f21 0 MP, f22 0 MP, f23 0 MP, f24 0 MP; a unit blocked by the enemy may spend MP standing still (hold)
