#!/usr/bin/env python3
"""TypeRamp's layout against sizes real iOS rendered (Tests/Fixtures/ios-layout/sizes.csv, copied from
../shared/reference/ios-layout with its sources). Each reference view is written as SwiftUI in
Tests/Fixtures/ios-layout/Cases.swift (our code, from the views' descriptions and pictures), imported with
`typeramp import`, laid out with `typeramp layout` at each category, and compared by height and, where iOS sized the
view to fit, by width. Prints every cell, then the share of heights within 5 %, the median height and width errors and
the list rows' errors. Usage: scripts/fidelity.py [path/to/typeramp] [sizes.csv] [Cases.swift]"""
import csv, json, os, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPERAMP = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/typeramp")
SIZES = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "Tests/Fixtures/ios-layout/sizes.csv")
CASES_SWIFT = sys.argv[3] if len(sys.argv) > 3 else os.path.join(ROOT, "Tests/Fixtures/ios-layout/Cases.swift")
# reference case -> (screen, device width); the screen's name is the case's in CamelCase unless listed here
SCREENS = {
    "pf-uilabel-title1": "PfUILabelTitle1", "onnerb-uilabel-body": "OnnerbUILabelBody", "pf-swiftui-checked": "PfSwiftUIChecked",
    "cui-content-text-padding": "CuiContentTextPadding", "cui-title-subtitle-header": "CuiTitleSubtitleHeader",
    "spezi-listrow-iphone": "SpeziListRow",
}


def screen_name(case):
    return SCREENS.get(case) or "".join(part[:1].upper() + part[1:] for part in case.replace("_", "-").split("-"))


def main():
    with tempfile.TemporaryDirectory() as tmp:
        yaml = os.path.join(tmp, "cases.yaml")
        subprocess.run([TYPERAMP, "import", CASES_SWIFT, "-o", yaml], check=True, stderr=subprocess.DEVNULL)
        rows = list(csv.DictReader(open(SIZES)))
        heights, widths, list_rows = [], [], []
        print(f"{'case':30} {'category':34} {'iOS h':>8} {'ours':>8} {'err':>6}   {'iOS w':>8} {'ours':>8} {'err':>6}")
        for r in rows:
            # A list row is measured in a picture of the whole screen: the screen's width is the picture's; views sized
            # to fit are laid out on a 393-pt iPhone (their width does not depend on the screen's).
            width = round(float(r["png_w_px"]) / float(r["scale"]), 3) if r["measure"] == "row" else 393
            out = subprocess.run([TYPERAMP, "layout", yaml, "--screen", screen_name(r["case"]), "--category", r["category"],
                                  "--width", str(width), "--format", "json"], check=True, capture_output=True, text=True).stdout
            root = json.loads(out)["root"]
            is_row = r["measure"] == "row"
            ours_h = root["rows"][0]["height"] if is_row else root["frame"]["height"]
            ios_h = float(r["height_pt"])
            eh = (ours_h - ios_h) / ios_h
            heights.append(eh)
            if is_row:
                list_rows.append((r["category"], ours_h - ios_h, eh))
            line = f"{r['case']:30} {r['category']:34} {ios_h:8.3f} {ours_h:8.3f} {eh * 100:5.1f}%"
            if r["width_pt"] and not is_row:
                ios_w, ours_w = float(r["width_pt"]), root["frame"]["width"]
                ew = (ours_w - ios_w) / ios_w
                widths.append(ew)
                line += f"   {ios_w:8.3f} {ours_w:8.3f} {ew * 100:5.1f}%"
            print(line)
        within = sum(abs(e) <= 0.05 for e in heights)
        print(f"\nheights: {within} of {len(heights)} within 5 % ({within / len(heights) * 100:.0f} %), "
              f"median error {statistics.median(abs(e) for e in heights) * 100:.2f} %, worst {max(abs(e) for e in heights) * 100:.1f} %")
        if widths:
            wwithin = sum(abs(e) <= 0.05 for e in widths)
            print(f"widths: {wwithin} of {len(widths)} within 5 %, median error {statistics.median(abs(e) for e in widths) * 100:.2f} %, "
                  f"worst {max(abs(e) for e in widths) * 100:.1f} %")
        for category, points, e in list_rows:
            print(f"list row at {category}: {points:+.2f} pt ({e * 100:+.1f} %)")


if __name__ == "__main__":
    main()
