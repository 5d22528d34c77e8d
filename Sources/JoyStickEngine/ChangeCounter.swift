/// A count that controls raise whenever what they would press on a keyboard may have changed: a stick's
/// direction or its finger, a button's being down or its finger.
///
/// The on-screen controls' virtual keys share one with every control bound to keys, and look at the keys again
/// only when it has moved: an event that changed none of those controls costs them one comparison, whatever the
/// number of controls.
package final class ChangeCounter {
    // Private, read through ``value``: Swift sees every access to it, none of which can overlap another, and
    // checks none at run time.
    private var count = 0

    /// How many changes so far (it wraps, so compare for equality only).
    package var value: Int { count }

    package init() {}

    /// Notes a change.
    @inline(__always)
    package func note() {
        count &+= 1
    }
}
