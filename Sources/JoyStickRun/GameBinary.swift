import Glibc

/// The game's program: its name, and whether the overlay can go into it at all (an overlay for x86-64 cannot
/// load into a 32-bit program; SDL would only print that it could not load it).
enum GameBinary {
    /// Interpreters whose game is the script after them: `python3 game.py` keeps its arrangement as `game.py`.
    static let interpreters = ["python", "python2", "python3", "pypy", "pypy3", "sh", "bash", "dash", "lua", "luajit",
                               "perl", "ruby", "node", "java", "mono", "wine"]

    /// The name a game's arrangement is kept under: GAME's file name, or its script's for an interpreter, or
    /// the program's for `env [OPTIONS] [VAR=value] PROGRAM` and `sh -c "[cd DIR &&] [exec] PROGRAM ARGS" [$0 ...]`.
    static func name(of game: [String]) -> String {
        func base(_ path: String) -> String {
            String(path.split(separator: "/").last ?? Substring(path))
        }
        let program = base(game[0])
        let rest = Array(game.dropFirst())
        if program == "env" { return envsProgram(rest).map { name(of: $0) } ?? program }
        if ["sh", "bash", "dash"].contains(program), let flag = rest.firstIndex(of: "-c"), flag + 1 < rest.count,
           let command = shellsProgram(rest[flag + 1], positional: Array(rest[(flag + 2)...])) {
            return name(of: command)
        }
        let bare = program.split(separator: ".").first.map(String.init) ?? program
        let interpreter = interpreters.contains(program) || interpreters.contains(bare)
            || (program.hasPrefix("python") && program.dropFirst(6).allSatisfy { $0.isNumber || $0 == "." })
        if interpreter, let script = rest.first(where: { !$0.hasPrefix("-") }) {
            return base(script)
        }
        return program
    }

    /// What `env` runs: after its options (those of GNU env that take a value: -u, -C, and -S, whose value is
    /// the command itself) and its VAR=value words.
    private static func envsProgram(_ words: [String]) -> [String]? {
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--" { return index + 1 < words.count ? Array(words[(index + 1)...]) : nil }
            if ["-S", "--split-string"].contains(word) {
                return index + 1 < words.count ? words[index + 1].split(separator: " ").map(String.init) : nil
            }
            if word.hasPrefix("-S") { return String(word.dropFirst(2)).split(separator: " ").map(String.init) }
            if ["-u", "--unset", "-C", "--chdir"].contains(word) {
                index += 2
            } else if word.hasPrefix("-") || word.contains("=") {
                index += 1
            } else {
                return Array(words[index...])
            }
        }
        return nil
    }

    /// The program a shell command runs: of its simple commands (split at `&&`, `||`, `;`, `|` and line
    /// breaks), the first that is not a builtin a launcher uses to set things up (cd, export, set, umask,
    /// ulimit, ...), past its VAR=value words and `exec`; `"$0"`, `$1`, ... are the words after the command.
    private static func shellsProgram(_ command: String, positional: [String]) -> [String]? {
        let setup: Set<String> = ["cd", "export", "set", "unset", "umask", "ulimit", "source", ".", "true", ":", "shift",
                                  "trap", "echo", "printf", "test", "[", "mkdir", "wait"]
        var simple: [[String]] = [[]]
        var word = "", quote: Character?
        func endWord() {
            if !word.isEmpty { simple[simple.count - 1].append(word) }
            word = ""
        }
        var characters = Array(command)[...]
        while let c = characters.popFirst() {
            if let open = quote {
                if c == open { quote = nil } else { word.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == " " || c == "\t" {
                endWord()
            } else if c == ";" || c == "\n" || c == "&" || c == "|" {
                endWord()
                if simple.last?.isEmpty == false { simple.append([]) }
            } else {
                word.append(c)
            }
        }
        endWord()
        for var words in simple {
            while let first = words.first, first.contains("="), !first.hasPrefix("=") { words.removeFirst() }
            if words.first == "exec" { words.removeFirst() }
            guard let first = words.first, !setup.contains(first) else { continue }
            return words.map { word in
                guard word.hasPrefix("$"), let index = Int(word.dropFirst().filter { $0 != "{" && $0 != "}" }) else {
                    return word
                }
                return index < positional.count ? positional[index] : word
            }.filter { $0 != "$@" && $0 != "$*" }
        }
        return nil
    }

    /// Refuses a game the overlay cannot go into: an ELF program of another class or machine than the
    /// overlay's. Scripts (#!) and what cannot be read are left to the system to run.
    /// - Throws: ``UsageError`` saying both
    static func check(_ game: String, against overlay: String) throws(UsageError) {
        guard let path = resolve(game), let mine = header(overlay), let theirs = header(path) else { return }
        guard mine != theirs else { return }
        throw UsageError("\(game) is \(describe(theirs)), and the overlay is \(describe(mine)): it cannot go into "
                         + "that game (build joystick-run for it)")
    }

    /// An ELF file's class and machine, or nil for anything else.
    private static func header(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 20)
        guard read(descriptor, &bytes, 20) == 20, bytes[0...3] == [0x7F, 0x45, 0x4C, 0x46] else { return nil }
        let little = bytes[5] == 1
        let machine = little ? [bytes[18], bytes[19]] : [bytes[19], bytes[18]]
        return [bytes[4]] + machine
    }

    private static func describe(_ header: [UInt8]) -> String {
        let bits = header[0] == 2 ? "64-bit" : "32-bit"
        let machine = UInt16(header[1]) | UInt16(header[2]) << 8
        let names: [UInt16: String] = [3: "x86", 62: "x86-64", 40: "ARM", 183: "ARM64", 243: "RISC-V"]
        return "a \(bits) \(names[machine] ?? "machine \(machine)") program"
    }

    /// Why GAME cannot be started (there is no such program, or it may not be run), or nil: what a suite checks
    /// once before its tests, so that a mistyped game is bad input, not an error in every test.
    static func startProblem(_ game: String) -> String? {
        guard let path = resolve(game) else { return "cannot start \(game): there is no such program on PATH" }
        guard access(path, X_OK) == 0 else {
            return "cannot start \(game): \(errno == ENOENT ? "there is no such file" : String(cString: strerror(errno)))"
        }
        return nil
    }

    /// GAME as the system would find it: a path with a slash, else the first on PATH.
    private static func resolve(_ game: String) -> String? {
        if game.contains("/") { return game }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(game)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
