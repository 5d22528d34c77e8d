import Glibc

exit(JoyStickRunCommand.run(Array(CommandLine.arguments.dropFirst())))
