import Foundation
import TrellisSolver

extension UILayoutPriority {
    /// The solver's priority for a layout priority: the same number, clamped to UIKit's range 1…1000 (a
    /// priority below 1 or above 1000 acts as 1 or as required). The one place the conversion happens.
    var solverPriority: Priority { Priority(Swift.min(1000, Swift.max(1, Double(rawValue)))) }

    /// The solver's priority for an edit variable wished at this priority: ``solverPriority``, kept below
    /// ``LayoutEngine/rootSizePriority`` (edit variables are never required, and the root's size outranks
    /// every wish).
    var editPriority: Priority { Priority(Swift.min(solverPriority.rawValue, 999.99)) }
}
