import Foundation

/// Where the arcade keeps what it remembers between runs (the best score, the player's layout of the
/// controls): `$XDG_DATA_HOME/joystick-arcade/`, else `~/.local/share/joystick-arcade/`. As the XDG spec
/// says, a relative or empty `XDG_DATA_HOME` is ignored.
public enum DataFolder {
    /// The folder's name under the data directory.
    public static let name = "joystick-arcade"

    /// A file of the folder, for an environment (`ProcessInfo.processInfo.environment`; tests pass their own).
    /// - Parameters:
    ///   - fileName: the file's name
    ///   - environment: the variables `XDG_DATA_HOME` and `HOME` are read from
    public static func path(of fileName: String, environment: [String: String]) -> String {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? FileManager.default.homeDirectoryForCurrentUser.path
            dataHome = join(home, ".local/share")
        }
        return join(join(dataHome, name), fileName)
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
