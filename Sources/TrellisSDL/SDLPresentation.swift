extension SDLHost {
    /// How a native window shows the pixels Trellis drew.
    public enum Presentation: Sendable, Equatable {
        /// SDL's window surface (`SDL_GetWindowSurface`): the damaged rectangle is copied into it and only that
        /// rectangle is presented (`SDL_UpdateWindowSurfaceRects`; on X11 a shared-memory image put of the
        /// rectangle). No GPU and no renderer involved, so a small change costs about its own size. The default.
        case windowSurface
        /// An SDL renderer (`SDL_CreateRenderer`) with a streaming texture: the damaged rectangle is uploaded,
        /// but every frame copies and presents the whole texture (SDL's renderer redraws its whole back
        /// buffer). Fast with a GPU; without one it is OpenGL on Mesa's software rasterizer.
        case renderer
    }
}
