#! args: -g spi-agincourt --empty --seed 1
# SPI's Agincourt 16.12 with its errata: a French unit never enters a hex
# whose stakes an English unit mans; a French combat unit entering stakes
# no one mans is eliminated at once (reconstructed: taken out of play,
# with no Dead and no casualties, which 11.1 counts only for fire and
# melee).  A French leader is no combat unit, and is not.
> place f17 2720 s
placed f17 (Fauqm) in 2720 s
> marker place stakes 2820 state=implanted facing=n
placed stakes1: Stakes (state implanted, facing n) in 2820
> place e10 2922 n
placed e10 (Lancashire) in 2922 n
> marker place stakes 2922 state=implanted facing=n
placed stakes2: Stakes (state implanted, facing n) in 2922
> place f24 2822 s
placed f24 (Laurois) in 2822 s
> move f24 2922
error: f24 may never enter 2922, whose stakes are manned by e10 (§16.12 errata)
> move 2720 2820
f17 moves to 2820 (0.5 of 1 MP spent, §5.0)
f17 is eliminated: entered the stakes in 2820, stakes1 (§16.12; reconstructed: out of play, no Dead and no casualties)
> units f17
f17   eliminated    French    Cavalry              Fauqm
> status
Agincourt: The Triumph of Archery over Armor (SPI, 1978), empty board
turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
end (§20.11): 1 turn after demoralized, which has not come yet (without it the game ends with turn 60)
units eliminated: French 1, English 0
optional rules: none
casualties: French 0, English 0 (§11.1)
fugitives captured: French 0, English 0 (§20.14)
ransom of leaders captured: French 0, English 0 (§20.14)
demoralized: French no, English no (§11.2)
dice: auto (seed 1); orders: 6
fugitives on the field: French 0 in 0 markers, English 0 in 0 markers (§14)
army morale: the next check ends turn 5 (§11.0)
stakes2 in 2922 facing n protects w, nw, ne, e: e10 behind them; f24 across nw: protected (§16.31)
> place fl04 2716
placed fl04 (Duke of Orleans) in 2716 s
> marker place stakes 2816 state=implanted facing=n
placed stakes3: Stakes (state implanted, facing n) in 2816
> move fl04 2816
fl04 moves to 2816 (0.5 of 1 MP spent, §5.0)
> units fl04
fl04  2816 s        French    Leader               Duke of Orleans
#! status: 1
