/// A table of text cells printed either aligned for a terminal or as a Markdown table.
struct Table {
    var headers: [String]
    /// The numeric columns: right-aligned.
    var numericColumns: Range<Int>
    var rows: [[String]] = []

    init(headers: [String], numericColumns: Range<Int>) {
        self.headers = headers
        self.numericColumns = numericColumns
    }

    func render(markdown: Bool) -> String {
        if markdown {
            var lines = [line(headers)]
            lines.append(
                "|" + headers.indices.map { numericColumns.contains($0) ? " ---: |" : " --- |" }.joined())
            lines += rows.map(line)
            return lines.joined(separator: "\n")
        }
        var widths = headers.map(\.count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        func pad(_ row: [String]) -> String {
            row.enumerated().map { i, cell in
                let fill = String(repeating: " ", count: widths[i] - cell.count)
                return numericColumns.contains(i) ? fill + cell : cell + fill
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([pad(headers), rule] + rows.map(pad)).joined(separator: "\n")
    }

    private func line(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingPipes() }.joined(separator: " | ") + " |"
    }
}

extension String {
    fileprivate func replacingPipes() -> String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
