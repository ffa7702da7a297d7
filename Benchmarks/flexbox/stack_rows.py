#!/usr/bin/env python3
"""The stack-rows screen of trellis-whole-bench in Taffy (PyPI `stretchable`) and Yoga (PyPI `poga`).

n rows, each a row container (a 24x24 image leaf, 8 apart from a label leaf of fixed size 60x17, centred
across) in a column 375 wide. Only the engines' compute calls are timed (building the node trees in Python
is not): the first layout, and (Yoga) the layout after inserting one row in the middle, removing it, hiding
the middle row (display none) and showing it again. Best of `--runs`, milliseconds. (stretchable's
`compute_layout` also reads every node's layout back into Python; its node list has no insertion into
Taffy's tree, so Taffy is timed from scratch only.)

    python3 -m venv /tmp/flex && /tmp/flex/bin/pip install stretchable poga
    /tmp/flex/bin/python Benchmarks/flexbox/stack_rows.py --rows 1000 3000 10000
"""
import argparse
import math
import time

import poga
from stretchable import Node
from stretchable.style import AlignItems, Display, FlexDirection

C = poga.libpoga_capi


def ms(t0):
    return (time.perf_counter() - t0) * 1000


# --- Taffy (stretchable) ---

def taffy_row():
    return Node(
        Node(size=(24, 24)), Node(size=(60, 17)),
        flex_direction=FlexDirection.ROW, align_items=AlignItems.CENTER, gap=8)


def taffy_run(n):
    root = Node(*[taffy_row() for _ in range(n)], flex_direction=FlexDirection.COLUMN, size=(375, None))
    out = {}
    t0 = time.perf_counter(); root.compute_layout(); out["from scratch"] = ms(t0)
    return out


# --- Yoga (poga's C API binding) ---

def yoga_leaf(w, h):
    node = C.YGNodeNew()
    C.YGNodeStyleSetWidth(node, float(w))
    C.YGNodeStyleSetHeight(node, float(h))
    return node


def yoga_row():
    row = C.YGNodeNew()
    C.YGNodeStyleSetFlexDirection(row, poga.YGFlexDirection.Row)
    C.YGNodeStyleSetAlignItems(row, poga.YGAlign.Center)
    image, label = yoga_leaf(24, 24), yoga_leaf(60, 17)
    C.YGNodeStyleSetMargin(label, poga.YGEdge.Left, 8.0)
    C.YGNodeInsertChild(row, image, 0)
    C.YGNodeInsertChild(row, label, 1)
    return row


def yoga_run(n):
    root = C.YGNodeNew()
    C.YGNodeStyleSetFlexDirection(root, poga.YGFlexDirection.Column)
    C.YGNodeStyleSetWidth(root, 375.0)
    rows = [yoga_row() for _ in range(n)]
    for i, r in enumerate(rows):
        C.YGNodeInsertChild(root, r, i)
    ltr = poga.YGDirection.LTR
    nan = float("nan")
    out = {}
    t0 = time.perf_counter(); C.YGNodeCalculateLayout(root, 375.0, nan, ltr); out["from scratch"] = ms(t0)
    row = yoga_row()
    C.YGNodeInsertChild(root, row, n // 2)
    t0 = time.perf_counter(); C.YGNodeCalculateLayout(root, 375.0, nan, ltr); out["insert middle"] = ms(t0)
    C.YGNodeRemoveChild(root, row)
    t0 = time.perf_counter(); C.YGNodeCalculateLayout(root, 375.0, nan, ltr); out["remove middle"] = ms(t0)
    C.YGNodeStyleSetDisplay(rows[n // 2], poga.YGDisplay.DisplayNone)
    t0 = time.perf_counter(); C.YGNodeCalculateLayout(root, 375.0, nan, ltr); out["hide middle"] = ms(t0)
    C.YGNodeStyleSetDisplay(rows[n // 2], poga.YGDisplay.Flex)
    t0 = time.perf_counter(); C.YGNodeCalculateLayout(root, 375.0, nan, ltr); out["show middle"] = ms(t0)
    last = C.YGNodeLayoutGetTop(rows[-1]) + C.YGNodeLayoutGetHeight(rows[-1])
    assert last == 24 * n, last  # every row is 24 high (the image), none hidden at the end
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rows", type=int, nargs="+", default=[1000, 3000, 10000])
    p.add_argument("--runs", type=int, default=3)
    a = p.parse_args()
    print("| Engine | Rows | Phase | ms | k |")
    print("| --- | ---: | --- | ---: | ---: |")
    for name, run in [("Taffy (stretchable)", taffy_run), ("Yoga (poga)", yoga_run)]:
        previous = None
        for n in a.rows:
            best = {}
            for _ in range(a.runs):
                for phase, t in run(n).items():
                    best[phase] = min(best.get(phase, math.inf), t)
            for phase, t in best.items():
                k = ""
                if previous and previous[1].get(phase):
                    k = "%.2f" % (math.log(t / previous[1][phase]) / math.log(n / previous[0]))
                print(f"| {name} | {n} | {phase} | {t:.4g} | {k} |")
            previous = (n, best)


if __name__ == "__main__":
    main()
