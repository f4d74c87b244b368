#! args: --seed 7
# units: the counters, one per line, filtered; every filter word must
# match.  Default (historical) deployment.
# §1: English leaders.
> units english leader
e01   1116 n        English   Leader               Henry V
e02   1916 n        English   Leader               Duke of York
e03   0916 n        English   Leader               Lord Camoys
e04   2515 n        English   Leader               Sir Thomas Erpingham
e05   1516 n        English   Leader               Duke of Gloucester
# French mounted men-at-arms (type id cavalry); faction and type ids are
# not case sensitive.
> units french cavalry
f37   0308 s        French    Mounted Men-at-Arms  Right Wing Horse 1
f38   0408 s        French    Mounted Men-at-Arms  Right Wing Horse 2
f39   0508 s        French    Mounted Men-at-Arms  Right Wing Horse 3
f40   2608 s        French    Mounted Men-at-Arms  Left Wing Horse 1
f41   2708 s        French    Mounted Men-at-Arms  Left Wing Horse 2
f42   2808 s        French    Mounted Men-at-Arms  Left Wing Horse 3
f71   1003 s        French    Mounted Men-at-Arms  Rearguard Horse 1
f72   1703 s        French    Mounted Men-at-Arms  Rearguard Horse 2
> units French CAVALRY
f37   0308 s        French    Mounted Men-at-Arms  Right Wing Horse 1
f38   0408 s        French    Mounted Men-at-Arms  Right Wing Horse 2
f39   0508 s        French    Mounted Men-at-Arms  Right Wing Horse 3
f40   2608 s        French    Mounted Men-at-Arms  Left Wing Horse 1
f41   2708 s        French    Mounted Men-at-Arms  Left Wing Horse 2
f42   2808 s        French    Mounted Men-at-Arms  Left Wing Horse 3
f71   1003 s        French    Mounted Men-at-Arms  Rearguard Horse 1
f72   1703 s        French    Mounted Men-at-Arms  Rearguard Horse 2
# French archers (§9.1): crossbowmen and archers alike.
> units archer french
f29   0309 s        French    Archers              Crossbowmen 1
f30   0409 s        French    Archers              Crossbowmen 2
f31   0509 s        French    Archers              Crossbowmen 3
f32   0609 s        French    Archers              Crossbowmen 4
f33   2509 s        French    Archers              Archers 1
f34   2609 s        French    Archers              Archers 2
f35   2709 s        French    Archers              Archers 3
f36   2809 s        French    Archers              Archers 4
# The type names shown in the listing are filters too, not only the type
# ids: "archers" lists the crossbowmen as well as the units named
# archers.
> units archers french
f29   0309 s        French    Archers              Crossbowmen 1
f30   0409 s        French    Archers              Crossbowmen 2
f31   0509 s        French    Archers              Crossbowmen 3
f32   0609 s        French    Archers              Crossbowmen 4
f33   2509 s        French    Archers              Archers 1
f34   2609 s        French    Archers              Archers 2
f35   2709 s        French    Archers              Archers 3
f36   2809 s        French    Archers              Archers 4
> units "Mounted Men-at-Arms" english
no unit matches
> units "mounted men-at-arms" on-map
f37   0308 s        French    Mounted Men-at-Arms  Right Wing Horse 1
f38   0408 s        French    Mounted Men-at-Arms  Right Wing Horse 2
f39   0508 s        French    Mounted Men-at-Arms  Right Wing Horse 3
f40   2608 s        French    Mounted Men-at-Arms  Left Wing Horse 1
f41   2708 s        French    Mounted Men-at-Arms  Left Wing Horse 2
f42   2808 s        French    Mounted Men-at-Arms  Left Wing Horse 3
f71   1003 s        French    Mounted Men-at-Arms  Rearguard Horse 1
f72   1703 s        French    Mounted Men-at-Arms  Rearguard Horse 2
> units Leader french
f01   1508 s        French    Leader               Constable d'Albret
f02   1308 s        French    Leader               Marshal Boucicaut
f03   0908 s        French    Leader               Duke of Orléans
f04   1908 s        French    Leader               Duke of Bourbon
f05   1007 s        French    Leader               Duke of Alençon
f06   2007 s        French    Leader               Duke of Bar
f07   0407 s        French    Leader               Clignet de Brabant
f08   2707 s        French    Leader               Count of Vendôme
f09   1502 s        French    Leader               Count of Dammartin
# §3 exception: the French regicide.
> units regicide
f10   1108 s        French    Regicide             The Eighteen Esquires
# Part of a name, and part of a name with a type and faction.
> units wedge
e26   1114 n        English   Archers              Left Wedge Archers
e27   1614 n        English   Archers              Right Wedge Archers 1
e28   1615 n        English   Archers              Right Wedge Archers 2
> units men-at-arms english york
e14   1715 n        English   Men-at-Arms          York's Men-at-Arms 1
e15   1815 n        English   Men-at-Arms          York's Men-at-Arms 2
e16   1915 n        English   Men-at-Arms          York's Men-at-Arms 3
e17   2015 n        English   Men-at-Arms          York's Men-at-Arms 4
# Part of an id.
> units f7
f70   1603 s        French    Men-at-Arms          Rearguard Men-at-Arms 6
f71   1003 s        French    Mounted Men-at-Arms  Rearguard Horse 1
f72   1703 s        French    Mounted Men-at-Arms  Rearguard Horse 2
# on-map and off-map after a referee removal.
> remove e01
removed e01 (Henry V) from 1116
> remove f10
removed f10 (The Eighteen Esquires) from 1108
> units off-map
e01   off map       English   Leader               Henry V
f10   off map       French    Regicide             The Eighteen Esquires
> units on-map english leader
e02   1916 n        English   Leader               Duke of York
e03   0916 n        English   Leader               Lord Camoys
e04   2515 n        English   Leader               Sir Thomas Erpingham
e05   1516 n        English   Leader               Duke of Gloucester
> units english off-map
e01   off map       English   Leader               Henry V
# No unit matches: said so, not an error (the exit status stays 0).
# Valid filters that no unit meets yet (none routed or eliminated), or
# together (the regicide is French), and a word matching nothing.
> units routed
no unit matches
> units eliminated
no unit matches
> units english regicide
no unit matches
> units xyz
no unit matches
