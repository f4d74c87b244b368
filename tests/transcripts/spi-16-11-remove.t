#! args: -g spi-agincourt -s free-deployment --seed 1
# SPI's Agincourt 16.11, 16.12, 15.0: an English yeoman that begins its
# Movement phase with implanted stakes removes them by standing the
# phase's three impulses there (task UNIT remove, taken in impulse 1);
# the stakes are then carried with it.  A longbow on its archer side may
# neither move nor take a task; a yeoman at a task may not move, turn or
# take another.  Eight nexts bring the English Movement phase, impulse 1.
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 1 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 2 of 3: English Archery (§8.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 44 units did not move
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
> next
ended: turn 1 of 60, French Movement and Archery phase, impulse 3 of 3: English Archery (§8.0)
now: turn 1 of 60, French Morale phase (§10.0)
automatic: herald plays the Morale phase (§10.0) and goes on
ended: turn 1 of 60, French Morale phase (§10.0)
now: turn 1 of 60, French Leader Combat phase (§13.0)
> next
ended: turn 1 of 60, French Leader Combat phase (§13.0)
now: turn 1 of 60, French Melee phase (§9.0)
> next
ended: turn 1 of 60, French Melee phase (§9.0)
now: turn 1 of 60, French Fatigue Morale phase (§9.22)
automatic: herald plays the Fatigue Morale phase (§9.22) and goes on
ended: turn 1 of 60, French Fatigue Morale phase (§9.22)
now: turn 1 of 60, English Fugitive Movement phase (§14.2)
automatic: herald plays the Fugitive Movement phase (§14.2) and goes on
ended: turn 1 of 60, English Fugitive Movement phase (§14.2)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
> task e10 remove
error: e10 cannot take up remove stakes: the task needs the counter on its yeoman side (flip it first, where the game allows) (§16.11)
> move e10 2805
error: e10 is on its archer side, which may fire but not move: flip it to its yeoman side as its Movement phase begins (§15.0)
> flip e10
e10 turns to its yeoman side: melee 2, mp 1 (§15.0)
> flip e11
e11 turns to its yeoman side: melee 2, mp 1 (§15.0)
> flip e14
e14 turns to its yeoman side: melee 2, mp 1 (§15.0)
> task e14 remove
error: 2914 holds no implanted stakes to remove (§16.11)
> task e10 remove
e10 takes up a task: remove stakes (§16.11)
e10 will have removed stakes1 from 2905 when it has stood there the three impulses of this Movement phase (§16.11)
> task e10 remove
error: e10 is at remove stakes already (§16.11)
> task e10 retrieve
error: e10 is at another task, remove stakes: one task at a time; give it up first (task e10 none) (§15.0)
> move e10 2805
error: e10 is at a task, remove stakes: give it up first (task e10 none) (§15.0: one function an impulse)
> face e10 ene
error: e10 is at a task, remove stakes: give it up first (task e10 none) (§15.0: one function an impulse)
> flip e10 archer
error: e10 is at a task, remove stakes: give it up first (task e10 none) (§15.0: one function an impulse)
> units e10
e10   2905 n        English   Longbow              Lancashire (yeoman side: melee 2, mp 1)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
e10 has stood 1 of 3 impulses at the stakes in 2905 (remove stakes, §16.11)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 1 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
# impulse 2: removing needs the whole phase (16.11)
> task e11 remove
error: e11 may remove stakes only by spending a whole Movement phase at them: take the task as the phase begins, in impulse 1, not 2 (§16.11)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
e10 has stood 2 of 3 impulses at the stakes in 2905 (remove stakes, §16.11)
> next
ended: turn 1 of 60, English Movement and Archery phase, impulse 2 of 3: French Archery (§8.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
> next
left undone: 18 units did not move
ended: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3 (§5.0)
now: turn 1 of 60, English Movement and Archery phase, impulse 3 of 3: French Archery (§8.0)
changed stakes1: Stakes (state carried, facing n) in 2905
moved stakes1: Stakes (state carried, facing n) with e10 in 2905
e10 has removed stakes1 from 2905: the stakes are carried, and go with it at no cost (§16.11, §16.12)
> marker
stakes1   Stakes (state carried, facing n) with e10 in 2905
stakes2   Stakes (state implanted, facing n) in 2907
stakes3   Stakes (state implanted, facing n) in 2909
stakes4   Stakes (state implanted, facing n) in 2913
stakes5   Stakes (state implanted, facing n) in 2917
stakes6   Stakes (state implanted, facing n) in 2921
stakes7   Stakes (state implanted, facing n) in 2923
stakes8   Stakes (state implanted, facing n) in 2925
> units e10
e10   2905 n        English   Longbow              Lancashire (yeoman side: melee 2, mp 1)
  marker stakes1: Stakes (state carried, facing n) with e10 in 2905
#! status: 1
# Played in the French Free Deployment (20.2): the English and their stakes as in 20.1 (20.22, R44), and no French move owed on Game-Turn 1 (in the historical scenario 20.13C-E oblige the English volleys and the French charge).
