import CSDL2
import Foundation
import Trellis
import TrellisCairo

// Getting drawn pixels onto the screen: the window surface (only the damaged rectangle is copied and presented)
// or the renderer's streaming texture (the rectangle is uploaded, the whole texture presented).
extension SDLWindow {
    /// The window's size in pixels: what the canvas is drawn at.
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        if let renderer {
            SDL_GetRendererOutputSize(renderer, &w, &h)
        } else {
            SDL_GetWindowSizeInPixels(handle, &w, &h)
        }
        return (Int(w), Int(h))
    }

    /// Shows `area` (pixels) of the canvas in the window.
    func present(_ area: PixelCanvas.PixelRect) throws {
        if let renderer {
            upload(area)
            var source = SDL_Rect(x: 0, y: 0, w: Int32(canvas.width), h: Int32(canvas.height))
            SDL_RenderClear(renderer)
            SDL_RenderCopy(renderer, texture, &source, nil)
            SDL_RenderPresent(renderer)
        } else {
            try presentOnSurface(area)
        }
    }

    /// Copies `area` of the canvas into the window surface and presents only that rectangle. The surface is
    /// SDL's (made again after a resize, when the canvas is drawn whole anyway); a surface that does not match
    /// the canvas yet (a resize not handled) gets the part they share.
    private func presentOnSurface(_ area: PixelCanvas.PixelRect) throws {
        guard let surface = SDL_GetWindowSurface(handle) else { throw SDLHost.error("SDL_GetWindowSurface") }
        let s = surface.pointee
        let x = area.x, y = area.y
        let width = min(area.width, Int(s.w) - x), height = min(area.height, Int(s.h) - y)
        guard width > 0, height > 0, let destination = s.pixels, let format = s.format else { return }
        if SDL_LockSurface(surface) != 0 { throw SDLHost.error("SDL_LockSurface") }
        let bytesPerPixel = Int(format.pointee.BytesPerPixel)
        let status = SDL_ConvertPixels(
            Int32(width), Int32(height), SDL_PIXELFORMAT_ARGB8888.rawValue,
            canvas.pixels + y * canvas.bytesPerRow + x * 4, Int32(canvas.bytesPerRow), format.pointee.format,
            destination + y * Int(s.pitch) + x * bytesPerPixel, s.pitch)
        SDL_UnlockSurface(surface)
        if status != 0 { throw SDLHost.error("SDL_ConvertPixels") }
        var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
        if SDL_UpdateWindowSurfaceRects(handle, &rect, 1) != 0 { throw SDLHost.error("SDL_UpdateWindowSurfaceRects") }
        targetIsCurrent = true
    }

    /// Makes the streaming texture when there is none or the canvas outgrew it; it is kept at least as large
    /// as the canvas (a shrinking window keeps it, so a drag does not make one per frame).
    func makeTexture() throws {
        let (width, height) = (canvas.width, canvas.height)
        guard texture == nil || width > textureSize.width || height > textureSize.height else { return }
        if let texture { SDL_DestroyTexture(texture) }
        let w = max(width, textureSize.width + textureSize.width / 4)
        let h = max(height, textureSize.height + textureSize.height / 4)
        texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h)
        )
        guard texture != nil else { throw SDLHost.error("SDL_CreateTexture") }
        textureSize = (w, h)
        targetIsCurrent = false
    }

    /// Copies `area` of the canvas into the texture.
    private func upload(_ area: PixelCanvas.PixelRect) {
        guard area.width > 0, area.height > 0 else { return }
        var rect = SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height))
        let first = canvas.pixels + area.y * canvas.bytesPerRow + area.x * 4
        SDL_UpdateTexture(texture, &rect, first, Int32(canvas.bytesPerRow))
        targetIsCurrent = true
    }

    /// The last frame as PNG data (``readPixels()`` encoded).
    public func screenshotPNG() throws -> Data { PNGEncoder.encode(try readPixels()) }

    /// The pixels last presented, read back from where SDL shows them (the window surface, or the renderer
    /// after copying the texture): the copy or upload is part of what is checked.
    public func readPixels() throws -> RGBABitmap {
        let (width, height) = (canvas.width, canvas.height)
        guard width > 0, height > 0 else { return RGBABitmap(width: 0, height: 0) }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        if let renderer {
            guard let texture else { return RGBABitmap(width: 0, height: 0) }
            var source = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
            SDL_RenderClear(renderer)
            SDL_RenderCopy(renderer, texture, &source, nil)
            let status = rgba.withUnsafeMutableBytes {
                SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, $0.baseAddress, Int32(width * 4))
            }
            guard status == 0 else { throw SDLHost.error("SDL_RenderReadPixels") }
        } else {
            guard let surface = SDL_GetWindowSurface(handle), let format = surface.pointee.format else {
                throw SDLHost.error("SDL_GetWindowSurface")
            }
            let s = surface.pointee
            let w = min(width, Int(s.w)), h = min(height, Int(s.h))
            SDL_LockSurface(surface)
            let status = rgba.withUnsafeMutableBytes {
                SDL_ConvertPixels(
                    Int32(w), Int32(h), format.pointee.format, s.pixels, s.pitch, SDL_PIXELFORMAT_RGBA32.rawValue,
                    $0.baseAddress, Int32(width * 4))
            }
            SDL_UnlockSurface(surface)
            guard status == 0 else { throw SDLHost.error("SDL_ConvertPixels") }
        }
        for i in stride(from: 3, to: rgba.count, by: 4) { rgba[i] = 255 }
        return RGBABitmap(width: width, height: height, pixels: rgba)
    }
}
