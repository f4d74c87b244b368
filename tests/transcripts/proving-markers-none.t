# board markers: a game that declares none (no markers: block) says so
# (issue 12; doc/authoring.md "Board markers"); its `help` list leaves
# the command out (help.t), `help marker` still explains it.
#! status: 1
> marker
error: The Battle of Agincourt declares no markers (a game declares them in the markers: block of its game.yaml)
> marker place dead 1214
error: The Battle of Agincourt declares no markers (a game declares them in the markers: block of its game.yaml)
> help marker
usage: marker [place|move|remove|set] [marker] [hex|unit] [attribute]...
list, place, move, set or remove board markers
marker: lists the markers on the board, each with its label
(the kind and a number: dead3), attributes and place.
marker place KIND HEX|UNIT [NAME=VALUE]...: puts a marker of
the kind in a hex (or with a unit, for a kind that goes with
one), with its attributes (size=2 side=french); those left
out take the game's default.  Where the game merges its kind,
it joins the one already there (x1 + x2 = x3).
marker move MARKER HEX|UNIT: moves it (merging likewise).
marker set MARKER NAME=VALUE...: changes its attributes.
marker remove MARKER: takes it off the board.
Only for a game that declares markers; orders are journaled
and undo takes them back.
