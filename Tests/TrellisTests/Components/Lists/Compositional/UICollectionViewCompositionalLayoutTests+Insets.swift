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
}
