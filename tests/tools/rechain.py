#!/usr/bin/env python3
# rechain.py FILE: recomputes the chain values of a herald turn file (or
# journal) after its bodies were edited, as a forger who knows the format
# would (the chain is public: it finds accidents and edits by hand, not
# a forger; signatures are issue 16's).  Tests use it to reach the checks
# behind the chain: a reveal that does not give its commitment, a reveal
# left out.  Each line "N <chain> body" after the first (the magic).
import hashlib, sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").read().split("\n")
magic = lines[0]
v = hashlib.blake2b(magic.encode(), digest_size=16).digest()
out = [magic]
n = 0
for ln in lines[1:]:
    if ln == "":
        out.append(ln); continue
    num, _, rest = ln.partition(" ")
    _, _, body = rest.partition(" ")
    n += 1
    if body.startswith("end "):
        body = "end %d" % (n - 1)
    h = hashlib.blake2b(digest_size=16)
    h.update(v); h.update(("%d " % n).encode()); h.update(body.encode())
    v = h.digest()
    out.append("%d %s %s" % (n, v.hex(), body))
open(path, "w", encoding="utf-8").write("\n".join(out))
