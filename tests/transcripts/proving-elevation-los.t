# proving-elevation game, line of sight over the levels (issue 13;
# line_of_sight: elevation: true; made-up rules after spi-agincourt
# 8.22-8.25).  Column 02 runs 1 1 1 2 1 3 1 2 from row 01 to row 08;
# columns 01-02 are level 1, 03-04 level 2, 05-06 level 3, 07 level 2
# (0702 woods), 08 level 1.
#! data: tests/data
#! args: -g proving-elevation --seed 1
# 8.24: both ends on level 1, 0204 (level 2) between them blocks
> los 0203 0205
blocked by 0204 (§8.2)
crosses 0204
# ... and nothing higher, nothing blocks
> los 0201 0203
clear (§8.2)
crosses 0202
> los 0205 0207
blocked by 0206 (§8.2)
crosses 0206
# 8.24: both ends on level 2: 0206 (level 3) is higher than either
> los 0204 0208
blocked by 0206 (§8.2)
crosses 0205 0206 0207
# both ends on level 2, the hexes between no higher: clear
> los 0401 0405
clear (§8.2)
crosses 0402 0403 0404
# 8.25: ends on levels 1 and 2: 0206 (level 3) is higher than both
> los 0205 0208
blocked by 0206 (§8.2)
crosses 0206 0207
> los 0208 0205
blocked by 0206 (§8.2)
crosses 0207 0206
# 8.25: ends on levels 1 and 3: 0204 (level 2) is higher than one end
# only, and does not block
> los 0203 0206
clear (§8.2)
crosses 0204 0205
> los 0206 0203
clear (§8.2)
crosses 0205 0204
> los 0204 0206
clear (§8.2)
crosses 0205
# 8.23: woods block whatever the levels (0701, 0703 and the woods 0702
# are all level 2)
> los 0701 0703
blocked by 0702 (§8.2)
crosses 0702
# 8.22: along the hexside between 0205 (level 1) and 0206 (level 3,
# higher than both ends, 0106 level 1 and 0306 level 2): only one side
# blocks, and the line is clear
> los 0106 0306
clear (§8.2)
crosses 0205|0206
# across the ridge from level 1 to level 1: every hex above blocks
> los 0101 0801
blocked by 0301 0401 0501 0601 0701 (§8.2)
crosses 0201 0301 0401 0501 0601 0701
