#! args: --seed 7 --empty
#! status: 1
# SPI's Agincourt (1978), 20.2: the French free deployment. The English
# stand as in 20.1; the French deploy behind their historical front line
# (20.22, reconstructed zone R41) in lines of at least four (20.23B),
# each leader on a unit of his contingent (6.13, 12.13, R48). The
# scenario's French set-up is one legal deployment; `setup check` names
# every breach with its section.
> new spi-agincourt free-deployment seed=7
now: turn 1 of 60, French Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, French Fugitive Movement phase (§14.2)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
new game: Agincourt: The Triumph of Archery over Armor (SPI, 1978), French Free Deployment (20.2) (seed 7)
> setup check
the set-up follows §20.2
# 20.22: Hain into 1112, column 11 of a row the cavalry does not cover:
# nearer the English than the front line. Alone in 11xx, it is also no
# line of four (20.23B).
> place f19 1112 s
placed f19 (Hain) in 1112 s
> setup check
f19 (1112): the French set up behind their historical front line, columns 01-10 (01-23 in rows 06, 07, 24 and 25, the front-line cavalry's) (§20.22)
f19 (1112): French units are deployed in lines of at least 4 units; hexrow 11xx holds 1 (§20.23B)
> undo
undone: place f19 1112 s
# 20.22: the cavalry's corridors are open to the zone: Hain in 1106 is
# behind the front line, but still a line of one.
> place f19 1106 s
placed f19 (Hain) in 1106 s
> setup check
f19 (1106): French units are deployed in lines of at least 4 units; hexrow 11xx holds 1 (§20.23B)
> undo
undone: place f19 1106 s
# 20.23B: Fauqm alone in hexrow 03xx; 02xx keeps seven.
> place f17 0306 s
placed f17 (Fauqm) in 0306 s
> setup check
f17 (0306): French units are deployed in lines of at least 4 units; hexrow 03xx holds 1 (§20.23B)
> undo
undone: place f17 0306 s
# 6.13: the Count of Nevers (Burgundian) on Orleans (Armagnac): herald
# refuses to stack him there at all, naming 6.13.
> remove fl04
removed fl04 (Duke of Orleans) from 1012
> place fl09 1012
error: cannot place fl09: in 1012, fl09 (Burgundian (black)) may stand only with a friendly combat unit that is Burgundian (black) too, and f03 is Armagnac (blue) (§6.13)
# R48 (20.22's "may" read as "must"): a leader alone, on no combat unit.
> place fl09 0913
placed fl09 (Count of Nevers) in 0913 s
> setup check
61 units are on the map: every unit but the Fait du Mort and the optional battery is deployed, 62 (§20.0)
fl09 (0913): a leader stands on a friendly combat unit at the start (§20.12, 20.22)
> undo 2
undone: place fl09 0913
undone: remove fl04
# 12.13: the Constable commands both contingents: on Heilly (Burgundian)
# he is right.
> place fl01 1024
placed fl01 (Constable) in 1024 s
> setup check
the set-up follows §20.2
> undo
undone: place fl01 1024
# 20.22: the English stand exactly as in 20.1.
> place e13 2912 n
placed e13 (S.Wales) in 2912 n
> setup check
e13 (2912): English units stand exactly as the historical set-up has them, e13 in 2913 (§20.22)
e13 (2912): stakes implanted with every longbow but King's Own and the Royal Guard (§20.12, 16.0)
> undo
undone: place e13 2912 n
# 18.0: the Fait du Mort stays off the map.
> place fm 0101
placed fm (Fait du Mort) in 0101 s
> setup check
fm (0101): the Fait du Mort is set aside, off the map, until 18.0 brings it in (§18.0, 20.12)
