import CCairo
import Foundation
import Trellis

/// Decoded PNG and JPEG files, shared by every render in the process, so that a file is decoded once: a
/// tiled image drawing hundreds of tiles, or a view drawn in every frame, does not decode again.
///
/// Keyed by the file's bytes (hashing them costs far less than decoding). Each entry is a Cairo image surface
/// owned by the cache; ``surface(for:)`` hands out a private copy of its pixels (a `memcpy`), because a Cairo
/// surface must not be used from two threads at once and renders may run in parallel. ``CairoContext`` keeps
/// the copies it was given for its own lifetime (see its `decoded`), so one render copies each image once.
/// Files that fail to decode are remembered too (as nil). The cache holds at most ``capacity`` bytes of pixels
/// and ``maximumEntries`` files; past that, the least recently used entries go first (by a use counter:
/// deterministic).
final class DecodedImageCache: @unchecked Sendable {
    static let shared = DecodedImageCache()

    /// The most bytes of decoded pixels kept.
    static let capacity = 256 << 20
    /// The most files remembered (failed decodes take no pixels but still count).
    static let maximumEntries = 1024

    struct Key: Hashable {
        let isJPEG: Bool
        let data: Data
    }

    private struct Entry {
        /// The decoded image (nil: the file could not be decoded).
        let surface: OpaquePointer?
        let bytes: Int
        /// The value of ``decodeCount`` when it was decoded (tests: an unchanged serial means no new decode).
        let serial: Int
        var lastUse: UInt64
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var totalBytes = 0
    private var useCounter: UInt64 = 0
    /// How many files have been decoded (for tests: a file drawn many times counts once).
    private(set) var decodeCount = 0

    /// The cache key of an encoded image (nil for decoded pixels, which are not cached).
    static func key(for image: GraphicsImage) -> Key? {
        switch image {
        case .png(let data): return Key(isJPEG: false, data: data)
        case .jpeg(let data): return Key(isJPEG: true, data: data)
        case .bitmap: return nil
        }
    }

    /// A new surface (the caller destroys it) with the decoded pixels of `key`'s file, decoding it on first
    /// use; nil when the file cannot be decoded.
    func surface(for key: Key) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        useCounter += 1
        if let entry = entries[key] {
            entries[key]!.lastUse = useCounter
            return entry.surface.map(Self.copy)
        }
        decodeCount += 1
        let decoded = key.isJPEG ? CairoImage.surface(jpeg: key.data) : CairoImage.surface(png: key.data)
        let bytes =
            decoded.map { Int(cairo_image_surface_get_stride($0)) * Int(cairo_image_surface_get_height($0)) } ?? 0
        // An image larger than the whole cache is decoded for this use only.
        guard bytes <= Self.capacity else { return decoded }
        evict(toFit: bytes)
        entries[key] = Entry(surface: decoded, bytes: bytes, serial: decodeCount, lastUse: useCounter)
        totalBytes += bytes
        return decoded.map(Self.copy)
    }

    /// The decode serial of `key`'s entry (nil when it is not cached).
    func decodeSerial(of key: Key) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]?.serial
    }

    /// Drops every entry (tests, and hosts under memory pressure).
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for entry in entries.values { if let surface = entry.surface { cairo_surface_destroy(surface) } }
        entries.removeAll()
        totalBytes = 0
    }

    /// Frees least recently used entries until `bytes` more fit.
    private func evict(toFit bytes: Int) {
        while totalBytes + bytes > Self.capacity || entries.count >= Self.maximumEntries,
            let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            if let surface = oldest.value.surface { cairo_surface_destroy(surface) }
            totalBytes -= oldest.value.bytes
            entries.removeValue(forKey: oldest.key)
        }
    }

    /// A new image surface with the same format, size and pixels.
    private static func copy(_ surface: OpaquePointer) -> OpaquePointer {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        let (width, height) = (cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
        let copy = cairo_image_surface_create(format, width, height)!
        if let from = cairo_image_surface_get_data(surface), let to = cairo_image_surface_get_data(copy),
            cairo_image_surface_get_stride(surface) == cairo_image_surface_get_stride(copy)
        {
            to.update(from: from, count: Int(cairo_image_surface_get_stride(surface)) * Int(height))
            cairo_surface_mark_dirty(copy)
        }
        return copy
    }
}
