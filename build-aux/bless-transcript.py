#!/usr/bin/env python3
"""Rewrites a transcript test's expected output from what herald prints now.

A developer's tool, for after a deliberate change of output: read the diff
first (tests/run-transcript.sh shows it), then bless.  Comments, #! lines
and < answers stay where they were.

usage: HERALD=build/herald HERALD_DATA=. build-aux/bless-transcript.py T...
"""
import os, re, subprocess, sys, tempfile

def bless(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    blocks, pre, head = [], [], []
    for ln in lines:
        if ln.startswith("#!"):
            head.append(ln)
        elif ln.startswith("> "):
            blocks.append({"pre": pre, "cmd": ln, "answers": []})
            pre = []
        elif ln.startswith("< "):
            blocks[-1]["answers"].append(ln)
        elif ln.startswith("#"):
            pre.append(ln)
    tail = pre
    args = []
    status = None
    data = None
    for h in head:
        if h.startswith("#! args: "):
            args += h[len("#! args: "):].split()
        if h.startswith("#! data: "):
            data = os.path.join(os.environ.get("HERALD_SRCDIR", "."), h[len("#! data: "):])
    feed = "".join(b["cmd"][2:] + "\n" + "".join(a[2:] + "\n" for a in b["answers"]) for b in blocks)
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, HOME=tmp, XDG_STATE_HOME=tmp + "/state", LC_ALL="C.UTF-8")
        if data:
            env["HERALD_DATA"] = data
        # As tests/run-transcript.sh: the input is the file "input" in
        # the scratch directory, which tests may refer to.
        with open(os.path.join(tmp, "input"), "w", encoding="utf-8") as f:
            f.write(feed)
        with open(os.path.join(tmp, "input"), "rb") as f:
            p = subprocess.run([os.environ["HERALD"], "--echo"] + args, stdin=f,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=tmp, env=env)
    out = p.stdout.decode("utf-8").split("\n")
    if out and out[-1] == "":
        out.pop()
    segs, cur = [], None
    before = []
    for ln in out:
        if ln.startswith("> ") and len(segs) < len(blocks) and ln == blocks[len(segs)]["cmd"]:
            cur = [ln]
            segs.append(cur)
        elif cur is None:
            before.append(ln)
        else:
            cur.append(ln)
    if len(segs) != len(blocks):
        sys.exit("%s: could not match the output to the commands" % path)
    res = []
    for h in head:
        if not h.startswith("#! status: "):
            res.append(h)
    res += before
    for b, s in zip(blocks, segs):
        res += b["pre"] + [s[0]] + b["answers"] + s[1:]
    res += tail
    if p.returncode != 0:
        res.append("#! status: %d" % p.returncode)
    open(path, "w", encoding="utf-8").write("\n".join(res) + "\n")

for t in sys.argv[1:]:
    bless(t)
