import Foundation
import Testing
import TrellisTestSupport

@testable import Trellis

/// The visual format language: every example of Apple's "Visual Format Language" guide, real-world formats,
/// options, and errors with their positions.
@Suite struct VisualFormatTests {
    private func vfl(
        _ format: String, _ options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]? = nil,
        _ views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try NSLayoutConstraint.constraintsThrowing(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch {
            Issue.record("\(error)")
            return []
        }
    }

    private func vfl(_ format: String, metrics: [String: Any]? = nil, _ views: [String: Any]) -> [NSLayoutConstraint] {
        vfl(format, [], metrics: metrics, views)
    }

    private func error(_ format: String, _ views: [String: Any]) -> VisualFormatError? { error(format, [], views) }

    private func error(
        _ format: String, _ options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]? = nil,
        _ views: [String: Any]
    ) -> VisualFormatError? {
        do {
            _ = try NSLayoutConstraint.constraintsThrowing(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
            Issue.record("\(format) parsed")
            return nil
        } catch {
            return error
        }
    }

    private func pri(_ c: NSLayoutConstraint, _ p: UILayoutPriority) -> NSLayoutConstraint {
        c.priority = p
        return c
    }

    // MARK: Apple's guide

    @Test func standardSpace() {
        let (root, v) = makeRoot(width: 300, count: 2)
        defer { withExtendedLifetime(root) {} }
        #expect(
            signatures(vfl("[button]-[textField]", ["button": v[0], "textField": v[1]]))
                == signatures([v[1].leadingAnchor.constraint(equalTo: v[0].trailingAnchor, constant: 8)]))
    }

    @Test func widthConstraint() {
        let (root, v) = makeRoot(width: 300, count: 1)
        defer { withExtendedLifetime(root) {} }
        #expect(
            signatures(vfl("[button(>=50)]", ["button": v[0]]))
                == signatures([v[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 50)]))
    }

    @Test func connectionToSuperview() {
        let (root, v) = makeRoot(width: 300, count: 1)
        #expect(
            signatures(vfl("|-50-[purpleBox]-50-|", ["purpleBox": v[0]]))
                == signatures([
                    v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
                    root.trailingAnchor.constraint(equalTo: v[0].trailingAnchor, constant: 50),
                ]))
    }

    @Test func verticalLayout() {
        let (root, v) = makeRoot(width: 300, count: 2)
        defer { withExtendedLifetime(root) {} }
        #expect(
            signatures(vfl("V:[topField]-10-[bottomField]", ["topField": v[0], "bottomField": v[1]]))
                == signatures([v[1].topAnchor.constraint(equalTo: v[0].bottomAnchor, constant: 10)]))
    }

    @Test func flushViews() {
        let (root, v) = makeRoot(width: 300, count: 2)
        defer { withExtendedLifetime(root) {} }
        #expect(
            signatures(vfl("[maroonView][blueView]", ["maroonView": v[0], "blueView": v[1]]))
                == signatures([v[1].leadingAnchor.constraint(equalTo: v[0].trailingAnchor)]))
    }

    @Test func priority() {
        let (root, v) = makeRoot(width: 300, count: 1)
        defer { withExtendedLifetime(root) {} }
        #expect(
            signatures(vfl("[button(100@20)]", ["button": v[0]]))
                == signatures([pri(v[0].widthAnchor.constraint(equalToConstant: 100), 20)]))
    }

    @Test func equalWidths() {
        let (root, v) = makeRoot(width: 300, count: 2)
        defer { withExtendedLifetime(root) {} }
        #expect(
            signatures(vfl("[button1(==button2)]", ["button1": v[0], "button2": v[1]]))
                == signatures([v[0].widthAnchor.constraint(equalTo: v[1].widthAnchor)]))
    }

    @Test func multiplePredicates() {
        let (root, v) = makeRoot(width: 300, count: 1)
        defer { withExtendedLifetime(root) {} }
        #expect(
            signatures(vfl("[flexibleButton(>=70,<=100)]", ["flexibleButton": v[0]]))
                == signatures([
                    v[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 70),
                    v[0].widthAnchor.constraint(lessThanOrEqualToConstant: 100),
                ]))
    }

    /// `|-[find]-[findNext]-[findField(>=20)]-|`: constraints and frames.
    @Test func completeLineOfLayout() {
        let (root, _) = makeRoot(width: 300, count: 0)
        let find = FixedSizeView(40, 20), next = FixedSizeView(50, 20), field = FixedSizeView(30, 20)
        for v in [find, next, field] { root.addSubview(v) }
        let made = vfl(
            "|-[find]-[findNext]-[findField(>=20)]-|", .alignAllTop,
            ["find": find, "findNext": next, "findField": field])
        #expect(
            signatures(made)
                == signatures([
                    find.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                    next.leadingAnchor.constraint(equalTo: find.trailingAnchor, constant: 8),
                    field.leadingAnchor.constraint(equalTo: next.trailingAnchor, constant: 8),
                    field.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
                    root.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: 20),
                    next.topAnchor.constraint(equalTo: find.topAnchor),
                    field.topAnchor.constraint(equalTo: next.topAnchor),
                ]))
        NSLayoutConstraint.activate(made)
        find.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
        find.setContentHuggingPriority(.init(300), for: .horizontal)
        next.setContentHuggingPriority(.init(300), for: .horizontal)
        root.layoutIfNeeded()
        #expect(find.frame == CGRect(x: 20, y: 5, width: 40, height: 20))
        // findNext at 20 + 40 + 8 = 68; findField from 68 + 50 + 8 = 126 to 300 − 20 = 280.
        #expect(next.frame == CGRect(x: 68, y: 5, width: 50, height: 20))
        #expect(field.frame == CGRect(x: 126, y: 5, width: 154, height: 20))
    }

    // MARK: Real-world formats

    @Test func stackedWithSlack() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2)
        let made = vfl("V:|-0-[a]-0-[b]-(>=0)-|", ["a": v[0], "b": v[1]])
        #expect(
            signatures(made)
                == signatures([
                    v[0].topAnchor.constraint(equalTo: root.topAnchor),
                    v[1].topAnchor.constraint(equalTo: v[0].bottomAnchor),
                    root.bottomAnchor.constraint(greaterThanOrEqualTo: v[1].bottomAnchor),
                ]))
    }

    @Test func imageAndLabel() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2)
        let made = vfl("H:|-0-[image]-0-[label]-0-|", ["image": v[0], "label": v[1]])
        #expect(
            signatures(made)
                == signatures([
                    v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    v[1].leadingAnchor.constraint(equalTo: v[0].trailingAnchor),
                    root.trailingAnchor.constraint(equalTo: v[1].trailingAnchor),
                ]))
        NSLayoutConstraint.activate(made)
        v[0].widthAnchor.constraint(equalToConstant: 60).isActive = true
        root.layoutIfNeeded()
        #expect(v[0].frame.minX == 0 && v[0].frame.width == 60)
        #expect(v[1].frame.minX == 60 && v[1].frame.width == 240)
    }

    @Test func optionalBottom() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 1)
        #expect(
            signatures(vfl("V:[image]-(0@749)-|", ["image": v[0]]))
                == signatures([pri(root.bottomAnchor.constraint(equalTo: v[0].bottomAnchor), 749)]))
    }

    /// Metrics by name for spaces, sizes and priorities; negative constants in parentheses.
    @Test func metrics() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2)
        let metrics: [String: Any] = ["margin": 12, "w": CGFloat(44.5), "p": NSNumber(value: 600), "neg": -3.0]
        let made = vfl(
            "H:|-margin-[a(w@p)]-(<=margin,-4)-[b(>=a@p)]-(neg)-|", metrics: metrics, ["a": v[0], "b": v[1]])
        #expect(
            signatures(made)
                == signatures([
                    v[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
                    pri(v[0].widthAnchor.constraint(equalToConstant: 44.5), 600),
                    v[1].leadingAnchor.constraint(lessThanOrEqualTo: v[0].trailingAnchor, constant: 12),
                    v[1].leadingAnchor.constraint(equalTo: v[0].trailingAnchor, constant: -4),
                    pri(v[1].widthAnchor.constraint(greaterThanOrEqualTo: v[0].widthAnchor), 600),
                    root.trailingAnchor.constraint(equalTo: v[1].trailingAnchor, constant: -3),
                ]))
    }

    // MARK: Options

    @Test func alignmentOptions() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 3)
        defer { withExtendedLifetime(root) {} }
        let views = ["a": v[0], "b": v[1], "c": v[2]]
        #expect(
            signatures(vfl("V:[a][b]", [.alignAllLeading, .alignAllCenterX], views))
                == signatures([
                    v[1].topAnchor.constraint(equalTo: v[0].bottomAnchor),
                    v[1].leadingAnchor.constraint(equalTo: v[0].leadingAnchor),
                    v[1].centerXAnchor.constraint(equalTo: v[0].centerXAnchor),
                ]))
        #expect(
            signatures(vfl("[a][b][c]", [.alignAllCenterY, .alignAllLastBaseline], views)).suffix(4)
                == signatures([
                    v[1].centerYAnchor.constraint(equalTo: v[0].centerYAnchor),
                    v[2].centerYAnchor.constraint(equalTo: v[1].centerYAnchor),
                    v[1].lastBaselineAnchor.constraint(equalTo: v[0].lastBaselineAnchor),
                    v[2].lastBaselineAnchor.constraint(equalTo: v[1].lastBaselineAnchor),
                ]))
        let wrongAxis = error("H:[a][b]", .alignAllLeft, views)
        #expect(wrongAxis?.message.contains("aligned on a horizontal edge") == true)
        #expect(error("V:[a][b]", .alignAllBottom, views)?.message.contains("vertical edge") == true)
    }

    @Test func directionOptions() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2)
        let views = ["a": v[0], "b": v[1]]
        #expect(
            signatures(vfl("|-[a]-[b]", .directionLeftToRight, views))
                == signatures([
                    v[0].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
                    v[1].leftAnchor.constraint(equalTo: v[0].rightAnchor, constant: 8),
                ]))
        // Right to left: a's right edge 20 inside the superview's right, b 8 to the left of a.
        let rtl = vfl("|-[a]-[b(30)]", .directionRightToLeft, views)
        #expect(
            signatures(rtl)
                == signatures([
                    root.rightAnchor.constraint(equalTo: v[0].rightAnchor, constant: 20),
                    v[0].leftAnchor.constraint(equalTo: v[1].rightAnchor, constant: 8),
                    v[1].widthAnchor.constraint(equalToConstant: 30),
                ]))
        NSLayoutConstraint.activate(rtl)
        v[0].widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        // a: right edge 300 − 20 = 280, so x = 230; b: right edge 230 − 8 = 222, so x = 192.
        #expect(v[0].frame.minX == 230 && v[1].frame.minX == 192)
    }

    // MARK: Errors

    @Test func errorPositions() {
        let (root, v) = makeRoot(width: 300, height: 200, count: 2)
        defer { withExtendedLifetime(root) {} }
        let views: [String: Any] = ["a": v[0], "b": v[1], "button": v[0], "notAView": "text", "loose": UIView()]
        let cases: [(String, Int, String)] = [
            ("H:|-[button-|", 11, "Expected ']' to end a view"),
            ("H:[a]-[c]", 7, "c is not a key in the views dictionary."),
            ("H:[a(=50)]", 5, "Unknown relation. Must be ==, >=, or <="),
            ("H:[a]-x-[b]", 6, "Expected a number or key from the metrics dictionary"),
            ("H:[a(==50@2000)]", 10, "Priority must be between 1 and 1000"),
            ("V:|[loose]", 2, "Unable to interpret '|' character, because the related view doesn't have a superview"),
            ("H:[a]-", 6, "Expected a view"),
            ("H:[a]-(>=10-[b]", 11, "Expected ')' or ','"),
            ("X:[a]", 0, "Expected 'H' or 'V'"),
            ("H:[a]|[b]", 6, "Expected the end of the format"),
            ("H:[a]-(b)-[b]", 7, "a connection relates to a number or a metric only"),
            ("H:[notAView]", 3, "is not a view"),
            ("H:a", 2, "Expected a view"),
            ("[a]-[b]-10", 10, "Expected '-' to end the connection"),
            // Positions count characters, not bytes: "é" is 2 bytes, "👍🏽" 8, "🇫🇷" 8.
            ("H:[é]", 3, "Expected a view name"),
            ("H:|-[a]-👍🏽-[b]", 8, "Expected a number or key from the metrics dictionary"),
            ("H:[a]-(🇫🇷)-[b]", 7, "Expected a number, a metric"),
            ("🇫🇷:[a]", 0, "Expected a view"),
            ("H:[a(==5)]é", 10, "Expected a view"),
        ]
        for (format, position, message) in cases {
            let e = error(format, views)
            #expect(e?.position == position, "\(format)")
            #expect(e?.message.contains(message) == true, "\(format): \(e?.message ?? "no error")")
        }
        let e = error("H:|-[button-|", views)
        #expect(
            e?.description
                == "Unable to parse constraint format: \nExpected ']' to end a view\nH:|-[button-|\n           ^")
    }

    /// The UIKit-signature form logs and returns no constraints.
    @Test func loggingFormReturnsNothing() {
        NSLayoutConstraint.logsVisualFormatErrors = false
        defer { NSLayoutConstraint.logsVisualFormatErrors = true }
        let (root, v) = makeRoot(width: 300, height: 200, count: 1)
        defer { withExtendedLifetime(root) {} }
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a(]", metrics: nil, views: ["a": v[0]]).isEmpty)
        #expect(
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a(>=5)]", metrics: nil, views: ["a": v[0]]).count == 1)
    }
}
