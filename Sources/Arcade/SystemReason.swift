import Foundation
import TextFiles

/// The system's own words for a Foundation file error ("Permission denied"), else Foundation's description:
/// what the game's file messages say instead of "NSCocoaErrorDomain error 512".
enum SystemReason {
    /// The reason for `error`.
    static func of(_ error: any Error) -> String {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return BoundedFile.reason(Int32(posix.code))
        }
        return nsError.localizedDescription
    }
}
