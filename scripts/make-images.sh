#!/bin/sh
# Regenerates the WebP photos under public/images/ from their SVG sources.
# Needs two Debian packages: librsvg2-bin (rsvg-convert) and webp (cwebp):
#   apt-get install -y librsvg2-bin webp
# Each SVG becomes <name>-96.webp and <name>-192.webp beside it (1x and 2x of a 96 px avatar).
# Usage: sh scripts/make-images.sh
set -eu

cd "$(dirname "$0")/../public/images"
for tool in rsvg-convert cwebp; do
  command -v "$tool" >/dev/null 2>&1 || {
    echo "make-images: $tool is missing (apt-get install -y librsvg2-bin webp)" >&2
    exit 1
  }
done

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

find . -name '*.svg' | sort | while read -r svg; do
  base="${svg%.svg}"
  for width in 96 192; do
    rsvg-convert --width "$width" --height "$width" --format png "$svg" --output "$tmp/out.png"
    cwebp -quiet -q 80 -m 6 "$tmp/out.png" -o "$base-$width.webp"
  done
  echo "make-images: $base-96.webp, $base-192.webp"
done
