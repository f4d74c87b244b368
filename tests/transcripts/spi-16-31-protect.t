#! args: -g spi-agincourt --empty --seed 1
# SPI's Agincourt 16.31 (with R32): implanted stakes protect the English
# longbowmen in their hex across four of its six hexsides, those the
# facing the English player chose points at: the two either side of the
# corner and the next one round on each hand (facing n: w, nw, ne, e;
# se and sw open).  spi_stakes_protect, which melee (9.15, 16.32, 16.33)
# and morale (10.3) ask, answers for each French unit next to them;
# status says it.  A French double counter touching the hex across a
# protected side and an open one comes through the open one
# (reconstructed).  No protection for a longbow without stakes, for
# stakes carried, or for a unit that is no longbow.
> place e10 2920 n
placed e10 (Lancashire) in 2920 n
> marker place stakes 2920 state=implanted facing=n
placed stakes1: Stakes (state implanted, facing n) in 2920
> place f01 2819 s
placed f01 (Vendome) in 2819+2820 s
> place f17 2921 s
placed f17 (Fauqm) in 2921 s
> place f24 3020 s
placed f24 (Laurois) in 3020 s
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), empty board
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 5
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
stakes1 in 2920 facing n protects w, nw, ne, e: e10 behind them; f01 across ne and nw: protected; f17 across w: protected; f24 across sw: not protected (§16.31)
> marker set stakes1 facing=s
changed stakes1: Stakes (state implanted, facing s) in 2920
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), empty board
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 6
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
stakes1 in 2920 facing s protects e, se, sw, w: e10 behind them; f01 across ne and nw: not protected; f17 across w: protected; f24 across sw: protected (§16.31)
> marker set stakes1 facing=wsw
changed stakes1: Stakes (state implanted, facing wsw) in 2920
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), empty board
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 7
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
stakes1 in 2920 facing wsw protects se, sw, w, nw: e10 behind them; f01 across ne and nw: not protected; f17 across w: protected; f24 across sw: protected (§16.31)
> marker set stakes1 facing=n
changed stakes1: Stakes (state implanted, facing n) in 2920
> remove f17
removed f17 (Fauqm) from 2921
> remove f24
removed f24 (Laurois) from 3020
> place f02 2921 ene
placed f02 (Nevers) in 2921+3020 ene
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), empty board
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 11
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
stakes1 in 2920 facing n protects w, nw, ne, e: e10 behind them; f01 across ne and nw: protected; f02 across w and sw: not protected (§16.31)
# no stakes; stakes carried; a unit that is no longbow
> place e11 2924 n
placed e11 (Cheshire) in 2924 n
> place f23 2823 s
placed f23 (Brabant) in 2823 s
> place e12 2912 n
placed e12 (Norfolk) in 2912 n
> marker place stakes e12 state=carried
placed stakes2: Stakes (state carried, facing n) with e12 in 2912
> place f10 2811 s
placed f10 (Clignet) in 2811+2812 s
> place e01 2916 n
placed e01 (York) in 2916 n
> marker place stakes 2916 state=implanted facing=n
placed stakes3: Stakes (state implanted, facing n) in 2916
> place f03 2815 s
placed f03 (Orleans) in 2815+2816 s
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), empty board
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 0, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 19
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
stakes1 in 2920 facing n protects w, nw, ne, e: e10 behind them; f01 across ne and nw: protected; f02 across w and sw: not protected (§16.31)
