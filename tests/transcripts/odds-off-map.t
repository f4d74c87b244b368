#! args: --empty --seed 1
#! status: 1
# Issue 8: `odds f16 -> e01` on an empty board read the hex of a unit
# that has none (combat.c, SIGSEGV).  Odds are worked out from where the
# units stand, so a unit off the map is refused by name, whichever side
# it is on; a unit taken off the map (remove) is off it too, not where it
# last stood.
> odds f16 -> e01
error: f16 is not on the map: odds need the attackers and the defender on the map
> odds fire f16 -> e01
error: f16 is not on the map: odds need the attackers and the defender on the map
> place e10 1215
placed e10 (King's Household Men-at-Arms 1) in 1215 n
> odds e10 -> f16
error: f16 is not on the map: odds need the attackers and the defender on the map
> odds f16 f17 -> e10
error: f16 is not on the map: odds need the attackers and the defender on the map
> place f16 1214 s
placed f16 (Vanguard Men-at-Arms 6) in 1214 s
> odds e10 -> f16
odds: AF 9 against DF 4 is 9:4, rounded down to 2:1 (§11.1)
DRM: none
chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
> remove f16
removed f16 (Vanguard Men-at-Arms 6) from 1214
> odds e10 -> f16
error: f16 is not on the map: odds need the attackers and the defender on the map
# Questions that need no unit still answer on an empty board.
> odds table 1
chances at 1:4, DRM +1: E 0, M 1/36 = 2.8%, - 35/36 = 97.2% (any effect 1/36 = 2.8%) (reconstructed)
chances at 1:3, DRM +1: E 0, M 1/12 = 8.3%, - 11/12 = 91.7% (any effect 1/12 = 8.3%) (reconstructed)
chances at 1:2, DRM +1: E 0, M 1/6 = 16.7%, - 5/6 = 83.3% (any effect 1/6 = 16.7%) (reconstructed)
chances at 1:1, DRM +1: E 1/36 = 2.8%, M 5/36 = 13.9%, - 5/6 = 83.3% (any effect 1/6 = 16.7%) (reconstructed)
chances at 3:2, DRM +1: E 1/12 = 8.3%, M 7/36 = 19.4%, - 13/18 = 72.2% (any effect 5/18 = 27.8%) (reconstructed)
chances at 2:1, DRM +1: E 1/6 = 16.7%, M 5/9 = 55.6%, - 5/18 = 27.8% (any effect 13/18 = 72.2%) (reconstructed)
chances at 3:1, DRM +1: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%) (reconstructed)
chances at 4:1, DRM +1: E 5/12 = 41.7%, M 1/2 = 50.0%, - 1/12 = 8.3% (any effect 11/12 = 91.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 1:4, row 4 — doc/reconstructions.md, 'Agincourt CRT: 1:4 at MDR 4'
reconstructed: The Battle of Agincourt CRT 1:4, rows 5-13 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 1:3, rows 5-13 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 1:2, rows 5-13 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 1:1, rows 4-13 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 3:2, rows 4-13 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 2:1, rows 4-13 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-13 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-13 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
