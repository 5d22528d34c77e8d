import Foundation

/// What the game must never replace with a file of its own, made where a test can point it without risk:
/// copies of /dev/null and /dev/full made with `mknod` in a temporary folder (the real ones are never
/// written to), FIFOs, and a check that the real /dev/null is still a character device.
public enum SpecialFiles {
    /// A character device of the kernel's memory driver (major 1).
    public enum Device: Int {
        /// Takes every byte, like /dev/null (minor 3).
        case null = 3
        /// Refuses every write with ENOSPC, like /dev/full (minor 7).
        case full = 7
    }

    /// Makes a copy of a memory device at `path`, readable and writable by everyone.
    /// - Returns: nil, or why it cannot be made (mknod needs root, or CAP_MKNOD): the caller skips that case
    public static func make(_ device: Device, at path: String) -> String? {
        // makedev(1, minor) for the small numbers of the memory devices.
        let number = dev_t((1 << 8) | device.rawValue)
        guard mknod(path, S_IFCHR | 0o666, number) == 0 else {
            return "mknod \(path): \(String(cString: strerror(errno))) (needs root)"
        }
        chmod(path, 0o666)
        return nil
    }

    /// The type bits of what `path` itself is (a link is a link), or nil when nothing is there.
    public static func type(of path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// The type bits of what `path` leads to (through links).
    public static func targetType(of path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// Whether the real /dev/null is still the character device (1, 3): checked after every test that points
    /// the game at a device, so a regression shows as that, not as a broken machine.
    public static var devNullIsIntact: Bool {
        var status = stat()
        return lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR
            && status.st_rdev == dev_t((1 << 8) | Device.null.rawValue)
    }

    /// Whether this process runs as root: only root makes device copies, and only root can test what
    /// another user sees by becoming one.
    public static var isRoot: Bool { geteuid() == 0 }
}
