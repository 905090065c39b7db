#!/usr/bin/env python3
"""Copies TypeRamp's bundled fonts from Debian's font packages into fonts/ and writes their licence
files and fonts/README.md. Run by hand (`python3 scripts/bundle-fonts.py`) when a font is added or
Debian's package changes; the result is checked in.

Needs: fonts-inter, fonts-inter-variable, fonts-noto-core (apt-get install).
"""
import os, shutil, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "fonts")
MAX_BYTES = 4 << 20

# (destination, source, Debian package)
FILES = [
    ("Inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", "fonts-inter"),
    ("Inter/Inter-Medium.otf", "/usr/share/fonts/opentype/inter/Inter-Medium.otf", "fonts-inter"),
    ("Inter/Inter-SemiBold.otf", "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", "fonts-inter"),
    ("Inter/Inter-Bold.otf", "/usr/share/fonts/opentype/inter/Inter-Bold.otf", "fonts-inter"),
    ("Inter/Inter-roman.var.ttf", "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf", "fonts-inter-variable"),
    # Italics (every weight, on the wght axis): italic text styles and `.italic()` are set with a real italic face.
    ("Inter/Inter-italic.var.ttf", "/usr/share/fonts/truetype/inter-vf/Inter-italic.var.ttf", "fonts-inter-variable"),
    # Inter's Display optical size: SF Pro moves from its Text to its Display design between 17 and 28 pt, and the
    # system-font stand-in follows it with Inter's Text and Display designs (docs/text.md, "The system font").
    ("Inter/InterDisplay-roman.var.ttf", "/usr/share/fonts/truetype/inter-vf/InterDisplay-roman.var.ttf", "fonts-inter-variable"),
    ("Inter/InterDisplay-italic.var.ttf", "/usr/share/fonts/truetype/inter-vf/InterDisplay-italic.var.ttf", "fonts-inter-variable"),
    ("Noto/NotoSans-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", "fonts-noto-core"),
    ("Noto/NotoSans-Bold.ttf", "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf", "fonts-noto-core"),
    ("Noto/NotoSansArabic-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "fonts-noto-core"),
    ("Noto/NotoSansArabic-Bold.ttf", "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf", "fonts-noto-core"),
    ("Noto/NotoSansHebrew-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", "fonts-noto-core"),
    ("Noto/NotoSansHebrew-Bold.ttf", "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf", "fonts-noto-core"),
    ("Noto/NotoSansDevanagari-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", "fonts-noto-core"),
    ("Noto/NotoSansThai-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", "fonts-noto-core"),
]
# (licence file, Debian copyright file, heading)
LICENCES = [
    ("Inter/LICENSE.txt", "/usr/share/doc/fonts-inter/copyright", "Copyright 2016-2022 The Inter Project Authors <rasmus@notion.se>\nhttps://github.com/rsms/inter"),
    ("Noto/LICENSE.txt", "/usr/share/doc/fonts-noto-core/copyright", "Copyright 2010, 2012-2020 Google Inc.; 2015-2020 Google LLC.\nhttps://github.com/googlei18n/noto-fonts"),
]


def package_version(package):
    return subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], check=True,
                          capture_output=True, text=True).stdout.strip()


def ofl_text(copyright_path):
    """The `License: OFL-1.1` stand-alone paragraph of a Debian machine-readable copyright file."""
    lines = open(copyright_path, encoding="utf-8").read().split("\n")
    out, inside = [], False
    for line in lines:
        if line.startswith("License: OFL-1.1") and not inside:
            # A stand-alone licence paragraph has its text on the indented lines that follow.
            inside = True
            continue
        if inside:
            if not line.startswith(" "):
                if out:
                    break
                inside = False
                continue
            body = line[1:]
            out.append("" if body.strip() == "." else body)
    if not out:
        sys.exit(f"no OFL-1.1 text in {copyright_path}")
    return "\n".join(out).strip() + "\n"


def main():
    rows = []
    for dest, src, package in FILES:
        target = os.path.join(FONTS, dest)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(src, target)
        size = os.path.getsize(target)
        if size > MAX_BYTES:
            sys.exit(f"{dest} is {size} bytes, over the 4 MiB limit")
        rows.append((dest, package, package_version(package), size))
    for dest, copyright_path, heading in LICENCES:
        text = heading + "\n\nSIL Open Font License, Version 1.1 (text from Debian's " + copyright_path + ")\n\n" + ofl_text(copyright_path)
        with open(os.path.join(FONTS, dest), "w", encoding="utf-8") as f:
            f.write(text)
    with open(os.path.join(FONTS, "README.md"), "w", encoding="utf-8") as f:
        f.write("# Bundled fonts\n\n")
        f.write("Generated by `scripts/bundle-fonts.py` from Debian's font packages; do not edit by hand.\n")
        f.write("Tests load only these files, never the host's fonts. Each is under the SIL Open Font License 1.1\n")
        f.write("(the licence text sits beside the files in each folder).\n\n")
        f.write("| file | Debian package | version | bytes | licence |\n|---|---|---|---|---|\n")
        for dest, package, version, size in rows:
            lic = os.path.dirname(dest) + "/LICENSE.txt"
            f.write(f"| `{dest}` | {package} | {version} | {size} | OFL-1.1 (`{lic}`) |\n")
    print(f"bundled {len(rows)} fonts into {FONTS}")


if __name__ == "__main__":
    main()
