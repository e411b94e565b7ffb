"""Checks that a screenshot shows a game in progress, not a blank window or a
map that refused every turn: the map area holds many colours, tile greens and
enough tiles to cover a good part of the fitted view, and the scoreboard on
the right shows text."""
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, ctype = 8, b"", 0, 0, 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
            assert depth == 8, f"bit depth {depth}"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = {2: 3, 6: 4}[ctype]
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pr) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


BACKGROUND = (41, 46, 51)  # the map's clear colour (0.16, 0.18, 0.2)


def main(path):
    w, h, ch, rows = read_png(path)
    colours, greens, samples, covered = set(), 0, 0, 0
    board_x = int(w * 0.74)  # the scoreboard panel starts about here
    for y in range(0, h, 3):
        row = rows[y]
        for x in range(0, board_x - 20, 3):
            r, g, b = row[x * ch], row[x * ch + 1], row[x * ch + 2]
            colours.add((r >> 3, g >> 3, b >> 3))
            samples += 1
            if g > r + 15 and g > b + 15:
                greens += 1
            # Tile art is bright; the background and the dim fill of the
            # cells where a tile fits are not.
            if max(r, g, b) > 120 and max(abs(r - BACKGROUND[0]), abs(g - BACKGROUND[1])) > 40:
                covered += 1
    text, panel = 0, 0
    for y in range(0, h, 2):
        row = rows[y]
        for x in range(board_x + 10, w, 2):
            r, g, b = row[x * ch], row[x * ch + 1], row[x * ch + 2]
            panel += 1
            if min(r, g, b) > 150:
                text += 1
    coverage = covered / max(samples, 1)
    print(
        f"screenshot {w}x{h}: {len(colours)} distinct colours in the map area, "
        f"{greens} green samples, tiles cover {coverage:.0%} of the map area, "
        f"{text} light (text) samples in the scoreboard"
    )
    assert w >= 640 and h >= 480, "window too small"
    assert len(colours) > 40, "the map area is nearly one colour: blank window?"
    assert greens > 200, "no fields (green) on the map: tiles not drawn?"
    assert coverage > 0.12, "the map holds too few tiles: were the turns refused?"
    assert text > 300, "the scoreboard shows no text"


if __name__ == "__main__":
    main(sys.argv[1])
