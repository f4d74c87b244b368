#!/usr/bin/env python3
# A playtest driver, not a test (issue 15): plays BOTH sides of a
# scenario of SPI's Agincourt (free-deployment, king-harrys-folly,
# open-field) with a seed, as far as the game goes.  It talks to one
# herald process, as tests/tools/solo-drive.py does (a marker command
# after each order finds the end of its answer), and gives greedy legal
# orders, keeping what herald accepts:
#  - the set-up is the scenario's, with the French archers drawn back to
#    01xx and the third line to 03xx (placements recorded first), so that
#    5.18 does not let the archers hold the lines back; `setup check`
#    must pass;
#  - in a side's Movement impulses its combat units step, one hex an
#    order, toward the nearest enemy combat unit, the units of a line
#    (5.31) in step with each other (a line moves unit by unit to the
#    pace its first unit sets; when one falls short and may not hold,
#    5.32, the line's moves are undone and it moves again to that pace;
#    undo rolls no dice, and the script replays without refusals); those
#    next to an enemy, and archers with an enemy in their own range,
#    stand; when 20.23C refuses the impulse for a unit owing its
#    allowance, the impulse is played again with that unit moving its
#    whole allowance (forward, never back) whatever its line does; a
#    unit past the enemy's hexrow is free of its line; routed units
#    flee as herald's refusals name (11.21);
#  - in King Harry's Folly the English longbows turn to their yeoman side
#    and walk toward the French until one is within 5 hexes, then turn
#    back to archers and stand, so that their fire releases the French
#    (20.33B);
#  - in each Archery step every archer of the side not moving fires its
#    full rate at the nearest enemy it may (8.15 asks all or none);
#  - in each Melee phase every unit next to an enemy attacks one (9.31
#    compels most of them; the rest attack too, which ends the game
#    sooner), herald's refusals naming those still owed; step losses
#    are shared out as herald asks (`losses`);
#  - then `next`; a refusal herald's words say how to meet is met, any
#    other stops the driver (a game herald cannot go on with).
# usage: spi-drive.py HERALD SCENARIO [SEED [FILE]]; FILE receives the
# orders that stood, a script for tests/spi-game-*.test (journal:
# /tmp/spi-drive-SCENARIO.j, to look at a stop with herald -j ... -r).
import subprocess, sys, re, time

herald = sys.argv[1]
scen = sys.argv[2]
seed = sys.argv[3] if len(sys.argv) > 3 else "1"
outfile = sys.argv[4] if len(sys.argv) > 4 else None
p = subprocess.Popen([herald, "--echo", "-g", "spi-agincourt", "-s", scen,
    "--seed", seed, "-j", "/tmp/spi-drive-%s.j" % scen, "-n"],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    text=True, bufsize=1)
MARK = "range 0101 0102"
record = []
LAST = []	# the answer of each recorded order, by its place in record
log = open("/tmp/spi-drive-%s.log" % scen, "w")


def run(cmd, keep=True):
    """One order; its answer's lines and whether it was refused.  An
    order that stood is recorded when keep (questions are not)."""
    p.stdin.write(cmd + "\n" + MARK + "\n")
    p.stdin.flush()
    out = []
    while True:
        l = p.stdout.readline()
        if l == "":
            print("herald ended:", cmd)
            print("\n".join(out[-10:]))
            sys.exit(1)
        if l.rstrip("\n") == "> " + MARK:
            p.stdout.readline()
            break
        out.append(l.rstrip("\n"))
    err = any(x.startswith("error:") for x in out)
    if keep and not err:
        record.append(cmd)
        LAST[len(record) - 1:] = ["\n".join(out)]
    log.write("\n".join(out) + "\n")
    return out, err


# --- the map: flat-topped columns, even columns half a hex lower ---------
def cube(h):
    c, r = int(h[:2]), int(h[2:])
    return c, r - (c + (c & 1)) // 2


