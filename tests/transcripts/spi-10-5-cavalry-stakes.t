#! args: --game spi-agincourt --scenario historical --seed 1
# spi-agincourt §10.5, §16.33: 10 points for cavalry that will melee an
# archer unit through a protected hexside.  Saveuse (f09, cavalry) put
# next to Lancashire (e10, a longbow behind stakes facing n, which
# protect its nw, ne, e and w sides, §16.31) has the 10 points (read as
# next to it: doc/reconstructions.md MO3, marked); one roll on the 10
# line (90%, a rebuilt row, T2).  Eu (f05, men-at-arms) in the same place
# has none of them: the term is cavalry's.
> place f09 2805 s
placed f09 (Saveuse) in 2805+2806 s
> odds morale f09
f09's morale: 10 points, one roll on the 10 line of the Unit Morale Table (§10.4), column "all other units: 2nd or 1st" (§10.0)
  cavalry to melee an archer through protected stakes: 1, 10 points (§10.5, 16.33) (reconstructed)
    reconstructed: doc/reconstructions.md, "SPI's Agincourt: unit morale, MO3: 10.5, 16.33: cavalry that will melee an archer through stakes"
  roll 1 on the 10 line: 90% to lose a line (§10.4) (reconstructed)
    reconstructed: the book prints rows 1-4 only; rows 5-10 carry on the printed rows' pattern, six points a step, capped at 100 (the least certain reconstruction: doc/reconstructions.md, T2)
f09 keeps every line: 10.0%; each roll that happens costs a line and a Fugitive (§10.21, 10.22)
> place f09 0605 s
placed f09 (Saveuse) in 0605+0606 s
> place f05 2805 s
placed f05 (Eu) in 2805+2806 s
> odds morale f05
f05's morale: no points, no roll (§10.0)
