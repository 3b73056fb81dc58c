#!/usr/bin/env python3
"""Coefficients of session 12's float64 exp kernel (bb2c931, reverted: see
docs/benchmarks-history.md, "Session 12: float64 exp"): e^r = 1 + r + r^2 P(r) on |r| <= ln 2 / 2.

P (degree 9) interpolates g(r) = (e^r - 1 - r) / r^2 at the 10 Chebyshev nodes of the interval,
solved in 50-digit arithmetic (mpmath), its coefficients rounded to double. Prints them, and the
largest relative error of 1 + r + r^2 P(r) against e^r on 2001 points (exact arithmetic on the
rounded coefficients), in units of 2^-53 (one ulp of a result just below 1).

    python3 scripts/bench/exp64_fit.py [degree]
"""
import sys

import mpmath as mp

mp.mp.dps = 50
H = mp.log(2) / 2


def g(r):
    if abs(r) < mp.mpf("1e-30"):
        return mp.mpf(1) / 2
    return (mp.exp(r) - 1 - r) / (r * r)


def fit(degree):
    n = degree + 1
    nodes = [H * mp.cos(mp.pi * (2 * k + 1) / (2 * n)) for k in range(n)]
    a = mp.matrix([[x**j for j in range(n)] for x in nodes])
    c = mp.lu_solve(a, mp.matrix([g(x) for x in nodes]))
    return [float(c[j]) for j in range(n)]


def worst(coefficients):
    cd = [mp.mpf(c) for c in coefficients]
    err = 0
    for i in range(2001):
        r = -H + 2 * H * i / 2000
        p = sum(c * r**j for j, c in enumerate(cd))
        err = max(err, abs(1 + r + r * r * p - mp.exp(r)) / mp.exp(r))
    return err / mp.mpf(2) ** -53


if __name__ == "__main__":
    degree = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    c = fit(degree)
    for j in reversed(range(len(c))):
        print(f"C{j + 2} = {c[j]!r}")
    print("max error before rounding:", mp.nstr(worst(c), 4), "ulp of 1-")
