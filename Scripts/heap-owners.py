#!/usr/bin/env python3
"""Bytes per stack row by owner, from heaptrack recordings of `trellis-whole-bench --workloads stack`.

Record a run that exits right after building both screens (the screens are still alive, so heaptrack's "leaked"
bytes are what each screen keeps; see BENCHMARKS.md "Session 9 (memory)"), then:

    Scripts/heap-owners.py ROWS RECORDING.zst [RECORDING2.zst ...]

prints one column per recording: the heap bytes per row the Auto Layout screen keeps beyond the hand-written one,
by owner (requested bytes: malloc's headers and rounding are not counted; a large array's growth room is, though
its untouched pages are not resident). An allocation belongs to the first owner below whose pattern occurs in its
(demangled) stack; the Auto Layout screen's allocations are those under `AutoScreen` / `makeAutoRow`, the
hand-written one's those under `Manual…`.
"""
import json, re, subprocess, sys

OWNERS = [
    ('solver: column index', ['Columns.insert', 'Columns.appendSymbol']),
    ('solver: objective', ['Objective.']),
    ('solver: journal', ['Journal.']),
    ('solver: ghosts (their symbols and tables)', ['makeGhost', 'Tableau.ghost(of:)', 'ollectGhosts']),
    ('solver: scratch (dual walk, refresh, expansion)',
     ['DualWalk.', 'refreshValues', 'Tableau.expand', 'Tableau.accumulate', 'Tableau.add(_:_:into:)',
      'takeChangedVariables']),
    ('solver: cells (each row\'s array)', ['Row.reserveRoom', 'RowEditor', 'Tableau.attach', 'Row.solve']),
    ('solver: row slots', ['Tableau.insertRow']),
    ('solver: records, use index, per-symbol arrays',
     ['SolverCore.register', 'noteUses', 'SolverCore.insert(_:)', 'newSymbol', 'makeSymbol']),
    ('solver: other', ['SolverCore.', 'Tableau.', 'Solver.']),
    ('text layout (labels)', ['TextLayout', 'LayoutBuilder', 'TextSource', 'LineBreak', 'UnicodeLineBreaking']),
    ('view events and subscriptions', ['UIViewEvent', 'formWeakReference']),
    ('solver Constraint objects and their terms (engine-made)',
     ['Constraint.__allocating_init(_:_:_:priority:)', 'Variable.== infix', 'Variable.>= infix',
      'Variables.addNonNegativeSizes',
      'ConstraintTranslation.constraint(for:in:variables:) <- specialized Array.reserveCapacity']),
    ('NSLayoutConstraint objects: the stacks\' (UISV-…)', ['PlannedConstraints.make']),
    ('NSLayoutConstraint objects: content size', ['NSContentSizeLayoutConstraint.__allocating_init']),
    ('NSLayoutConstraint objects: other', ['NSLayoutConstraint.__allocating_init']),
    ('engine: installed-constraint table', ['LayoutEngine.slot(for:)']),
    ('engine: items and variable owners', ['makeVariables', 'setOwner', 'LayoutEngine.register']),
    ('engine: generated-constraint lists', ['LayoutEngine.reconcile']),
    ('engine: held and reference lists', ['LayoutEngine.activate']),
    ('engine: read-back', ['LayoutEngine.note', 'readBack']),
    ('stack: planned-constraint table', ['PlannedConstraints.']),
    ('stack: arrangement tables', ['renumberOrderWeights', 'noteLinks', 'UIStackView.insertArrangedSubview',
                                   'StackArrangement']),
    ('views', ['__allocating_init(frame:)', 'UIView.__allocating_init', 'UIImageView.__allocating_init',
               'ViewLayout.__allocating_init', 'CALayer', 'UIFont', 'insertSubview', 'ManualRow.__allocating_init']),
]


def stacks(recording):
    """(demangled frames outermost first, bytes) of every allocation stack still alive at the end."""
    text = subprocess.run(['heaptrack_print', '-f', recording, '-p', '0', '-a', '0', '-T', '0',
                           '--flamegraph-cost-type', 'leaked', '-F', '/dev/stdout'],
                          capture_output=True, text=True).stdout
    rows = []
    for line in text.splitlines():
        head, _, cost = line.rpartition(' ')
        if not cost.isdigit() or int(cost) == 0 or ';' not in head:
            continue
        rows.append(([re.sub(r' \([^()]*\)$', '', f) for f in head.split(';')], int(cost)))
    names = sorted({f for frames, _ in rows for f in frames})
    out = subprocess.run(['swift', 'demangle', '--simplified', '--compact'], input='\n'.join(names),
                         capture_output=True, text=True).stdout.split('\n')
    plain = dict(zip(names, out))
    return [([plain[f] for f in frames], cost) for frames, cost in rows]


def owner(frames):
    joined = ' <- '.join(reversed(frames))
    for name, patterns in OWNERS:
        if any(p in joined for p in patterns):
            return name
    return 'other'


def side(frames):
    joined = ' '.join(frames)
    if 'AutoScreen' in joined or 'makeAutoRow' in joined:
        return 'auto'
    return 'manual' if 'Manual' in joined else 'process'


def overhead(recording, rows):
    totals = {}
    for frames, cost in stacks(recording):
        s = side(frames)
        if s != 'process':
            totals[owner(frames)] = totals.get(owner(frames), 0) + (cost if s == 'auto' else -cost)
    return {name: value / rows for name, value in totals.items()}


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    rows = int(sys.argv[1])
    columns = [overhead(r, rows) for r in sys.argv[2:]]
    names = sorted({n for c in columns for n in c}, key=lambda n: -columns[0].get(n, 0))
    print('| owner | ' + ' | '.join(sys.argv[2:]) + ' |')
    print('| --- |' + ' ---: |' * len(columns))
    for n in names:
        print(f'| {n} | ' + ' | '.join(f'{c.get(n, 0):,.0f}' for c in columns) + ' |')
    print('| **total** | ' + ' | '.join(f'**{sum(c.values()):,.0f}**' for c in columns) + ' |')


if __name__ == '__main__':
    main()
