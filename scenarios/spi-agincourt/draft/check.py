#!/usr/bin/env python3
"""Consistency checks of the spi-agincourt draft (board, counters, set-ups).

Not a herald test: a reader's aid for the draft of issue 13. Run it from
anywhere: python3 check.py. It needs PyYAML. Each check prints PASS or
FAIL with the section it comes from; the exit status is the number of
failures. Grid: flat-topped columns, even columns lower, north toward
column 01, east toward row 01 (board.yaml header).
"""
import math
import os
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
board = yaml.safe_load(open(os.path.join(HERE, "board.yaml")))
counters = yaml.safe_load(open(os.path.join(HERE, "counters.yaml")))
setups = yaml.safe_load(open(os.path.join(HERE, "setups.yaml")))

fails = 0


def report(ok, what, section):
    global fails
    print("%s  %-8s %s" % ("PASS" if ok else "FAIL", section, what))
    if not ok:
        fails += 1


def hx(s):
    return int(s[:2]), int(s[2:])


def name(h):
    return "%02d%02d" % h


# ---- the grid ----
c_lo, c_hi = (int(x) for x in board["grid"]["columns"].split("-"))
r_lo, r_hi = (int(x) for x in board["grid"]["rows"].split("-"))


def grid_rows(rows, alphabet, what):
    out = {}
    ok = True
    for i, line in enumerate(rows):
        num, cells = line.split(" ", 1)
        if int(num) != r_lo + i or len(cells) != c_hi - c_lo + 1:
            ok = False
        if any(ch not in alphabet for ch in cells):
            ok = False
        for j, ch in enumerate(cells):
            out[(c_lo + j, int(num))] = ch
    ok = ok and len(rows) == r_hi - r_lo + 1
    report(ok, "%s: %d rows of %d cells, numbered %02d-%02d" % (
        what, len(rows), c_hi - c_lo + 1, r_lo, r_hi), "grid")
    return out


terrain = grid_rows(board["map"]["rows"], set(board["map"]["legend"]), "map")
elev = {h: int(v) for h, v in grid_rows(board["elevation"]["rows"], set("123456"),
                                         "elevation").items()}
WOODS = {k for k, v in board["map"]["legend"].items() if v == "woods"}


def on_map(h):
    return h in terrain


def woods(h):
    return terrain[h] in WOODS


# hexside directions with north: left (doc/guide.md): e up, w down on the sheet
def step(h, d):
    c, r = h
    odd = c % 2 == 1
    return {
        "e": (c, r - 1), "w": (c, r + 1),
        "se": (c + 1, r - 1) if odd else (c + 1, r),
        "sw": (c + 1, r) if odd else (c + 1, r + 1),
        "ne": (c - 1, r - 1) if odd else (c - 1, r),
        "nw": (c - 1, r) if odd else (c - 1, r + 1),
    }[d]


DIRS = ["e", "se", "sw", "w", "nw", "ne"]


def neighbours(h):
    return [step(h, d) for d in DIRS]


def cube(h):
    c, r = h
    x = c
    z = r - (c + (c & 1)) // 2
    return x, -x - z, z


