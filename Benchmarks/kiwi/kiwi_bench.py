#!/usr/bin/env python3
"""kiwi's side of trellis-bench: runs one neutral workload description on kiwisolver and prints JSON timings.

Usage: python3 Benchmarks/kiwi/kiwi_bench.py WORKLOAD.json

The workload file is written by `trellis-bench` (Sources/trellis-bench/WorkloadJSON.swift):

    {"workload": "cards", "size": 1000, "kind": "timed" | "random",
     "variables": N,                                   # variables are 0 ..< N
     "constraints": [[[[var, coeff], ...], constant, "==" | "<=" | ">=", priority], ...],
     "edits": [[var, priority], ...],
     "edits_first": true | false,                      # declared before the constraints (else after)
     "initial": [[var, value], ...],                   # the first suggestions, part of build+solve
     "phases": [{"name": "resize", "steps": [[[var, value], ...], ...]}, ...],
     "batch": B,                                       # builds per timed sample (tiny systems)
     "repetitions": K, "warmup": true | false, "report_values": true | false}

A constraint reads `sum(coeff * var) + constant  relation  0`. Priorities are in (0, 1000]; see
`kiwi_strength` for how they map to kiwi strengths.

Timed, per the benchmark's contract, are only kiwi's own calls: `addConstraint`, `addEditVariable`,
`suggestValue` and `updateVariables` (which writes every variable's value, kiwi's equivalent of reading the
solution). Variables, expressions and constraints are built before the clock starts, and Python's garbage
collector is off while it runs. Each timed sample uses a fresh `Solver` made beforehand.

Output (stdout, one JSON object):

    {"kiwisolver": "1.5.1", "python": "3.11.7",
     "phases": [{"name": "build+solve", "unit": "build", "count": B, "samples_ms": [...], "best_ms": x}, ...],
     "values": [...],                                  # after build+solve, if report_values
     "random": {"accepted": a, "rejected": r, "max_violation": v, "violations": n}}   # kind == "random"

`best_ms` is the minimum over the samples of the time per unit (per build, or per resize step).
"""

import gc
import json
import math
import sys
import time

import kiwisolver

# Priority → log10(kiwi strength) anchors, interpolated linearly in between (and extrapolated with the end
# segments' slopes). They reproduce kiwi's usual bands and the strengths of kiwi's own enaml-like benchmark:
# 250 → weak (1), 500 → medium (1e3), 520 → "mmedium" (1.25e3), 700 → "smedium" (1e5), 900 → strong (1e6),
# and approach 1e9 (< required, 1.001001e9) as the priority approaches 1000. 1000 is kiwi's `required`.
_ANCHORS = [(250.0, 0.0), (500.0, 3.0), (520.0, math.log10(1250.0)), (700.0, 5.0), (900.0, 6.0), (1000.0, 9.0)]


def kiwi_strength(priority):
    """The kiwi strength for a Trellis priority in (0, 1000]: monotone, required only at 1000."""
    if priority >= 1000.0:
        return kiwisolver.strength.required
    anchors = _ANCHORS
    if priority <= anchors[0][0]:
        (p0, l0), (p1, l1) = anchors[0], anchors[1]
    else:
        i = 1
        while anchors[i][0] < priority:
            i += 1
        (p0, l0), (p1, l1) = anchors[i - 1], anchors[i]
    return 10.0 ** (l0 + (l1 - l0) * (priority - p0) / (p1 - p0))


def make_constraints(spec, variables):
    """kiwi Constraint objects for the spec's constraints, in order (built once, before any timing)."""
    result = []
    for terms, constant, op, priority in spec["constraints"]:
        expression = kiwisolver.Expression([kiwisolver.Term(variables[v], c) for v, c in terms], constant)
        result.append(kiwisolver.Constraint(expression, op, kiwi_strength(priority)))
    return result


def violation(terms, constant, op, values):
    """How far `sum(coeff * var) + constant  op  0` is from holding (0 when it holds)."""
    e = constant + sum(c * values[v] for v, c in terms)
    if op == "==":
        return abs(e)
    if op == "<=":
        return max(0.0, e)
    return max(0.0, -e)


def violation_tolerance(terms, constant, values):
    """The tolerance for one constraint: 1e-6 of the magnitude of the values involved (at least 1e-6)."""
    scale = abs(constant) + sum(abs(c * values[v]) for v, c in terms)
    return 1e-6 * max(1.0, scale)