def hexname(q, r):
    return "%02d%02d" % (q, r + (q + (q & 1)) // 2)


def dist(a, b):
    (q1, r1), (q2, r2) = cube(a), cube(b)
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


DIRS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


def around(h):
    q, r = cube(h)
    out = []
    for dq, dr in DIRS:
        n = hexname(q + dq, r + dr)
        c, w = int(n[:2]), int(n[2:])
        if 1 <= c <= 40 and 1 <= w <= 40:
            out.append(n)
    return out


COMBAT = ("Men-at-Arms", "Cavalry", "Crossbow", "Shortbow", "Longbow")


def units(side):
    """id -> (hexes, facing, type, line) of the side's combat units on the map"""
    o, _ = run("units " + side, False)
    res = {}
    for l in o:
        m = re.match(r"(\S+)\s+(\d{4}(?:\+\d{4})?)\s+(\S+)\s+\S+\s+(Men-at-Arms|Cavalry|Crossbow|Shortbow|Longbow)\s+(.*)", l)
        if m:
            res[m.group(1)] = (m.group(2).split("+"), m.group(3), m.group(4), m.group(5))
    return res


def udist(hs, enemy):
    best, who = 99, None
    for e, (eh, _, _, _) in enemy.items():
        for a in hs:
            for b in eh:
                d = dist(a, b)
                if d < best:
                    best, who = d, e
    return best, who


def shape(lead, n):
    """the hexes a unit of n hexes would hold with its lead in lead"""
    if n == 1:
        return [lead]
    return [lead, "%s%02d" % (lead[:2], int(lead[2:]) + 1)]


def spent_of(o):
    for l in o:
        m = re.search(r"\(([\d.]+) of ([\d.]+) MP spent", l)
        if m:
            return float(m.group(1)), float(m.group(2))
    return None


def phase():
    o, _ = run("status", False)
    for l in o:
        if l.startswith("turn "):
            return l
    return ""


def step_toward(u, hs, enemy, limit=99, anyway=False):
    """one hex of u toward the nearest enemy: the answer of the move
    that stood, or None"""
    d0, _ = udist(hs, enemy)
    cands = []
    for n in around(hs[0]):
        nh = shape(n, len(hs))
        d, _ = udist(nh, enemy)
        straight = 0 if n[2:] == hs[0][2:] else 1
        cands.append((d, straight, n))
    cands.sort()
    for d, _, n in cands:
        if d > d0 or d == d0 and n[:2] <= hs[0][:2] or int(n[:2]) > limit:
            continue
        o, err = run("move %s %s" % (u, n))
        if not err:
            return o
        if any("has no MP left" in x or "has 0 of" in x for x in o):
            return None
    if not anyway:
        return None
    # 20.23C: one that owes its allowance goes on, never back
    for d, _, n in cands:
        if d > d0 or d == d0 and n[:2] <= hs[0][:2] or int(n[:2]) > limit:
            if n[:2] >= hs[0][:2] and not run("move %s %s" % (u, n))[1]:
                return LAST[-1].split("\n")
    return None


def show(u):
    o, _ = run("show " + u, False)
    info = {}
    for l in o:
        m = re.match(r"\s+([a-z][a-z ]+): (.*?)(?: \(§.*)?$", l)
        if m:
            info[m.group(1)] = m.group(2)
    return info


def move_side(side, other, impulse, force=()):
    mine, enemy = units(side), units(other)
    if not enemy:
        return
    # King Harry's Folly: the English longbows walk up to the French
    if scen == "king-harrys-folly" and side == "english":
        for u, (hs, f, t, rest) in sorted(mine.items()):
            if t != "Longbow":
                continue
            d, _ = udist(hs, enemy)
            yeo = "yeoman side" in rest
            if impulse == 1:
                if not yeo and d > 5:
                    run("flip %s yeoman" % u)
                    yeo = True
                elif yeo and d <= 6:
                    run("flip %s archer" % u)
                    yeo = False
            if yeo and d > 5:
                step_toward(u, hs, enemy)
        return
    # each unit finishes its move before another moves (5.0); the units
    # of a line (5.31) spend alike: a line moves unit by unit up to a
    # budget, and when one falls short (and may not hold, 5.32) the
    # line's moves are taken back and it moves again to that budget.
    # Archers move last and stay two hexrows behind the rearmost other
    # unit (5.18 keeps them apart from the men-at-arms and cavalry).
    routed = set(units(side + " routed"))
    groups, stand = {}, set()
    for u, (hs, f, t, rest) in sorted(mine.items()):
        if u in routed or t == "Longbow":
            continue
        if side == "english" and scen != "king-harrys-folly":
            continue		# the English stand on their ground
        d, _ = udist(hs, enemy)
        if d <= 1 or t in ("Crossbow", "Shortbow") and \
                d <= (4 if t == "Crossbow" else 5):
            stand.add(u)	# it melees, or stands and fires
        info = show(u)
        if info.get("free of line movement") == "no" and \
                info.get("in the line of hexrow", "0") != "0":
            key = "line" + info["in the line of hexrow"]
        elif u in stand:
            continue
        else:
            key = u
        groups.setdefault(key, []).append(u)
    archer = lambda g: mine[g[0]][2] in ("Crossbow", "Shortbow")
    for g in groups.values():
        if any(u in force for u in g):
            stand.difference_update(g)
    order = sorted(groups.values(), key=lambda g: (archer(g),
                   -max(int(mine[u][0][0][:2]) for u in g)))
    for g in order:
        limit = 99
        if archer(g) and not any(u in force for u in g):
            now = units(side)
            cols = [int(h[:2]) for u, (hs, f, t, r) in now.items()
                    if t in ("Men-at-Arms", "Cavalry") and u not in routed
                    for h in hs]
            limit = min(cols) - 2 if cols else 99
        # the standing units of a line first: they set its pace when
        # they may neither hold nor step
        g.sort(key=lambda u: u not in stand)
        budget = None		# the pace: the first unit's move sets it
        # out of the line by passing the enemy's hexrow, or owing its whole
        # allowance (20.23C) where its line may not keep pace with it
        escaped = set(u for u in g if u in force)
        while True:
            mark, short = len(record), None
            for u in g:
                if u in stand:
                    s, hs, full = 0.0, mine[u][0], 1.0
                else:
                    n0 = len(record)
                    s, hs, full = move_unit(u, mine[u][0], enemy,
                                            99.0 if budget is None or u in escaped
                                            else budget, limit, u in force)
                    if any("free of line movement" in x for x in LAST[n0:]):
                        escaped.add(u)
                if len(g) == 1 or u in escaped:
                    continue
                if budget is None:
                    if s >= full:
                        budget = s
                        continue
                    r = keep_pace(u, hs, s, full)
                    if r == "out":
                        continue
                    budget = full if r else s
                elif s < budget and not keep_pace(u, hs, s, budget):
                    short = s
                    break
            if short is None:
                break
            while len(record) > mark:
                run("undo", False)
                record.pop()
            budget = short


def keep_pace(u, hs, s, budget):
    """u of a line has spent s of the line's budget: hold (5.32), or
    take the step herald names, or be out of the line (5.33)"""
    for _ in range(6):
        if s >= budget:
            return "held"
        o, err = run("hold %s %g" % (u, budget - s))
        if not err:
            return "held"
        t = "\n".join(o)
        if "out of its line" in t:
            return "out"
        m = re.search(r"may step into (\d{4})", t)
        if not m:
            return False
        o, err = run("move %s %s" % (u, m.group(1)))
        if err:
            return False
        sp = spent_of(o)
        if sp is None:
            return False
        s = sp[0]
    return False


def move_unit(u, hs, enemy, budget, limit=99, anyway=False):
    """u's whole move, hex by hex, up to budget MP, no further than
    column limit: (MP spent, its hexes)"""
    spent, n, full = 0.0, 0, 1.0
    while spent < budget:
        o = step_toward(u, hs, enemy, limit, anyway)
        if o is None:
            break
        n += 1
        m = re.search(r"moves to (\d{4}(?:\+\d{4})?)", "\n".join(o))
        if m:
            hs = m.group(1).split("+")
        s = spent_of(o)
        if s is None:
            break
        spent, full = s
        if s[0] >= s[1]:
            break
    return spent, hs, full


def fire_side(side, other):
    mine, enemy = units(side), units(other)
    for u, (hs, f, t, rest) in sorted(mine.items()):
        if t not in ("Longbow", "Crossbow", "Shortbow") or "yeoman" in rest \
                or "routed" in rest:
            continue
        rng = {"Longbow": 6, "Crossbow": 4, "Shortbow": 5}[t]
        targets = sorted((udist(hs, {e: v})[0], e) for e, v in enemy.items())
        for d, e in targets:
            if d > rng:
                break
            vol = 6
            while vol > 0:
                o, err = run("fire %s %d %s" % (u, vol, e))
                if not err:
                    break
                m = re.search(r"at most (\d+)", "\n".join(o))
                if m and int(m.group(1)) < vol and int(m.group(1)) > 0:
                    vol = int(m.group(1))
                    continue
                if any("supply" in x and "left" in x for x in o):
                    vol -= 1
                    continue
                vol = 0
            if vol > 0:
                break
    run("fire resolve")


def melee_side(side, other):
    mine, enemy = units(side), units(other)
    for u, (hs, f, t, rest) in sorted(mine.items()):
        if "routed" in rest:
            continue
        near = sorted((udist(hs, {e: v})[0], e) for e, v in enemy.items())
        for d, e in near:
            if d > 1:
                break
            o, err = run("attack %s -> %s" % (u, e))
            if not err:
                settle(o)
                break


def settle(o):
    """answer what a result leaves to the players: shared losses"""
    for _ in range(10):
        text = "\n".join(o)
        m = re.search(r"losses ((?:[ef]\d+ ?)+)", text)
        if not m or "must share" not in text and "name the units" not in text:
            return
        o, err = run("losses " + m.group(1).strip())
        if err:
            return


def fix(cmd, depth):
    """an order a refusal asks for; when it is refused in turn, meet
    that refusal first and try once more"""
    o, err = run(cmd)
    if not err or depth > 3:
        return not err
    e = [x for x in o if x.startswith("error:")][0]
    if meet(e, None, None, depth + 1):
        return not run(cmd)[1] or True
    return False


def meet(e, side, other, depth=0):
    """meet a refusal of `next` as its words ask: True when an order
    stood"""
    m = re.search(r"must attack first: ((?:[ef]\d+ ?)+)", e)
    if m:
        foe = units("french" if m.group(1).startswith("e") else "english")
        done = 0
        for u in m.group(1).split():
            for f in sorted(foe):
                o2, err = run("attack %s -> %s" % (u, f))
                if not err:
                    settle(o2)
                    done += 1
                    break
        return done > 0
    m = re.search(r"([ef]\d+) must fire too: .*?: fire [ef]\d+ N ([ef]\d+)", e)
    if m:
        for v in (6, 5, 4, 3, 2, 1):
            _, err = run("fire %s %d %s" % (m.group(1), v, m.group(2)))
            if not err:
                return True
    m = re.search(r"(\w+) must turn over to its (\w+) side and flee", e)
    if m:
        return fix("flip %s" % m.group(1), depth)
    m = re.search(r"(\w+) must turn to face (\w+) and flee", e)
    if m:
        return fix("face %s %s" % (m.group(1), m.group(2)), depth)
    m = re.search(r"(\w+) must flee to ((?:\d{4}(?:, | or )?)+)", e)
    if m:
        for h in re.findall(r"\d{4}", m.group(2)):
            if fix("move %s %s" % (m.group(1), h), depth):
                return True
        return False
    m = re.search(r"has not kept pace: .*?\(§5.31\): (.*?); a unit blocked", e)
    if m:
        sp = [(u, float(v)) for u, v in re.findall(r"([ef]\d+) ([\d.]+) MP", m.group(1))]
        top = max(v for _, v in sp)
        done = 0
        for u, v in sp:
            if v < top:
                _, err = run("hold %s %g" % (u, top - v))
                if not err:
                    done += 1
        return done > 0
    m = re.search(r"(\w+) must try to rally|rally (\w+)", e)
    if m:
        return not run("rally %s" % (m.group(1) or m.group(2)))[1]
    return False


# the French set-up: the scenario's, with the archers drawn back to
# 01xx and the third line to 03xx, behind the men-at-arms they would
# otherwise hold back (5.18); `setup check` must pass
SETUP = ["place f25 0104 s", "place f29 0108 s", "place f27 0112 s",
         "place f31 0116 s", "place f26 0119 s", "place f30 0123 s",
         "place f28 0127 s", "place f32 0131 s", "place f17 0306 s",
         "place f18 0309 s", "place f19 0312 s", "place f20 0315 s",
         "place f21 0318 s", "place f22 0321 s", "place f23 0324 s",
         "place f24 0327 s", "place fl11 0324", "place fl12 0315"]
for c in SETUP:
    if run(c)[1]:
        print("set-up refused:", c)
        sys.exit(1)
o, _ = run("setup check", False)
print(o[-1])
t0 = time.time()
steps, last = 0, ""
stuck, prev = False, None
while True:
    ph = phase()
    m = re.match(r"turn (\d+) of \d+, (\w+) (.*)", ph)
    if not m:
        print("unknown phase:", ph)
        break
    side = m.group(2).lower()
    other = "english" if side == "french" else "french"
    rest = m.group(3)
    # a comment where a Player-Turn begins, where the test's delayed play
    # passes the game from one player's herald to the other's
    if side != prev:
        record.append("# %s Player-Turn %s" % (side.capitalize(), m.group(1)))
        LAST.append("")
        prev = side
    mark, force = len(record), set()
    moving = False
    if "Movement and Archery" in rest:
        mi = re.search(r"impulse (\d) of 3(: (\w+) Archery)?", rest)
        if mi.group(2):
            fire_side(mi.group(3).lower(), side)
        else:
            moving = True
            move_side(side, other, int(mi.group(1)))
    elif "Melee phase" in rest:
        melee_side(side, other)
    tries = 0
    while True:
        out, err = run("next")
        text = "\n".join(out)
        if not err:
            break
        e = [x for x in out if x.startswith("error:")][0]
        if "game is over" in e or "has ended" in e:
            break
        tries += 1
        # 20.23C: a unit of a line that must move its full allowance
        # moves its whole line: the impulse is played again so
        m = re.search(r"(f\d+) has spent .* must move its full allowance", e)
        if moving and m and m.group(1) not in force and tries < 20:
            force.add(m.group(1))
            while len(record) > mark:
                run("undo", False)
                record.pop()
            move_side(side, other, int(mi.group(1)), force)
            continue
        if tries > 40 or not meet(e, side, other):
            stuck = True
            record.append("# STUCK: " + e)
            print("STUCK at", ph, "\n", e)
            break
    steps += 1
    now = [x for x in out if x.startswith("now:")]
    if now:
        last = now[-1]
    if stuck or re.search(r"^(Winner|Result)|the game is over", text, re.M):
        print("\n".join(out[-6:]))
        break
    if steps > 3000:
        print("too long")
        break
if outfile:
    if stuck:
        while record and record[-1].startswith("#"):
            record.pop()
    open(outfile, "w").write("\n".join(record) + "\n")
print("steps", steps, "orders", len(record), "seconds %.1f" % (time.time() - t0),
      "last:", last)
p.stdin.close()
p.wait()
