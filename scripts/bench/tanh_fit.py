#!/usr/bin/env python3
"""Coefficients of the float32 Vector API tanh (runtime VectorTanhFloat32): a rational minimax fit.

tanh(x) = x * P(t) / Q(t), t = x*x, with P and Q of degree 4 in t and P(0) = Q(0) = 1 (so tiny x,
subnormals and -0.0 come out as x itself), fitted for least relative error on 0 <= x <= sqrt(81.5)
(the kernel clamps |x| to 9.010914, where float32 tanh rounds to 1; 9.010914**2 = 81.197).
Method: Sanathanan-Koerner iteration (linearised least squares, reweighted by the last Q) on 6000
Chebyshev-spaced points, then Lawson reweighting towards the minimax error. numpy only.

Usage: python3 scripts/bench/tanh_fit.py   (prints the fit's relative error and the Java constants)
"""
import numpy as np

T_MAX = 81.5  # t = x*x up to 9.028**2, just past the clamp
M, N = 4, 4  # degrees of P and Q in t (5 and 4 fit to 1.4e-9 but cost one more FMA per vector)


def fit(t_max=T_MAX, m=M, n=N, iters=60):
    k = np.arange(6000)
    s = (1 - np.cos(np.pi * (k + 0.5) / len(k))) / 2  # in [0, 1], dense at both ends
    x = np.sqrt(s * t_max)
    g = np.where(x > 0, np.tanh(x) / np.where(x > 0, x, 1), 1.0)  # tanh(x)/x as a function of t
    w = np.ones_like(s)
    q_prev = np.ones_like(s)
    for it in range(iters):
        # unknowns a1..am, b1..bn of P = 1 + sum a_i s^i, Q = 1 + sum b_j s^j: P - g*Q = 0
        A = np.hstack([s[:, None] ** np.arange(1, m + 1), -g[:, None] * s[:, None] ** np.arange(1, n + 1)])
        W = (w / (g * q_prev))[:, None]
        coef, *_ = np.linalg.lstsq(A * W, (g - 1) * W[:, 0], rcond=None)
        a = np.concatenate([[1.0], coef[:m]])
        b = np.concatenate([[1.0], coef[m:]])
        q_prev = np.polyval(b[::-1], s)
        err = np.polyval(a[::-1], s) / q_prev / g - 1
        if it > 10:  # Lawson: weight up where the error is large
            w = w * np.sqrt(np.abs(err))
            w /= w.max()
    scale = t_max ** -np.arange(max(m, n) + 1)  # from s = t / t_max back to t
    return a * scale[: m + 1], b * scale[: n + 1], np.abs(err).max()


def main():
    p, q, err = fit()
    print(f"// relative error of the fit: {err:.3e} (float32 rounding is 5.96e-08)")
    for name, c in (("P", p), ("Q", q)):
        for i, v in enumerate(c[1:], start=1):
            print(f"  private static final float {name}{i} = {float(np.float32(v))!r}f;")


if __name__ == "__main__":
    main()
