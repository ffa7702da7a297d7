import Foundation

/// A linear relation between two layout attributes: `first relation multiplier · second + constant`
/// (the seed's `y = a·x + b`), held at a priority.
///
/// Make constraints with anchors (`a.leftAnchor.constraint(equalTo: b.rightAnchor, constant: 8)`) or with
/// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` (which also allows multipliers on
/// positions), then activate them. Changing ``constant`` of an active constraint is an in-place update of
/// the solver; changing ``priority`` moves it between priority levels.
open class NSLayoutConstraint: NSObject {
    /// The first item (a view or layout guide); nil once the item is gone.
    ///
    /// Items are retained only while the constraint is inactive (so a constraint made for later keeps them).
    /// An active constraint is held by a view of the hierarchy its items belong to, which keeps them alive;
    /// retaining them too would make every laid-out hierarchy a reference cycle that outlives its root
    /// (UIKit's constraints do not retain their items either). A constraint still active when its holding view
    /// goes away keeps the items that outlive it, and forgets those that do not.
    public var firstItem: AnyObject? { isOrphaned ? nil : unretainedFirst }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the first side relates to the second.
    public let relation: Relation
    /// The second item, or nil for a constant-only constraint (or once the item is gone).
    public var secondItem: AnyObject? { isOrphaned ? nil : unretainedSecond }
    /// The attribute of the second item (`.notAnAttribute` when there is none).
    public let secondAttribute: Attribute

    // The stored properties are declared small ones first (a class keeps the declaration order): an instance
    // is 160 bytes of heap, where the same fields in their reading order took 208 (issue 19: a stack row holds
    // about twenty constraints).

    /// Whether an item went away while the constraint was active: the constraint can no longer be used.
    private(set) var isOrphaned = false
    @exclusivity(unchecked) private var storedPriority: UILayoutPriority = .required
    /// The constraint's place in its engine's table of installed constraints while it is active (-1 when it is
    /// not); the engine's bookkeeping, so that installing, removing and changing it never hashes.
    @exclusivity(unchecked) var engineSlot: Int32 = -1

    /// `a` in `first = a · second + b`.
    public let multiplier: CGFloat

