import Foundation
import TextFiles

/// An error as a message says it. The project's errors describe themselves in words; a Foundation error
/// would print as `Error Domain=NSCocoaErrorDomain Code=516 "..." UserInfo={...}`, so it gives the system's
/// reason ("File exists") or its own short description instead.
public enum ErrorText {
    /// The words for `error`.
    public static func of(_ error: any Error) -> String {
        if let system = error as? POSIXError { return BoundedFile.reason(system.code.rawValue) }
        // Every Foundation error (an NSError too) casts to CocoaError.
        guard let foundation = error as? CocoaError else { return "\(error)" }
        if let system = foundation.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            return BoundedFile.reason(system.code.rawValue)
        }
        return foundation.localizedDescription
    }
}
