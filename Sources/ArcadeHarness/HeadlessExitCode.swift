/// The exit codes of `arcade --headless`, as its help, HeadlessMode.md and HeadlessTestsAtScale.md give them.
/// When several apply, the first in this list wins.
public enum HeadlessExitCode {
    /// A SIGINT (130) or SIGTERM (143) stopped the run: 128 + the signal.
    public static func stopped(by signal: Int32) -> Int32 { 128 + signal }
    /// Standard output's reader went away (`| head -1`): the run ended quietly, as a process ended by
    /// SIGPIPE would (128 + 13), with its workers stopped and its report written.
    public static let readerGone: Int32 = 141
    /// The summaries could not be written to standard output (a full disk, a closed descriptor), or the JUnit
    /// report could not be written when the run ended.
    public static let outputFailed: Int32 = 4
    /// Runs were lost (a worker killed or crashed, a run that could not be played) or a run's picture could
    /// not be written: each is named on stderr and is an `<error>` in the JUnit report.
    public static let runsLost: Int32 = 3
    /// Bad input: an option, a level, a script, an output path; nothing was played.
    public static let badInput: Int32 = 2
    /// `--require-win` and a run was not won.
    public static let notWon: Int32 = 1
    /// Every run ended as asked.
    public static let success: Int32 = 0
}
