import Testing
import TrellisSolver

private typealias ParsedExpression = ConstraintFile.ParsedExpression
private typealias Term = ConstraintFile.ParsedExpression.Term

/// Parses `text`, failing the test on an error.
private func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ConstraintFile? {
    do {
        return try ConstraintFile(parsing: text, fileName: "t.cl")
    } catch {
        Issue.record("unexpected parse error: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The description of the error parsing `text` as `t.cl`, or `nil` if it parses.
private func parseError(_ text: String) -> String? {
    do {
        _ = try ConstraintFile(parsing: text, fileName: "t.cl")
        return nil
    } catch {
        return error.description
    }
}

/// The action of the only statement of `text`.
private func action(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ConstraintFile.Action? {
    guard let file = parse(text, sourceLocation: sourceLocation) else { return nil }
    #expect(file.statements.count == 1, sourceLocation: sourceLocation)
    return file.statements.first?.action
}

@Suite("Constraint file parser: statements")
struct ConstraintFileParserStatementTests {
    @Test func requiredConstraintWithLineAndText() {
        let file = parse("# header\n\n  x + 2*y <= 100   # required\n")
        #expect(
            file?.statements == [
                .init(
                    line: 3, text: "x + 2*y <= 100",
                    action: .constraint(
                        lhs: ParsedExpression([Term("x"), Term("y", 2)]), relation: .lessThanOrEqual,
                        rhs: ParsedExpression(constant: 100), priority: .required))
            ])
        #expect(file?.variableNames == ["x", "y"])
        #expect(file?.fileName == "t.cl")
    }

    @Test func numericAndNamedPriorities() {
        let file = parse(
            """
            w == 40 @ 250
            a.left == b.right + 8 @ high
            a >= 1 @ required
            a >= 2 @ medium
            a >= 3 @ low
            a >= 4 @fitting
            a >= 5 @ 999.5
            a >= 6 @ 1000
            a >= 7 @ 1e-3
            """)
        let priorities: [Priority] =
            file?.statements.compactMap {
                if case let .constraint(_, _, _, priority) = $0.action { return priority }
                return nil
            } ?? []
        #expect(priorities == [250, .high, .required, .medium, .low, .fitting, 999.5, .required, 0.001])
        #expect(priorities.map(\.rawValue) == [250, 750, 1000, 500, 250, 50, 999.5, 1000, 0.001])
    }

    @Test func relations() {
        let relations: [Relation] =
            parse("x == 1\nx <= 2\nx >= 3")?.statements.compactMap {
                if case let .constraint(_, relation, _, _) = $0.action { return relation }
                return nil
            } ?? []
        #expect(relations == [.equal, .lessThanOrEqual, .greaterThanOrEqual])
    }

    @Test func editSuggestRemove() {
        let file = parse(
            """
            edit W @ 999
            edit H
            edit D @ low
            suggest W 320
            suggest H -12.5
            x == W          # line 6
            remove 6
            """)
        #expect(
            file?.statements.map(\.action) == [
                .editVariable(name: "W", priority: 999),
                .editVariable(name: "H", priority: ConstraintFile.defaultEditPriority),
                .editVariable(name: "D", priority: .low),
                .suggestValue(name: "W", value: 320),
                .suggestValue(name: "H", value: -12.5),
                .constraint(
                    lhs: ParsedExpression([Term("x")]), relation: .equal, rhs: ParsedExpression([Term("W")]),
                    priority: .required),
                .remove(line: 6),
            ])
        #expect(file?.statements.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
        #expect(file?.statements[5].text == "x == W")
        #expect(ConstraintFile.defaultEditPriority == 999)
        #expect(file?.variableNames == ["W", "H", "D", "x"])
    }

    @Test func numbersReadExactlyAsDoubleParsesThem() {
        // The tokenizer's fast path (m / 10^k) against Swift's own `Double(_:)` (strtod, correctly rounded), on
        // decimals with 1–17 digits and 0–17 fraction digits around the fast path's 15-digit limit.
        var state: UInt64 = 0x1234_5678
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = Int(state >> 59) % 17 + 1
            var text = String(state % 100_000_000_000_000_000).prefix(digits).description
            let fraction = Int((state >> 40) % UInt64(text.count + 1))
            if fraction > 0 { text.insert(".", at: text.index(text.endIndex, offsetBy: -fraction)) }
            let parsed = action("x == \(text)")
            #expect(
                parsed
                    == .constraint(
                        lhs: ParsedExpression([Term("x")]), relation: .equal,
                        rhs: ParsedExpression(constant: Double(text)!),
                        priority: .required), "\(text)")
        }
    }

    @Test func constantPriorityAndRemoveEdit() {
        let file = parse(
            """
            w == 40 @ 250
            edit W
            constant 1 -60
            priority 1 low
            remove edit W
            edit W @ 10
            """)
        #expect(
            file?.statements.dropFirst().map(\.action) == [
                .editVariable(name: "W", priority: 999), .updateConstant(line: 1, constant: -60),
                .updatePriority(line: 1, priority: .low), .removeEditVariable(name: "W"),
                .editVariable(name: "W", priority: 10),
            ])
        #expect(
            parseError("x == 1\nconstant 1") == "t.cl:2:11: expected a number after 'constant 1', found end of line")
        #expect(
            parseError("x == 1\npriority 2 low")
                == "t.cl:2:10: line 2 holds no constraint (priority can only name an earlier line)")
        #expect(parseError("edit W\nremove edit W\nsuggest W 1") != nil)
        #expect(parseError("remove edit W") == "t.cl:1:13: 'W' is not an edit variable")
        // Before anything but a number they are names, as before.
        #expect(action("constant == priority + 1")?.isConstraint == true)
    }

    @Test func keywordsOnlyAtStatementStart() {
        #expect(
            action("x == edit + suggest - remove")
                == .constraint(
                    lhs: ParsedExpression([Term("x")]), relation: .equal,
                    rhs: ParsedExpression([Term("edit"), Term("suggest"), Term("remove", -1)]), priority: .required))
        #expect(action("edit remove") == .editVariable(name: "remove", priority: 999))
        #expect(action("editor == 3")?.isConstraint == true)
        #expect(action("edit.x == 3")?.isConstraint == true)
        // Priority names are only priority names after '@'.
        #expect(action("high == low @ low")?.isConstraint == true)
    }

    @Test func blankLinesCommentsAndLineEndings() {
        let file = parse("\r\n# only a comment\r\n   \t \r\nx == 1 # c\r\ny == 2")
        #expect(file?.statements.map(\.line) == [4, 5])
        #expect(file?.statements.map(\.text) == ["x == 1", "y == 2"])
        #expect(parse("")?.statements == [])
        #expect(parse("# nothing\n\n")?.variableNames == [])
        #expect(parse("x==1#no space")?.statements.first?.text == "x==1")
    }

    @Test func variablesInOrderOfFirstMentionAndSortedByBytes() {
        let file = parse(
            """
            ab == a_b + a.b
            a == B + é
            edit Z
            suggest Z 1
            """)
        #expect(file?.variableNames == ["ab", "a_b", "a.b", "a", "B", "é", "Z"])
        #expect(file?.sortedVariableNames == ["B", "Z", "a", "a.b", "a_b", "ab", "é"])
    }
}

