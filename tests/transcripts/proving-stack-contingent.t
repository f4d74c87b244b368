#! args: -g proving-stack --seed 3
#! data: tests/data
# Leaders by contingent (the proving-stack game, `stacking: with_mark:`;
# src/board-stack.c), after spi-agincourt 6.13, 12.13, 18.0 and 12.23:
# a leader stands only with a friendly combat unit that shares one of
# his marks (White, Green), unless he is a great officer or the
# champion; any number of leaders in a hex; leaders alone, and
# together alone.  Refused in a move (at its last step, and a combat
# unit joining a leader of the other contingent), by `place`, and in
# either hex of a unit on two hexes.
#! status: 1
> units
wf    0205 nne      Red       Foot                 White Foot
gf    0405 nne      Red       Foot                 Green Foot
wb    0608+0709 nne Red       Battle               White Battle
wl    0207 nne      Red       Leader               White Lord
gl    0208 nne      Red       Leader               Green Lord
gk    0203 nne      Red       Leader               Green Knight
con   0407 nne      Red       Leader               Constable
ch    0408 nne      Red       Champion             Champion
bf    0901 ssw      Blue      Foot                 Blue Foot
bh    0701 ssw      Blue      Horse                Blue Horse
(4 counters of the game are not in this battle; add the word all to list them)
# gl (Green) passes wl, a friendly leader alone in 0207 (pass_extras:
# leaders and friends pass each other), and may not join the White foot.
> move gl 0207 0206 0205
error: gl cannot move: step 3 (0206 to 0205): in 0205, gl (Green) may stand only with a friendly combat unit that is Green too, and wf is White (§6.13)
> why
move gl 0207 0206 0205: refused: gl cannot move: step 3 (0206 to 0205): in 0205, gl (Green) may stand only with a friendly combat unit that is Green too, and wf is White (§6.13)
> move wl 0206 0205
wl moves to 0205 (2 of 3 MP spent, §5)
# Two leaders alone in a hex (together: true).
> move gl 0207
gl moves to 0207 (1 of 3 MP spent, §5)
# The White foot may not join gk, a Green knight alone in 0203.
> move wf 0204 0203
error: wf cannot move: step 2 (0204 to 0203): in 0203, gk (Green) may stand only with a friendly combat unit that is Green too, and wf is White (§6.13)
# The Constable is a great officer (12.13): he joins the Green foot; the
# champion (18.0) too, the third counter in the hex (each: any).
> move con 0406 0405
con moves to 0405 (2 of 3 MP spent, §5)
> move ch 0407 0406 0405
ch moves to 0405 (3 of 3 MP spent, §5)
> show gf
gf: Green Foot
  Red Foot
  mp 3 ransom 0
  position: 0405 nne
  terrain: Clear
  this turn: not moved (3 MP)
  characteristics: Green
# Placed: either hex of the White battle on 0608+0709, and the White foot.
> place gl 0709
error: cannot place gl: in 0709, gl (Green) may stand only with a friendly combat unit that is Green too, and wb is White (§6.13)
> place gl 0608
error: cannot place gl: in 0608, gl (Green) may stand only with a friendly combat unit that is Green too, and wb is White (§6.13)
> place wl 0709
placed wl (White Lord) in 0709 nne
> place gl 0205
error: cannot place gl: in 0205, gl (Green) may stand only with a friendly combat unit that is Green too, and wf is White (§6.13)
> place gk 0405
placed gk (Green Knight) in 0405 nne
> units
wf    0205 nne      Red       Foot                 White Foot
gf    0405 nne      Red       Foot                 Green Foot
wb    0608+0709 nne Red       Battle               White Battle
wl    0709 nne      Red       Leader               White Lord
gl    0207 nne      Red       Leader               Green Lord
gk    0405 nne      Red       Leader               Green Knight
con   0405 nne      Red       Leader               Constable
ch    0405 nne      Red       Champion             Champion
bf    0901 ssw      Blue      Foot                 Blue Foot
bh    0701 ssw      Blue      Horse                Blue Horse
(4 counters of the game are not in this battle; add the word all to list them)
