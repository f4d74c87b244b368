# proving-elevation game on open ground (issue 13; a scenario's
# terrain_as: {woods: clear} and flat: true, after spi-agincourt 20.43D):
# the woods are clear, there are no levels, no contour costs anything or
# waits, and sight is blocked by nothing.
#! data: tests/data
#! args: -g proving-elevation -s open --seed 1
> show 0702
0702: Clear
  no unit
> show 0301
0301: Clear
  no unit
> los 0701 0703
clear (§8.2)
crosses 0702
> los 0203 0205
clear (§8.2)
crosses 0204
# no contour: f1 goes from 0201 into 0301 for the clear hex's 0.5
> move f1 0301
f1 moves to 0301 (0.5 of 1 MP spent, §5)
# and the lancer goes where the ground would have been lower
> move l1 0705
l1 moves to 0705 (0.5 of 2 MP spent, §5)
> scenario info
game: Proving game (elevation) (proving-elevation)
scenario: Open ground (open)
ground: Woods as Clear; no elevation
units: 7, on the map: 3
