@testable import JoyStickEngine
import Testing

/// The surface's owners lend a stick out of its place for a move and take it back only where its touch still
/// belongs to it: the stick's callbacks may lift fingers, remove controls or hand the touch to another control
/// meanwhile. Nothing the owners give back is kept, so a stick they no longer name is let go of.
@Suite struct TouchOwnersTests {
    private func owner(_ touch: TouchID, _ control: AnyObject, stick: Bool) -> TouchOwners.Owner {
        TouchOwners.Owner(touch: touch, control: ObjectIdentifier(control), isStick: stick, isButton: !stick)
    }

    /// Owners holding `stick` for finger 1, the stick lent out for a move, and their changes when it was lent.
    private func lending(_ stick: JoyStick) -> (owners: TouchOwners, lentAt: Int) {
        var owners = TouchOwners()
        var given: JoyStick? = stick
        #expect(owners.append(owner(finger1, stick, stick: true), stick: &given) && given == nil)
        let lentAt = owners.changes
        #expect(owners.lendStick(at: 0) === stick && owners.lendStick(at: 0) == nil)
        return (owners, lentAt)
    }

    @Test func aLentStickGoesBackToItsTouchAfterAnOwnerBeforeItLeft() {
        var owners = TouchOwners()
        let first = referenceStick(), second = referenceStick()
        var given: JoyStick? = first
        #expect(owners.append(owner(finger1, first, stick: true), stick: &given) && given == nil)
        given = second
        #expect(owners.append(owner(finger2, second, stick: true), stick: &given) && given == nil)
        let lentAt = owners.changes
        let lent = owners.lendStick(at: 1)
        #expect(lent === second && owners.lendStick(at: 1) == nil)
        // Meanwhile finger 1 lifts: finger 2's owner moves up to slot 0.
        let removed = owners.remove(at: 0)
        #expect(removed.owner?.touch == finger1 && removed.stick === first && owners.count == 1)
        #expect(owners.giveBack(second, to: finger2, near: 1, lentAt: lentAt) == nil)
        #expect(owners.lendStick(at: 0) === second)
    }

    @Test func aLentStickGoesBackToItsPlaceWhenNothingChanged() {
        let stick = referenceStick()
        var (owners, lentAt) = lending(stick)
        #expect(owners.changes == lentAt)
        #expect(owners.giveBack(stick, to: finger1, near: 0, lentAt: lentAt) == nil)
        #expect(owners.lendStick(at: 0) === stick)
    }

    @Test func everyChangeOfTheOwnersIsCounted() {
        var owners = TouchOwners()
        let stick = referenceStick()
        var given: JoyStick? = stick
        var counted = owners.changes
        #expect(owners.append(owner(finger1, stick, stick: false), stick: &given) && owners.changes != counted)
        counted = owners.changes
        owners.complete(owner(finger1, stick, stick: true), at: 0, stick: &given)
        #expect(owners.changes != counted)
        counted = owners.changes
        _ = owners.remove(at: 0)
        #expect(owners.changes != counted)
    }

    @Test func aLentStickWhoseTouchWentToAButtonIsHandedBackNotPlaced() {
        let stick = referenceStick()
        let button = TouchButton(center: Point(x: 400, y: 100), size: 80)
        var (owners, lentAt) = lending(stick)
        // The stick's callback lifts finger 1 and touches the button with it.
        _ = owners.remove(at: 0)
        var none: JoyStick?
        #expect(owners.append(owner(finger1, button, stick: false), stick: &none))
        #expect(owners.giveBack(stick, to: finger1, near: 0, lentAt: lentAt) === stick)
        #expect(owners.lendStick(at: 0) == nil && owners.owner(at: 0)?.control == ObjectIdentifier(button))
    }

    @Test func aLentStickWhoseTouchWentToAnotherStickIsHandedBack() {
        let stick = referenceStick(), other = referenceStick()
        var (owners, lentAt) = lending(stick)
        _ = owners.remove(at: 0)
        var given: JoyStick? = other
        #expect(owners.append(owner(finger1, other, stick: true), stick: &given))
        #expect(owners.giveBack(stick, to: finger1, near: 0, lentAt: lentAt) === stick)
        #expect(owners.lendStick(at: 0) === other)
    }

    @Test func aLentStickWhoseTouchLiftedIsHandedBack() {
        let stick = referenceStick()
        var (owners, lentAt) = lending(stick)
        _ = owners.remove(at: 0)
        #expect(owners.giveBack(stick, to: finger1, near: 0, lentAt: lentAt) === stick && owners.count == 0)
    }

    @Test func aRemovedOwnersStickIsLetGoOf() {
        var owners = TouchOwners()
        weak var gone: JoyStick?
        do {
            let stick = referenceStick()
            gone = stick
            var given: JoyStick? = stick
            #expect(owners.append(owner(finger1, stick, stick: true), stick: &given))
        }
        #expect(gone != nil)
        _ = owners.remove(at: 0)
        #expect(gone == nil)
    }
}
