#! args: --empty --seed 7
# los: line of sight (§9.2), on the empty board so that only the units
# placed here can block.
# Figure 5: the archer in 2814 fires at 2611.  The line runs along the
# hexside between 2714 and 2813, through the centre of 2713, then along
# the hexside between 2612 and 2712.
> los 2814 2611
clear (§9.2)
crosses 2714|2813 2713 2612|2712
# §9.2: a unit in a hex the line passes through blocks it.
> place f01 2713
placed f01 (Constable d'Albret) in 2713 s
> los 2814 2611
blocked by 2713 (§9.2)
crosses 2714|2813 2713 2612|2712
> los 2611 2814
blocked by 2713 (§9.2)
crosses 2612|2712 2713 2714|2813
> remove f01
removed f01 (Constable d'Albret) from 2713
# §9.2 note: a line along a hexside is blocked only when both hexes are
# occupied.  One of the pair alone does not block...
> place f01 2714
placed f01 (Constable d'Albret) in 2714 s
> los 2814 2611
clear (§9.2)
crosses 2714|2813 2713 2612|2712
> remove f01
removed f01 (Constable d'Albret) from 2714
> place f02 2813
placed f02 (Marshal Boucicaut) in 2813 s
> los 2814 2611
clear (§9.2)
crosses 2714|2813 2713 2612|2712
# ...both do.
> place f01 2714
placed f01 (Constable d'Albret) in 2714 s
> los 2814 2611
blocked by 2714|2813 (§9.2)
crosses 2714|2813 2713 2612|2712
# The same on the far pair 2612|2712, English units block as well
# ("friendly or enemy").
> remove f01
removed f01 (Constable d'Albret) from 2714
> remove f02
removed f02 (Marshal Boucicaut) from 2813
> place e18 2612
placed e18 (Left Wing Archers 1) in 2612 n
> los 2814 2611
clear (§9.2)
crosses 2714|2813 2713 2612|2712
> place e19 2712
placed e19 (Left Wing Archers 2) in 2712 n
> los 2814 2611
blocked by 2612|2712 (§9.2)
crosses 2714|2813 2713 2612|2712
> remove e18
removed e18 (Left Wing Archers 1) from 2612
> remove e19
removed e19 (Left Wing Archers 2) from 2712
# The firer and the target do not block their own line of sight.
> place e36 2814
placed e36 (Right Wing Archers 8) in 2814 n
> place f29 2611
placed f29 (Crossbowmen 1) in 2611 s
> los 2814 2611
clear (§9.2)
crosses 2714|2813 2713 2612|2712
# Lines that do not run along hexsides cross single hexes only.
> los 1214 1217
clear (§9.2)
crosses 1215 1216
> los 1214 1610
clear (§9.2)
crosses 1314 1313 1412 1512 1511
> los 0510 1115
clear (§9.2)
crosses 0610 0611 0711 0712 0812 0913 0914 1013 1014
# Adjacent hexes and the same hex: nothing in between.
> los 2814 2813
clear (§9.2)
crosses nothing (adjacent or the same hex)
> los 2814 2814
clear (§9.2)
crosses nothing (adjacent or the same hex)
# Woods do not block: §9.2 names only units (0211-0411 are woods).
> show 0311
0311: Woods
  no unit
> los 0111 0511
clear (§9.2)
crosses 0210|0211 0311 0410|0411
# Errors.
> los 2814
error: too few arguments: expected los <hex> <hex>
> los 2814 3114
error: hex 3114 is off the map (columns 01-30, rows 01-22)
> los 2814 28
error: expected a hex id of four digits (column then row, e.g. 1214), not "28"
#! status: 1
