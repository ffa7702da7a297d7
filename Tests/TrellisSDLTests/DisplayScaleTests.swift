import Foundation
import Testing
import Trellis

@testable import TrellisSDL

/// Which scale a host opens windows at: the option, `TRELLIS_SCALE`, the X server's `Xft.dpi`, `GDK_SCALE`, 1.
@Suite struct DisplayScaleTests {
    /// `resolve` with a resource string that must not be read (the driver is not X11, or an earlier source wins).
    private func resolve(
        _ option: CGFloat? = nil, _ environment: [String: String] = [:], driver: String? = "x11",
        resources: String? = nil
    ) -> (scale: CGFloat, readResources: Bool) {
        var read = false
        let scale = DisplayScale.resolve(option: option, environment: environment, videoDriver: driver) {
            read = true
            return resources
        }
        return (scale, read)
    }

    @Test func xftDPIOver96RoundedToAQuarter() {
        #expect(DisplayScale.scale(fromResources: "Xft.dpi:\t192\n") == 2)
        #expect(DisplayScale.scale(fromResources: "Xft.antialias:\t1\nXft.dpi:\t144\nXft.hinting:\t1\n") == 1.5)
        #expect(DisplayScale.scale(fromResources: "Xft.dpi: 120") == 1.25)
        // 168 / 96 = 1.75; 180 / 96 = 1.875 → 2 (nearest quarter); 100 / 96 → 1.
        #expect(DisplayScale.scale(fromResources: "Xft.dpi: 168") == 1.75)
        #expect(DisplayScale.scale(fromResources: "Xft.dpi: 180") == 2)
        #expect(DisplayScale.scale(fromResources: "Xft.dpi: 100") == 1)
        // Below 96 is not shrunk.
        #expect(DisplayScale.scale(fromResources: "Xft.dpi: 72") == 1)
    }

    @Test func wildcardsResolveAsForAnyXClient() {
        #expect(DisplayScale.scale(fromResources: "*dpi:\t288\n") == 3)
        #expect(DisplayScale.scale(fromResources: "Xft*dpi: 192\n") == 2)
        // A more specific entry wins over the wildcard.
        #expect(DisplayScale.scale(fromResources: "*dpi: 288\nXft.dpi: 96\n") == 1)
    }

    @Test func noUsableDPIGivesNothing() {
        for string in ["", "Xft.antialias: 1", "Xft.dpi: abc", "Xft.dpi: 0", "Xft.dpi: -192", "Xft.dpi: 99999"] {
            #expect(DisplayScale.scale(fromResources: string) == nil, "\(string)")
        }
    }

    @Test func theFirstSourceThatGivesAScaleWins() {
        let hiDPI = "Xft.dpi: 192\n"
        // The option, then TRELLIS_SCALE: the server is not asked.
        #expect(resolve(3, ["TRELLIS_SCALE": "1.5"], resources: hiDPI) == (3, false))
        #expect(resolve(nil, ["TRELLIS_SCALE": "1.5", "GDK_SCALE": "3"], resources: hiDPI) == (1.5, false))
        // Then Xft.dpi on X11, before GDK_SCALE.
        #expect(resolve(nil, ["GDK_SCALE": "3"], resources: hiDPI) == (2, true))
        #expect(resolve(nil, ["GDK_SCALE": "3"], resources: "Xft.antialias: 1") == (3, true))
        #expect(resolve(nil, [:], resources: nil) == (1, true))
    }

    @Test func onlyX11AsksTheServer() {
        for driver in ["offscreen", "dummy", "wayland", "cocoa", nil] as [String?] {
            let r = resolve(nil, [:], driver: driver, resources: "Xft.dpi: 192")
            #expect(r == (1, false), "\(driver ?? "nil")")
        }
    }

    @Test func unusableValuesAreSkipped() {
        let env = ["TRELLIS_SCALE": "abc", "GDK_SCALE": "nan"]
        #expect(resolve(nil, env, driver: "offscreen") == (1, false))
        #expect(resolve(0, ["TRELLIS_SCALE": "0"], driver: "offscreen") == (1, false))
        #expect(resolve(-2, ["TRELLIS_SCALE": "inf"], driver: "offscreen") == (1, false))
        #expect(resolve(.nan, ["TRELLIS_SCALE": " 2 "], driver: "offscreen") == (2, false))
    }
}
