#!/usr/bin/env python3
"""Coefficients of the float32 log kernel (runtime VectorLogFloat32): a polynomial fit in Cephes'
logf form.

log(1 + f) = f - f^2/2 + f^3 P(f) on f in [sqrt(1/2) - 1, sqrt(2) - 1] (the kernel's mantissa m is
in [sqrt(1/2), sqrt(2)), f = m - 1), P of degree 7, fitted for least relative error of log(1 + f)
on 2,000,001 evenly spaced points (|f| >= 1e-6) by weighted least squares with Lawson reweighting
towards the minimax error, then rounded to float. Cephes' own P has degree 8 (0.06 ulp from the fit,
one more FMA per vector); degree 6 fits to 0.55 ulp, too close to the kernel's 1 ulp bound once
its float rounding is added. The kernel's bound is checked on every float (LogTest strides).

Usage: python3 scripts/bench/log_fit.py   (prints the fit's relative error and the Java constants)
"""
import numpy as np

DEGREE = 7


def fit(degree=DEGREE, iters=60):
    f = np.linspace(np.sqrt(0.5) - 1, np.sqrt(2) - 1, 2000001)
    f = f[np.abs(f) > 1e-6]
    g = (np.log1p(f) - f + f * f / 2) / f**3  # what P approximates
    w = np.abs(f**3 / np.log1p(f))  # an error in P, relative to log(1 + f)
    v = np.vander(f, degree + 1)
    lawson = np.ones_like(f)
    for _ in range(iters):
        c = np.linalg.lstsq(v * (w * lawson)[:, None], g * w * lawson, rcond=None)[0]
        err = np.abs((v @ c - g) * w)
        lawson = lawson * np.sqrt(err / err.max()) + 1e-12
        lawson /= lawson.max()
    c32 = c.astype(np.float32)
    approx = f - f * f / 2 + f**3 * np.polyval(c32.astype(np.float64), f)
    rel = np.max(np.abs(approx - np.log1p(f)) / np.abs(np.log1p(f)))
    return c32, rel


def main():
    c, rel = fit()
    print("relative error of the fit (float coefficients): %.3g = %.3f ulp of 2^-24" % (rel, rel / 2**-24))
    for k, x in enumerate(c):
        print("  private static final float P%d = %sf;" % (DEGREE - k, repr(float(x))))


if __name__ == "__main__":
    main()
