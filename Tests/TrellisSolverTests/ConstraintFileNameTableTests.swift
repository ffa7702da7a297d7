import Testing

@testable import TrellisSolver

/// The parser's and runner's name table against a dictionary built beside it: the same index for every name,
/// in order of first mention, across the table's growth.
@Suite struct ConstraintFileNameTableTests {
    @Test func indicesFollowFirstMentionAcrossGrowth() {
        // 3,000 mentions of 1,000 names (ASCII, dotted, non-ASCII), each name mentioned three times, in an order
        // that mixes first and later mentions; the table starts at 16 slots and doubles seven times.
        let distinct = (0..<1000).map { i in i % 3 == 0 ? "v\(i)" : i % 3 == 1 ? "view\(i).left" : "größe_\(i)" }
        var mentions: [String] = []
        for i in 0..<1000 { mentions += [distinct[i], distinct[(i * 7) % 1000], distinct[i / 2]] }
        var table = ConstraintFileNameTable()
        var reference: [String: Int] = [:]
        var order: [String] = []
        for name in mentions {
            if reference[name] == nil {
                reference[name] = order.count
                order.append(name)
            }
            #expect(table.insert(name) == reference[name])
        }
        #expect(table.names == order)
        #expect(order.count == 1000)
        for name in order { #expect(table.index(of: name) == reference[name]) }
        #expect(table.index(of: "v1") == nil)  // 1 % 3 == 1: only "view1.left" exists
        #expect(table.index(of: "") == nil)
    }

    @Test func tableFromNamesKeepsTheFirstIndexOfARepeatedName() {
        let table = ConstraintFileNameTable(["a", "b", "a", "c"])
        #expect(table.names == ["a", "b", "c"])
        #expect(table.index(of: "a") == 0)
        #expect(table.index(of: "c") == 2)
    }
}
