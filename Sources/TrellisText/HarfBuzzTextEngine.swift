import Trellis
@_cdecl("trellis_text_register_full_engine")
public func registerFullEngine() {}
