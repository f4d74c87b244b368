#! args: --seed 17
# The Battle of Agincourt, the set-up rules of §2 checked by `setup
# check` (the scenario's Tcl hook): §2.1 (English), §2.2 (French).
#
# The default (historical) deployment follows §2.
> setup check
the set-up follows §2
# §2.1: "The remaining English archer unit must be placed within three
# hexes (two intermittent hexes) of the Henry V leader unit, and behind
# the front line": e39 from 1115 to 1417 (3 hexes from Henry V in 1116,
# behind e12 in 1415) is still right; 1517 (4 hexes) is not.
> range 1116 1417
3
> place e39 1417
placed e39 (King's Bodyguard Archers) in 1417 n
> setup check
the set-up follows §2
> range 1116 1517
4
> place e39 1517
placed e39 (King's Bodyguard Archers) in 1517 n
> setup check
e39 (1517): the last English archer stands within 3 hexes of Henry V, behind the front line (§2.1)
> undo 2
undone: place e39 1517
undone: place e39 1417
# "English Men-at-Arms units must be placed in the remaining English
# set-up hexes, marked by a red English lion": e10 one hex back, in 1216,
# is off its lion hex, and the lion hex 1215 is left empty.
> place e10 1216
placed e10 (King's Household Men-at-Arms 1) in 1216 n
> setup check
e10 (1216): English men-at-arms stand on the remaining lion hexes (§2.1)
1215: the remaining lion hexes hold English men-at-arms (§2.1)
> undo
undone: place e10 1216
# "English leader units may be placed in any clear hex ... behind the
# front-line of the English Men-at-Arms or archer units": York in 1913,
# in front of the line.
> place e02 1913
placed e02 (Duke of York) in 1913 n
> setup check
e02 (1913): English leaders stand on clear hexes behind the front line (§2.1)
> undo
undone: place e02 1913
# "The English faction must set up archer units in all hexes behind
# fortification lines": the wedge archer e26 out of 1114 ...
> remove e26
removed e26 (Left Wedge Archers) from 1114
# (With 1114 empty, e39 in 1115 is itself the northernmost line unit of
# column 11, so under herald's per-column reading of "behind the front
# line" (doc/reconstructions.md) it is named too.)
> setup check
1114: every fortified hex holds an English archer (§2.1)
e39 (1115): the last English archer stands within 3 hexes of Henry V, behind the front line (§2.1)
# ... and placed elsewhere: two archers are now outside the stakes.
> place e26 1217
placed e26 (Left Wedge Archers) in 1217 n
> setup check
1114: every fortified hex holds an English archer (§2.1)
2 English archers stand outside the fortified hexes; exactly one does (§2.1)
> undo 2
undone: place e26 1217
undone: remove e26
# §2.2: "All French units may be set-up on any of the French set-up hexes
# marked with a French Fleur de Lis, except cavalry units may not set up
# in the front line i.e., hex-row XX09."
> place f12 1212
placed f12 (Vanguard Men-at-Arms 2) in 1212 s
> setup check
f12 (1212): French units set up on fleur-de-lis hexes (§2.2)
> undo
undone: place f12 1212
> remove f11
removed f11 (Vanguard Men-at-Arms 1) from 0709
> place f37 0709
placed f37 (Right Wing Horse 1) in 0709 s
> setup check
f37 (0709): no French cavalry in the front line, row 09 (§2.2)
# Several faults at once are each named.
> place e10 1216
placed e10 (King's Household Men-at-Arms 1) in 1216 n
> place e02 1913
placed e02 (Duke of York) in 1913 n
> setup check
e02 (1913): English leaders stand on clear hexes behind the front line (§2.1)
e10 (1216): English men-at-arms stand on the remaining lion hexes (§2.1)
1215: the remaining lion hexes hold English men-at-arms (§2.1)
f37 (0709): no French cavalry in the front line, row 09 (§2.2)
> undo 4
undone: place e02 1913
undone: place e10 1216
undone: place f37 0709
undone: remove f11
> setup check
the set-up follows §2
