import Foundation
import Testing

@testable import Trellis

/// A header with a multiline 15-point label 8 points in from every side.
final class LabelHeader: UICollectionReusableView {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        install(label, in: self)
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A `CompositionalSource` whose supplementary views are dequeued `LabelHeader`s showing `lines` lines.
final class SupplementarySource: NSObject, UICollectionViewDataSource {
    let items: CompositionalSource
    var lines = 1
    init(_ counts: [Int]) { items = CompositionalSource(counts) }
    func numberOfSections(in collectionView: UICollectionView) -> Int { items.counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        items.collectionView(collectionView, cellForItemAt: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? LabelHeader)?.label.text = (0..<lines).map { "line \($0)" }.joined(separator: "\n")
        return view
    }
}

/// Boundary supplementary items: section and layout headers and footers, pinned headers, self-sizing headers,
/// headers of orthogonal sections.
extension UICollectionViewCompositionalLayoutTests {
    func supplementaryCollection(
        _ source: SupplementarySource, layout: UICollectionViewCompositionalLayout, kinds: [String],
        height: CGFloat = 100
    ) -> (UIRootView, UICollectionView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        let cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in kinds {
            cv.register(LabelHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        cv.dataSource = source
        root.addSubview(cv)
        root.layoutIfNeeded()
        return (root, cv)
    }

    func fullWidthRows(height: CGFloat) -> NSCollectionLayoutGroup {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        return .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            subitems: [item])
    }

    func boundary(
        _ kind: String, _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension,
        _ alignment: NSRectAlignment, offset: CGPoint = .zero
    ) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height), elementKind: kind,
            alignment: alignment, absoluteOffset: offset)
    }

    func supplementaryFrame(_ cv: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
        cv.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    /// Sections of 40-point rows inside insets 5 top and bottom, 10 leading and trailing, with a header
    /// (full width of the inset section, 30 tall, on top), a 100 × 20 footer at the bottom trailing corner, and
    /// a 20 × 20 badge over the top trailing corner (not extending, moved by (5, −5)); the layout has a
    /// 50-point header. Section 0 (2 rows) starts under the layout header at 50: header (10, 50, 300, 30),
    /// rows from 80 + 5 = 85 at 85 and 125, content to 165 + 5 = 170, footer at x 310 − 100 = 210, y 170,
    /// badge at (310 − 20 + 5, 50 − 5); the section ends at 190. Section 1 (1 row): header at 190, row at
    /// 225, footer at 270; content 290 tall.
    @Test func headersFootersAndLayoutHeaderTakeTheirPlaces() throws {
        let section = NSCollectionLayoutSection(group: fullWidthRows(height: 40))
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let badge = boundary("badge", .absolute(20), .absolute(20), .topTrailing, offset: CGPoint(x: 5, y: -5))
        badge.extendsBoundary = false
        section.boundarySupplementaryItems = [
            boundary("header", .fractionalWidth(1), .absolute(30), .top),
            boundary("footer", .absolute(100), .absolute(20), .bottomTrailing), badge,
        ]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [boundary("top", .fractionalWidth(1), .absolute(50), .top)]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let source = SupplementarySource([2, 1])
        let (_, cv) = supplementaryCollection(
            source, layout: layout, kinds: ["header", "footer", "badge", "top"], height: 400)
        #expect(supplementaryFrame(cv, "top", 0) == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(supplementaryFrame(cv, "header", 0) == CGRect(x: 10, y: 50, width: 300, height: 30))
        #expect(frame(cv, 0, 0) == CGRect(x: 10, y: 85, width: 300, height: 40))
        #expect(frame(cv, 1, 0) == CGRect(x: 10, y: 125, width: 300, height: 40))
        #expect(supplementaryFrame(cv, "footer", 0) == CGRect(x: 210, y: 170, width: 100, height: 20))
        #expect(supplementaryFrame(cv, "badge", 0) == CGRect(x: 295, y: 45, width: 20, height: 20))
        #expect(supplementaryFrame(cv, "header", 1) == CGRect(x: 10, y: 190, width: 300, height: 30))
        #expect(frame(cv, 0, 1) == CGRect(x: 10, y: 225, width: 300, height: 40))
        #expect(supplementaryFrame(cv, "footer", 1) == CGRect(x: 210, y: 270, width: 100, height: 20))
        #expect(cv.contentSize == CGSize(width: 320, height: 290))
        // The views the data source dequeued show at those frames, above the cells.
        let header = try #require(cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1)))
        #expect(header is LabelHeader)
        #expect(header.frame == CGRect(x: 10, y: 190, width: 300, height: 30))
        #expect(cv.supplementaryView(forElementKind: "top", at: IndexPath(item: 0, section: 0))?.frame.height == 50)
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(try #require(cv.subviews.firstIndex { $0 === header }) > cv.subviews.firstIndex { $0 === cell }!)
    }

    /// Two sections of three 40-point rows under a pinned 30-point header: section 0 spans 0–150 (header
    /// 0–30, rows 30–150), section 1 150–300; the view is 100 tall. Scrolled down (trackpad) to 50, header 0 sits at the
    /// visible top (50); at 130 it would sit at 130 but may not pass its section's end: 150 − 30 = 120 (pushed
    /// up by header 1 at 150); at 160 header 1 is at the top (160) and covers row 1.0 (180–220) partly,
    /// above it.
    @Test func pinnedHeaderStaysAtTheTopUntilTheNextSectionPushesIt() throws {
        let section = NSCollectionLayoutSection(group: fullWidthRows(height: 40))
        let pinned = boundary("header", .fractionalWidth(1), .absolute(30), .top)
        pinned.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinned]
        let source = SupplementarySource([3, 3])  // the collection view holds its data source weakly
        let (root, cv) = supplementaryCollection(
            source, layout: UICollectionViewCompositionalLayout(section: section),
            kinds: ["header"])
        #expect(cv.contentSize.height == 300)
        func headerFrame(_ s: Int) -> CGRect? {
            cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: s))?.frame
        }
        var t = 0.0
        func wheel(_ dy: CGFloat) throws {
            _ = try root.send(
                .pointerScrolled(by: CGPoint(x: 0, y: dy), type: .continuous, at: CGPoint(x: 10, y: 50)), at: t)
            t += 1
            root.layoutIfNeeded()
        }
        try wheel(50)
        #expect(cv.contentOffset.y == 50)
        #expect(headerFrame(0) == CGRect(x: 0, y: 50, width: 320, height: 30))
        #expect(headerFrame(1) == CGRect(x: 0, y: 150, width: 320, height: 30))
        #expect(frame(cv, 0, 0) == CGRect(x: 0, y: 30, width: 320, height: 40))  // rows do not move
        try wheel(80)
        #expect(cv.contentOffset.y == 130)
        #expect(headerFrame(0) == CGRect(x: 0, y: 120, width: 320, height: 30))
        #expect(headerFrame(1) == CGRect(x: 0, y: 150, width: 320, height: 30))
        try wheel(30)
        #expect(cv.contentOffset.y == 160)
        #expect(headerFrame(1) == CGRect(x: 0, y: 160, width: 320, height: 30))
        #expect(supplementaryFrame(cv, "header", 1) == CGRect(x: 0, y: 160, width: 320, height: 30))
        let view = try #require(cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1)))
        let row = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(try #require(cv.subviews.firstIndex { $0 === view }) > cv.subviews.firstIndex { $0 === row }!)
        // Back to the top: header 0 at its place again.
        try wheel(-160)
        #expect(headerFrame(0) == CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    /// Estimated 44-point headers showing two lines size themselves like cells: 8 + 2 lines (rounded up) + 8
    /// tall, the rows under them moved down (section 0: header 0–h, rows h, h + 40; section 1 from h + 80).
    @Test func estimatedHeadersSelfSize() throws {
        let section = NSCollectionLayoutSection(group: fullWidthRows(height: 40))
        section.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .estimated(44), .top)]
        let source = SupplementarySource([2, 2])
        source.lines = 2
        let (_, cv) = supplementaryCollection(
            source, layout: UICollectionViewCompositionalLayout(section: section), kinds: ["header"], height: 400)
        let h = 16 + (2 * UIFont.systemFont(ofSize: 15).lineHeight).rounded(.up)
        #expect(supplementaryFrame(cv, "header", 0) == CGRect(x: 0, y: 0, width: 320, height: h))
        #expect(frame(cv, 0, 0) == CGRect(x: 0, y: h, width: 320, height: 40))
        #expect(supplementaryFrame(cv, "header", 1) == CGRect(x: 0, y: h + 80, width: 320, height: h))
        #expect(frame(cv, 1, 1) == CGRect(x: 0, y: 2 * h + 120, width: 320, height: 40))
        #expect(cv.contentSize.height == 2 * h + 160)
    }

    /// An orthogonal section's header stays in the collection view: the band of 100 × 80 cards starts under the
    /// 30-point header (y 30), and scrolling the band to 110 moves the cards, not the header.
    @Test func orthogonalSectionHeaderDoesNotScrollWithTheBand() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let card = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: card, subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .absolute(30), .top)]
        let source = SupplementarySource([10])
        let (root, cv) = supplementaryCollection(
            source, layout: UICollectionViewCompositionalLayout(section: section),
            kinds: ["header"], height: 300)
        let band = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        #expect(band.frame == CGRect(x: 0, y: 30, width: 320, height: 80))
        let header = try #require(cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0)))
        #expect(header.superview === cv)
        band.contentOffset = CGPoint(x: 110, y: 0)
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(
            cv.cellForItem(at: IndexPath(item: 1, section: 0))?.convert(CGPoint.zero, to: cv) == CGPoint(x: -10, y: 30))
    }

    /// 200 sections of a 30-point header and two 40-point rows (110 each, 22,000 in all) in a 100-point view:
    /// scrolled through by the trackpad in 37-point steps, headers are made and reused like cells — a 164-point
    /// window (the bounds and 32 of overscan each side) meets at most 6 elements, so with the reuse queues
    /// never more than 10 views exist; at each step section s's header is shown, at 110s, exactly when it meets
    /// that window.
    @Test func headersAreVirtualizedAndReused() throws {
        let section = NSCollectionLayoutSection(group: fullWidthRows(height: 40))
        section.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .absolute(30), .top)]
        let source = SupplementarySource(Array(repeating: 2, count: 200))
        let (root, cv) = supplementaryCollection(
            source, layout: UICollectionViewCompositionalLayout(section: section), kinds: ["header"])
        #expect(cv.contentSize.height == 22_000)
        var t = 0.0
        while try root.send(
            .pointerScrolled(by: CGPoint(x: 0, y: 37), type: .continuous, at: CGPoint(x: 10, y: 50)), at: t)
        {
            root.layoutIfNeeded()
            t += 1
            let k = Int(cv.contentOffset.y / 110)
            for s in max(0, k - 1)...min(199, k + 2) {
                let expected = CGRect(x: 0, y: 110 * CGFloat(s), width: 320, height: 30)
                let shown = cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: s))
                #expect(shown?.frame == (expected.intersects(cv.visibleRect) ? expected : nil))
            }
        }
        #expect(cv.contentOffset.y == 21_900)
        #expect(cv._reusableViewsCreated <= 10)
    }

    /// A pinned 30-point footer under three 40-point rows: section 0 spans 0–150 (footer at 120), section 1
    /// 150–300 (footer at 270); the view is 100 tall. At offset 0 footer 0 sits at the visible bottom (100 − 30
    /// = 70) and footer 1 no higher than its section's start (150); scrolled by the trackpad to 100, footer 0
    /// is back at its place (120, above the visible bottom 200 − 30 = 170) and footer 1 at 170.
    @Test func pinnedFooterStaysAtTheBottom() throws {
        let section = NSCollectionLayoutSection(group: fullWidthRows(height: 40))
        let footer = boundary("footer", .fractionalWidth(1), .absolute(30), .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [footer]
        let source = SupplementarySource([3, 3])
        let (root, cv) = supplementaryCollection(
            source, layout: UICollectionViewCompositionalLayout(section: section), kinds: ["footer"])
        func shown(_ s: Int) -> CGRect? {
            cv.supplementaryView(forElementKind: "footer", at: IndexPath(item: 0, section: s))?.frame
        }
        #expect(shown(0) == CGRect(x: 0, y: 70, width: 320, height: 30))
        #expect(supplementaryFrame(cv, "footer", 1) == CGRect(x: 0, y: 150, width: 320, height: 30))
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 100), type: .continuous, at: CGPoint(x: 10, y: 50)), at: 0)
        root.layoutIfNeeded()
        #expect(cv.contentOffset.y == 100)
        #expect(shown(0) == CGRect(x: 0, y: 120, width: 320, height: 30))
        #expect(shown(1) == CGRect(x: 0, y: 170, width: 320, height: 30))
    }
}