@Suite("Constraint file parser: expressions")
struct ConstraintFileParserExpressionTests {
    /// The left side of the constraint `text == 0`.
    private func lhs(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ParsedExpression? {
        guard case let .constraint(lhs, _, _, _)? = action("\(text) == 0", sourceLocation: sourceLocation) else {
            return nil
        }
        return lhs
    }

    @Test func specExample() {
        #expect(
            action("-(x - y)/2 + 3 >= 0.5*z")
                == .constraint(
                    lhs: ParsedExpression([Term("x", -0.5), Term("y", 0.5)], constant: 3),
                    relation: .greaterThanOrEqual,
                    rhs: ParsedExpression([Term("z", 0.5)]), priority: .required))
    }

    @Test func precedenceAndAssociativity() {
        #expect(lhs("1 + 2*3") == ParsedExpression(constant: 7))
        #expect(lhs("(1 + 2)*3") == ParsedExpression(constant: 9))
        #expect(lhs("10 - 4 - 3") == ParsedExpression(constant: 3))
        #expect(lhs("12 / 3 / 2") == ParsedExpression(constant: 2))
        #expect(lhs("12 / (3 / 2)") == ParsedExpression(constant: 8))
        #expect(lhs("2*-x") == ParsedExpression([Term("x", -2)]))
        #expect(lhs("--x") == ParsedExpression([Term("x")]))
        #expect(lhs("-x*3") == ParsedExpression([Term("x", -3)]))
        #expect(lhs("x*2*3") == ParsedExpression([Term("x", 6)]))
        #expect(lhs("(2 - 5)*(x + 1)") == ParsedExpression([Term("x", -3)], constant: -3))
        #expect(lhs("x/4") == ParsedExpression([Term("x", 0.25)]))
        #expect(lhs("(a - b)/(1 + 1)") == ParsedExpression([Term("a", 0.5), Term("b", -0.5)]))
    }

