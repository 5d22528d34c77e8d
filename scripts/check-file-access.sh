#!/usr/bin/env bash
# Fails when a library module touches a file other than through the one small layer of its language:
#
#   - the C library's modules (JoyStickEngine, JoyStickLayout, JoyStickControls, JoyStickSDL, JoyStickSDL3,
#     JoyStickC and the C of JoyStickCSupport) through JoyStickSystem's C alone, which only Sources/JoyStickControls/SystemFile.swift
#     imports: Embedded Swift has no Glibc, and SDL's own file calls (SDL_RWFromFile, IMG_Load, IMG_SavePNG,
#     ...) would step around the checks SystemFile makes (what a path names, a size limit, atomic writes);
#   - JoyStickReplay, Swift only, through TextFiles (BoundedFile, AtomicFile, AppendingFile).
#
# So no system module (Glibc, Foundation) in those modules, no SDL call that opens a file, no C file call.
# What games and tools of this repository do with files (screenshots, the Assets folder, scores, reports) is
# theirs: AppShell, ArcadeSDL, ArcadeHarness, JoyStickRun.
set -euo pipefail
cd "$(dirname "$0")/.."

library=(Sources/JoyStickEngine Sources/JoyStickLayout Sources/JoyStickControls Sources/JoyStickSDL Sources/JoyStickSDL3
         Sources/JoyStickC Sources/JoyStickCSupport Sources/JoyStickReplay)
checks=(
    # pattern | what it is
    '^\s*(@_exported\s+)?import\s+(Glibc|Darwin|Foundation|FoundationEssentials|WinSDK)\b|a system module (file access goes through the layer)'
    '\b(SDL_RWFromFile|SDL_RWFromFP|SDL_LoadFile|SDL_LoadFile_RW|SDL_LoadBMP|SDL_SaveBMP|SDL_GameControllerAddMappingsFromFile|IMG_Load|IMG_LoadTexture|IMG_Save[A-Z][A-Za-z_]*|SDL_IOFromFile|SDL_LoadPNG|SDL_LoadSurface|SDL_SavePNG|SDL_AddGamepadMappingsFromFile)\s*\(|an SDL call that opens a file'
    '(^|[^.A-Za-z0-9_])(fopen|freopen|fdopen|open|openat|creat|opendir|mkdir|rename|unlink|rmdir|stat|lstat|fstat|truncate|ftruncate|realpath|access)\s*\(|a C file call'
)
found=0
hits=$(mktemp)
trap 'rm -f "$hits"' EXIT
for check in "${checks[@]}"; do
    pattern=${check%|*} what=${check##*|}
    # Comments are not code: lines that start with //, /* or *.
    if grep -rnE --include='*.swift' --include='*.c' --include='*.h' "$pattern" "${library[@]}" \
        | grep -vE '^[^:]+:[0-9]+:\s*(//|/\*|\*)' > "$hits"; then
        while IFS= read -r line; do echo "check-file-access: $what: $line" >&2; done < "$hits"
        found=1
    fi
done
# The C layer has one door in Swift.
while IFS= read -r user; do
    [ "$user" = Sources/JoyStickControls/SystemFile.swift ] && continue
    echo "check-file-access: $user imports JoyStickSystem: only Sources/JoyStickControls/SystemFile.swift does" >&2
    found=1
done < <(grep -rlE '^\s*import\s+JoyStickSystem\b' Sources --include='*.swift' || true)
if [ "$found" -ne 0 ]; then
    echo "check-file-access: FAILED: the library modules read and write files through JoyStickSystem (C, by way of" \
        "SystemFile.swift) and TextFiles (Swift) only" >&2
    exit 1
fi
echo "check-file-access: the library's modules touch files only through SystemFile (JoyStickSystem's C) and TextFiles"
