#!/usr/bin/env bash
# Draws the DocC articles' pictures again with the library itself (headless: SDL's dummy video driver and a
# software renderer, no display needed), then keeps them small: 64 colours, no dithering, no metadata.
#
# - JoyStickSDL.docc/Resources/layout-on-two-screens.png: the example file of "Letting players arrange the
#   controls" (the article's first ```json block) loaded on 640x360 and 840x360, drawn by the test
#   theLayoutArticlesExampleFileKeepsItsEdges (Tests/JoyStickSDLTests/LayoutPictureTests.swift) when
#   UPDATE_DOC_PICTURES=1.
# - JoyStickSDL.docc/Resources/layout-editor.png: the layout editor's golden picture,
#   Tests/JoyStickSDLTests/Golden/editor-landscape.png (drawn again by
#   `UPDATE_GOLDEN=1 swift test --filter theEditorMatchesItsGoldenPicture`, after a deliberate change).
#
# Needs ImageMagick's convert (Debian: imagemagick). Look at the pictures before committing them.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v convert >/dev/null || { echo "doc-pictures: needs ImageMagick's convert (apt-get install imagemagick)" >&2; exit 1; }
resources=Sources/JoyStickSDL/JoyStickSDL.docc/Resources
mkdir -p "$resources"
swift build --build-tests
UPDATE_DOC_PICTURES=1 swift test --skip-build --filter theLayoutArticlesExampleFileKeepsItsEdges
small() { convert "$1" -strip -dither None -colors 64 "PNG8:$2"; }
small "$resources/layout-on-two-screens.png" "$resources/layout-on-two-screens.png"
small Tests/JoyStickSDLTests/Golden/editor-landscape.png "$resources/layout-editor.png"
echo "doc-pictures: wrote $resources/layout-on-two-screens.png ($(wc -c < "$resources/layout-on-two-screens.png") bytes)" \
     "and $resources/layout-editor.png ($(wc -c < "$resources/layout-editor.png") bytes)"
