import Foundation
import Testing

@testable import Trellis

/// A cell with a multiline 15-point label 8 points in from every side of its content view, sized by the
/// default `preferredLayoutAttributesFitting` (no override: the layout says which sides are the cell's).
class AutoSizingCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        install(label, in: contentView)
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// Makes `label` a multiline 15-point label 8 points in from every side of `view`.
func install(_ label: UILabel, in view: UIView) {
    label.font = .systemFont(ofSize: 15)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
        label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
    ])
}

/// Items per section; an `AutoSizingCell` shows `item % 3 + 1` lines.
final class CompositionalSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    /// Set: every cell shows this text instead.
    var text: String?
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if let cell = cell as? AutoSizingCell {
            cell.label.text = text ?? (0...(indexPath.item % 3)).map { "line \($0)" }.joined(separator: "\n")
        }
        return cell
    }
}

@Suite struct UICollectionViewCompositionalLayoutTests {
    func makeCollection(
        _ source: CompositionalSource, layout: UICollectionViewLayout, cell: AnyClass = UICollectionViewCell.self,
        height: CGFloat = 100, rightToLeft: Bool = false
    ) -> (UIRootView, UICollectionView) {
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        let cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        if rightToLeft { cv.semanticContentAttribute = .forceRightToLeft }
        cv.register(cell, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        root.addSubview(cv)
        root.layoutIfNeeded()
        return (root, cv)
    }

    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Three equal items per group: the container is 320 less the section's 10 + 10 = 300; less two gaps of 15,
    /// 270 in three: 90 each, at x 10, 115, 220. Each cell is its place less its insets (2 leading, 4
    /// trailing, 1 top, 3 bottom): 84 × 46. Groups 50 tall, 5 apart, from the 10-point top inset: y 10, 65,
    /// 120; 7 items fill 3, 3 and 1. Content: 120 + 50 + 30 (bottom inset) = 200.
    @Test func countGroupsInsetsAndSpacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(15)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 30, trailing: 10)
        section.interGroupSpacing = 5
        let source = CompositionalSource([7])
        let (root, cv) = makeCollection(source, layout: UICollectionViewCompositionalLayout(section: section))
        #expect(frame(cv, 0) == CGRect(x: 12, y: 11, width: 84, height: 46))
        #expect(frame(cv, 1) == CGRect(x: 117, y: 11, width: 84, height: 46))
        #expect(frame(cv, 2) == CGRect(x: 222, y: 11, width: 84, height: 46))
        #expect(frame(cv, 3) == CGRect(x: 12, y: 66, width: 84, height: 46))
        #expect(frame(cv, 5) == CGRect(x: 222, y: 66, width: 84, height: 46))
        #expect(frame(cv, 6) == CGRect(x: 12, y: 121, width: 84, height: 46))
        #expect(frame(cv, 7) == nil)
        #expect(cv.contentSize == CGSize(width: 320, height: 200))
        // 100 tall: rows at 11..57 and 66..112 meet the bounds; the third (121..) is only in the overscan.
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
        #expect(
            cv.cellForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 12, y: 121, width: 84, height: 46))
        // Scrolled to the end (offset 100): bounds 100..200 meet the second row (to 112) and the third.
        cv.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [3, 4, 5, 6])
        // The first row (to 57) is beyond the 32-point overscan above 100: its cells were recycled.
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    /// Section 0: 50-wide items repeated while they fit, at least 10 apart: 50 + 5 × 60 = 290 would be the
    /// sixth's end at 350 > 320, so five (ending at 290); the 30 left over in four gaps: 7.5 more each, x = k ×
    /// 67.5. Section 1 (20 below section 0's 40): a half-width item beside a half-width vertical group of two
    /// halves, repeated.
    @Test func flexibleSpacingNestedGroupsAndProvider() {
        var containers: [CGSize] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            containers.append(environment.container.contentSize)
            if index == 0 {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    subitems: [item])
                group.interItemSpacing = .flexible(10)
                return NSCollectionLayoutSection(group: group)
            }
            let half = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let stacked = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                subitem: NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(7))),
                count: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [half, stacked])
            return NSCollectionLayoutSection(group: group)
        }
        layout.configuration.interSectionSpacing = 20
        let source = CompositionalSource([5, 6])
        let (_, cv) = makeCollection(source, layout: layout, height: 400)
        #expect(containers.first == CGSize(width: 320, height: 400))
        for k in 0..<5 { #expect(frame(cv, k) == CGRect(x: CGFloat(k) * 67.5, y: 0, width: 50, height: 40)) }
        // Section 1 from y 60; the count group ignores its item's 7-point height: 100 / 2 each.
        #expect(frame(cv, 0, 1) == CGRect(x: 0, y: 60, width: 160, height: 100))
        #expect(frame(cv, 1, 1) == CGRect(x: 160, y: 60, width: 160, height: 50))
        #expect(frame(cv, 2, 1) == CGRect(x: 160, y: 110, width: 160, height: 50))
        #expect(frame(cv, 3, 1) == CGRect(x: 0, y: 160, width: 160, height: 100))
        #expect(frame(cv, 5, 1) == CGRect(x: 160, y: 210, width: 160, height: 50))
        #expect(cv.contentSize == CGSize(width: 320, height: 260))
        #expect(cv.visibleCells.count == 11)
    }

    /// A self-sizing list: full-width items of estimated height 44 in groups of estimated height, 10 apart.
    /// Scrolled through by the wheel, every item ends up 8 + lines × line height (rounded up) + 8 tall (the
    /// label's text), at the width the layout fixed (320 less the item's 16 + 16 insets, which apply to the
    /// fixed side only), and only the cells in view were ever made.
    @Test func estimatedHeightsSelfSizeThroughAutoLayout() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 100, leading: 16, bottom: 100, trailing: 16)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let source = CompositionalSource([40])
        let (root, cv) = makeCollection(
            source, layout: UICollectionViewCompositionalLayout(section: section), cell: AutoSizingCell.self,
            height: 200)
        var t = 0.0
        while try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 3), at: CGPoint(x: 10, y: 10)), at: t) {
            root.layoutIfNeeded()
            t += 1
        }
        let line = UIFont.systemFont(ofSize: 15).lineHeight
        func height(_ i: Int) -> CGFloat { 16 + (CGFloat(i % 3 + 1) * line).rounded(.up) }
        var y: CGFloat = 0
        for i in 0..<40 {
            #expect(frame(cv, i) == CGRect(x: 16, y: y, width: 288, height: height(i)))
            y += height(i) + (i < 39 ? 10 : 0)
        }
        #expect(cv.contentSize.height == y)
        #expect(cv.contentOffset.y == y - 200)  // scrolled to the end
        // 200 tall plus 32 of overscan each side: at most 264 / (16 + one line + 10) + 2 cells at once.
        let most = Int((264 / (16 + line.rounded(.up) + 10)).rounded(.up)) + 2
        #expect(cv._reusableViewsCreated <= most)
        #expect(cv._reusableViewsCreated < 40)
    }

    /// 10,000 items, four per 50-point row: scrolling through in 137-point steps keeps only the rows meeting the
    /// bounds grown by the 32-point overscan as cells (a 100-point window: 164 points, at most 5 rows = 20
    /// cells, the leaving cells reused by those coming in), and the cells present are exactly those rows' items at their frames.
    @Test func virtualizesTenThousandItems() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let source = CompositionalSource([10_000])
        let (root, cv) = makeCollection(
            source, layout: UICollectionViewCompositionalLayout(section: .init(group: group)))
        #expect(cv.contentSize == CGSize(width: 320, height: 2_500 * 50))
        var y: CGFloat = 0
        while y <= cv.contentSize.height - 100 {
            cv.contentOffset = CGPoint(x: 0, y: y)
            root.layoutIfNeeded()
            // Rows whose 50-point band meets the bounds grown by 32 (by CGRect.intersects, as the layout asks).
            let near = max(0, Int(y / 50) - 2)..<min(2_500, Int(y / 50) + 5)
            let window = CGRect(x: 0, y: y - 32, width: 320, height: 164)
            let rows = near.filter { CGRect(x: 0, y: CGFloat($0) * 50, width: 320, height: 50).intersects(window) }
            let expected = rows.flatMap { r in (0..<4).map { r * 4 + $0 } }
            let shown = cv.subviews.compactMap { $0 as? UICollectionViewCell }.filter { !$0.isHidden }
            #expect(Set(shown.compactMap { cv.indexPath(for: $0)?.item }) == Set(expected))
            for cell in shown {
                let i = cv.indexPath(for: cell)!.item
                #expect(cell.frame == CGRect(x: CGFloat(i % 4) * 80, y: CGFloat(i / 4) * 50, width: 80, height: 50))
            }
            y += 137
        }
        #expect(cv._reusableViewsCreated <= 20)
    }

    /// Scrolling horizontally: groups follow one another along x. Columns of two 50-tall items (the count
    /// group's equal halves of the 100-point height), 60 wide, 10 apart after a 5-point leading inset: x 5,
    /// 75, 145; the content is 145 + 60 + 5 (trailing inset) = 210 wide. Scrolled to its end (offset 110),
    /// the first column (to 65) is out of view.
    @Test func horizontalScrollDirection() {
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .fractionalHeight(1)),
            subitem: NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))),
            count: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let source = CompositionalSource([5])
        let (root, cv) = makeCollection(source, layout: layout)
        #expect(frame(cv, 0) == CGRect(x: 5, y: 0, width: 60, height: 50))
        #expect(frame(cv, 1) == CGRect(x: 5, y: 50, width: 60, height: 50))
        #expect(frame(cv, 2) == CGRect(x: 75, y: 0, width: 60, height: 50))
        #expect(frame(cv, 4) == CGRect(x: 145, y: 0, width: 60, height: 50))
        #expect(cv.contentSize == CGSize(width: 210, height: 100))
        cv.contentOffset = CGPoint(x: 110, y: 0)
        root.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [2, 3, 4])
    }

    /// Section 0 scrolls sideways (`.continuous`): ten 100 × 80 groups 110 apart from a 20-point leading inset
    /// (x 20 + 110k), 1,130 wide in all (20 + 10 × 100 + 9 × 10 + 20), in a scroll view of its own over the band
    /// y 0..<80. Section 1 is a list of 50-point rows below it. The wheel over the band scrolls the band
    /// sideways (the collection view does not move); a vertical wheel over it scrolls the collection view.
    @Test func orthogonalSectionScrollsOnItsOwn() throws {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if index == 1 {
                let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [item]))
            }
            let card = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: card, subitems: [item]))
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            return section
        }
        let source = CompositionalSource([10, 10])
        let (root, cv) = makeCollection(source, layout: layout, height: 300)
        #expect(frame(cv, 0) == CGRect(x: 20, y: 0, width: 100, height: 80))
        #expect(frame(cv, 3) == CGRect(x: 350, y: 0, width: 100, height: 80))
        #expect(frame(cv, 0, 1) == CGRect(x: 0, y: 80, width: 320, height: 50))
        #expect(cv.contentSize == CGSize(width: 320, height: 580))
        let band = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        #expect(band !== cv && band.frame == CGRect(x: 0, y: 0, width: 320, height: 80))
        #expect(band.contentSize == CGSize(width: 1_130, height: 80))
        func visible(_ section: Int) -> [Int] {
            cv.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item)
        }
        // Cards meeting x 0..<320: 20..120, 130..230, 240..340. Rows meeting y 0..<300: 80 + 50k, k 0...4.
        #expect(visible(0) == [0, 1, 2])
        #expect(visible(1) == [0, 1, 2, 3, 4])
        // 260 points of trackpad scrolling sideways over the band: it shows x 260..<580 of its content.
        try root.send(.pointerScrolled(by: CGPoint(x: 260, y: 0), type: .continuous, at: CGPoint(x: 160, y: 40)), at: 0)
        root.layoutIfNeeded()
        #expect(band.contentOffset == CGPoint(x: 260, y: 0))
        #expect(cv.contentOffset == .zero)
        #expect(visible(0) == [2, 3, 4, 5])
        // Card 5 (x 570 in the band) shows at 570 − 260 = 310 on screen.
        let card5 = try #require(cv.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(card5.frame == CGRect(x: 570, y: 0, width: 100, height: 80))
        #expect(card5.convert(card5.bounds, to: cv) == CGRect(x: 310, y: 0, width: 100, height: 80))
        // A tap at x 100 is x 360 in the band: card 3.
        try root.send(.touchBegan(id: 1, at: CGPoint(x: 100, y: 40)), at: 1)
        try root.send(.touchEnded(id: 1, at: CGPoint(x: 100, y: 40)), at: 1.05)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        // Vertical scrolling over the band passes through to the collection view: rows meeting 100..<400.
        try root.send(.pointerScrolled(by: CGPoint(x: 0, y: 100), type: .continuous, at: CGPoint(x: 160, y: 40)), at: 2)
        root.layoutIfNeeded()
        #expect(cv.contentOffset == CGPoint(x: 0, y: 100))
        #expect(band.contentOffset == CGPoint(x: 260, y: 0))
        #expect(visible(0) == [])
        #expect(visible(1) == [0, 1, 2, 3, 4, 5, 6])
    }

    /// Self-sized heights follow a width change: a wrapping text measured at 320 wide is measured again at 120
    /// (more lines), and every item's frame equals a fresh collection view's at 120 (an independent run).
    @Test func widthChangeMeasuresAgain() {
        func makeLayout() -> UICollectionViewCompositionalLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }
        let words = String(repeating: "wrap these words ", count: 4)
        let source = CompositionalSource([3])
        source.text = words
        let (root, cv) = makeCollection(source, layout: makeLayout(), cell: AutoSizingCell.self, height: 400)
        let wide = frame(cv, 0)?.height ?? 0
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 400)
        cv.frame = root.bounds
        root.layoutIfNeeded()
        let freshSource = CompositionalSource([3])
        freshSource.text = words
        let freshRoot = UIRootView(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        let fresh = UICollectionView(frame: freshRoot.bounds, collectionViewLayout: makeLayout())
        fresh.register(AutoSizingCell.self, forCellWithReuseIdentifier: "cell")
        fresh.dataSource = freshSource
        freshRoot.addSubview(fresh)
        freshRoot.layoutIfNeeded()
        #expect(frame(cv, 0)?.height ?? 0 > wide)
        for i in 0..<3 { #expect(frame(cv, i) == frame(fresh, i)) }
        #expect(cv.contentSize == fresh.contentSize)
    }

    /// A provider that gives no section is reported, naming the section and its items; the section is empty.
    @Test func nilSectionIsAClearError() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            guard index == 0 else { return nil }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
            return NSCollectionLayoutSection(
                group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        }
        let source = CompositionalSource([2, 3])
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        var reported: [UIListUpdateError] = []
        let subscription = cv.invalidUpdate.subscribe { reported.append($0) }
        cv.dataSource = source
        root.addSubview(cv)
        root.layoutIfNeeded()
        subscription.cancel()
        #expect(reported.first?.section == 1)
        #expect(
            reported.first?.message
                == "UICollectionViewCompositionalLayout: the section provider returned nil for section 1, which has 3 items; the section is laid out empty"
        )
        #expect(cv.contentSize == CGSize(width: 320, height: 60))
        #expect(cv.visibleCells.count == 2)
    }
}
