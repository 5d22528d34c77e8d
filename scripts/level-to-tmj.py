#!/usr/bin/env python3
"""Converts a text level (Levels/*.txt format) to a Tiled JSON map (.tmj).

    python3 scripts/level-to-tmj.py Tests/ArcadeTests/Fixtures/11-tiled-crossroads.txt \
        Levels/11-tiled-crossroads.tmj

The map is what Tiled 1.10 saves for an orthogonal, finite map of 32x32 tiles:
- a tile layer `walls` (CSV, `data` an array of tile ids): 1 for `#`, 0 for floor, drawn
  with an embedded one-tile tileset using Assets/game/wall.png;
- an object layer `things`: one 32x32 rectangle per `P * E C H V`, its `type` (Tiled's
  class) `player`, `gem`, `exit`, `chaser`, `patroller-h` or `patroller-v`, in reading
  order;
- the level's name as the map's string property `name`.

The game's TiledMapLoader reads this back to the same Level as the text file, so keep the
text file as the source and regenerate the map after every edit. Python standard library
only. With no output path the map goes to standard output.
"""

import json
import os
import sys

TILE = 32
TILED_VERSION = "1.10.2"
FORMAT_VERSION = "1.10"
OBJECT_TYPES = {
    "P": "player",
    "*": "gem",
    "E": "exit",
    "C": "chaser",
    "H": "patroller-h",
    "V": "patroller-v",
}


def read_text_level(path):
    """Returns (name, rows) of a text level, with the same rules as LevelParser."""
    with open(path, "rb") as f:
        data = f.read()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    lines = data.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    lines = [line[:-1] if line.endswith("\r") else line for line in lines]
    name = None
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        stripped = line.strip(" \t")
        if not stripped or stripped.startswith("#"):
            continue
        if stripped == "---":
            break
        key, sep, value = line.partition(":")
        if not sep or key.strip(" \t") != "name":
            sys.exit(f"{path}:{index}: only 'name: ...' header lines are supported")
        name = value.strip(" \t")
    else:
        sys.exit(f"{path}: missing '---' line between header and grid")
    if not name:
        sys.exit(f"{path}: missing 'name' in header")
    rows = lines[index:]
    while rows and all(c == " " for c in rows[-1]):
        rows.pop()
    if not rows:
        sys.exit(f"{path}: empty grid")
    for number, row in enumerate(rows, start=index + 1):
        for column, c in enumerate(row, start=1):
            if c not in "#. " and c not in OBJECT_TYPES:
                sys.exit(f"{path}:{number}:{column}: unknown character {c!r} in grid")
    return name, rows


def to_tmj(name, rows, image):
    width = max(len(row) for row in rows)
    height = len(rows)
    data = []
    objects = []
    for r, row in enumerate(rows):
        padded = row.ljust(width, ".")
        for c, ch in enumerate(padded):
            data.append(1 if ch == "#" else 0)
            if ch in OBJECT_TYPES:
                objects.append({
                    "height": TILE,
                    "id": len(objects) + 1,
                    "name": "",
                    "rotation": 0,
                    "type": OBJECT_TYPES[ch],
                    "visible": True,
                    "width": TILE,
                    "x": c * TILE,
                    "y": r * TILE,
                })
    return {
        "compressionlevel": -1,
        "height": height,
        "infinite": False,
        "layers": [
            {
                "data": data,
                "height": height,
                "id": 1,
                "name": "walls",
                "opacity": 1,
                "type": "tilelayer",
                "visible": True,
                "width": width,
                "x": 0,
                "y": 0,
            },
            {
                "draworder": "topdown",
                "id": 2,
                "name": "things",
                "objects": objects,
                "opacity": 1,
                "type": "objectgroup",
                "visible": True,
                "x": 0,
                "y": 0,
            },
        ],
        "nextlayerid": 3,
        "nextobjectid": len(objects) + 1,
        "orientation": "orthogonal",
        "properties": [{"name": "name", "type": "string", "value": name}],
        "renderorder": "right-down",
        "tiledversion": TILED_VERSION,
        "tileheight": TILE,
        "tilesets": [
            {
                "columns": 1,
                "firstgid": 1,
                "image": image,
                "imageheight": TILE,
                "imagewidth": TILE,
                "margin": 0,
                "name": "walls",
                "spacing": 0,
                "tilecount": 1,
                "tileheight": TILE,
                "tilewidth": TILE,
            }
        ],
        "tilewidth": TILE,
        "type": "map",
        "version": FORMAT_VERSION,
        "width": width,
    }


def dump(tmj):
    """JSON in Tiled's layout: sorted keys, one-space indent; the tile data one map row per line."""
    width = tmj["width"]
    placeholder = "\u0000DATA\u0000"
    data = tmj["layers"][0]["data"]
    tmj["layers"][0]["data"] = placeholder
    text = json.dumps(tmj, indent=1, sort_keys=True, ensure_ascii=False)
    tmj["layers"][0]["data"] = data
    rows = [", ".join(str(v) for v in data[i:i + width]) for i in range(0, len(data), width)]
    indent = "   "  # the data key's own indent inside the first layer
    body = "[\n" + ",\n".join(indent + " " + row for row in rows) + "\n" + indent + "]"
    return text.replace(json.dumps(placeholder), body) + "\n"


def main(argv):
    if len(argv) not in (2, 3) or argv[1] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    source = argv[1]
    name, rows = read_text_level(source)
    output = argv[2] if len(argv) == 3 else None
    # The wall image, relative to the map as Tiled stores it.
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    wall = os.path.join(root, "Assets", "game", "wall.png")
    base = os.path.dirname(os.path.abspath(output)) if output else os.getcwd()
    image = os.path.relpath(wall, base).replace(os.sep, "/")
    text = dump(to_tmj(name, rows, image))
    if output:
        with open(output, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
