import Foundation
import Testing

@testable import Trellis

/// Headers that do not follow the section's insets, supplementary content insets, and edge spacing in groups
/// of a fixed count.
extension UICollectionViewCompositionalLayoutTests {
    /// A section inset 5 at the top and 10 at the sides, its header (full width, 30 tall) not following the
    /// insets: its place is the whole 320 across (0, 0, 320, 30), less its own insets (2 top and bottom, 4 at
    /// the sides): (4, 2, 312, 26). The rows start under it and the top inset, at 35. A group of 2 with 10
    /// between and 5 of fixed edge spacing on each side of each item: (300 − 10 − 2 × 10) / 2 = 135 each,
    /// item 0 at 10 + 5 = 15, item 1 at 10 + 5 + 135 + 5 + 10 + 5 = 170 (ending 305, its trailing spacing
    /// reaching the container's end at 310).
    @Test func headersAcrossTheWholeWidthAndCountGroupsWithEdgeSpacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(5), top: nil, trailing: .fixed(5), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 10)
        #expect(section.supplementariesFollowContentInsets)
        section.supplementariesFollowContentInsets = false
        let header = boundary("header", .fractionalWidth(1), .absolute(30), .top)
        header.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (_, cv) = supplementaryCollection(SupplementarySource([3]), layout: layout, kinds: ["header"], height: 200)
        #expect(supplementaryFrame(cv, "header", 0) == CGRect(x: 4, y: 2, width: 312, height: 26))
        #expect(cv.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame.width == 312)
        #expect(frame(cv, 0) == CGRect(x: 15, y: 35, width: 135, height: 40))
        #expect(frame(cv, 1) == CGRect(x: 170, y: 35, width: 135, height: 40))
        #expect(frame(cv, 2) == CGRect(x: 15, y: 75, width: 135, height: 40))
        // Following the insets (UIKit's default), the header's place is the section less its insets: 10..<310.
        section.supplementariesFollowContentInsets = true
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(supplementaryFrame(cv, "header", 0) == CGRect(x: 14, y: 2, width: 292, height: 26))
    }

    /// Content insets measured from the layout margins (12 leading, 18 trailing): a full-width row of a section
    /// inset 10 at the sides starts at 10 + 12 = 22 and is 320 − 22 − 28 = 270 wide. A section whose own
    /// reference is `.none` measures from the edges (x 10, 300 wide); the default (`automatic`: the safe area,
    /// none in a bare root) too.
    @Test func contentInsetsFromTheLayoutMargins() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.contentInsetsReference == .automatic)
        configuration.contentInsetsReference = .layoutMargins
        var references: [UIContentInsetsReference] = [.automatic, .none]
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { index, _ in
                let section = NSCollectionLayoutSection(group: self.fullWidthRows(height: 40))
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
                section.contentInsetsReference = references[index]
                return section
            }, configuration: configuration)
        let root = UIRootView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let cv = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        cv.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 18)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CompositionalSource([1, 1])
        cv.dataSource = source
        root.addSubview(cv)
        root.layoutIfNeeded()
        #expect(frame(cv, 0, 0) == CGRect(x: 22, y: 0, width: 270, height: 40))
        #expect(frame(cv, 0, 1) == CGRect(x: 10, y: 40, width: 300, height: 40))
        configuration.contentInsetsReference = .automatic
        references = [.automatic, .automatic]
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(frame(cv, 0, 0) == CGRect(x: 10, y: 0, width: 300, height: 40))
    }
}
