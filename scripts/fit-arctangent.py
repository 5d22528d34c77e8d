#!/usr/bin/env python3
"""The coefficients of Compass's arctangent polynomial, and its error (needs mpmath: pip install mpmath).

    python3 scripts/fit-arctangent.py

atan(u) = u P(u^2) for |u| <= tan(pi/8): P of degree 11 interpolates atan(sqrt(w))/sqrt(w) at the Chebyshev
nodes of [0, tan^2(pi/8)], solved at 50 digits and rounded to doubles. The check evaluates the polynomial in
double arithmetic, as Compass does, against mpmath's atan at 200,000 random points.
"""
import math
import random

import mpmath as mp

mp.mp.dps = 50
TERMS = 12


def fit():
    t = mp.tan(mp.pi / 8)
    top = t * t

    def f(w):
        return mp.mpf(1) if w == 0 else mp.atan(mp.sqrt(w)) / mp.sqrt(w)

    nodes = [top / 2 * (1 + mp.cos(mp.pi * (k + mp.mpf(1) / 2) / TERMS)) for k in range(TERMS)]
    matrix = mp.matrix([[x ** j for j in range(TERMS)] for x in nodes])
    values = mp.matrix([f(x) for x in nodes])
    solution = mp.lu_solve(matrix, values)
    return [float(solution[j]) for j in range(TERMS)], float(t)


def main():
    coefficients, bound = fit()
    print("coefficients:", coefficients)
    random.seed(2)
    worst = mp.mpf(0)
    for _ in range(200000):
        u = random.random() * bound
        w = u * u
        p = 0.0
        for c in reversed(coefficients):
            p = p * w + c
        exact = mp.atan(mp.mpf(u))
        worst = max(worst, abs((mp.mpf(u * p) - exact) / exact))
    print("largest relative error:", float(worst))


if __name__ == "__main__":
    main()
