import CJoyStickRun
import Glibc

// The arguments as glibc handed them to the program, not CommandLine.arguments: a libSDL2 that calls setenv when
// it loads (sdl2-compat) leaves Swift's copy empty.
let arguments = (1..<max(1, Int(jr_argument_count()))).map { String(cString: jr_argument(Int32($0))) }
exit(JoyStickRunCommand.run(arguments))
