#! args: -g proving-pivot -s pennant --seed 3
#! data: tests/data
# A marker carried by a unit on two hexes is in both of its hexes
# (issue 12: "stacking, contact, line of sight, targeting and retreat
# see every hex of a footprint"; src/marker.c marker_in, src/markershow.c,
# src/hookmarker.c).  The proving-pivot game's pennant (`on: unit`, §12)
# starts with Blue's battle w2 on 0603 and, on its right, 0503: the
# marker list names both hexes, `show` finds it in either, and so does
# herald::marker list HEX in the scenario's phase hook (before, only
# the first hex: 0503 listed no marker).
> marker
pennant1  Pennant with w2 in 0603+0503
> show 0603
0603: Clear
  w2    0603+0503 ssw Blue      Battle               Blue Battle
  marker pennant1: Pennant with w2 in 0603+0503
> show 0503
0503: Clear
  w2    0603+0503 ssw Blue      Battle               Blue Battle
  marker pennant1: Pennant with w2 in 0603+0503
> show 0504
0504: Clear
  no unit
# the hook asks by hex as Red's Fight phase begins: both hexes, not the
# one beside them
> next
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Red Fight phase (§9)
hook: markers in 0603: pennant1
hook: markers in 0503: pennant1
hook: markers in 0504: 
hook: markers with w2: pennant1
# The pennant goes where w2 goes: placed on 0705 facing ssw, its second
# hex is 0604, and the pennant is in both, no longer in 0503.
> place w2 0705 ssw
placed w2 (Blue Battle) in 0705+0604 ssw
> marker
pennant1  Pennant with w2 in 0705+0604
> show 0604
0604: Clear
  w2    0705+0604 ssw Blue      Battle               Blue Battle
  marker pennant1: Pennant with w2 in 0705+0604
> show 0503
0503: Clear
  no unit
# With a unit on one hex (b1 in 0101) it is in that hex alone, and w2's
# hexes have none.
> marker move pennant1 b1
moved pennant1: Pennant with b1 in 0101
> show 0101
0101: Clear
  b1    0101 ssw      Blue      Foot                 Blue Foot
  marker pennant1: Pennant with b1 in 0101
> show 0604
0604: Clear
  w2    0705+0604 ssw Blue      Battle               Blue Battle
