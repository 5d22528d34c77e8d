import Testing
@testable import JoyStickRun

/// The game's name (what its arrangement is kept under) and whether the overlay can go into its program.
@Suite("The game's program")
struct GameBinaryTests {
    @Test func aProgramIsNamedByItsFileName() {
        #expect(GameBinary.name(of: ["./game"]) == "game")
        #expect(GameBinary.name(of: ["/usr/games/lbreakouthd"]) == "lbreakouthd")
        #expect(GameBinary.name(of: ["lbreakouthd", "--fullscreen"]) == "lbreakouthd")
        #expect(GameBinary.name(of: ["../bin/SuperTux.x86_64", "-d"]) == "SuperTux.x86_64")
        // A folder's trailing slash is not a name.
        #expect(GameBinary.name(of: ["/opt/game/"]) == "game")
    }

    @Test func anInterpretersGameIsItsScript() {
        #expect(GameBinary.name(of: ["python3", "game.py"]) == "game.py")
        #expect(GameBinary.name(of: ["/usr/bin/python3", "/home/p/games/snake/game.py", "--easy"]) == "game.py")
        #expect(GameBinary.name(of: ["python3.11", "-u", "game.py"]) == "game.py")
        #expect(GameBinary.name(of: ["python3.12", "-O", "-B", "src/main.py", "level1"]) == "main.py")
        #expect(GameBinary.name(of: ["python", "game.py"]) == "game.py")
        #expect(GameBinary.name(of: ["lua", "./main.lua"]) == "main.lua")
        #expect(GameBinary.name(of: ["java", "-jar", "game.jar"]) == "game.jar")
        #expect(GameBinary.name(of: ["bash", "run.sh"]) == "run.sh")
    }

    @Test func anInterpreterWithNoScriptIsItsOwnName() {
        #expect(GameBinary.name(of: ["python3"]) == "python3")
        #expect(GameBinary.name(of: ["python3.11", "-u"]) == "python3.11")
        // Not an interpreter's name, though it starts like one.
        #expect(GameBinary.name(of: ["python3-game", "level.py"]) == "python3-game")
        #expect(GameBinary.name(of: ["./shooter", "sh"]) == "shooter")
    }

    @Test func aShellCommandIsNamedByTheProgramItRuns() {
        #expect(GameBinary.name(of: ["sh", "-c", "./game"]) == "game")
        #expect(GameBinary.name(of: ["sh", "-c", "/usr/games/lbreakouthd"]) == "lbreakouthd")
        #expect(GameBinary.name(of: ["/bin/sh", "start.sh"]) == "start.sh")
    }

    // `sh -c COMMAND`: the program COMMAND starts, without its arguments (the same game started with others
    // keeps the same arrangement).
    @Test func aShellCommandsArgumentsAreNotPartOfTheName() {
        #expect(GameBinary.name(of: ["sh", "-c", "./game --fullscreen"]) == "game")
    }

    // `env VAR=value PROGRAM`: the variables before the program are not its name.
    @Test func envsVariablesAreNotTheGamesName() {
        #expect(GameBinary.name(of: ["env", "SDL_VIDEODRIVER=x11", "./game"]) == "game")
    }

