#! args: --seed 7
# quit (alias exit): leave herald; the game stays in the journal.
> roll 2d6
2d6: 5+2 = 7
> quit
< roll 2d6
< bogus
< place e01 1214
# The lines after quit are input that herald must not read as commands.
# They are written as < lines so that they are not expected output: were
# they run, their echo and output (and the failure of "bogus", exit
# status 1) would show.