    /// `b` in `first = a · second + b`. Changing it on an active constraint updates the layout in place.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard LayoutEngine.acceptsFinite(newValue, refusal: "Ignoring constant \(newValue) for \(self)") else {
                return
            }
            let oldValue = storedConstant
            storedConstant = newValue
            if oldValue != newValue { LayoutEngine.constantChanged(self) }
        }
    }

    /// The constraint's priority (default required). Changing it on an active constraint moves it between
    /// levels; between required and optional it is removed and added again.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            let value = CGFloat(newValue.rawValue)
            guard LayoutEngine.acceptsFinite(value, refusal: "Ignoring priority \(newValue.rawValue) for \(self)")
            else { return }
            let oldValue = storedPriority
            storedPriority = newValue
            if oldValue != newValue { LayoutEngine.priorityChanged(self, from: oldValue) }
        }
    }

    // The storage the engine reads for every constraint it installs skips Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`, as views' frames do): constraints are used from one thread, and no access here
    // overlaps another. The checks on `constant` and `priority` alone were 2 % of a feed cell's build.
    @exclusivity(unchecked) private var storedConstant: CGFloat

    /// The view holding the constraint while it is active (the closest common ancestor of its items). Not
    /// retained: the holder retains the constraint, and clears this when it goes away (see `UIView.deinit`).
    /// Not `weak` either: weak references give every view a side table and slow down all its refcounting.
    @exclusivity(unchecked) unowned(unsafe) var holder: UIView?

    /// The items as the engine's layout items (views or guides), resolved once.
    var layoutItems: (first: LayoutItem?, second: LayoutItem?) { (firstLayoutItem, secondLayoutItem) }

    // Item storage: unretained references, plus strong ones while the constraint is inactive (see `firstItem`).
    private unowned(unsafe) let unretainedFirst: AnyObject?
    private unowned(unsafe) let unretainedSecond: AnyObject?
    private unowned(unsafe) let firstLayoutItem: LayoutItem?
    private unowned(unsafe) let secondLayoutItem: LayoutItem?
    /// The items, retained while the constraint is inactive (`nil, nil` while it is active).
    @exclusivity(unchecked) private var retainedItems: (AnyObject?, AnyObject?)

    /// A name for logs; defaults to the source location that made the constraint (`File.swift:42`).
    open var identifier: String? {
        get {
            switch name {
            case let .site(file, line): return "\(file):\(line)"
            case let .given(identifier): return identifier
            }
        }
        set { name = .given(newValue) }
    }
    /// The identifier given, or until one is, where the constraint was made (formatted only when asked for).
    private var name: Name

    /// What ``identifier`` reads: one enumeration instead of an optional string, a flag and the site (25 bytes
    /// instead of 49).
    private enum Name {
        case site(file: StaticString, line: UInt32)
        case given(String?)
    }

    /// Whether the constraint takes part in layout. Activating it installs it on the closest common ancestor of
    /// its items (``UIView/constraints``); both items must be in one view hierarchy.
    open var isActive: Bool {
        get { holder != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// Makes a constraint `item.attribute relation multiplier · toItem.attribute + constant` (inactive).
    public convenience init(
        item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
        attribute secondAttribute: Attribute,
        multiplier: CGFloat, constant: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(
            object: Self.object(item), attribute: attribute, relatedBy: relation, toObject: toItem.map(Self.object),
            attribute: secondAttribute, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `item` as an object. Views and guides are cast as classes first: `as AnyObject` on an `Any` looks for a
    /// bridging conformance before it finds the class (30,000 instructions a call, 3 % of a feed cell's build).
    private static func object(_ item: Any) -> AnyObject {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide }
        return item as AnyObject
    }

    /// The designated initializer, for items already known to be objects (no bridging from `Any`).
    init(
        object: AnyObject, attribute: Attribute, relatedBy relation: Relation, toObject: AnyObject?,
        attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat, file: StaticString, line: UInt
    ) {
        self.unretainedFirst = object
        self.unretainedSecond = toObject
        self.firstAttribute = attribute
        self.relation = relation
        self.secondAttribute = toObject == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.storedConstant = constant
        self.name = .site(file: file, line: UInt32(truncatingIfNeeded: line))
        self.firstLayoutItem = Self.layoutItem(object, attribute)
        self.secondLayoutItem = toObject.flatMap { Self.layoutItem($0, secondAttribute) }
        self.retainedItems = (object, toObject)
        super.init()
    }

    /// Activated: the hierarchy keeps the items alive from now on.
    func releaseItems() { retainedItems = (nil, nil) }

    /// Deactivated: keep the items alive again.
    func retainItems() { retainedItems = (unretainedFirst, unretainedSecond) }

    /// The view holding this active constraint is going away (from its `deinit`): the constraint becomes
    /// inactive, leaves the reference lists of the items that outlive the view and keeps those alive; if an
    /// item is the view itself (or one of its guides), the constraint is orphaned.
    func holderIsGoing(_ view: UIView) {
        holder = nil
        engineSlot = -1
        let orphaned: Bool
        // The view's own items: itself and its guides (whose weak owner already reads nil in its deinit).
        func isOwn(_ object: AnyObject?) -> Bool {
            guard let object else { return false }
            return object === view || view.guides.contains { $0 === object }
        }
        orphaned =
            isOwn(unretainedFirst) || isOwn(unretainedSecond) || isOwn(firstLayoutItem) || isOwn(secondLayoutItem)
        for item in [firstLayoutItem, secondLayoutItem] {
            guard let item, !isOwn(item), let i = item.layout.references.firstIndex(where: { $0 === self }) else {
                continue
            }
            item.layout.references.remove(at: i)
        }
        if orphaned { isOrphaned = true } else { retainItems() }
    }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint in `constraints` (broken ones first: none of them is tried again on the way).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutEngine.deactivate(batch: constraints)
    }

    /// The first item's anchor.
    public var firstAnchor: NSLayoutAnchor<AnyObject>? {
        firstItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: firstAttribute) }
    }

    /// The second item's anchor, or nil.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… 'id' UIView:0x….left == UIView:0x….right + 8   (active)>`.
    open override var description: String {
        var text = "<\(type(of: self)):\(Self.address(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.name(of: firstItem)).\(firstAttribute) \(relation) "
        if let secondItem {
            if multiplier != 1 { text += "\(Self.number(multiplier))*" }
            text += "\(Self.name(of: secondItem)).\(secondAttribute)"
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += " @\(priority)" }
        text += isActive ? "   (active)>" : ">"
        return text
    }

    /// The engine item an attribute is measured on: the view, its margins guide for margin attributes, or
    /// the guide.
    private static func layoutItem(_ object: AnyObject, _ attribute: Attribute) -> LayoutItem? {
        if let view = object as? UIView { return attribute.isMargin ? view.layoutMarginsGuide : view }
        return object as? UILayoutGuide
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let view = item as? UIView, let id = view.accessibilityIdentifier { return "\(type(of: view)):'\(id)'" }
        return "\(type(of: item)):\(address(item))"
    }

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    static func number(_ x: CGFloat) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(Double(x))
    }
}

/// Alias used by the seed documents.
public typealias UILayoutConstraint = NSLayoutConstraint

/// A constraint that UIKit makes from a view's frame when ``UIView/translatesAutoresizingMaskIntoConstraints``
/// is on.
public final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {}

/// A constraint that makes a view's intrinsic content size hold at its hugging or compression-resistance
/// priority.
public final class NSContentSizeLayoutConstraint: NSLayoutConstraint {}

/// A constraint that insets a margins or safe-area guide from its owning view.
final class UISystemGuideConstraint: NSLayoutConstraint {}

extension NSLayoutConstraint {
    /// Whether the engine made this constraint (from a frame, an intrinsic size or a system guide) and remakes
    /// it itself.
    var isGenerated: Bool {
        self is NSAutoresizingMaskLayoutConstraint || self is NSContentSizeLayoutConstraint
            || self is UISystemGuideConstraint
    }
}
