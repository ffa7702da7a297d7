import Foundation

extension NSLayoutConstraint {
    /// The constraints a visual format describes (UIKit's API), inactive.
    ///
    /// ```swift
    /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[cancel(==ok)]-[ok]-|", options: .alignAllCenterY, metrics: nil,
    ///     views: ["cancel": cancel, "ok": ok]))
    /// ```
    ///
    /// A format that cannot be read logs UIKit's message, with a caret under the position of the problem, and
    /// gives no constraints (UIKit raises an exception); use
    /// ``constraintsThrowing(withVisualFormat:options:metrics:views:file:line:)`` to catch it.
    ///
    /// - Parameters:
    ///   - format: The format, in Apple's visual format language.
    ///   - opts: Alignment of all the views across the format, and the direction of a horizontal format.
    ///   - metrics: Numbers to use by name in the format.
    ///   - views: The views by the names the format uses.
    ///   - file: The caller's file, for the constraints' ``identifier``.
    ///   - line: The caller's line, for the constraints' ``identifier``.
    /// - Returns: The inactive constraints, or none when the format cannot be read.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any], file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        do {
            return try constraintsThrowing(
                withVisualFormat: format, options: opts, metrics: metrics, views: views, file: file, line: line)
        } catch {
            if logsVisualFormatErrors { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
            return []
        }
    }

    /// ``constraints(withVisualFormat:options:metrics:views:file:line:)``, throwing when the format cannot be
    /// read.
    ///
    /// - Throws: ``VisualFormatError`` with the message and the position of the problem.
    /// - Returns: The inactive constraints.
    public class func constraintsThrowing(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any], file: StaticString = #fileID, line: UInt = #line
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        let parsed = try parser.parse()
        return try VisualFormatLayout(format: parsed, options: opts, formatString: format, site: (file, line))
            .constraints()
    }

    /// Whether ``constraints(withVisualFormat:options:metrics:views:file:line:)`` writes format errors to
    /// standard error (on by default).
    nonisolated(unsafe) public static var logsVisualFormatErrors = true
}
