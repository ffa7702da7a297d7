import Foundation
import Trellis

#if canImport(CX11)
    import CX11
#endif

/// An X server of its own for a test (Xvfb, its framebuffer in an XWD file), programs started against it,
/// and xdotool to drive them: every process it starts is ended by id when the session ends.
final class XvfbSession {
    /// Whether Xvfb and xdotool are installed.
    static var toolsAvailable: Bool { executable("Xvfb") != nil && executable("xdotool") != nil }

    /// The full path of `name` on PATH, if any.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The display Xvfb chose (":N").
    private(set) var display = ""
    let directory: URL
    private var processes: [pid_t] = []

    /// Starts Xvfb with one `width` × `height` screen (24-bit) on a display number it picks itself
    /// (`-displayfd`: no two sessions — of this process or of other test runs on the machine — can race for one
    /// number), and waits until a client can talk to it.
    init(width: Int, height: Int) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-xvfb-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw Failure("pipe: \(String(cString: strerror(errno)))") }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }  // only Xvfb gets the write end, as its descriptor 3
        defer { for fd in fds where fd >= 0 { close(fd) } }
        // `-noreset`: by default the server resets when its last client leaves, and a client connecting during the
        // reset is refused — the app, right after the readiness probe below disconnected (SDL: "x11 not available").
        try start(
            XvfbSession.executable("Xvfb")!,
            [
                "-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-fbdir", directory.path, "-nolisten",
                "tcp",
                "-noreset",
            ], passing: fds[1])
        close(fds[1])
        fds[1] = -1
        // Xvfb writes the display number, then a newline, once it accepts connections.
        let number = try Self.readLine(from: fds[0], seconds: 10)
        guard let n = Int(number) else { throw Failure("Xvfb did not say its display number (read \"\(number)\")") }
        display = ":\(n)"
        try waitUntil(seconds: 10, "Xvfb to open \(display)") {
            try xdotool("getdisplaygeometry").hasPrefix("\(width) \(height)")
        }
    }

    /// The first line written to `fd` within `seconds` (without its newline).
    private static func readLine(from fd: Int32, seconds: Double) throws -> String {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while !bytes.contains(UInt8(ascii: "\n")) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure("timed out after \(seconds) s waiting for Xvfb's display number") }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, Int32(left * 1000)) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(fd, &byte, 1) == 1 else { throw Failure("Xvfb exited before saying its display number") }
            bytes.append(byte)
        }
        return String(decoding: bytes.dropLast(), as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    deinit { stop() }

    /// Ends every process started, newest first (SIGTERM by its id, then waits for it), and removes the
    /// framebuffer directory.
    func stop() {
        for pid in processes.reversed() {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        processes.removeAll()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Starts `path` with `arguments` on the session's display, with default signal handling and nothing
    /// blocked (Foundation's `Process` passes on the test runner's blocked SIGTERM: the child could not be
    /// ended). `passing` is a descriptor the program gets as its descriptor 3.
    func start(
        _ path: String, _ arguments: [String], environment: [String: String] = [:], passing descriptor: Int32? = nil
    ) throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        // Under Scripts/asan.sh: a program ended while its windows are open has live objects whose weak-reference
        // side tables LeakSanitizer cannot follow; the script names its suppressions for such programs here.
        if let options = env["TRELLIS_APP_LSAN_OPTIONS"] { env["LSAN_OPTIONS"] = options }
        for (k, v) in environment { env[k] = v }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        // Standard error goes to a log in the session's directory (`log(of:)`), for failure messages.
        let log = directory.appendingPathComponent("\(URL(fileURLWithPath: path).lastPathComponent).log").path
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let descriptor { posix_spawn_file_actions_adddup2(&actions, descriptor, 3) }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure("cannot start \(path): \(String(cString: strerror(status)))") }
        processes.append(pid)
    }

    /// What the program `name` wrote to standard error so far.
    func log(of name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent("\(name).log"), encoding: .utf8)) ?? ""
    }

    /// Runs xdotool with `arguments` and returns its output.
    @discardableResult
    func xdotool(_ arguments: String...) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: XvfbSession.executable("xdotool")!)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Replaces the server's resource database — the root window's `RESOURCE_MANAGER` property, as `xrdb -load`
    /// does — with `resources` (lines like `Xft.dpi:\t192`).
    func setResources(_ resources: String) throws {
        #if canImport(CX11)
            guard let x = XOpenDisplay(display) else { throw Failure("cannot open \(display) to set its resources") }
            defer { XCloseDisplay(x) }
            let bytes = Array(resources.utf8)
            XChangeProperty(
                x, XDefaultRootWindow(x), XInternAtom(x, "RESOURCE_MANAGER", 0), XInternAtom(x, "STRING", 0), 8,
                PropModeReplace, bytes, Int32(bytes.count))
            XSync(x, 0)
        #else
            throw Failure("Xlib is not available to set the server's resources")
        #endif
    }

    /// Polls `condition` every 50 ms for up to `seconds`.
    func waitUntil(seconds: Double, _ what: String, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return }
            usleep(50_000)
        }
        throw Failure("timed out after \(seconds) s waiting for \(what)")
    }

    /// The screen as Xvfb holds it (its XWD framebuffer file), as RGBA.
    func screenshot() throws -> RGBABitmap {
        try XWDImage.decode(Data(contentsOf: directory.appendingPathComponent("Xvfb_screen0")))
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}

/// X Window Dump files (what `Xvfb -fbdir` keeps its screen in): a big-endian header of 25 32-bit fields, the
/// window name, the color map, then the pixels in the server's format (32 bits per pixel, in `byte_order`).
enum XWDImage {
    static func decode(_ data: Data) throws -> RGBABitmap {
        let bytes = [UInt8](data)
        func field(_ i: Int) -> Int {
            Int(bytes[i * 4]) << 24 | Int(bytes[i * 4 + 1]) << 16 | Int(bytes[i * 4 + 2]) << 8 | Int(bytes[i * 4 + 3])
        }
        guard bytes.count >= 100 else { throw XvfbSession.Failure("XWD file too short") }
        let headerSize = field(0), width = field(4), height = field(5), byteOrder = field(7)
        let bitsPerPixel = field(11), bytesPerLine = field(12), colors = field(19)
        guard bitsPerPixel == 32 else { throw XvfbSession.Failure("XWD: \(bitsPerPixel) bits per pixel, expected 32") }
        let start = headerSize + colors * 12
        guard bytes.count >= start + height * bytesPerLine else { throw XvfbSession.Failure("XWD file truncated") }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let o = start + y * bytesPerLine + x * 4
                // LSBFirst (0): B, G, R, X in memory; MSBFirst: X, R, G, B.
                let (r, g, b) =
                    byteOrder == 0 ? (bytes[o + 2], bytes[o + 1], bytes[o]) : (bytes[o + 1], bytes[o + 2], bytes[o + 3])
                let i = (y * width + x) * 4
                pixels[i] = r
                pixels[i + 1] = g
                pixels[i + 2] = b
            }
        }
        return RGBABitmap(width: width, height: height, pixels: pixels)
    }
}
