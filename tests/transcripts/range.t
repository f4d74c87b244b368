# range: hex distance as the rules count it.
# battle-of-agincourt Figure 5: the archer in 2814 fires at 2611, 4 hexes
# away (the +3 DRM of §9.4 is one per hex beyond the first).
> range 2814 2611
4
> range 2611 2814
4
> range 1214 1214
0
# §9.1: English range 6, French range 3 ("two intermittent hexes").
> range 1214 1215
1
> range 1214 1114
1
> range 1214 1115
1
> range 1214 1217
3
> range 99 1214
error: expected a hex id of four digits (column then row, e.g. 1214), not "99"
> range 1214
error: too few arguments: expected range <hex> <hex>
> range 3114 1214
error: hex 3114 is off the map (columns 01-30, rows 01-22)
#! status: 1
