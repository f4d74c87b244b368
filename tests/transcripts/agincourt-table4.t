#! args: --empty --seed 14
# The Battle of Agincourt, Table 4 (probabilities of the combat results
# at 0 DRM) and Table 3, the CRT (§11.3), which the rulebook prints cut
# off after the row for MDR 4.  herald's CRT is completed from Table 4
# (tables/battle-of-agincourt/crt.yaml, doc/reconstructions.md).
#
# Table 4 as printed (P(M), P(E), P(M or E)):
#   1:4  1/18 = 5.6%   1/36 = 2.8%   1/12 = 8.3%
#   1:3  5/36 = 13.9%  1/36 = 2.8%   1/6 = 16.7%
#   1:2  1/4 = 25.0%   1/36 = 2.8%   5/18 = 27.8%
#   1:1  7/36 = 19.4%  1/12 = 8.3%   5/18 = 27.8%
#   3:2  1/4 = 25.0%   1/6 = 16.7%   5/12 = 41.7%
#   2:1  5/9 = 55.6%   5/18 = 27.8%  5/6 = 83.3%
# Its rows for 3:1 and 4:1 are cut off: those two columns are herald's
# reconstruction (Figure 6 fixes only that MDR 7 is M at 3:1) and are
# pinned here as they are, not as printed numbers.
> odds table
chances at 1:4, DRM +0: E 1/36 = 2.8%, M 1/18 = 5.6%, - 11/12 = 91.7% (any effect 1/12 = 8.3%)
chances at 1:3, DRM +0: E 1/36 = 2.8%, M 5/36 = 13.9%, - 5/6 = 83.3% (any effect 1/6 = 16.7%)
chances at 1:2, DRM +0: E 1/36 = 2.8%, M 1/4 = 25.0%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
chances at 1:1, DRM +0: E 1/12 = 8.3%, M 7/36 = 19.4%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
chances at 3:1, DRM +0: E 5/12 = 41.7%, M 1/2 = 50.0%, - 1/12 = 8.3% (any effect 11/12 = 91.7%) (reconstructed)
chances at 4:1, DRM +0: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# Each column on its own.
> odds 1:4
chances at 1:4, DRM +0: E 1/36 = 2.8%, M 1/18 = 5.6%, - 11/12 = 91.7% (any effect 1/12 = 8.3%)
> odds 1:3
chances at 1:3, DRM +0: E 1/36 = 2.8%, M 5/36 = 13.9%, - 5/6 = 83.3% (any effect 1/6 = 16.7%)
> odds 1:2
chances at 1:2, DRM +0: E 1/36 = 2.8%, M 1/4 = 25.0%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
> odds 1:1
chances at 1:1, DRM +0: E 1/12 = 8.3%, M 7/36 = 19.4%, - 13/18 = 72.2% (any effect 5/18 = 27.8%)
> odds 3:2
chances at 3:2, DRM +0: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%)
> odds 2:1
chances at 2:1, DRM +0: E 5/18 = 27.8%, M 5/9 = 55.6%, - 1/6 = 16.7% (any effect 5/6 = 83.3%)
> odds 3:1
chances at 3:1, DRM +0: E 5/12 = 41.7%, M 1/2 = 50.0%, - 1/12 = 8.3% (any effect 11/12 = 91.7%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
> odds 4:1
chances at 4:1, DRM +0: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-12 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# The printed rows of Table 3: MDR 2 or less is E in every column; MDR 3
# is M at 1:4 to 1:2 and E from 1:1 up; MDR 4 is M at 1:3 and 1:2 (the
# printed M under 1:4 for MDR 4 contradicts Table 4's 1/18 and is not
# followed; see crt.yaml).  With DRM +1 every column shifts one roll:
# 1:4 then has E 0 and M only on a roll of 2 (1/36).
> odds 1:4 1
chances at 1:4, DRM +1: E 0, M 1/36 = 2.8%, - 35/36 = 97.2% (any effect 1/36 = 2.8%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 1:4, row 4 — doc/reconstructions.md, 'Agincourt CRT: 1:4 at MDR 4'
reconstructed: The Battle of Agincourt CRT 1:4, rows 5-13 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
> odds table -1
chances at 1:4, DRM -1: E 1/12 = 8.3%, M 1/12 = 8.3%, - 5/6 = 83.3% (any effect 1/6 = 16.7%) (reconstructed)
chances at 1:3, DRM -1: E 1/12 = 8.3%, M 7/36 = 19.4%, - 13/18 = 72.2% (any effect 5/18 = 27.8%) (reconstructed)
chances at 1:2, DRM -1: E 1/12 = 8.3%, M 1/3 = 33.3%, - 7/12 = 58.3% (any effect 5/12 = 41.7%) (reconstructed)
chances at 1:1, DRM -1: E 1/6 = 16.7%, M 1/4 = 25.0%, - 7/12 = 58.3% (any effect 5/12 = 41.7%) (reconstructed)
chances at 3:2, DRM -1: E 5/18 = 27.8%, M 11/36 = 30.6%, - 5/12 = 41.7% (any effect 7/12 = 58.3%) (reconstructed)
chances at 2:1, DRM -1: E 5/12 = 41.7%, M 1/2 = 50.0%, - 1/12 = 8.3% (any effect 11/12 = 91.7%) (reconstructed)
chances at 3:1, DRM -1: E 7/12 = 58.3%, M 7/18 = 38.9%, - 1/36 = 2.8% (any effect 35/36 = 97.2%) (reconstructed)
chances at 4:1, DRM -1: E 13/18 = 72.2%, M 5/18 = 27.8%, - 0 (any effect 1/1 = 100.0%) (reconstructed)
reconstructed: The Battle of Agincourt CRT 1:4, row 4 — doc/reconstructions.md, 'Agincourt CRT: 1:4 at MDR 4'
reconstructed: The Battle of Agincourt CRT 1:4, rows 5-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 1:3, rows 5-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 1:2, rows 5-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 1:1, rows 4-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 3:2, rows 4-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 2:1, rows 4-11 — doc/reconstructions.md, 'Agincourt CRT: the cut-off rows'
reconstructed: The Battle of Agincourt CRT 3:1, rows 4-6, 8-11 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
reconstructed: The Battle of Agincourt CRT 4:1, rows 4-11 — doc/reconstructions.md, 'Agincourt CRT: the 3:1 and 4:1 columns'
# No column outside 1:4 to 4:1 (§11.1).
> odds 5:1
error: no column 5:1 (the columns run from 1:4 to 4:1)
> odds 1:5
error: no column 1:5 (the columns run from 1:4 to 4:1)
#! status: 1
