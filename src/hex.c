/* hex: hex-grid geometry.  Axial coordinates (q, r) inside, printed
 * labels outside (src/hexlabel.c).  Lines are traced exactly, in
 * integer arithmetic, so that a line running along a hexside is told
 * apart from one that merely crosses one (battle-of-agincourt §9.2,
 * spi 8.22). */
#include "hex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "util.h"

struct axial {
	int q, r;
};

/* Axial steps for directions 0..5, clockwise; see hex.h. */
static const struct axial flat_step[HEX_DIRS] = {
	{ 0, -1 }, { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 1 }, { -1, 0 }
};
static const struct axial pointy_step[HEX_DIRS] = {
	{ 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { 0, -1 }
};

static int
parity(int n)
{
	return n & 1;
}

static struct axial
to_axial(const struct grid *g, struct hex h)
{
	struct axial a;

	if (g->orient == HEX_FLAT) {
		a.q = h.col;
		if (g->even_low)
			a.r = h.row - (h.col + parity(h.col)) / 2;
		else
			a.r = h.row - (h.col - parity(h.col)) / 2;
	} else {
		a.r = h.row;
		if (g->even_low)
			a.q = h.col - (h.row + parity(h.row)) / 2;
		else
			a.q = h.col - (h.row - parity(h.row)) / 2;
	}
	return a;
}

static struct hex
from_axial(const struct grid *g, struct axial a)
{
	struct hex h;

	if (g->orient == HEX_FLAT) {
		h.col = a.q;
		if (g->even_low)
			h.row = a.r + (a.q + parity(a.q)) / 2;
		else
			h.row = a.r + (a.q - parity(a.q)) / 2;
	} else {
		h.row = a.r;
		if (g->even_low)
			h.col = a.q + (a.r + parity(a.r)) / 2;
		else
			h.col = a.q + (a.r - parity(a.r)) / 2;
	}
	return h;
}

static const struct axial *
steps(const struct grid *g)
{
	return g->orient == HEX_FLAT ? flat_step : pointy_step;
}

/* Names a hexside by its compass bearing.  Bearings are multiples of 30
 * degrees; the six sides of one grid use either the set N NE SE S SW NW
 * or the set NE E SE SW W NW, never a mixture. */
static const char *
bearing_name(int bearing)
{
	static const char *names[12] = {
		"n", "ne", "ne", "e", "se", "se", "s", "sw", "sw", "w",
		"nw", "nw"
	};

	return names[((bearing % 360) + 360) % 360 / 30];
}

void
grid_init(struct grid *g, enum hex_orient orient, int even_low,
    enum hex_north north)
{
	/* Page angle of north, counter-clockwise from "right". */
	static const int north_angle[] = { 90, 0, 270, 180 };
	int d, side_angle;

	memset(g, 0, sizeof *g);
	g->orient = orient;
	g->even_low = even_low;
	g->north = north;
	g->col_min = g->row_min = 1;
	g->col_max = g->row_max = 99;
	for (d = 0; d < HEX_DIRS; d++) {
		side_angle = (orient == HEX_FLAT ? 90 : 60) - 60 * d;
		snprintf(g->dirname[d], sizeof g->dirname[d], "%s",
		    bearing_name(north_angle[north] - side_angle));
	}
}

int
grid_contains(const struct grid *g, struct hex h)
{
	return h.col >= g->col_min && h.col <= g->col_max &&
	    h.row >= g->row_min && h.row <= g->row_max;
}

int
hex_eq(struct hex a, struct hex b)
{
	return a.col == b.col && a.row == b.row;
}

struct hex
hex_neighbour(const struct grid *g, struct hex h, int dir)
{
	struct axial a = to_axial(g, h);
	const struct axial *s = steps(g);

	dir = ((dir % HEX_DIRS) + HEX_DIRS) % HEX_DIRS;
	a.q += s[dir].q;
	a.r += s[dir].r;
	return from_axial(g, a);
}

static int
axial_distance(struct axial a, struct axial b)
{
	int dq = a.q - b.q, dr = a.r - b.r;

	return (abs(dq) + abs(dr) + abs(dq + dr)) / 2;
}

int
hex_distance(const struct grid *g, struct hex a, struct hex b)
{
	return axial_distance(to_axial(g, a), to_axial(g, b));
}

int
hex_dir_to(const struct grid *g, struct hex from, struct hex to)
{
	int d;

	for (d = 0; d < HEX_DIRS; d++)
		if (hex_eq(hex_neighbour(g, from, d), to))
			return d;
	return -1;
}

/*
 * Exact line tracing.  Centres are placed on an integer lattice (u, v)
 * with a diagonal metric wu*u^2 + wv*v^2, so that the hex around a centre
 * is exactly the set of points nearer to it than to any neighbour (the hex
 * grid is the Voronoi diagram of its centres).  Along the segment
 * P(t) = A + t(B - A) each of the six "nearer than neighbour k"
 * conditions is linear in t, so the part of the segment inside a hex is
 * an interval of t with rational ends.  A condition that holds with
 * equality over the whole interval means the segment runs along that
 * hexside: the hex and its neighbour are reported as a pair.
 */
struct lattice {
	long u, v;
};

static struct lattice
centre(const struct grid *g, struct axial a)
{
	struct lattice c;

	if (g->orient == HEX_FLAT) {
		c.u = 3L * a.q;
		c.v = 2L * a.r + a.q;
	} else {
		c.u = 2L * a.q + a.r;
		c.v = 3L * a.r;
	}
	return c;
}

/*
 * The centre projected on the direction, in the metric of the lattice:
 * the product of a step with itself is 12, with the steps either side
 * 6, with the others -6 and -12; every product is a multiple of 6.
 */
int
hex_toward(const struct grid *g, struct hex h, int dir)
{
	long wu = g->orient == HEX_FLAT ? 1 : 3;
	long wv = g->orient == HEX_FLAT ? 3 : 1;
	struct lattice c = centre(g, to_axial(g, h));
	struct lattice s;

	dir = ((dir % HEX_DIRS) + HEX_DIRS) % HEX_DIRS;
	s = centre(g, steps(g)[dir]);
	return (int)((wu * c.u * s.u + wv * c.v * s.v) / 6);
}

struct frac {
	long long n, d;		/* d > 0 */
};

static int
frac_cmp(struct frac a, struct frac b)
{
	long long l = a.n * b.d, r = b.n * a.d;

	return (l > r) - (l < r);
}

struct crossing {
	struct axial	hex;
	struct frac	t0;
	int		along;		/* neighbour direction, or -1 */
};

/* The interval of t for which the segment lies in hex h; returns 0 when
 * it meets h in less than a positive length. */
static int
clip(const struct grid *g, struct lattice A, struct lattice D,
    struct axial h, struct crossing *out)
{
	const struct axial *s = steps(g);
	long wu = g->orient == HEX_FLAT ? 1 : 3;
	long wv = g->orient == HEX_FLAT ? 3 : 1;
	struct lattice ch = centre(g, h), cn;
	struct frac t0 = { 0, 1 }, t1 = { 1, 1 }, f;
	struct axial n;
	long long a, b;
	int k, along = -1;

	for (k = 0; k < HEX_DIRS; k++) {
		n.q = h.q + s[k].q;
		n.r = h.r + s[k].r;
		cn = centre(g, n);
		/* nearer h than n: 2wu u du + 2wv v dv <= wu(un^2-uh^2) +
		 * wv(vn^2-vh^2), with du = un-uh, dv = vn-vh. */
		a = 2LL * wu * D.u * (cn.u - ch.u) +
		    2LL * wv * D.v * (cn.v - ch.v);
		b = (long long)wu * (cn.u * cn.u - ch.u * ch.u) +
		    (long long)wv * (cn.v * cn.v - ch.v * ch.v) -
		    (2LL * wu * A.u * (cn.u - ch.u) +
		     2LL * wv * A.v * (cn.v - ch.v));
		if (a == 0) {
			if (b < 0)
				return 0;
			if (b == 0)
				along = k;
			continue;
		}
		if (a > 0) {
			f.n = b;
			f.d = a;
			if (frac_cmp(f, t1) < 0)
				t1 = f;
		} else {
			f.n = -b;
			f.d = -a;
			if (frac_cmp(f, t0) > 0)
				t0 = f;
		}
	}
	if (frac_cmp(t0, t1) >= 0)
		return 0;
	out->hex = h;
	out->t0 = t0;
	out->along = along;
	return 1;
}

static int
crossing_cmp(const void *x, const void *y)
{
	const struct crossing *a = x, *b = y;
	int c = frac_cmp(a->t0, b->t0);

	if (c != 0)
		return c;
	if (a->hex.q != b->hex.q)
		return a->hex.q - b->hex.q;
	return a->hex.r - b->hex.r;
}

/*
 * The hexes of major line m (centres at x = 3m on the lattice's major
 * axis, y = 2k + m on the other) that the segment from (ax, ay) along
 * (dx, dy) may touch: where it runs within the strip |x - 3m| <= 3 (a
 * hex reaches 2 from its centre), widened by a margin that covers the
 * rounding.  Only candidates: clip() decides exactly.
 */
static void
strip(long ax, long ay, long dx, long dy, int m, int *lo, int *hi)
{
	double t0 = 0, t1 = 1, ta, tb, y0, y1, x = 3.0 * m;

	if (dx != 0) {
		ta = (x - 3 - (double)ax) / (double)dx;
		tb = (x + 3 - (double)ax) / (double)dx;
		if (ta > tb) {
			double t = ta;

			ta = tb;
			tb = t;
		}
		t0 = ta > 0 ? ta : 0;
		t1 = tb < 1 ? tb : 1;
	} else if ((double)ax < x - 3 || (double)ax > x + 3)
		t0 = 2;
	if (t0 > t1) {
		*lo = 1;
		*hi = 0;
		return;
	}
	y0 = (double)ay + t0 * (double)dy;
	y1 = (double)ay + t1 * (double)dy;
	if (y0 > y1) {
		double y = y0;

		y0 = y1;
		y1 = y;
	}
	*lo = (int)((y0 - m) / 2) - 3;
	*hi = (int)((y1 - m) / 2) + 3;
}

/*
 * Whether the line through A along D passes within 2 of h's centre, in
 * the lattice's metric: a hex's corners lie 2 from its centre (flat:
 * (+-2, 0) and (+-1, +-1)), so a hex farther off cannot be crossed.
 * With wu * wv = 3 in either orientation, the distance is |cross| *
 * sqrt(3) / |D|; compared squared, in integers.
 */
static int
near(const struct grid *g, struct lattice A, struct lattice D,
    struct axial h)
{
	long wu = g->orient == HEX_FLAT ? 1 : 3;
	long wv = g->orient == HEX_FLAT ? 3 : 1;
	struct lattice c = centre(g, h);
	long long cr = (long long)(c.u - A.u) * D.v -
	    (long long)(c.v - A.v) * D.u;

	return cr * cr * 3 <= 4 * ((long long)wu * D.u * D.u +
	    (long long)wv * D.v * D.v);
}

int
hex_line(const struct grid *g, struct hex from, struct hex to,
    struct hex_step *out, int max)
{
	struct axial a = to_axial(g, from), b = to_axial(g, to), h;
	struct lattice A = centre(g, a), B = centre(g, b), D;
	struct crossing *c;
	int flat = g->orient == HEX_FLAT, m, m0, m1, lo, hi, k;
	int nc = 0, i, j, n = 0, cap = 0;

	D.u = B.u - A.u;
	D.v = B.v - A.v;
	/* Candidates line by line of the major axis (columns of a flat
	 * grid, rows of a pointy one): a few hexes each, so a line costs
	 * by its length, not by the area of its bounding box. */
	m0 = (flat ? (a.q < b.q ? a.q : b.q) : (a.r < b.r ? a.r : b.r)) - 1;
	m1 = (flat ? (a.q > b.q ? a.q : b.q) : (a.r > b.r ? a.r : b.r)) + 1;
	for (m = m0; m <= m1; m++) {
		strip(flat ? A.u : A.v, flat ? A.v : A.u, flat ? D.u : D.v,
		    flat ? D.v : D.u, m, &lo, &hi);
		cap += hi >= lo ? hi - lo + 1 : 0;
	}
	c = xcalloc((size_t)(cap > 0 ? cap : 1), sizeof *c);
	for (m = m0; m <= m1; m++) {
		strip(flat ? A.u : A.v, flat ? A.v : A.u, flat ? D.u : D.v,
		    flat ? D.v : D.u, m, &lo, &hi);
		for (k = lo; k <= hi; k++) {
			h.q = flat ? m : k;
			h.r = flat ? k : m;
			if (!near(g, A, D, h))
				continue;
			if (nc < cap && clip(g, A, D, h, &c[nc]))
				nc++;
		}
	}
	if (hex_eq(from, to))
		nc = nc > 0 ? 1 : 0;
	qsort(c, (size_t)nc, sizeof *c, crossing_cmp);
	for (i = 0; i < nc && n < max; i++) {
		out[n].a = from_axial(g, c[i].hex);
		out[n].pair = 0;
		out[n].b = out[n].a;
		if (c[i].along >= 0) {
			/* Both sides of the hexside report the same run;
			 * keep the first and fold the other in. */
			struct axial o = c[i].hex;

			o.q += steps(g)[c[i].along].q;
			o.r += steps(g)[c[i].along].r;
			out[n].pair = 1;
			out[n].b = from_axial(g, o);
			for (j = i + 1; j < nc; j++)
				if (c[j].hex.q == o.q && c[j].hex.r == o.r) {
					memmove(&c[j], &c[j + 1],
					    sizeof *c * (size_t)(nc - j - 1));
					nc--;
					break;
				}
		}
		n++;
	}
	free(c);
	return n;
}

const char *
hex_dir_name(const struct grid *g, int dir)
{
	if (dir < 0 || dir >= HEX_DIRS)
		return "-";
	return g->dirname[dir];
}

int
hex_dir_parse(const struct grid *g, const char *s)
{
	int d;

	for (d = 0; d < HEX_DIRS; d++)
		if (strcasecmp(s, g->dirname[d]) == 0)
			return d;
	return -1;
}

int
hex_dir_opposite(int dir)
{
	return (dir + 3) % HEX_DIRS;
}

int
hex_dir_relative(int facing, int dir)
{
	return ((dir - facing) % HEX_DIRS + HEX_DIRS) % HEX_DIRS;
}

void
hex_vertex_neighbours(const struct grid *g, struct hex h, int v,
    struct hex out[2])
{
	out[0] = hex_neighbour(g, h, v);
	out[1] = hex_neighbour(g, h, v + 1);
}

/* The bearing of vertex v, in degrees clockwise from north: half way
 * between its two hexsides (grid_init's arithmetic, 30 degrees on). */
static int
vertex_bearing(const struct grid *g, int v)
{
	static const int north_angle[] = { 90, 0, 270, 180 };
	int side_angle = (g->orient == HEX_FLAT ? 90 : 60) - 60 * v;

	return ((north_angle[g->north] - side_angle + 30) % 360 + 360) % 360;
}

const char *
hex_vertex_name(const struct grid *g, int v)
{
	static const char *names[12] = {
		"n", "nne", "ene", "e", "ese", "sse", "s", "ssw", "wsw", "w",
		"wnw", "nnw"
	};

	if (v < 0 || v >= HEX_DIRS)
		return "-";
	return names[vertex_bearing(g, v) / 30];
}

/* A vertex by its name, or by its two hexsides joined by "-" in either
 * order ("n-ne"), or -1. */
int
hex_vertex_parse(const struct grid *g, const char *s)
{
	const char *dash;
	char a[8];
	int v, d, e;

	for (v = 0; v < HEX_DIRS; v++)
		if (strcasecmp(s, hex_vertex_name(g, v)) == 0)
			return v;
	if ((dash = strchr(s, '-')) == NULL || (size_t)(dash - s) >= sizeof a)
		return -1;
	memcpy(a, s, (size_t)(dash - s));
	a[dash - s] = '\0';
	if ((d = hex_dir_parse(g, a)) < 0 || (e = hex_dir_parse(g, dash + 1)) < 0)
		return -1;
	if (e == (d + 1) % HEX_DIRS)
		return d;
	if (d == (e + 1) % HEX_DIRS)
		return e;
	return -1;
}
