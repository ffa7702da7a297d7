import Foundation

/// A key on a keyboard, by its USB HID usage (UIKit's `UIKeyboardHIDUsage`, usage page 7).
///
/// Hosts pass the physical key that went down or up; SDL's scancodes are these values. A struct rather than
/// UIKit's enum, so a key Trellis does not name (`UIKeyboardHIDUsage(rawValue: 0x68)`) still arrives.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The HID usage number.
    public let rawValue: Int
    /// The key with HID usage `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The `keyboardA` key (HID usage 4).
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
    /// The `keyboardB` key (HID usage 5).
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 5)
    /// The `keyboardC` key (HID usage 6).
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 6)
    /// The `keyboardD` key (HID usage 7).
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 7)
    /// The `keyboardE` key (HID usage 8).
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 8)
    /// The `keyboardF` key (HID usage 9).
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 9)
    /// The `keyboardG` key (HID usage 10).
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 10)
    /// The `keyboardH` key (HID usage 11).
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 11)
    /// The `keyboardI` key (HID usage 12).
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 12)
    /// The `keyboardJ` key (HID usage 13).
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 13)
    /// The `keyboardK` key (HID usage 14).
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 14)
    /// The `keyboardL` key (HID usage 15).
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 15)
    /// The `keyboardM` key (HID usage 16).
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 16)
    /// The `keyboardN` key (HID usage 17).
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 17)
    /// The `keyboardO` key (HID usage 18).
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 18)
    /// The `keyboardP` key (HID usage 19).
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 19)
    /// The `keyboardQ` key (HID usage 20).
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 20)
    /// The `keyboardR` key (HID usage 21).
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 21)
    /// The `keyboardS` key (HID usage 22).
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 22)
    /// The `keyboardT` key (HID usage 23).
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 23)
    /// The `keyboardU` key (HID usage 24).
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 24)
    /// The `keyboardV` key (HID usage 25).
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 25)
    /// The `keyboardW` key (HID usage 26).
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 26)
    /// The `keyboardX` key (HID usage 27).
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 27)
    /// The `keyboardY` key (HID usage 28).
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 28)
    /// The `keyboardZ` key (HID usage 29).
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
    /// The `keyboard1` key (HID usage 30).
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)
    /// The `keyboard2` key (HID usage 31).
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 31)
    /// The `keyboard3` key (HID usage 32).
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 32)
    /// The `keyboard4` key (HID usage 33).
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 33)
    /// The `keyboard5` key (HID usage 34).
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 34)
    /// The `keyboard6` key (HID usage 35).
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 35)
    /// The `keyboard7` key (HID usage 36).
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 36)
    /// The `keyboard8` key (HID usage 37).
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 37)
    /// The `keyboard9` key (HID usage 38).
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 38)
    /// The `keyboard0` key (HID usage 39).
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 39)
    /// The `keyboardReturnOrEnter` key (HID usage 40).
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
    /// The `keyboardEscape` key (HID usage 41).
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
    /// The `keyboardDeleteOrBackspace` key (HID usage 42).
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
    /// The `keyboardTab` key (HID usage 43).
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
    /// The `keyboardSpacebar` key (HID usage 44).
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
    /// The `keyboardHyphen` key (HID usage 45).
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 45)
    /// The `keyboardEqualSign` key (HID usage 46).
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 46)
    /// The `keyboardOpenBracket` key (HID usage 47).
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 47)
    /// The `keyboardCloseBracket` key (HID usage 48).
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 48)
    /// The `keyboardBackslash` key (HID usage 49).
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 49)
    /// The `keyboardNonUSPound` key (HID usage 50).
    public static let keyboardNonUSPound = UIKeyboardHIDUsage(rawValue: 50)
    /// The `keyboardSemicolon` key (HID usage 51).
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 51)
    /// The `keyboardQuote` key (HID usage 52).
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 52)
    /// The `keyboardGraveAccentAndTilde` key (HID usage 53).
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 53)
    /// The `keyboardComma` key (HID usage 54).
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 54)
    /// The `keyboardPeriod` key (HID usage 55).
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 55)
    /// The `keyboardSlash` key (HID usage 56).
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 56)
    /// The `keyboardCapsLock` key (HID usage 57).
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 57)
    /// The `keyboardF1` key (HID usage 58).
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)
    /// The `keyboardF2` key (HID usage 59).
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 59)
    /// The `keyboardF3` key (HID usage 60).
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 60)
    /// The `keyboardF4` key (HID usage 61).
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 61)
    /// The `keyboardF5` key (HID usage 62).
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 62)
    /// The `keyboardF6` key (HID usage 63).
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 63)
    /// The `keyboardF7` key (HID usage 64).
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 64)
    /// The `keyboardF8` key (HID usage 65).
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 65)
    /// The `keyboardF9` key (HID usage 66).
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 66)
    /// The `keyboardF10` key (HID usage 67).
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 67)
    /// The `keyboardF11` key (HID usage 68).
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 68)
    /// The `keyboardF12` key (HID usage 69).
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 69)
    /// The `keyboardPrintScreen` key (HID usage 70).
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 70)
    /// The `keyboardScrollLock` key (HID usage 71).
    public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 71)
    /// The `keyboardPause` key (HID usage 72).
    public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 72)
    /// The `keyboardInsert` key (HID usage 73).
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 73)
    /// The `keyboardHome` key (HID usage 74).
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
    /// The `keyboardPageUp` key (HID usage 75).
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
    /// The `keyboardDeleteForward` key (HID usage 76).
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
    /// The `keyboardEnd` key (HID usage 77).
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
    /// The `keyboardPageDown` key (HID usage 78).
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
    /// The `keyboardRightArrow` key (HID usage 79).
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
    /// The `keyboardLeftArrow` key (HID usage 80).
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
    /// The `keyboardDownArrow` key (HID usage 81).
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
    /// The `keyboardUpArrow` key (HID usage 82).
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
    /// The `keypadNumLock` key (HID usage 83).
    public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 83)
    /// The `keypadSlash` key (HID usage 84).
    public static let keypadSlash = UIKeyboardHIDUsage(rawValue: 84)
    /// The `keypadAsterisk` key (HID usage 85).
    public static let keypadAsterisk = UIKeyboardHIDUsage(rawValue: 85)
    /// The `keypadHyphen` key (HID usage 86).
    public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 86)
    /// The `keypadPlus` key (HID usage 87).
    public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 87)
    /// The `keypadEnter` key (HID usage 88).
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 88)
    /// The `keypad1` key (HID usage 89).
    public static let keypad1 = UIKeyboardHIDUsage(rawValue: 89)
    /// The `keypad2` key (HID usage 90).
    public static let keypad2 = UIKeyboardHIDUsage(rawValue: 90)
    /// The `keypad3` key (HID usage 91).
    public static let keypad3 = UIKeyboardHIDUsage(rawValue: 91)
    /// The `keypad4` key (HID usage 92).
    public static let keypad4 = UIKeyboardHIDUsage(rawValue: 92)
    /// The `keypad5` key (HID usage 93).
    public static let keypad5 = UIKeyboardHIDUsage(rawValue: 93)
    /// The `keypad6` key (HID usage 94).
    public static let keypad6 = UIKeyboardHIDUsage(rawValue: 94)
    /// The `keypad7` key (HID usage 95).
    public static let keypad7 = UIKeyboardHIDUsage(rawValue: 95)
    /// The `keypad8` key (HID usage 96).
    public static let keypad8 = UIKeyboardHIDUsage(rawValue: 96)
    /// The `keypad9` key (HID usage 97).
    public static let keypad9 = UIKeyboardHIDUsage(rawValue: 97)
    /// The `keypad0` key (HID usage 98).
    public static let keypad0 = UIKeyboardHIDUsage(rawValue: 98)
    /// The `keypadPeriod` key (HID usage 99).
    public static let keypadPeriod = UIKeyboardHIDUsage(rawValue: 99)
    /// The `keyboardApplication` key (HID usage 101).
    public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 101)
    /// The `keyboardLeftControl` key (HID usage 224).
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)
    /// The `keyboardLeftShift` key (HID usage 225).
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)
    /// The `keyboardLeftAlt` key (HID usage 226).
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 226)
    /// The `keyboardLeftGUI` key (HID usage 227).
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 227)
    /// The `keyboardRightControl` key (HID usage 228).
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 228)
    /// The `keyboardRightShift` key (HID usage 229).
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 229)
    /// The `keyboardRightAlt` key (HID usage 230).
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 230)
    /// The `keyboardRightGUI` key (HID usage 231).
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 231)

    /// The character the key types on a US keyboard without modifiers ("" for keys that type none): what
    /// ``UIKey/charactersIgnoringModifiers`` holds when the host passes no characters.
    public var usLayoutCharacters: String {
        switch rawValue {
        case 4...29: return String(UnicodeScalar(UInt8(rawValue - 4) + UInt8(ascii: "a")))
        case 30...38: return String(rawValue - 29)
        case 39: return "0"
        case 40, 88: return "\r"
        case 41: return "\u{1B}"
        case 42: return "\u{8}"
        case 43: return "\t"
        case 44: return " "
        case 45: return "-"
        case 46: return "="
        case 47: return "["
        case 48: return "]"
        case 49: return "\\"
        case 51: return ";"
        case 52: return "'"
        case 53: return "`"
        case 54: return ","
        case 55: return "."
        case 56: return "/"
        case 84: return "/"
        case 85: return "*"
        case 86: return "-"
        case 87: return "+"
        case 89...97: return String(rawValue - 88)
        case 98: return "0"
        case 99: return "."
        default: return ""
        }
    }

    /// The special input string a ``UIKeyCommand`` uses for this key (``UIKeyCommand/inputUpArrow`` …), or
    /// nil for keys that type characters.
    public var keyCommandInput: String? {
        switch rawValue {
        case 79: return UIKeyCommand.inputRightArrow
        case 80: return UIKeyCommand.inputLeftArrow
        case 81: return UIKeyCommand.inputDownArrow
        case 82: return UIKeyCommand.inputUpArrow
        case 41: return UIKeyCommand.inputEscape
        case 74: return UIKeyCommand.inputHome
        case 77: return UIKeyCommand.inputEnd
        case 75: return UIKeyCommand.inputPageUp
        case 78: return UIKeyCommand.inputPageDown
        case 76: return UIKeyCommand.inputDelete
        case 58...69: return "UIKeyInputF\(rawValue - 57)"
        default: return nil
        }
    }

    /// Whether the key is a modifier (Shift, Control, Option/Alt, Command/GUI, Caps Lock).
    public var isModifier: Bool { (224...231).contains(rawValue) || rawValue == 57 }

    public var description: String { "HID \(rawValue)" }
}
