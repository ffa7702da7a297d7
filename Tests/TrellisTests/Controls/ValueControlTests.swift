import Foundation
import Testing

@testable import Trellis

/// Switches, check boxes, sliders, steppers, segmented controls and progress views, driven through the root.
@MainActor
@Suite struct ValueControlTests {
    // MARK: UISwitch

    @Test func switchTogglesWithAClickAndWithSpaceWhenFocused() throws {
        let toggle = UISwitch()
        let root = controlRoot([(toggle, CGRect(x: 10, y: 10, width: 51, height: 31))])
        let log = EventLog()
        toggle.logEvents([.valueChanged, .primaryActionTriggered], to: log)
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        try root.click(CGPoint(x: 30, y: 25), at: 1)
        #expect(toggle.isOn)
        #expect(log.take() == ["valueChanged", "primary"])
        try root.press(.keyboardTab, at: 2)
        #expect(root.focusSystem.focusedItem === toggle)
        try root.press(.keyboardSpacebar, " ", at: 3)
        #expect(!toggle.isOn)
        #expect(log.take() == ["valueChanged", "primary"])
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn && log.take() == [])
    }

    @Test func switchFollowsADragOfItsThumb() throws {
        let toggle = UISwitch()
        let root = controlRoot([(toggle, CGRect(x: 10, y: 10, width: 51, height: 31))])
        toggle.isOn = true
        // From the thumb on the right (x 50) to the left half (x 20): off, whatever the start.
        try root.drag(from: CGPoint(x: 50, y: 25), to: CGPoint(x: 20, y: 25), steps: 3, at: 1)
        #expect(!toggle.isOn)
        // Dragging right when already on the right side stays on the right.
        toggle.isOn = true
        try root.drag(from: CGPoint(x: 30, y: 25), to: CGPoint(x: 58, y: 25), steps: 3, at: 2)
        #expect(toggle.isOn)
    }

    /// Box 18, gap 8, then the title's width rounded up; as tall as the taller of box and title.
    @Test func checkboxSizeAndToggle() throws {
        let box = UISwitch()
        box.preferredStyle = .checkbox
        box.title = "Remember me"
        let title = TextLayout(text: "Remember me", font: UIFont.systemFont(ofSize: 15), numberOfLines: 1).roundedSize
        #expect(box.intrinsicContentSize == CGSize(width: 26 + title.width, height: max(18, title.height)))
        let root = controlRoot([(box, CGRect(origin: CGPoint(x: 10, y: 10), size: box.intrinsicContentSize))])
        try root.click(CGPoint(x: 60, y: 15), at: 1)  // on the title: the whole control toggles
        #expect(box.isOn)
        box.title = nil
        #expect(box.intrinsicContentSize == CGSize(width: 18, height: 18))
    }

    // MARK: UISlider

    /// A 228-point slider: the thumb (28) travels 200 points, its center from x 14 to 214, so a center at x
    /// has the value (x − 14) / 200.
    @Test func sliderDragReportsValuesAlongTheWay() throws {
        let slider = UISlider()
        let root = controlRoot([(slider, CGRect(x: 0, y: 0, width: 228, height: 31))])
        var values: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
        #expect(slider.intrinsicContentSize.height == 31)
        // Grab the thumb 4 points right of its center (x 18): the grab offset stays.
        try root.drag(from: CGPoint(x: 18, y: 15), to: CGPoint(x: 218, y: 15), steps: 4, at: 1)
        #expect(values == [0.25, 0.5, 0.75, 1])
        #expect(slider.value == 1)
        // Beyond the end: clamped, no further events.
        values = []
        try root.drag(from: CGPoint(x: 214, y: 15), to: CGPoint(x: 300, y: 15), steps: 2, at: 2)
        #expect(values == [])
    }

    @Test func sliderClickToTrackAndNonContinuous() throws {
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        let root = controlRoot([(slider, CGRect(x: 0, y: 0, width: 228, height: 31))])
        var values: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
        // A press on the track at x 114 jumps there: 10 + 10 × 0.5.
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 114, y: 15)), at: 1)
        #expect(slider.value == 15)
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 114, y: 15)), at: 1.1)
        #expect(values == [15])
        slider.isContinuous = false
        values = []
        try root.drag(from: CGPoint(x: 114, y: 15), to: CGPoint(x: 164, y: 15), steps: 5, at: 2)
        #expect(values == [17.5])
    }

    @Test func sliderArrowKeysStepATenth() throws {
        let slider = UISlider()
        let root = controlRoot([(slider, CGRect(x: 0, y: 0, width: 228, height: 31))])
        slider.value = 0.5
        try root.press(.keyboardTab, at: 1)
        #expect(root.focusSystem.focusedItem === slider)
        try root.press(.keyboardRightArrow, at: 2)
        #expect(abs(slider.value - 0.6) < 1e-6)
        try root.send(.keyDown(.keyboardLeftArrow), at: 3)
        try root.send(.keyDown(.keyboardLeftArrow, isRepeat: true), at: 3.5)
        try root.send(.keyUp(.keyboardLeftArrow), at: 3.6)
        #expect(abs(slider.value - 0.4) < 1e-6)
        // The arrows stepped the slider, so focus stayed on it.
        #expect(root.focusSystem.focusedItem === slider)
    }

    // MARK: UIStepper

    @Test func stepperStepsAndRepeatsWhileHeld() throws {
        let stepper = UIStepper()
        let root = controlRoot([(stepper, CGRect(x: 0, y: 0, width: 94, height: 32))])
        var values: [Double] = []
        stepper.addAction(UIAction { [unowned stepper] _ in values.append(stepper.value) }, for: .valueChanged)
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        try root.click(CGPoint(x: 70, y: 16), at: 1)
        try root.click(CGPoint(x: 20, y: 16), at: 2)
        try root.click(CGPoint(x: 20, y: 16), at: 3)  // at the minimum: nothing
        #expect(values == [1, 0])
        values = []
        // Held on +: a step at once, one at 0.5 s, then one every 0.1 s.
        try root.send(.pointerButtonDown(.left, at: CGPoint(x: 70, y: 16)), at: 10)
        try root.advance(to: 10.45)
        #expect(values == [1])
        try root.advance(to: 10.75)
        #expect(values == [1, 2, 3, 4])
        try root.send(.pointerButtonUp(.left, at: CGPoint(x: 70, y: 16)), at: 10.76)
        try root.advance(to: 12)
        #expect(values == [1, 2, 3, 4])
    }

    @Test func stepperWrapsAndClamps() {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        stepper.value = 10
        #expect(stepper.value == 3)
        stepper.stepValue = -1
        #expect(stepper.stepValue == 1)
        stepper.wraps = true
        #expect(stepper.canStep(1))
    }

    // MARK: UISegmentedControl

    /// Equal widths: three segments as wide as the widest title ("Three", 13 pt semibold) plus 12 + 12.
    @Test func segmentedSizesAndSelection() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        let widest = ["One", "Two", "Three"].map {
            TextLayout(text: $0, font: UIFont.systemFont(ofSize: 13, weight: .semibold), numberOfLines: 1).roundedSize
                .width
        }.max()!
        #expect(control.intrinsicContentSize == CGSize(width: 3 * (widest + 24), height: 32))
        control.apportionsSegmentWidthsByContent = true
        let sum = ["One", "Two", "Three"].map {
            TextLayout(text: $0, font: UIFont.systemFont(ofSize: 13, weight: .semibold), numberOfLines: 1).roundedSize
                .width + 24
        }.reduce(0, +)
        #expect(control.intrinsicContentSize.width == sum)
        control.apportionsSegmentWidthsByContent = false

        let root = controlRoot([(control, CGRect(x: 0, y: 0, width: 300, height: 32))])
        let log = EventLog()
        control.logEvents([.valueChanged], to: log)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        try root.click(CGPoint(x: 150, y: 16), at: 1)  // segments are 100 wide: the second
        #expect(control.selectedSegmentIndex == 1)
        try root.click(CGPoint(x: 150, y: 16), at: 2)
        #expect(log.take() == ["valueChanged"])
        control.setEnabled(false, forSegmentAt: 2)
        try root.click(CGPoint(x: 250, y: 16), at: 3)
        #expect(control.selectedSegmentIndex == 1)
        try root.press(.keyboardTab, at: 4)
        try root.press(.keyboardLeftArrow, at: 5)
        #expect(control.selectedSegmentIndex == 0)
        try root.press(.keyboardRightArrow, at: 6)
        try root.press(.keyboardRightArrow, at: 7)  // segment 2 is disabled: stays on 1
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.take() == ["valueChanged", "valueChanged"])
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.segmentFrames().map(\.width) == [60, 120, 120])
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 0 && control.numberOfSegments == 2)
    }

    // MARK: UIProgressView, UIActivityIndicatorView

    @Test func progressClampsAndIndicatorHidesWhenStopped() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 1.5
        #expect(progress.progress == 1)
        progress.setProgress(-1, animated: false)
        #expect(progress.progress == 0)
        progress.progress = .nan
        #expect(progress.progress == 0)
        #expect(progress.intrinsicContentSize.height == 4)
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
    }
}