    @Test func termsMergeInOrderOfFirstOccurrence() {
        #expect(lhs("y + x + y - 2*x + 3") == ParsedExpression([Term("y", 2), Term("x", -1)], constant: 3))
        // Cancelled terms disappear from the expression but the name still counts as mentioned.
        let file = parse("x - x + 1 == y")
        #expect(
            file?.statements.first?.action
                == .constraint(
                    lhs: ParsedExpression(constant: 1), relation: .equal, rhs: ParsedExpression([Term("y")]),
                    priority: .required))
        #expect(file?.variableNames == ["x", "y"])
        // A product with a zero constant is linear; the term is dropped.
        #expect(lhs("0*x + 2") == ParsedExpression(constant: 2))
    }

    @Test(arguments: [
        ("12", 12.0), ("3.", 3.0), (".5", 0.5), ("0.25", 0.25), ("1.67772e+07", 16_777_200.0), ("2E3", 2000.0),
        ("1e-05", 0.00001), ("7.5e-1", 0.75), ("007", 7.0),
    ])
    func numbers(text: String, value: Double) {
        #expect(lhs(text) == ParsedExpression(constant: value))
    }

    @Test func namesWithDigitsUnderscoresAndDots() {
        #expect(
            lhs("col_2.x + _a + .b + a.5") == ParsedExpression([Term("col_2.x"), Term("_a"), Term(".b"), Term("a.5")]))
        #expect(lhs("größe") == ParsedExpression([Term("größe")]))
        // A '.' followed by a digit starts a number; an 'e' without digits is not an exponent.
        #expect(lhs("a-.5") == ParsedExpression([Term("a")], constant: -0.5))
    }
}

