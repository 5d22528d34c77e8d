import Testing
@testable import JoyStickRun

/// Pictures of frames are named with six-digit frame numbers, so that they sort in frame order.
@Suite("Pictures' names")
struct FramePictureTests {
    @Test func picturesHaveSixDigitFrameNumbers() {
        #expect(FramePicture.name(0) == "frame-000000.png" && FramePicture.name(60) == "frame-000060.png")
        #expect(FramePicture.name(1_234_567) == "frame-1234567.png")
        // A good run's pictures from before six digits are still found.
        #expect(FramePicture.frame(named: "frame-000060.png") == 60 && FramePicture.frame(named: "frame-60.png") == 60)
        #expect(FramePicture.frame(named: "frame-.png") == nil && FramePicture.frame(named: "frame-+6.png") == nil)
        #expect(FramePicture.frame(named: "frame-000012-beside-good-000000.png") == nil)
        #expect(SuiteCommand.isPicture("frame-000012-beside-good-000000.png") && SuiteCommand.isPicture("frame-000012.png"))
    }
}
