import Foundation

/// The file formats Cairo writes.
public enum RenderFormat: String, CaseIterable, Sendable {
    /// A bitmap: the size times the scale, in pixels.
    case png
    /// A vector page: the size times the scale, in PDF points.
    case pdf
    /// A vector document: the size times the scale, in SVG pixels.
    case svg

    /// The format a file's extension names (case-insensitive), or nil.
    public init?(pathExtension: String) { self.init(rawValue: pathExtension.lowercased()) }
}
