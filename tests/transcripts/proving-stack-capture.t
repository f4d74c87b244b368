#! args: -g proving-stack --seed 3
#! data: tests/data
# Leaders captured (the proving-stack game, `rules: capture:`;
# src/capture.c), after spi-agincourt 12.23, 12.35 and 6.15: a hex
# holding only enemy leaders may be entered or passed through by a
# combat unit, and they are captured: out of play, their ransom counted
# for the captor (count: leaders_captured, value: ransom), in a move of
# one hex at a time and of a unit on two hexes.  A leader never enters
# a hex holding an enemy combat unit, nor passes through one (6.16).
# Undo, save and load give the same captures and counts.
#! status: 1
> new proving-stack capture
new game: Proving game (stacking by marks), Captures (seed 3)
> units
wf    0808 nne      Red       Foot                 White Foot
gf    0108 nne      Red       Foot                 Green Foot
wb    0608+0709 nne Red       Battle               White Battle
wl    0305 nne      Red       Leader               White Lord
gk    0107 nne      Red       Leader               Green Knight
bf    0304 ssw      Blue      Foot                 Blue Foot
bl    0607 ssw      Blue      Leader               Blue Lord
bk    0806 ssw      Blue      Leader               Blue Knight
(6 counters of the game are not in this battle; add the word all to list them)
# 6.16: the White lord may not enter the Blue foot's hex, at the end of
# his move or in passing.
> move wl 0304
error: wl cannot move: step 1 (0305 to 0304): 0304 holds the enemy bf, and wl may never enter a hex holding an enemy combat unit (§6.16)
> move wl 0304 0303
error: wl cannot move: step 1 (0305 to 0304): 0304 holds the enemy bf, and wl may never enter a hex holding an enemy combat unit (§6.16)
# 5.14: the Green foot passes its own Green knight, alone in 0107.
> move gf 0107 0106
gf moves to 0106 (2 of 3 MP spent, §5)
# 12.23: the White foot passes through 0806, where the Blue knight
# (ransom 2) stands alone, and takes him.
> move wf 0807 0806 0805
bk is captured by wf in 0806 (§12.35): ransom of leaders captured, Red 2
wf moves to 0805 (3 of 3 MP spent, §5)
> why
move wf 0807 0806 0805:
bk is captured by wf in 0806 (§12.35): ransom of leaders captured, Red 2
wf moves to 0805 (3 of 3 MP spent, §5)
# 12.35: the White battle's first half enters 0607, the Blue lord's
# (ransom 4).
> move wb 0607
bl is captured by wb in 0607 (§12.35): ransom of leaders captured, Red 6
wb moves to 0607+0708 (1 of 3 MP spent, §5.2)
> status
Proving game (stacking by marks), Captures
turn 1 of 4, Red Move phase (§5)
units eliminated: Red 0, Blue 2
ransom of leaders captured: Red 6, Blue 0 (§12.35)
dice: auto (seed 3); orders: 3
> units all
wf    0805 nne      Red       Foot                 White Foot
gf    0106 nne      Red       Foot                 Green Foot
wb    0607+0708 nne Red       Battle               White Battle
xb    off map       Red       Crossbow             Green Crossbow
xc    off map       Red       Crossbow             White Crossbow
wl    0305 nne      Red       Leader               White Lord
gl    off map       Red       Leader               Green Lord
gk    0107 nne      Red       Leader               Green Knight
con   off map       Red       Leader               Constable
ch    off map       Red       Champion             Champion
bf    0304 ssw      Blue      Foot                 Blue Foot
bh    off map       Blue      Horse                Blue Horse
bl    eliminated    Blue      Leader               Blue Lord
bk    eliminated    Blue      Leader               Blue Knight
> undo
undone: move wb 0607
> status
Proving game (stacking by marks), Captures
turn 1 of 4, Red Move phase (§5)
units eliminated: Red 0, Blue 1
ransom of leaders captured: Red 2, Blue 0 (§12.35)
dice: auto (seed 3); orders: 2
> move wb 0607
bl is captured by wb in 0607 (§12.35): ransom of leaders captured, Red 6
wb moves to 0607+0708 (1 of 3 MP spent, §5.2)
# Blue's turn: the Blue foot enters 0305, where the White lord (ransom
# 3) was left alone.
> next
ended: turn 1 of 4, Red Move phase (§5)
now: turn 1 of 4, Blue Move phase (§5)
> move bf 0305
wl is captured by bf in 0305 (§12.35): ransom of leaders captured, Blue 3
bf moves to 0305 (1 of 3 MP spent, §5)
> status
Proving game (stacking by marks), Captures
turn 1 of 4, Blue Move phase (§5)
units eliminated: Red 1, Blue 2
ransom of leaders captured: Red 6, Blue 3 (§12.35)
dice: auto (seed 3); orders: 5
> save capture.herald
saved 5 orders to capture.herald
> load capture.herald
loaded capture.herald: Proving game (stacking by marks), Captures, 5 orders
> status
Proving game (stacking by marks), Captures
turn 1 of 4, Blue Move phase (§5)
units eliminated: Red 1, Blue 2
ransom of leaders captured: Red 6, Blue 3 (§12.35)
dice: auto (seed 3); orders: 5
> units all
wf    0805 nne      Red       Foot                 White Foot
gf    0106 nne      Red       Foot                 Green Foot
wb    0607+0708 nne Red       Battle               White Battle
xb    off map       Red       Crossbow             Green Crossbow
xc    off map       Red       Crossbow             White Crossbow
wl    eliminated    Red       Leader               White Lord
gl    off map       Red       Leader               Green Lord
gk    0107 nne      Red       Leader               Green Knight
con   off map       Red       Leader               Constable
ch    off map       Red       Champion             Champion
bf    0305 ssw      Blue      Foot                 Blue Foot
bh    off map       Blue      Horse                Blue Horse
bl    eliminated    Blue      Leader               Blue Lord
bk    eliminated    Blue      Leader               Blue Knight
# A pivot is a move too: the battle turning about 0709 brings its other
# half into 0708, where the Blue knight was placed alone.
> new proving-stack capture
new game: Proving game (stacking by marks), Captures (seed 3)
> place bk 0708
placed bk (Blue Knight) in 0708 ssw
> face wb e
bk is captured by wb in 0708 (§12.35): ransom of leaders captured, Red 2
wb pivots about 0709, its other half entering 0708: it stands on 0708+0709 facing e (1 of 3 MP spent, §5.2)
> status
Proving game (stacking by marks), Captures
turn 1 of 4, Red Move phase (§5)
units eliminated: Red 0, Blue 1
ransom of leaders captured: Red 2, Blue 0 (§12.35)
dice: auto (seed 3); orders: 2