@Suite("Constraint file parser: errors")
struct ConstraintFileParserErrorTests {
    @Test(arguments: [
        // Syntax: what was expected and what was found, at the found token.
        ("a @ 5", "t.cl:1:3: expected '==', '<=' or '>=' after the left side, found '@'"),
        ("x + y", "t.cl:1:6: expected '==', '<=' or '>=' after the left side, found end of line"),
        ("x = 1", "t.cl:1:3: expected '==', '<=' or '>=' after the left side, found '='"),
        ("x =< 1", "t.cl:1:3: expected '==', '<=' or '>=' after the left side, found '='"),
        ("2x == 1", "t.cl:1:2: expected '==', '<=' or '>=' after the left side, found 'x'"),
        ("2ex == 1", "t.cl:1:2: expected '==', '<=' or '>=' after the left side, found 'ex'"),
        ("x == ", "t.cl:1:6: expected a number, a variable name or '(', found end of line"),
        ("x == * 2", "t.cl:1:6: expected a number, a variable name or '(', found '*'"),
        ("== 2", "t.cl:1:1: expected a number, a variable name or '(', found '=='"),
        ("x == +2", "t.cl:1:6: expected a number, a variable name or '(', found '+'"),
        ("x == 1 $", "t.cl:1:8: expected '@' or end of line after the right side, found '$'"),
        ("x == y z", "t.cl:1:8: expected '@' or end of line after the right side, found 'z'"),
        ("x == y == z", "t.cl:1:8: expected '@' or end of line after the right side, found '=='"),
        ("x == 1\t\u{7}", "t.cl:1:8: expected '@' or end of line after the right side, found character U+0007"),
        ("(x + 1 == 2", "t.cl:1:8: expected ')' for the '(' at column 1, found '=='"),
        ("x == (1 + (2)", "t.cl:1:14: expected ')' for the '(' at column 6, found end of line"),
        (
            "x == 1 @",
            "t.cl:1:9: expected a priority (a number or required, high, medium, low, fitting) after '@', found end of line"
        ),
        ("x == 1 @ high 2", "t.cl:1:15: expected end of line after the priority, found '2'"),
        // Linearity, at the operator.
        ("x * y == 1", "t.cl:1:3: nonlinear term: both sides of '*' contain variables"),
        ("(a + 1) * (b - 2) == 0", "t.cl:1:9: nonlinear term: both sides of '*' contain variables"),
        ("1 == 2 * (x - x) * y", "t.cl:1:18: nonlinear term: both sides of '*' contain variables"),
        ("x / y == 1", "t.cl:1:3: division by an expression with variables"),
        ("1 == 4 / (y - y)", "t.cl:1:8: division by an expression with variables"),
        ("x / (2 - 2) == 1", "t.cl:1:3: division by zero"),
        ("x == 1/0", "t.cl:1:7: division by zero"),
        ("x == 1e400", "t.cl:1:6: number '1e400' is too large"),
        ("x == 1e300 * 1e300", "t.cl:1:12: the result of '*' is too large"),
        // Priorities, at the priority.
        ("x == 1 @ 0", "t.cl:1:10: priority must be in (0, 1000]"),
        ("x == 1 @ 1000.5", "t.cl:1:10: priority must be in (0, 1000]"),
        ("x == 1 @ -5", "t.cl:1:10: priority must be in (0, 1000]"),
        (
            "x == 1 @ strongest",
            "t.cl:1:10: unknown priority name 'strongest' (use required, high, medium, low, fitting or a number)"
        ),
        // Edit variables and suggestions.
        ("edit W @ 1000", "t.cl:1:10: edit variable priority must be below 1000"),
        ("edit W @ required", "t.cl:1:10: edit variable priority must be below 1000"),
        ("edit W @ 2000", "t.cl:1:10: priority must be in (0, 1000]"),
        ("edit == 5", "t.cl:1:6: expected a variable name after 'edit', found '=='"),
        ("edit W 5", "t.cl:1:8: expected '@' or end of line after the edit variable, found '5'"),
        ("edit W\nedit W @ low", "t.cl:2:6: duplicate edit variable 'W'"),
        ("suggest W 320", "t.cl:1:9: suggest for 'W', which is not an edit variable (declare it with 'edit W' first)"),
        (
            "suggest W 1\nedit W",
            "t.cl:1:9: suggest for 'W', which is not an edit variable (declare it with 'edit W' first)"
        ),
        ("edit W\nsuggest W", "t.cl:2:10: expected a number after 'suggest W', found end of line"),
        ("edit W\nsuggest W x", "t.cl:2:11: expected a number after 'suggest W', found 'x'"),
        ("edit W\nsuggest W - x", "t.cl:2:11: expected a number after 'suggest W', found '-'"),
        ("edit W\nsuggest W 1 2", "t.cl:2:13: expected end of line after the suggested value, found '2'"),
        ("suggest 3", "t.cl:1:9: expected a variable name after 'suggest', found '3'"),
        // Remove.
        ("x == 1\n\n\n\n\n\n# line 7\nremove 7", "t.cl:8:8: line 7 holds no constraint"),
        ("x == 1\n\nremove 2", "t.cl:3:8: line 2 holds no constraint"),
        ("edit W\nremove 1", "t.cl:2:8: line 1 holds no constraint"),
        ("x == 1\nremove 1\nremove 2", "t.cl:3:8: line 2 holds no constraint"),
        ("remove 2\nx == 1", "t.cl:1:8: line 2 holds no constraint (remove can only name an earlier line)"),
        ("x == 1\nremove 2", "t.cl:2:8: line 2 holds no constraint (remove can only name an earlier line)"),
        (
            "x == 1\nremove 99999999999999999999999",
            "t.cl:2:8: line 99999999999999999999999 holds no constraint (remove can only name an earlier line)"
        ),
        ("\u{FEFF}x * y == 1", "t.cl:1:3: nonlinear term: both sides of '*' contain variables"),
        ("remove 0", "t.cl:1:8: line 0 holds no constraint"),
        ("x == 1\nremove 1.0", "t.cl:2:8: expected a line number after 'remove', found '1.0'"),
        ("x == 1\nremove -1", "t.cl:2:8: expected a line number after 'remove', found '-'"),
        ("x == 1\nremove", "t.cl:2:7: expected a line number after 'remove', found end of line"),
        ("x == 1\nremove 1 # ok\nremove 1 1", "t.cl:3:10: expected end of line after the line number, found '1'"),
        // Columns count Unicode scalars; a tab is one column.
        ("é * ü == 1", "t.cl:1:3: nonlinear term: both sides of '*' contain variables"),
        ("\tx * y == 1", "t.cl:1:4: nonlinear term: both sides of '*' contain variables"),
        // The leftmost error on the first bad line wins.
        ("x == 1\ny == @\nz * z == 1", "t.cl:2:6: expected a number, a variable name or '(', found '@'"),
        ("x * y == 1 $", "t.cl:1:3: nonlinear term: both sides of '*' contain variables"),
        ("x == 1 $ * y", "t.cl:1:8: expected '@' or end of line after the right side, found '$'"),
    ])
    func error(text: String, expected: String) {
        #expect(parseError(text) == expected)
    }

    @Test func errorFieldsAndFileName() {
        do {
            _ = try ConstraintFile(parsing: "x == 1\nw == 40 @ 0", fileName: "layouts/a.cl")
            Issue.record("expected an error")
        } catch {
            #expect(error.fileName == "layouts/a.cl")
            #expect(error.line == 2)
            #expect(error.column == 11)
            #expect(error.message == "priority must be in (0, 1000]")
            #expect(error.description == "layouts/a.cl:2:11: priority must be in (0, 1000]")
        }
        #expect(throws: ConstraintFileError.self) { try ConstraintFile(parsing: "x *") }
        #expect(ConstraintFileError.exitStatus == 2)
    }

    @Test func defaultFileNameIsStdin() {
        #expect(
            throws: ConstraintFileError(
                fileName: "<stdin>", line: 1, column: 1,
                message:
                    "expected a number, a variable name or '(', found '@'")
        ) {
            try ConstraintFile(parsing: "@")
        }
    }
}

extension ConstraintFile.Action {
    fileprivate var isConstraint: Bool {
        if case .constraint = self { return true }
        return false
    }
}
