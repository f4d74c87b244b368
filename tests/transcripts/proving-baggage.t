#! data: tests/data
#! args: -g proving-baggage
# Baggage and commanders (issue 12; rules: baggage: and rules:
# commanders: in tests/data/scenarios/proving-baggage/game.yaml, after
# st-albans §9.4 and §6): the captain c1 adds his 1 to r1's attack and
# cannot attack on his own, nor be attacked but through r1; the wagons
# w1 add their 2 to b1's defence, cannot be attacked through it, and
# keep it in place, after a morale check that says retreat and after a
# result that does; the carts w2 alone defend at 2 whatever the woods
# (whose column shift they never get), take a morale check as nothing
# and never retreat.  `why`, undo and save/load read the same records.
# The exit status is 1: the refusals are errors.
> new seed=3
new game: Proving game (baggage and commanders), Basic (seed 3)
> dice manual
dice: manual: herald will ask for each roll the rules call for
> next
ended: turn 1 of 4, Red Move phase (§7)
now: turn 1 of 4, Red Fight phase (§9)
> odds r1 -> b1
odds: AF 4 (3 + 1) against DF 4 is 4:4, that is 1:1 (§9.1)
the baggage with it adds 2 to the defence (§13)
commanders add 1 to the attack, 0 to the defence (§14)
DRM: none
chances at 1:1, DRM +0: E 1/6 = 16.7%, R 1/3 = 33.3%, M 1/6 = 16.7%, - 1/3 = 33.3% (any effect 2/3 = 66.7%)
> odds r2 -> w2
odds: AF 2 against DF 2 is 2:2, that is 1:1 (§9.1)
baggage defends at 2, whatever the terrain (§13)
DRM: none
chances at 1:1, DRM +0: E 1/6 = 16.7%, R 1/3 = 33.3%, M 1/6 = 16.7%, - 1/3 = 33.3% (any effect 2/3 = 66.7%)
> attack c1 -> b1
error: c1 is a commander and adds his strength to r1, whom he stands with: name r1 (§14)
> attack r1 -> w1
error: w1 stands with b1: attack b1 or the hex 0402; the unit guarding baggage adds its strength to it (§13)
> attack r1 -> b1
< 4
< 2
odds: AF 4 (3 + 1) against DF 4 is 4:4, that is 1:1 (§9.1)
the baggage with it adds 2 to the defence (§13)
commanders add 1 to the attack, 0 to the defence (§14)
DRM: none
roll 1d6 for the attack on b1: 4
roll 1d6: 4 = 4 (physical), DRM +0, MDR 4 at 1:1: M (Morale check, §9.1)
roll 1d6 for the morale check of b1: 2
morale check of b1 (morale 2, §10): 1d6: 2 = 2 (physical): equal
b1 stands with its baggage and does not retreat (§13)
> attack r2 -> w2
< 4
odds: AF 2 against DF 2 is 2:2, that is 1:1 (§9.1)
baggage defends at 2, whatever the terrain (§13)
DRM: none
roll 1d6 for the attack on w2: 4
roll 1d6: 4 = 4 (physical), DRM +0, MDR 4 at 1:1: M (Morale check, §9.1)
w2: a morale check means nothing to baggage (§13)
> why
attack r2 -> w2:
odds: AF 2 against DF 2 is 2:2, that is 1:1 (§9.1)
baggage defends at 2, whatever the terrain (§13)
DRM: none
roll 1d6: 4 = 4 (physical), DRM +0, MDR 4 at 1:1: M (Morale check, §9.1)
w2: a morale check means nothing to baggage (§13)
> undo --agreed
undone: attack r2 -> w2
> attack r2 -> w2
< 2
odds: AF 2 against DF 2 is 2:2, that is 1:1 (§9.1)
baggage defends at 2, whatever the terrain (§13)
DRM: none
roll 1d6 for the attack on w2: 2
roll 1d6: 2 = 2 (physical), DRM +0, MDR 2 at 1:1: R (Defender retreats 1 hex, §9.1)
w2 does not retreat: baggage never does (§13)
> save bg.herald
saved 4 orders to bg.herald
> load bg.herald
loaded bg.herald: Proving game (baggage and commanders), Basic, 4 orders
> why
attack r2 -> w2:
odds: AF 2 against DF 2 is 2:2, that is 1:1 (§9.1)
baggage defends at 2, whatever the terrain (§13)
DRM: none
roll 1d6: 2 = 2 (physical), DRM +0, MDR 2 at 1:1: R (Defender retreats 1 hex, §9.1)
w2 does not retreat: baggage never does (§13)
> units
r1    0403          Red       Foot                 Red Foot
r2    0303          Red       Foot                 Red Spears
c1    0403          Red       Captain              Red Captain
b1    0402          Blue      Foot                 Blue Foot
w1    0402          Blue      Wagon                Blue Wagons
w2    0302          Blue      Wagon                Blue Carts
> next
ended: turn 1 of 4, Red Fight phase (§9)
now: turn 1 of 4, Blue Move phase (§7)
> next
ended: turn 1 of 4, Blue Move phase (§7)
now: turn 1 of 4, Blue Fight phase (§9)
> attack w1 -> r1
error: w1 is baggage and cannot attack (§13)
> attack b1 -> c1
error: c1 stands with r1: attack r1 or the hex 0403; a commander shares his unit's fate (§14)
> next
ended: turn 1 of 4, Blue Fight phase (§9)
now: turn 2 of 4, Red Move phase (§7)
> next
ended: turn 2 of 4, Red Move phase (§7)
now: turn 2 of 4, Red Fight phase (§9)
> attack r1 -> b1
< 2
odds: AF 4 (3 + 1) against DF 4 is 4:4, that is 1:1 (§9.1)
the baggage with it adds 2 to the defence (§13)
commanders add 1 to the attack, 0 to the defence (§14)
DRM: none
roll 1d6 for the attack on b1: 2
roll 1d6: 2 = 2 (physical), DRM +0, MDR 2 at 1:1: R (Defender retreats 1 hex, §9.1)
b1 does not retreat: it stands with its baggage (§13)
#! status: 1
