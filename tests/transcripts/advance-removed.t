#! args: --game st-albans --seed 6
#! status: 1
# Issue 8 sweep: a unit taken off the map (remove) after a mêlée that
# emptied the defender's hex was still offered the advance, and taking it
# moved the commander standing with it into the hex while the unit stayed
# off the map.  A unit off the map does not advance; the others still may.
> move y18 1709
y18 moves to 1709 (1 of 7 MP spent, §7)
> next
left undone: 15 units did not move
ended: turn 1 of 8, York Movement phase (§4, 7)
now: turn 1 of 8, York Combat phase (§4, 9)
> attack y07 y11 -> l11
odds: AF 12 (4 + 4 + 4) against DF 3 is 12:3, that is 4:1 (§9.5)
commanders add 4 to the attack, 0 to the defence (§6)
DRM +1: Village (§TEC 3)
DRM +1: Palisade (§9.6) (reconstructed)
DRM total: +2
roll 1d6: 5 = 5, DRM +2, MDR 7 at 4:1: DR (Defender retreats 1 hex, §9.7, 9.8) (reconstructed)
l11 retreats to 1420 (§9.8: out of the enemy's zones of control; herald picks for Lancaster, who was not asked: the first clockwise from its own map edge)
1520 is empty: one attacker may advance into it (§9.11): advance y07 or y11
> remove y07
removed y07 (York's Billmen 1) from 1620
> advance y07
error: y07 is not on the map
> show y01
y01: Richard, Duke of York
  York Commander
  str 2 rstr 0 range 0 mp 6
  position: 1620
  terrain: Clear
  this turn: not moved (6 MP)
> advance y11
y11 advances into 1520 (§9.11)
y02 goes with y11 (§6)
> undo 2
undone: advance y11
undone: remove y07
> advance y07
y07 advances into 1520 (§9.11)
y01 goes with y07 (§6)
