import Foundation

/// Pango 1.50's own layout of the same strings, loaded at run time from Debian's libpangocairo-1.0-0 (no
/// headers or link-time dependency): the peer the benchmark compares with. Each measurement makes a
/// `PangoLayout` in DejaVu Sans at the same absolute size, sets the text (and the wrap width), and reads its
/// size — what a Pango-based toolkit does to measure a label.
struct Pango {
    private typealias FontMapGetDefault = @convention(c) () -> OpaquePointer?
    private typealias CreateContext = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias LayoutNew = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias DescriptionFromString = @convention(c) (UnsafePointer<CChar>) -> OpaquePointer?
    private typealias SetAbsoluteSize = @convention(c) (OpaquePointer?, Double) -> Void
    private typealias SetDescription = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    private typealias SetText = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32) -> Void
    private typealias SetInt = @convention(c) (OpaquePointer?, Int32) -> Void
    private typealias GetSize =
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Void
    private typealias Unref = @convention(c) (OpaquePointer?) -> Void

    private let layoutNew: LayoutNew, setDescription: SetDescription, setText: SetText, setWidth: SetInt
    private let setWrap: SetInt, getSize: GetSize, unref: Unref
    private let context: OpaquePointer?, description: OpaquePointer?

    /// Loads Pango, or nil when its libraries are missing.
    init?(family: String, pixelSize: Double) {
        guard let cairo = dlopen("libpangocairo-1.0.so.0", RTLD_NOW), let pango = dlopen("libpango-1.0.so.0", RTLD_NOW),
            let gobject = dlopen("libgobject-2.0.so.0", RTLD_NOW)
        else { return nil }
        func symbol<T>(_ library: UnsafeMutableRawPointer, _ name: String, _: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let fontMap = symbol(cairo, "pango_cairo_font_map_get_default", FontMapGetDefault.self),
            let createContext = symbol(pango, "pango_font_map_create_context", CreateContext.self),
            let layoutNew = symbol(pango, "pango_layout_new", LayoutNew.self),
            let fromString = symbol(pango, "pango_font_description_from_string", DescriptionFromString.self),
            let absolute = symbol(pango, "pango_font_description_set_absolute_size", SetAbsoluteSize.self),
            let setDescription = symbol(pango, "pango_layout_set_font_description", SetDescription.self),
            let setText = symbol(pango, "pango_layout_set_text", SetText.self),
            let setWidth = symbol(pango, "pango_layout_set_width", SetInt.self),
            let setWrap = symbol(pango, "pango_layout_set_wrap", SetInt.self),
            let getSize = symbol(pango, "pango_layout_get_size", GetSize.self),
            let unref = symbol(gobject, "g_object_unref", Unref.self)
        else { return nil }
        (self.layoutNew, self.setDescription, self.setText, self.setWidth) = (
            layoutNew, setDescription, setText, setWidth
        )
        (self.setWrap, self.getSize, self.unref) = (setWrap, getSize, unref)
        context = createContext(fontMap())
        description = fromString(family)
        absolute(description, pixelSize * 1024)
    }

    /// The size of `text` laid out in one layout (unbounded when `width` is nil, else wrapped at word or
    /// character), in Pango units (1/1024 point).
    func measure(_ text: String, width: Double?) -> (Int32, Int32) {
        let layout = layoutNew(context)
        defer { unref(layout) }
        setDescription(layout, description)
        text.withCString { setText(layout, $0, -1) }
        if let width {
            setWidth(layout, Int32(width * 1024))
            setWrap(layout, 2)  // PANGO_WRAP_WORD_CHAR
        }
        var w: Int32 = 0, h: Int32 = 0
        getSize(layout, &w, &h)
        return (w, h)
    }
}
