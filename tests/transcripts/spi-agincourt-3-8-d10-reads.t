#! args: --empty --seed 7
#! status: 1
# spi-agincourt §3.8, 8.34, 8.52: SPI reads its ten-faced die 1 to 10 (a
# die of 1-5 / 6-10) or 0 to 9 (15 + a die for 15 to 24 arrows).  d10 is
# 1 to 10 and d10z (read from zero) 0 to 9; by hand a d10's 0 is a 10.
> roll d10z
1d10z: 7 = 7
> roll d10z+15
1d10z+15: 2 + 15 = 17
> roll 2d10z
2d10z: 8+9 = 17
> roll d66z
error: d66z: only a plain die is read from zero (d10z: 0 to 9); d100, d66 and dF have their own readings
> dice manual
dice: manual: herald will ask for each roll the rules call for
> roll d10
< 0
roll 1d10: 0
1d10: 10 = 10 (physical)
> roll d10
< 10
roll 1d10: 10
1d10: 10 = 10 (physical)
> roll d10z
< 0
roll 1d10z: 0
1d10z: 0 = 0 (physical)
> roll d10z
< 9
roll 1d10z: 9
1d10z: 9 = 9 (physical)
> roll d10z
< 10
roll 1d10z: 10
error: a die of 1d10z shows 0 to 9, not "10"
> log
game battle-of-agincourt, scenario (empty board), seed 7
   1  roll d10z   [1d10z: 7 = 7]
   2  roll d10z+15   [1d10z+15: 2 + 15 = 17]
   3  roll 2d10z   [2d10z: 8+9 = 17]
   4  dice manual
   5  roll d10   [1d10: 10 = 10 (physical)]
   6  roll d10   [1d10: 10 = 10 (physical)]
   7  roll d10z   [1d10z: 0 = 0 (physical)]
   8  roll d10z   [1d10z: 9 = 9 (physical)]
