import Dispatch
import Foundation
import Trellis
import TrellisText

// Measuring 1,000 labels (issue 12): each label is measured as a multiline label is in a layout pass — its
// natural size (unbounded) and its size wrapped at 200 points (`sizeThatFits`) — in four runs in the same
// process:
//   swift-latin   the pure-Swift engine on Latin text (the baseline)
//   full-mixed    the full engine (HarfBuzz, fontconfig, FriBidi) on mixed-script text, shaping cache warm
//   full-cold     the same with the shaping cache emptied before every pass
//   pango-mixed   Pango 1.50's own layout of the same mixed-script strings (loaded at run time)
// Every run goes through the labels in three orders (natural, reversed, shuffled); the runs interleave round by
// round and each order's time is the best of `rounds` passes; the headline is the worst order. Release builds only:
//   swift run -c release trellis-text-bench [rounds]

/// SplitMix64: a fixed generator, so the strings are the same on every machine.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

let words: [[String]] = [
    ["Order", "shipped", "today", "Invoice", "total", "Settings", "profile", "Welcome", "back", "message"],
    ["مرحبا", "بالعالم", "الطلب", "اليوم", "الإعدادات", "رسالة", "جديدة", "الحساب"],
    ["שלום", "עולם", "הזמנה", "נשלחה", "היום", "הגדרות", "הודעה", "חדשה"],
    ["नमस्ते", "दुनिया", "आदेश", "भेजा", "आज", "सेटिंग्स", "संदेश", "नया"],
    ["你好", "世界", "订单", "已发货", "今天", "设置", "消息", "新的"],
    ["こんにちは", "世界", "注文", "発送", "今日", "設定", "メッセージ", "新しい"],
    ["Привет", "мир", "заказ", "отправлен", "сегодня", "настройки"],
    ["👍", "🎉", "❤️", "🇫🇷", "👩‍💻", "😀", "1️⃣"],
]

/// A label's text: 4 to 9 words, mostly from two scripts, with a number.
func mixedText(_ random: inout SplitMix64) -> String {
    let a = random.below(words.count - 1), b = random.below(words.count)
    var parts: [String] = []
    for k in 0..<(4 + random.below(6)) {
        let list = words[k % 3 == 2 ? b : a]
        parts.append(list[random.below(list.count)])
    }
    parts.insert(String(random.below(1000)), at: random.below(parts.count))
    return parts.joined(separator: " ")
}

/// A Latin label's text of the same shape.
func latinText(_ random: inout SplitMix64) -> String {
    let latin = words[0] + ["quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog"]
    var parts = (0..<(4 + random.below(6))).map { _ in latin[random.below(latin.count)] }
    parts.insert(String(random.below(1000)), at: random.below(parts.count))
    return parts.joined(separator: " ")
}

let rounds = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 5) : 5  // or "profile"
var random = SplitMix64(state: 12)
let mixed = (0..<1000).map { _ in mixedText(&random) }
let latin = (0..<1000).map { _ in latinText(&random) }
var shuffle = SplitMix64(state: 7)
let shuffled = Array(0..<1000).sorted { _, _ in shuffle.next() & 1 == 0 }
let orders: [(String, [Int])] = [
    ("natural", Array(0..<1000)), ("reversed", Array((0..<1000).reversed())), ("shuffled", shuffled),
]

@inline(never) func keep(_ x: CGFloat) { if x.isNaN { print("") } }

/// Measures every label of `texts` in `order` with a label in `engine`'s system font at 17 points.
func measureLabels(_ texts: [String], _ order: [Int], engine: any TextEngine) -> Double {
    TextEngines.withTextEngine(engine) {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 17)
        let start = DispatchTime.now().uptimeNanoseconds
        var sum: CGFloat = 0
        for i in order {
            label.text = texts[i]
            sum += label.sizeThatFits(CGSize(width: 0, height: 0)).width
            sum += label.sizeThatFits(CGSize(width: 200, height: 0)).height
        }
        keep(sum)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
}

func measurePango(_ pango: Pango, _ texts: [String], _ order: [Int]) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    var sum: Int32 = 0
    for i in order {
        sum &+= pango.measure(texts[i], width: nil).0
        sum &+= pango.measure(texts[i], width: 200).1
    }
    keep(CGFloat(sum))
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

let full = HarfBuzzTextEngine.shared
// `trellis-text-bench profile` runs only the full engine's warm passes (for perf).
if CommandLine.arguments.contains("profile") {
    for _ in 0..<20 { keep(CGFloat(measureLabels(mixed, Array(0..<1000), engine: full))) }
    exit(0)
}
let pango = Pango(family: "DejaVu Sans", pixelSize: 17)
print("trellis-text-bench: 1,000 labels, natural and 200-point-wrapped size each; best of \(rounds) passes, ms")
print("order     swift-latin  full-mixed  full-cold  pango-mixed  full/swift  cold/swift  full/pango  cold/pango")
var worst: (String, Double, Double, Double, Double) = ("", 0, 0, 0, 0)
for (name, order) in orders {
    // The four runs interleave round by round (the machine's load falls on all alike); each keeps its best.
    var swift = Double.infinity, warm = Double.infinity, cold = Double.infinity, peer = Double.infinity
    _ = measureLabels(latin, order, engine: SwiftTextEngine.shared)
    _ = measureLabels(mixed, order, engine: full)
    for _ in 0..<rounds {
        swift = min(swift, measureLabels(latin, order, engine: SwiftTextEngine.shared))
        warm = min(warm, measureLabels(mixed, order, engine: full))
        full.removeCachedShapes()
        cold = min(cold, measureLabels(mixed, order, engine: full))
        _ = measureLabels(mixed, order, engine: full)  // warm again for the next round
        if let pango { peer = min(peer, measurePango(pango, mixed, order)) }
    }
    if pango == nil { peer = .nan }
    print(
        String(
            format: "%-9@ %11.2f %11.2f %10.2f %12.2f %11.2f %11.2f %11.2f %11.2f", name as NSString, swift, warm, cold,
            peer, warm / swift, cold / swift, warm / peer, cold / peer))
    if worst.0.isEmpty || warm / swift > worst.1 / worst.4 { worst = (name, warm, cold, peer, swift) }
}
print(
    String(
        format:
            "worst order (%@): full engine %.2f× the pure-Swift engine on Latin (cold cache %.2f×), %.2f× Pango's layout (cold %.2f×); per label %.1f µs (Pango %.1f µs)",
        worst.0 as NSString, worst.1 / worst.4, worst.2 / worst.4, worst.1 / worst.3, worst.2 / worst.3, worst.1,
        worst.3))
