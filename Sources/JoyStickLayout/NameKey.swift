/// A name as a dictionary key, hashed and compared by its UTF-8 bytes (as ``NameTable`` does): `String`'s own
/// hashing goes through Unicode normalization, which costs the C library 37 KB of code. What finds a control by
/// its name, and frees the name when the control goes, in constant time.
package struct NameKey: Hashable {
    package let name: String

    package init(_ name: String) { self.name = name }

    package static func == (first: NameKey, second: NameKey) -> Bool {
        NameTable.same(first.name, second.name)
    }

    package func hash(into hasher: inout Hasher) {
        for byte in name.utf8 { hasher.combine(byte) }
    }
}