    // Launch commands as packagers write them: the game is the program the command runs, not a word of its
    // shell or of env's options (these named the arrangement cd.json, DISPLAY.json and "$0".json).
    @Test func theGameOfCommonLaunchCommands() {
        #expect(GameBinary.name(of: ["sh", "-c", "cd /usr/share/game && ./game"]) == "game")
        #expect(GameBinary.name(of: ["sh", "-c", "cd data; exec ../bin/supertux2 --fullscreen"]) == "supertux2")
        #expect(GameBinary.name(of: ["env", "-u", "DISPLAY", "game"]) == "game")
        #expect(GameBinary.name(of: ["env", "-C", "/opt/game", "-i", "HOME=/h", "./run"]) == "run")
        #expect(GameBinary.name(of: ["env", "--unset=DISPLAY", "game"]) == "game")
        #expect(GameBinary.name(of: ["env", "-S", "./game --windowed"]) == "game")
        #expect(GameBinary.name(of: ["bash", "-c", "exec \"$0\"", "game"]) == "game")
        #expect(GameBinary.name(of: ["bash", "-c", "exec \"$0\" \"$@\"", "/usr/games/blobby", "-w"]) == "blobby")
        #expect(GameBinary.name(of: ["sh", "-c", "SDL_VIDEODRIVER=x11 LANG=C ./game"]) == "game")
        #expect(GameBinary.name(of: ["sh", "-c", "export A=1; 'my game'"]) == "my game")
    }

    // MARK: Whether the overlay can go into the game

    /// The first 20 bytes of an ELF file: class (1 32-bit, 2 64-bit), little-endian, and a machine.
    static func elf(bits64: Bool, machine: UInt16) -> [UInt8] {
        var bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, bits64 ? 2 : 1, 1, 1, 0]
        bytes += [UInt8](repeating: 0, count: 10)
        bytes += [UInt8(machine & 0xFF), UInt8(machine >> 8)]
        return bytes
    }

    @Test func aGameOfAnotherMachineIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let overlay = try folder.write(Self.elf(bits64: true, machine: 62), to: "libjoystick-run.so")
        let game = try folder.write(Self.elf(bits64: false, machine: 3), to: "game32")
        do {
            try GameBinary.check(game, against: overlay)
            Issue.record("a 32-bit game was taken")
        } catch {
            #expect(error.description == "\(game) is a 32-bit x86 program, and the overlay is a 64-bit x86-64 program: it "
                        + "cannot go into that game (build joystick-run for it)")
        }
        let arm = try folder.write(Self.elf(bits64: true, machine: 183), to: "game-arm")
        do {
            try GameBinary.check(arm, against: overlay)
            Issue.record("an ARM64 game was taken")
        } catch {
            #expect(error.description == "\(arm) is a 64-bit ARM64 program, and the overlay is a 64-bit x86-64 program: it "
                        + "cannot go into that game (build joystick-run for it)")
        }
        let odd = try folder.write(Self.elf(bits64: true, machine: 999), to: "game-odd")
        do {
            try GameBinary.check(odd, against: overlay)
            Issue.record("a game of machine 999 was taken")
        } catch {
            #expect(error.description == "\(odd) is a 64-bit machine 999 program, and the overlay is a 64-bit x86-64 "
                        + "program: it cannot go into that game (build joystick-run for it)")
        }
    }

    @Test func aGameOfTheSameMachineAScriptOrNothingIsLeftToTheSystem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let overlay = try folder.write(Self.elf(bits64: true, machine: 62), to: "libjoystick-run.so")
        let same = try folder.write(Self.elf(bits64: true, machine: 62) + [1, 2, 3], to: "game")
        let script = try folder.write("#!/bin/sh\nexec ./game\n", to: "game.sh")
        let short = try folder.write([0x7F, 0x45, 0x4C, 0x46], to: "short")
        #expect(throws: Never.self) { try GameBinary.check(same, against: overlay) }
        #expect(throws: Never.self) { try GameBinary.check(script, against: overlay) }
        #expect(throws: Never.self) { try GameBinary.check(short, against: overlay) }
        #expect(throws: Never.self) { try GameBinary.check(folder.file("missing"), against: overlay) }
        // An overlay that is no ELF file checks nothing.
        let notELF = try folder.write("not a library", to: "overlay.txt")
        #expect(throws: Never.self) { try GameBinary.check(folder.file("game32"), against: notELF) }
        let game32 = try folder.write(Self.elf(bits64: false, machine: 3), to: "game32")
        #expect(throws: Never.self) { try GameBinary.check(game32, against: notELF) }
    }
}
