import Foundation

#if !canImport(Darwin)
    /// Records changes so they can be undone and redone (Foundation's `UndoManager`, which swift-corelibs-foundation
    /// does not provide on Linux; on Apple platforms Foundation's own is used).
    ///
    /// Register the inverse of each change with ``registerUndo(withTarget:handler:)``; ``undo()`` runs the last
    /// group's inverses (newest first), and whatever they register while undoing becomes the redo. Registrations
    /// made outside an explicit ``beginUndoGrouping()`` / ``endUndoGrouping()`` pair form a group of their own
    /// (Trellis has no run loop to group "by event"). A new registration outside undo and redo clears the redo
    /// stack.
    open class UndoManager: NSObject {
        /// One undoable step: its actions (run newest first) and its name.
        private struct Group {
            var actions: [() -> Void] = []
            var name = ""
        }

        private var undoStack: [Group] = []
        private var redoStack: [Group] = []
        /// Groups being built (nested groups fold into their parent when they end).
        private var open: [Group] = []
        private var disabled = 0

        /// Whether ``undo()`` is running.
        public private(set) var isUndoing = false
        /// Whether ``redo()`` is running.
        public private(set) var isRedoing = false
        /// The most groups kept (0: no limit); the oldest are dropped first.
        open var levelsOfUndo = 0 { didSet { trim() } }
        /// Kept for source compatibility; Trellis has no run loop, so groups are explicit (see the type's notes).
        open var groupsByEvent = true

        /// Makes an empty undo manager.
        public override init() { super.init() }

        /// How deeply groups are nested now.
        open var groupingLevel: Int { open.count }
        /// Whether registrations are recorded.
        open var isUndoRegistrationEnabled: Bool { disabled == 0 }
        /// Whether there is something to undo.
        open var canUndo: Bool { undoStack.contains { !$0.actions.isEmpty } || open.contains { !$0.actions.isEmpty } }
        /// Whether there is something to redo.
        open var canRedo: Bool { !redoStack.isEmpty }
        /// The name of the group ``undo()`` would undo.
        open var undoActionName: String { undoStack.last?.name ?? "" }
        /// The name of the group ``redo()`` would redo.
        open var redoActionName: String { redoStack.last?.name ?? "" }

        /// Opens a group: registrations until the matching ``endUndoGrouping()`` undo together.
        open func beginUndoGrouping() { open.append(Group()) }

        /// Closes the innermost group (without an open group: nothing).
        open func endUndoGrouping() {
            guard let group = open.popLast() else { return }
            if open.isEmpty {
                push(group)
            } else {
                open[open.count - 1].actions += group.actions
                if open[open.count - 1].name.isEmpty { open[open.count - 1].name = group.name }
            }
        }

        /// Stops recording registrations (nestable).
        open func disableUndoRegistration() { disabled += 1 }
        /// Resumes recording after ``disableUndoRegistration()``.
        open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

        /// Records `handler` (called with `target`) as the inverse of a change. The target is held weakly: if it
        /// is gone when the step is undone, the action does nothing.
        open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
            guard isUndoRegistrationEnabled else { return }
            let action: () -> Void = { [weak target] in if let target { handler(target) } }
            if !open.isEmpty {
                open[open.count - 1].actions.append(action)
            } else {
                push(Group(actions: [action]))
            }
        }

        /// Names the group being built (or the last one).
        open func setActionName(_ actionName: String) {
            if !open.isEmpty {
                open[open.count - 1].name = actionName
            } else if isUndoing, !redoStack.isEmpty {
                redoStack[redoStack.count - 1].name = actionName
            } else if !undoStack.isEmpty {
                undoStack[undoStack.count - 1].name = actionName
            }
        }

        /// Files a finished group on the right stack.
        private func push(_ group: Group) {
            guard !group.actions.isEmpty else { return }
            if isUndoing {
                redoStack.append(group)
            } else {
                undoStack.append(group)
                if !isRedoing { redoStack.removeAll() }
                trim()
            }
        }

        private func trim() {
            if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
                undoStack.removeFirst(undoStack.count - levelsOfUndo)
            }
        }

        /// Undoes the last group (closing an open top-level group first); its inverses become the redo.
        open func undo() {
            while !open.isEmpty { endUndoGrouping() }
            guard let group = undoStack.popLast() else { return }
            isUndoing = true
            defer { isUndoing = false }
            run(group, into: \.redoStack)
        }

        /// Redoes the last undone group.
        open func redo() {
            guard let group = redoStack.popLast() else { return }
            isRedoing = true
            defer { isRedoing = false }
            run(group, into: \.undoStack)
        }

        /// Runs a group's actions newest first, collecting what they register as one group named like it.
        private func run(_ group: Group, into stack: ReferenceWritableKeyPath<UndoManager, [Group]>) {
            open.append(Group(name: group.name))
            for action in group.actions.reversed() { action() }
            let inverse = open.removeLast()
            if !inverse.actions.isEmpty { self[keyPath: stack].append(inverse) }
        }

        /// Forgets everything.
        open func removeAllActions() {
            undoStack.removeAll()
            redoStack.removeAll()
            open.removeAll()
        }

        /// Kept for source compatibility: targets are held weakly, so this forgets everything (as Trellis's text
        /// views use one undo manager each).
        open func removeAllActions(withTarget target: Any) { removeAllActions() }
    }
#endif
