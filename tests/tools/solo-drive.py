#!/usr/bin/env python3
# A playtest driver, not a test (issue 15): plays a solitaire game of
# SPI's Agincourt (historical, +solo-english) as far as it goes: herald
# plays the French (`programme` before every `next`); this script is a
# passive English player who only makes the attacks 9.31 compels (each
# English unit named in the refusal tries every French unit in turn),
# the volleys 20.13C owes at the front-line cavalry (one volley, from the
# first longbow named that may fire, and those 8.15 then asks), the
# manners of the duels the programme starts (Standing Parrying every
# round, given in the order before `programme` would ask) and the
# flight of its routed units (11.21), as herald's refusals name.
# It stops where `next` stays refused and prints why: each stop so far
# was a game herald could not go on with (fixed: R64 and the
# programme's rules).  usage: solo-drive.py HERALD [SEED [FILE]]
# (journal: /tmp/solo-drive.j, so that the stop can be looked at with
# herald -j /tmp/solo-drive.j -r); a third argument FILE writes the
# script that played up to the stop, for tests/spi-solo-turns.test.
import subprocess, sys, re, time
herald = sys.argv[1]; seed = sys.argv[2] if len(sys.argv) > 2 else "3"
p = subprocess.Popen([herald, "--echo", "-g", "spi-agincourt", "-s", "historical",
    "-o", "solo-english", "--seed", seed, "-j", "/tmp/solo-drive.j", "-n"],
    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
MARK = "range 0101 0102"
record = []	# the orders that stood, for a replayable script (-o FILE)
def run(cmd):
    p.stdin.write(cmd + "\n" + MARK + "\n"); p.stdin.flush()
    out = []
    while True:
        l = p.stdout.readline()
        if l == "": return out, True
        if l.rstrip("\n") == "> " + MARK:
            p.stdout.readline()  # its "1"
            return out, False
        out.append(l.rstrip("\n"))
t0 = time.time(); orders = 0; steps = 0; last = ""; stuck = False
french = None
while True:
    # 13.0, 20.13G: a duel the programme would start asks the English
    # player his manner each round; this player gives them in the order,
    # Standing Parrying (3) every round, before the programme's turn
    while True:
        o, _ = run("programme show")
        m = re.search(r"would give: (duel [^(]*?)(?: \(|$)", "\n".join(o), re.M)
        if not m: break
        done = False
        for d in m.group(1).split(" || "):
            o2, _ = run(d.strip() + " 3 3 3 3 3")
            if not any(x.startswith("error:") for x in o2):
                record.append(d.strip() + " 3 3 3 3 3"); done = True; break
        if not done: break
    o, _ = run("programme"); orders += sum(1 for x in o if x.startswith("programme gives"))
    record.append("programme")
    out, eof = run("next")
    record.append("next")
    steps += 1
    text = "\n".join(out)
    now = [l for l in out if l.startswith("now:")]
    if now: last = now[-1]
    if eof or re.search(r"^(Winner|Result)", text, re.M) or "the game is over" in text:
        print("\n".join(out[-6:])); break
    err = [l for l in out if l.startswith("error:")]
    if err:
        e = err[0]
        m = re.search(r"must attack first: ((?:e\d+ ?)+)", e)
        if m:
            fr, _ = run("units french")
            fus = [l.split()[0] for l in fr if re.match(r"f\d+ ", l) and "off map" not in l and "eliminated" not in l]
            done = 0
            for u in m.group(1).split():
                for f in fus:
                    o2, _ = run("attack %s -> %s" % (u, f))
                    if not any(x.startswith("error:") for x in o2):
                        done += 1; record.append("attack %s -> %s" % (u, f)); break
            if done: continue
        # 20.13C: the English longbows fire the volleys owed at the
        # front-line cavalry (one volley each, the first longbow named
        # that herald lets fire), and 8.15's others once one has fired
        owed = re.findall(r"\(((?:fire e\d+ 1 f\d+(?:; )?)+)\)", e)
        m = re.search(r"(e\d+) must fire too: .*?: fire e\d+ N (f\d+)", e)
        if owed or m:
            done = 0
            tries = [g.split("; ") for g in owed]
            if m: tries.append(["fire %s 1 %s" % (m.group(1), m.group(2))])
            for group in tries:
                for f in group:
                    o2, _ = run(f)
                    if not any(x.startswith("error:") for x in o2):
                        done += 1; record.append(f); break
            if done: continue
        # an English unit routed (11.21): the English player makes it flee
        m = re.search(r"(e\d+) must turn over to its (\w+) side and flee", e)
        fix = None
        if m: fix = "flip %s" % m.group(1)
        m = re.search(r"(e\d+) must turn to face (\w+) and flee", e)
        if m: fix = "face %s %s" % (m.group(1), m.group(2))
        m = re.search(r"(e\d+) must flee to (\d{4})", e)
        if m: fix = "move %s %s" % (m.group(1), m.group(2))
        if fix is not None:
            o2, _ = run(fix)
            if not any(x.startswith("error:") for x in o2):
                record.append(fix); continue
        if "game is over" in e or "has ended" in e:
            print(e); break
        stuck = True
        print("STUCK at", last, "\n", e); print("\n".join(o[-12:])); break
    if steps > 6000: print("too long"); break
if len(sys.argv) > 3:
    # the script up to the last `next` that stood (not the one refused)
    if stuck:
        while record and record[-1] == "next": record.pop()
        if record and record[-1] == "programme": record.pop()
    open(sys.argv[3], "w").write("\n".join(record) + "\n")
print("steps", steps, "programme orders", orders, "seconds %.1f" % (time.time() - t0), "last:", last)
p.stdin.close(); p.wait()