class Bench:
    def __init__(self, spec):
        self.spec = spec
        self.variables = [kiwisolver.Variable("v%d" % i) for i in range(spec["variables"])]
        self.constraints = make_constraints(spec, self.variables)
        self.edits = [(self.variables[v], kiwi_strength(p)) for v, p in spec["edits"]]
        self.initial = [(self.variables[v], x) for v, x in spec["initial"]]
        self.phases = [
            (phase["name"], [[(self.variables[v], x) for v, x in step] for step in phase["steps"]])
            for phase in spec["phases"]
        ]
        self.random = spec["kind"] == "random"
        self.rejected = 0

    def build(self, solver):
        """Adds every constraint and edit variable, makes the first suggestions and solves."""
        add_edit = solver.addEditVariable
        edits_first = self.spec.get("edits_first", False)
        if edits_first:
            for v, s in self.edits:
                add_edit(v, s)
        add = solver.addConstraint
        if self.random:
            rejected = 0
            for c in self.constraints:
                try:
                    add(c)
                except kiwisolver.UnsatisfiableConstraint:
                    rejected += 1
            self.rejected = rejected
        else:
            for c in self.constraints:
                add(c)
        if not edits_first:
            for v, s in self.edits:
                add_edit(v, s)
        suggest = solver.suggestValue
        for v, x in self.initial:
            suggest(v, x)
        solver.updateVariables()

    @staticmethod
    def resize(solver, steps):
        """Each step: its suggestions, then a solve (updateVariables)."""
        suggest = solver.suggestValue
        update = solver.updateVariables
        for step in steps:
            for v, x in step:
                suggest(v, x)
            update()

    def repetition(self):
        """One timed sample of every phase: (ms per build, [ms per step of each resize phase]), last solver."""
        batch = self.spec["batch"]
        solvers = [kiwisolver.Solver() for _ in range(batch)]
        build = self.build
        t0 = time.perf_counter_ns()
        for s in solvers:
            build(s)
        t1 = time.perf_counter_ns()
        build_ms = (t1 - t0) / 1e6 / batch
        solver = solvers[-1]
        del solvers[:-1]
        resize_ms = []
        for _, steps in self.phases:
            t0 = time.perf_counter_ns()
            self.resize(solver, steps)
            t1 = time.perf_counter_ns()
            resize_ms.append((t1 - t0) / 1e6 / max(1, len(steps)))
        return build_ms, resize_ms, solver

    def run(self):
        gc.collect()
        gc.disable()
        try:
            if self.spec["warmup"]:
                self.repetition()
            builds, resizes = [], [[] for _ in self.phases]
            solver = None
            for _ in range(self.spec["repetitions"]):
                build_ms, resize_ms, solver = self.repetition()
                builds.append(build_ms)
                for samples, ms in zip(resizes, resize_ms):
                    samples.append(ms)
        finally:
            gc.enable()

        phases = [{"name": "build+solve", "unit": "build", "count": self.spec["batch"],
                   "samples_ms": builds, "best_ms": min(builds)}]
        for (name, steps), samples in zip(self.phases, resizes):
            phases.append({"name": name, "unit": "step", "count": len(steps),
                           "samples_ms": samples, "best_ms": min(samples)})
        result = {"kiwisolver": kiwisolver.__version__, "python": sys.version.split()[0], "phases": phases}

        # The state after the last repetition's phases is not the state after build+solve: rebuild once
        # (untimed) for the values and the random workload's checks.
        check = kiwisolver.Solver()
        self.build(check)
        values = [v.value() for v in self.variables]
        if self.spec.get("report_values"):
            result["values"] = values
        if self.random:
            accepted = [c for c in self.constraints if check.hasConstraint(c)]
            accepted_ids = {id(c) for c in accepted}
            worst, count = 0.0, 0
            for c, (terms, constant, op, _) in zip(self.constraints, self.spec["constraints"]):
                if id(c) not in accepted_ids:
                    continue
                v = violation(terms, constant, op, values)
                worst = max(worst, v)
                if v > violation_tolerance(terms, constant, values):
                    count += 1
            result["random"] = {"accepted": len(accepted), "rejected": self.rejected,
                                "max_violation": worst, "violations": count}
        return result


def main(argv):
    if len(argv) != 2:
        print("usage: kiwi_bench.py WORKLOAD.json", file=sys.stderr)
        return 2
    with open(argv[1]) as f:
        spec = json.load(f)
    result = Bench(spec).run()
    json.dump(result, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
