import Glibc

/// The environment a run is prepared from: joystick-run's own, or one a test gives (so that no test has to
/// change the process's, which other tests read at the same time).
struct RunEnvironment {
    var values: [String: String]

    /// joystick-run's environment, as it is now.
    static var current: RunEnvironment {
        var values: [String: String] = [:]
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                values[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            index += 1
        }
        return RunEnvironment(values: values)
    }

    /// A variable's value, or nil when it is not set.
    subscript(name: String) -> String? { values[name] }

    /// A variable's value when it is set and not empty.
    func nonEmpty(_ name: String) -> String? {
        values[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