def dist(a, b):
    ax, ay, az = cube(a)
    bx, by, bz = cube(b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def bfs_dist(a, b):
    """Hex steps from a to b, counted by walking (a check on dist())."""
    seen, edge, k = {a}, [a], 0
    while b not in seen:
        k += 1
        edge = {n for h in edge for n in neighbours(h) if n not in seen}
        seen.update(edge)
    return k


def centre(h):
    c, r = h
    return 1.5 * c, math.sqrt(3) * (r + (0.5 if c % 2 == 0 else 0.0))


def hex_at(x, y):
    c0 = round(x / 1.5)
    best = None
    for c in range(c0 - 2, c0 + 3):
        r0 = round(y / math.sqrt(3))
        for r in range(r0 - 2, r0 + 3):
            cx, cy = centre((c, r))
            d = (cx - x) ** 2 + (cy - y) ** 2
            if best is None or d < best[0]:
                best = (d, (c, r))
    return best[1]


def traced(a, b, nudge):
    (ax, ay), (bx, by) = centre(a), centre(b)
    n = 200 * max(1, dist(a, b))
    dx, dy = bx - ax, by - ay
    ln = math.hypot(dx, dy)
    px, py = -dy / ln * nudge, dx / ln * nudge
    seen = []
    for i in range(1, n):
        t = i / n
        h = hex_at(ax + dx * t + px, ay + dy * t + py)
        if h not in (a, b) and h not in seen:
            seen.append(h)
    return seen


def los(a, b):
    """8.21-8.25: Woods block; a hex above both ends blocks; 8.22: a line
    along a hexside is blocked only if both sides are."""
    top = max(elev[a], elev[b])

    def blocked(hexes):
        return any(not on_map(h) or woods(h) or elev[h] > top for h in hexes)
    return not (blocked(traced(a, b, 1e-4)) and blocked(traced(a, b, -1e-4)))


# ---- board checks ----
for nh in board["named_hexes"]:
    h = hx(nh["hex"])
    ok = on_map(h) and (woods(h) == (nh["terrain"] == "woods"))
    report(ok, "%s on the map, %s" % (nh["hex"], nh["terrain"]), nh["section"])

for chk in board["checks"]:
    sec = chk["section"]
    for a, b in chk.get("neighbours", []):
        report(hx(b) in neighbours(hx(a)), "%s is next to %s" % (a, b), sec)
    for a, b in chk.get("apart", []):
        report(hx(b) not in neighbours(hx(a)), "%s is not next to %s" % (a, b), sec)
    if "only_common_neighbour" in chk:
        o = chk["only_common_neighbour"]
        p, q = (hx(x) for x in o["of"])
        common = sorted(set(neighbours(p)) & set(neighbours(q)))
        report(common == [hx(o["is"])], "only hex next to both %s and %s is %s (found %s)" % (
            o["of"][0], o["of"][1], o["is"], " ".join(name(h) for h in common)), sec)
    if "step" in chk:
        s = chk["step"]
        for d in ("nw", "ne", "se", "sw", "e", "w"):
            if d in s:
                got = step(hx(s["from"]), d)
                report(got == hx(s[d]), "%s step from %s is %s (found %s)" % (
                    d, s["from"], s[d], name(got)), sec)

# The tests above pass inside this grid; these show that they pick it out.
# Adjacency from the hex centres alone (not from step()), for the four ways
# of laying CCRR hexes: flat-topped columns with even or odd columns low,
# and pointy-topped rows with even or odd rows shifted. Only one fits every
# adjacency the text states (5.41's single common neighbour rules out the
# pointy-topped grids; 5.42 and 14.26 each rule out odd columns low).
def geo_centre(h, orient, low):
    c, r = h
    if orient == "flat":
        return 1.5 * c, math.sqrt(3) * (r + (0.5 if c % 2 == low else 0.0))
    return math.sqrt(3) * (c + (0.5 if r % 2 == low else 0.0)), 1.5 * r


def geo_adj(a, b, orient, low):
    (x1, y1), (x2, y2) = geo_centre(a, orient, low), geo_centre(b, orient, low)
    return abs(math.hypot(x1 - x2, y1 - y2) - math.sqrt(3)) < 1e-6


def geo_nb(h, orient, low):
    return {(c, r) for c in range(h[0] - 2, h[0] + 3) for r in range(h[1] - 2, h[1] + 3)
            if geo_adj(h, (c, r), orient, low)}


stated_adj = [(a, b) for chk in board["checks"] for a, b in chk.get("neighbours", [])]
stated_adj += [("2626", "2527"), ("2626", "2526"), ("2526", "2425")]   # 14.26
stated_apart = [(a, b) for chk in board["checks"] for a, b in chk.get("apart", [])]
fits = []
for orient, low, label in (("flat", 0, "flat, even columns low"), ("flat", 1, "flat, odd columns low"),
                           ("pointy", 0, "pointy, even rows shifted"), ("pointy", 1, "pointy, odd rows shifted")):
    ok = (all(geo_adj(hx(a), hx(b), orient, low) for a, b in stated_adj)
          and not any(geo_adj(hx(a), hx(b), orient, low) for a, b in stated_apart)
          and geo_nb(hx("3122"), orient, low) & geo_nb(hx("3124"), orient, low) == {hx("3123")})
    if ok:
        fits.append(label)
report(fits == ["flat, even columns low"], "of four CCRR grids only one fits 5.41, 5.42, 14.26: %s" % fits, "grid")
# step() must be that grid's geometry: its six steps are exactly the hexes
# whose centres lie one hex apart.
report(all(set(neighbours(h)) == geo_nb(h, "flat", 0) for h in terrain),
       "step() agrees with the hex centres on every map hex", "grid")
# Bearings: with north toward column 01 and east toward row 01 (sheet: north
# left, east up), 2626->2527 points north-west and 2626->2526, 2526->2425
# north-east; each of the other seven ways of putting north and east on
# the sheet gets at least one of them wrong (14.26 and errata).
def bearing(a, b, north, east):
    (x1, y1), (x2, y2) = geo_centre(a, "flat", 0), geo_centre(b, "flat", 0)
    vec = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
    n, e = vec[north], vec[east]
    return math.degrees(math.atan2((x2 - x1) * e[0] + (y2 - y1) * e[1],
                                   (x2 - x1) * n[0] + (y2 - y1) * n[1])) % 360


ways = []
for north in ("left", "right", "up", "down"):
    for east in ("left", "right", "up", "down"):
        if {north, east} in ({"left", "right"}, {"up", "down"}) or north == east:
            continue
        nw = bearing(hx("2626"), hx("2527"), north, east)
        ne1 = bearing(hx("2626"), hx("2526"), north, east)
        ne2 = bearing(hx("2526"), hx("2425"), north, east)
        if 270 < nw < 360 and 0 < ne1 < 90 and 0 < ne2 < 90:
            ways.append("north %s, east %s" % (north, east))
report(ways == ["north left, east up"], "only north toward column 01, east toward row 01 fits 14.26: %s" % ways,
       "14.26 err")
# 5.41 and 5.42 are different cases: 3023 is not next to 3122 (so 5.41's
# example is not also a 5.42 case), and 3124 and 3022 have two common
# neighbours, 3023 and 3123 (so 5.41 alone would not stop that move).
report(hx("3122") not in neighbours(hx("3023")), "3023 is not next to 3122", "5.41")
common = sorted(set(neighbours(hx("3124"))) & set(neighbours(hx("3022"))))
report(common == [hx("3023"), hx("3123")], "3124 and 3022 share exactly 3023 and 3123 (found %s)" % " ".join(
    name(h) for h in common), "5.42")

# 14.26 with its errata: the whole bounce
h, path, heading = hx("2626"), [], "nw"
for _ in range(2):
    nxt = step(h, heading)
    if woods(nxt):
        heading = {"nw": "ne", "ne": "nw"}[heading]
        nxt = step(h, heading)
    path.append(name(nxt))
    h = nxt
report(path == ["2526", "2425"], "a French fugitive in 2626 heading nw bounces off 2527 and goes %s" %
       ", ".join(path), "14.26 err")

steps_ok = all(abs(elev[h] - elev[n]) <= 1 for h in elev for n in neighbours(h) if n in elev)
report(steps_ok, "no two adjacent hexes differ by more than one level", "7.13")
levels = sorted(set(elev.values()))
report(levels == [1, 2, 3, 4, 5, 6], "six elevation levels used: %s" % levels, "7.13")
contours = sum(1 for h in elev for n in neighbours(h) if n in elev and elev[n] > elev[h])
print("      info     %d contour hexsides" % contours)

# ---- counters ----
cols = counters["unit_columns"]
tmpl = counters["unit_templates"]


def resolve(t):
    d = dict(tmpl[t])
    if "like" in d:
        base = resolve(d.pop("like"))
        base.update(d)
        d = base
    return d


units = {}
for line in counters["unit_rows"].splitlines():
    line = line.split(" #", 1)[0].strip()
    if not line or line.startswith("#"):
        continue
    cells = [c.strip() for c in line.split("|")]
    row = dict(zip(cols, cells))
    u = resolve(row["like"]) if row.get("like") else {}
    for k, v in row.items():
        if v != "" and k != "like":
            u[k] = v
    if row["id"] in counters.get("artillery", {}):
        u.update(counters["artillery"][row["id"]])
    units[row["id"]] = u
report(all(str(units[i].get(k, "")) != "" for i in units for k in cols if k != "like"),
       "every counter has every column (%d counters)" % len(units), "counters")
lb = [i for i, u in units.items() if u["type"] == "longbow"]
staked = [i for i in lb if units[i]["stakes"] is True]
report(len(lb) == 10 and len(staked) == 8, "10 longbows, 8 with stakes", "16.0")
report(sorted(units[i]["name"] for i in lb if i not in staked) == ["King's Own", "Royal Gd."],
       "the two without stakes are King's Own and Royal Gd.", "20.12")
report(all(int(u["lines"]) == 7 for u in units.values() if u.get("line") == "1st" and u["type"] == "men-at-arms"),
       "every French 1st-line battle has 7 lines", "20.0")
report(all(int(u["arrows"]) == 24 for u in units.values() if u["type"] in ("longbow", "crossbow", "shortbow")),
       "every archer unit starts with 24 arrows", "8.52, 20.0")
given = {("f03", "melee"): 4, ("fl04", "rating"): 4, ("e01", "melee"): 5, ("e01", "lines"): 4,
         ("el2", "rating"): 4, ("f09", "melee"): 4, ("f09", "charge"): 8, ("f17", "melee"): 3,
         ("f17", "charge"): 6, ("f18", "melee"): 3, ("f19", "melee"): 3, ("f20", "melee"): 3,
         ("f21", "melee"): 3, ("f12", "melee"): 4, ("f15", "melee"): 4, ("e19", "melee"): 2}
report(all(int(units[i][k]) == v for (i, k), v in given.items()),
       "values the text gives (9.23, 3.31, 3.32, 5.2, 9.13) are as given", "text")
# The words the text gives: lines of battle (3.31, 3.32, 5.2, 9.13),
# counter sizes (9.23, 5.2), position letters (3.31, 3.32) and names.
given_words = {("f18", "line"): "3rd", ("f19", "line"): "3rd", ("f20", "line"): "3rd", ("f21", "line"): "3rd",
               ("f17", "line"): "3rd", ("f22", "line"): "3rd", ("f12", "line"): "2nd", ("f15", "line"): "2nd",
               ("f03", "hexes"): "2", ("f15", "hexes"): "2", ("f19", "hexes"): "1",
               ("f09", "position"): "L", ("e19", "position"): "L", ("e17", "position"): "L",
               ("f30", "position"): "R", ("f17", "type"): "cavalry", ("f09", "type"): "cavalry",
               ("f27", "type"): "crossbow", ("f31", "type"): "shortbow", ("f32", "type"): "shortbow",
               ("f30", "type"): "shortbow", ("e03", "type"): "men-at-arms", ("e01", "type"): "men-at-arms",
               ("e17", "type"): "longbow", ("e19", "type"): "longbow", ("el4", "type"): "leader",
               ("el1", "type"): "leader"}
bad = ["%s.%s" % ik for ik, v in given_words.items() if str(units[ik[0]][ik[1]]) != v]
names = {"f18": "Lestrale", "f19": "Hain", "f20": "Marle", "f21": "Damrtn", "f17": "Fauqm", "f22": "Namur",
         "f12": "Vaudemont", "f15": "Richardmont", "f03": "Orleans", "f09": "Saveuse", "e19": "Suffolk",
         "e17": "W.Cntry", "f30": "SB II", "f27": "CB III", "f31": "SB III", "f32": "SB IV", "e03": "Camois",
         "e01": "York", "el4": "Erpingham", "el1": "Henry V", "el2": "York", "fl04": "Orleans"}
bad += [i for i, n in names.items() if units[i]["name"] != n]
report(not bad, "lines of battle, sizes, positions, types and names the text gives%s" % (
    (": wrong " + " ".join(bad)) if bad else ""), "text")
report(all(1 <= int(u["rating"]) <= 5 for u in units.values() if u["type"] in ("leader", "fait-du-mort")),
       "leader ratings 1-5", "9.4")
both = sorted(u["name"] for u in units.values() if u.get("contingent") == "both")
report(both == ["Admiral", "Constable", "Marshal"], "Constable, Marshal, Admiral command both contingents", "12.13")
french_units = [i for i, u in units.items() if u["faction"] == "french" and u["type"] not in
                ("leader", "fait-du-mort", "artillery")]
english_units = [i for i, u in units.items() if u["faction"] == "english" and u["type"] != "leader"]
print("      info     %d French combat units, %d English; %d double counters" % (
    len(french_units), len(english_units), sum(1 for u in units.values() if int(u["hexes"]) == 2)))

# ---- the historical set-up ----
hist = setups["scenarios"]["historical"]
place = {}
for side in ("english", "french"):
    for uid, spot in hist[side].items():
        place[uid] = str(spot).split()[0]
report(set(place) == set(units), "every counter placed or set aside (%d)" % len(place), "20.12")
occupied = {}
hexes_of = {}
ok_map = ok_double = True
for uid, spot in place.items():
    if spot == "aside":
        continue
    hs = [hx(s) for s in spot.split("+")]
    hexes_of[uid] = hs
    if int(units[uid]["hexes"]) != len(hs):
        ok_double = False
    if len(hs) == 2 and hs[1] != (hs[0][0], hs[0][1] + 1):
        ok_double = False
    for h in hs:
        if not on_map(h) or woods(h):
            ok_map = False
report(ok_map, "every placed hex on the map and clear", "7.22")
report(ok_double, "double counters on two hexes across their hexrow, singles on one", "5.2, 5.31")
# Facings: French combat units face vertex s (toward the English), English
# ones n; leaders carry none (board.yaml, setups.yaml header).
facing_ok = True
for side, want in (("english", "n"), ("french", "s")):
    for uid, spot in hist[side].items():
        parts = str(spot).split()
        if units[uid]["type"] in ("leader", "fait-du-mort") or parts[0] == "aside":
            continue
        if parts[1:] != [want]:
            facing_ok = False
report(facing_ok, "French combat units face s, English n", "5.2")
combat = [u for u in hexes_of if units[u]["type"] not in ("leader", "fait-du-mort")]
clash = False
for u in combat:
    for h in hexes_of[u]:
        if h in occupied:
            clash = True
        occupied[h] = u
report(not clash, "one combat unit a hex", "6.11, 20.0")
ok = True
for u in hexes_of:
    if units[u]["type"] != "leader":
        continue
    host = occupied.get(hexes_of[u][0])
    if host is None or units[host]["faction"] != units[u]["faction"]:
        ok = False
    elif units[u]["contingent"] not in ("both", "any", units[host]["contingent"]):
        ok = False
report(ok, "every leader on a friendly combat unit of his contingent", "20.12, 6.13, 12.13")
battles1 = [u for u in french_units if units[u]["line"] == "1st" and units[u]["type"] == "men-at-arms"]
report(all(h[0] == 10 for u in battles1 for h in hexes_of[u]), "French first-line battles on 10xx", "5.31 err")
report(all(hexes_of[u][0][0] == 29 for u in english_units),
       "every English combat unit on 29xx (reading: 20.43E names 29xx as the English hexrow)", "20.43E")
cav = [u for u in french_units if units[u]["type"] == "cavalry" and units[u]["line"] == "1st"]
eng_hexes = [h for u in english_units for h in hexes_of[u]]


def near(u):
    return min(dist(h, e) for h in hexes_of[u] for e in eng_hexes)


report(all(dist(a, b) == bfs_dist(a, b) for a in eng_hexes for u in french_units for b in hexes_of[u]),
       "dist() equals the walked distance from every English unit to every French hex", "grid")
report(len(cav) == 2 and max(near(u) for u in cav) < min(near(u) for u in french_units if u not in cav),
       "the two front-line cavalry units are the French nearest the English (reading of 20.13C, 20.22)",
       "reading")


def over_unit(a, b):
    """8.16: a line through a hex holding a combat unit fires over it
    (either nudge counts, to be safe)."""
    return any(h in occupied for nudge in (1e-4, -1e-4) for h in traced(a, b, nudge))


# 20.13C: a longbow may take the opening shot at a cavalry hex if the range,
# plus one when it fires over a combat unit (8.16), is at most 6 (8.7 has no
# 7th column), and the line of sight is clear (8.21-8.25).
for u in cav:
    shots = [(b, h) for b in lb for h in hexes_of[u]
             if dist(hexes_of[b][0], h) + over_unit(hexes_of[b][0], h) <= 6 and los(hexes_of[b][0], h)]
    rng = sorted({dist(hexes_of[b][0], h) for b, h in shots})
    report(bool(shots), "%s in range (%s) and line of sight of longbows, over no unit: %s" % (
        units[u]["name"], ",".join(map(str, rng)), ", ".join(sorted({units[b]["name"] for b, _ in shots}))),
        "20.13C")
# 7.26, 17.24, 20.13D: no step south between 23xx and 29xx goes downhill
down = [(name(h), name(n)) for h in elev if 23 <= h[0] < 29
        for n in (step(h, "se"), step(h, "sw")) if n in elev and elev[n] < elev[h]]
report(not down, "no downhill step south anywhere between 23xx and 29xx (cavalry charge)", "7.26, 20.13D")
# 5.41: the English line has no gap a French unit may enter
gaps = [(29, r) for r in range(r_lo, r_hi + 1) if (29, r) not in occupied and on_map((29, r)) and not woods((29, r))]
eng_at = {h for u in english_units for h in hexes_of[u]}
closed = [g for g in gaps
          if any(set(neighbours(p)) & set(neighbours(q)) == {g}
                 for p in eng_at for q in eng_at if p < q and g in neighbours(p) and g in neighbours(q))]
report(len(closed) == len(gaps),
       "every open hex of the English line (%d) is the only hex next to two English units" % len(gaps), "5.41")
arch = [u for u in french_units if units[u]["type"] in ("crossbow", "shortbow")] + ["fa"]
apart = all(dist(hexes_of[a][0], h) >= 2 for a in arch for u in french_units + ["fa"] if u != a
            for h in hexes_of[u])
report(apart, "no French archer (or the battery) next to another French unit", "5.18")
staked_ok = sorted(m.split()[1] for m in hist["markers"]) == sorted(staked)
report(staked_ok, "stakes implanted on the eight staked longbows", "20.12 err")
# the historical French stand inside the free-deployment zone (the zone is read from them)
zone = setups["scenarios"]["free-deployment"]["french_zone"]


def in_zone(h):
    for z in zone:
        lo, hi = (int(x) for x in z["columns"].split("-"))
        rows = z["rows"]
        if isinstance(rows, str):
            rlo, rhi = (int(x) for x in rows.split("-"))
            rows_ok = rlo <= h[1] <= rhi
        else:
            rows_ok = h[1] in [int(x) for x in rows]
        if lo <= h[0] <= hi and rows_ok and not woods(h):
            return True
    return False


report(all(in_zone(h) for u in french_units for h in hexes_of[u]),
       "the historical French lie inside the free-deployment zone", "20.22")
from collections import Counter
per_col = Counter(hexes_of[u][0][0] for u in french_units)
print("      info     French units per hexrow (column: count) %s; 20.23B's lines of 4 bind the"
      " free deployments only" % dict(sorted(per_col.items())))
sys.exit(fails)
