import CSDL2
import Glibc

/// The first frame a run got wrong beside the good run's picture nearest to it, in one PNG, for a person to see
/// what changed: this run's on the left, the good run's on the right.
enum SideBySide {
    /// Saves this run's picture of a frame beside the good run's picture nearest to `frame` in `folder` (frame N's
    /// ``FramePicture``), as `frame-FRAME-beside-good-N.png` next to this run's picture, both numbers in six
    /// digits; nil when either is missing or cannot be read.
    static func save(_ mine: String, besideTheNearestTo frame: Int, in folder: String) -> String? {
        guard let nearest = nearestPicture(to: frame, in: folder) else { return nil }
        guard let left = IMG_Load(mine) else { return nil }
        defer { SDL_FreeSurface(left) }
        guard let right = IMG_Load(nearest.path) else { return nil }
        defer { SDL_FreeSurface(right) }
        let gap: Int32 = 8
        let width = left.pointee.w + gap + right.pointee.w, height = max(left.pointee.h, right.pointee.h)
        guard let both = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return nil
        }
        defer { SDL_FreeSurface(both) }
        SDL_FillRect(both, nil, SDL_MapRGB(both.pointee.format, 255, 0, 255))
        var leftPlace = SDL_Rect(x: 0, y: 0, w: left.pointee.w, h: left.pointee.h)
        var rightPlace = SDL_Rect(x: left.pointee.w + gap, y: 0, w: right.pointee.w, h: right.pointee.h)
        SDL_UpperBlit(left, nil, both, &leftPlace)
        SDL_UpperBlit(right, nil, both, &rightPlace)
        let path = String(mine.dropLast(4)) + "-beside-good-" + FramePicture.digits(nearest.frame) + ".png"
        return IMG_SavePNG(both, path) == 0 ? path : nil
    }

    /// The good run's picture nearest to a frame, in a folder (`frame-000060.png`, or a good run's from before
    /// pictures had six digits, `frame-60.png`).
    static func nearestPicture(to frame: Int, in folder: String) -> (frame: Int, path: String)? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var best: (frame: Int, name: String)?
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let number = FramePicture.frame(named: name) else { continue }
            if best.map({ abs($0.frame - frame) > abs(number - frame) || (abs($0.frame - frame) == abs(number - frame) && number < $0.frame) }) ?? true {
                best = (number, name)
            }
        }
        return best.map { ($0.frame, "\(folder)/\($0.name)") }
    }
}
