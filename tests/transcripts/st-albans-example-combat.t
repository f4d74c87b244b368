#! data: tests/data
#! args: --game fontenoy --scenario example --seed 1
# Les Batailles de St Albans, §9.3 "Example of combat": the units of
# Lothaire attack Fontenoy.  The example is set on a map the rulebook
# does not print, so it is played on the test game tests/data/scenarios/
# fontenoy (the St Albans rules and charts on a small reconstructed map;
# example.yaml says how its hexes were fitted to the example's words).
# Fontenoy (0708) is a village behind the creek (stream hexsides to 0607,
# 0707 and 0807); a road comes up to it from the south through 0711,
# 0710 and 0709.
> show 0708
0708: Village
  road to the s
  n hexside (to 0707): Stream
  ne hexside (to 0807): Stream
  nw hexside (to 0607): Stream
  c01   0708          Charles the Bald Infantry             Provence
> show 0711
0711: Clear
  road to the n s
  l04   0711          Lothaire  Cavalry              Aquitaine
  l05   0711          Lothaire  Commander            Commander of Aquitaine
# "If the Austrasie cavalry unit and the Bourgogne infantry unit join
# their attack, they will have 5FP against 2FP for the Provence unit thus
# obtaining a ratio of 2 to 1 ... the town of Fontenoy (plus one to the
# die result) and behind a creek (another plus one to the die result)."
> odds l01 l02 -> c01
odds: AF 5 (2 + 3) against DF 2 is 5:2, rounded down to 2:1 (§9.5)
DRM +1: Village (§TEC 3)
DRM +1: Stream (§9.2, 9.6)
DRM total: +2
chances at 2:1, DRM +2: DT 1/3 = 33.3%, DR 1/6 = 16.7%, AR 1/3 = 33.3%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
# "To charge, the unit must go to 0710 then 0709": straight north along
# the road at Fontenoy, ending on Fontenoy's side of the creek.  The
# commander goes with it.
> move l04 0710 0709
l04 moves to 0709 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> move l05 0710 0709
l05 moves to 0709 (6 of 6 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 3 units did not move
ended: turn 1 of 1, Lothaire Movement phase (§4, 7)
now: turn 1 of 1, Lothaire Combat phase (§4, 9)
# "5FP against 2FP ... 2 to 1", with the village and the creek: DRM +2.
> odds l01 l02 -> c01
odds: AF 5 (2 + 3) against DF 2 is 5:2, rounded down to 2:1 (§9.5)
DRM +1: Village (§TEC 3)
DRM +1: Stream (§9.2, 9.6)
DRM total: +2
chances at 2:1, DRM +2: DT 1/3 = 33.3%, DR 1/6 = 16.7%, AR 1/3 = 33.3%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
# "If the Bowmen unit supports the attack, it adds 1PF to allow a ratio
# of 3 to 1 (6FP against 2FP)."  The Bowmen (strength 1) fight hand to
# hand across the creek: -1 in mêlée but never below 1 (§9.3), so they
# add exactly 1, and the creek still counts (+2 in all).
> odds l01 l02 l03 -> c01
odds: AF 6 (2 + 3 + 1) against DF 2 is 6:2, that is 3:1 (§9.5)
DRM +1: Village (§TEC 3)
DRM +1: Stream (§9.2, 9.6)
DRM total: +2
chances at 3:1, DRM +2: DT 1/3 = 33.3%, DR 1/3 = 33.3%, - 1/3 = 33.3% (any effect 2/3 = 66.7%)
# "his Aquitaine cavalry which adds 3FP + 2FP for charging + 0FP for the
# commander ... The force ratio is now 4 to 1 (11FP in attack and 2FP in
# defense) with a defensive bonus for the village": Aquitaine attacks from
# 0709, on Fontenoy's side of the creek, so the creek's +1 is gone
# (§9.6); the commander's strength 0 adds nothing.
> odds l01 l02 l03 l04 -> c01
odds: AF 11 (2 + 3 + 1 + 3 + 2 charge) against DF 2 is 11:2, counted as 4:1 (§9.5)
charge: +2 strength, straight at the enemy over clear or road hexes (§9.2)
DRM +1: Village (§TEC 3)
chances at 4:1, DRM +1: D2 1/6 = 16.7%, D1 1/6 = 16.7%, DT 1/3 = 33.3%, DR 1/3 = 33.3% (any effect 1/1 = 100.0%)
# The attack, with physical dice: a 1, +1 for the village, is 2 at 4/1:
# D2.  Provence has two steps and loses both; Aquitaine charged, so it
# must take the hex (§9.2, §9.11), and its commander goes with it.
> dice manual
dice: manual: herald will ask for each roll the rules call for
> attack l01 l02 l03 l04 -> c01
< 1
odds: AF 11 (2 + 3 + 1 + 3 + 2 charge) against DF 2 is 11:2, counted as 4:1 (§9.5)
charge: +2 strength, straight at the enemy over clear or road hexes (§9.2)
DRM +1: Village (§TEC 3)
roll 1d6 for the attack on c01: 1
roll 1d6: 1 = 1 (physical), DRM +1, MDR 2 at 4:1: D2 (Defender loses 2 steps, §9.7, 9.9)
c01 loses a step and turns to its reduced side (§9.9)
c01 is eliminated: it had no step left to lose (§9.9)
l04 charged and must advance (§9.2):
l04 advances into 0708 (§9.11)
l05 goes with l04 (§6)
> units c01
c01   eliminated    Charles the Bald Infantry             Provence
> show 0708
0708: Village
  road to the s
  n hexside (to 0707): Stream
  ne hexside (to 0807): Stream
  nw hexside (to 0607): Stream
  l04   0708          Lothaire  Cavalry              Aquitaine
  l05   0708          Lothaire  Commander            Commander of Aquitaine
# "There would be no charge if the unit had moved in 0810, 0809 and then
# 0808 or 0709": not straight at the target.  Without the charge it is 9
# against 2, still 4/1, and 0808 and 0709 are on Fontenoy's side of the
# creek, so again only the village counts.
> new fontenoy example seed=1
new game: Fontenoy (St Albans rules, combat example), Example of combat: Lothaire attacks Fontenoy (seed 1)
> move l04 0810 0809 0808
l04 moves to 0808 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 4 units did not move
ended: turn 1 of 1, Lothaire Movement phase (§4, 7)
now: turn 1 of 1, Lothaire Combat phase (§4, 9)
> odds l01 l02 l03 l04 -> c01
odds: AF 9 (2 + 3 + 1 + 3) against DF 2 is 9:2, counted as 4:1 (§9.5)
DRM +1: Village (§TEC 3)
chances at 4:1, DRM +1: D2 1/6 = 16.7%, D1 1/6 = 16.7%, DT 1/3 = 33.3%, DR 1/3 = 33.3% (any effect 1/1 = 100.0%)
> new fontenoy example seed=1
new game: Fontenoy (St Albans rules, combat example), Example of combat: Lothaire attacks Fontenoy (seed 1)
> move l04 0810 0809 0709
l04 moves to 0709 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 4 units did not move
ended: turn 1 of 1, Lothaire Movement phase (§4, 7)
now: turn 1 of 1, Lothaire Combat phase (§4, 9)
> odds l01 l02 l03 l04 -> c01
odds: AF 9 (2 + 3 + 1 + 3) against DF 2 is 9:2, counted as 4:1 (§9.5)
DRM +1: Village (§TEC 3)
chances at 4:1, DRM +1: D2 1/6 = 16.7%, D1 1/6 = 16.7%, DT 1/3 = 33.3%, DR 1/3 = 33.3% (any effect 1/1 = 100.0%)
# "Lothaire could have continued to attack the 3 FP Neustrie unit located
# in 0611. But he would not have the same bonus for charging even by
# moving successively in 0811 and then 0711 or 0712 because the unit must
# do all of its movement in a straight line towards the charged enemy
# unit": 3 against 3 is 1/1.
> new fontenoy example seed=1
new game: Fontenoy (St Albans rules, combat example), Example of combat: Lothaire attacks Fontenoy (seed 1)
> move l04 0811 0712
l04 moves to 0712 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 4 units did not move
ended: turn 1 of 1, Lothaire Movement phase (§4, 7)
now: turn 1 of 1, Lothaire Combat phase (§4, 9)
> odds l04 -> c02
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.5)
DRM: none
chances at 1:1, DRM +0: D1 1/6 = 16.7%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
> new fontenoy example seed=1
new game: Fontenoy (St Albans rules, combat example), Example of combat: Lothaire attacks Fontenoy (seed 1)
> move l04 0811 0711
l04 moves to 0711 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 4 units did not move
ended: turn 1 of 1, Lothaire Movement phase (§4, 7)
now: turn 1 of 1, Lothaire Combat phase (§4, 9)
> odds l04 -> c02
odds: AF 3 against DF 3 is 3:3, that is 1:1 (§9.5)
DRM: none
chances at 1:1, DRM +0: D1 1/6 = 16.7%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
# For contrast (not in the book): from 0913 through 0812 and 0712 the
# line runs straight at 0611, and the charge gives 5 against 3, 3/2.
> new fontenoy example seed=1
new game: Fontenoy (St Albans rules, combat example), Example of combat: Lothaire attacks Fontenoy (seed 1)
> place l04 0913
placed l04 (Aquitaine) in 0913
> place l05 0913
placed l05 (Commander of Aquitaine) in 0913
> move l04 0812 0712
l04 moves to 0712 (7 of 7 MP spent: it stops in an enemy zone of control, §7)
> next
left undone: 4 units did not move
ended: turn 1 of 1, Lothaire Movement phase (§4, 7)
now: turn 1 of 1, Lothaire Combat phase (§4, 9)
> odds l04 -> c02
odds: AF 5 (3 + 2 charge) against DF 3 is 5:3, rounded down to 3:2 (§9.5)
charge: +2 strength, straight at the enemy over clear or road hexes (§9.2)
DRM: none
chances at 3:2, DRM +0: D1 1/3 = 33.3%, DT 1/6 = 16.7%, DR 1/6 = 16.7%, AR 1/6 = 16.7%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
# "It should be noted that the Bowmen unit could have fired by itself
# against the Provence unit. But given the force ratio, it cannot do
# better than making it retreat and the other units couldn't then attack
# [Provence] (11.1 Each unit may only attack, or be attacked, once per
# phase.) or enter the vacated hex".  To fire from range the Bowmen must
# not be next to an enemy combat unit (§9.3): they step back to 0606,
# two hexes from Fontenoy.  1 against 2 is 1/2; a firing unit that does
# not engage hand to hand cancels the creek (§9.6), so only the village
# counts: the best result is DR, and the unit firing from range is spared
# the A results (§9.3).
> new fontenoy example seed=1
new game: Fontenoy (St Albans rules, combat example), Example of combat: Lothaire attacks Fontenoy (seed 1)
> move l03 0606
l03 moves to 0606 (1 of 4 MP spent, §7)
> next
left undone: 4 units did not move
ended: turn 1 of 1, Lothaire Movement phase (§4, 7)
now: turn 1 of 1, Lothaire Combat phase (§4, 9)
> odds fire l03 -> c01
odds: AF 1 against DF 2 is 1:2 (§9.5)
DRM +1: Village (§TEC 3)
range: 2 hexes (§9.1)
chances at 1:2, DRM +1: DR 1/6 = 16.7%, AR 1/6 = 16.7%, AT 1/6 = 16.7%, A1 1/6 = 16.7%, A2 1/3 = 33.3% (any effect 1/1 = 100.0%)
a result against the attacker would spare l03, firing from range (§9.3)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> fire l03 c01
< 1
< 
odds: AF 1 against DF 2 is 1:2 (§9.5)
DRM +1: Village (§TEC 3)
range: 2 hexes (§9.1)
roll 1d6 for the fire on c01: 1
roll 1d6: 1 = 1 (physical), DRM +1, MDR 2 at 1:2: DR (Defender retreats 1 hex, §9.7, 9.8)
Charles the Bald, retreat c01 (§9.8) to 0709 or 0608 [0709]: 
c01 retreats to 0709 (§9.8: out of the enemy's zones of control; Charles the Bald's choice)
> attack l01 l02 -> c01
error: c01 has already been attacked this phase; a unit is attacked at most once a phase (§9.1)
> advance l01
error: no hex is open for an advance: only right after a mêlée that emptied the defender's hex (§9.11)
#! status: 1
