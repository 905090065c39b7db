#!/usr/bin/env python3
"""TypeRamp's layout against sizes real iOS rendered (Tests/Fixtures/ios-layout/sizes.csv, copied from
../shared/reference/ios-layout with its sources). Each reference view is written as SwiftUI in
Tests/Fixtures/ios-layout/Cases.swift (our code, from the views' descriptions), imported with `typeramp import`, laid
out with `typeramp layout` at each category, and compared by height (widths depend on SF Pro, which TypeRamp stands in
for). Prints every cell and the share within 5 %. Usage: scripts/fidelity.py [path/to/typeramp]"""
import csv, json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPERAMP = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/typeramp")
CASES = {  # reference case -> (screen, device width, what is measured)
    "pf-uilabel-title1": ("PfUILabelTitle1", 393, "root"),
    "onnerb-uilabel-body": ("OnnerbUILabelBody", 393, "root"),
    "pf-swiftui-checked": ("PfSwiftUIChecked", 393, "root"),
    "cui-content-text-padding": ("CuiContentTextPadding", 393, "root"),
    "cui-title-subtitle-header": ("CuiTitleSubtitleHeader", 393, "root"),
    "spezi-listrow-iphone": ("SpeziListRow", 390, "row"),
}

def main():
    with tempfile.TemporaryDirectory() as tmp:
        yaml = os.path.join(tmp, "cases.yaml")
        subprocess.run([TYPERAMP, "import", os.path.join(ROOT, "Tests/Fixtures/ios-layout/Cases.swift"), "-o", yaml], check=True,
                       stderr=subprocess.DEVNULL)
        rows = list(csv.DictReader(open(os.path.join(ROOT, "Tests/Fixtures/ios-layout/sizes.csv"))))
        within = 0
        print(f"{'case':28} {'category':36} {'iOS':>8} {'TypeRamp':>9} {'error':>7}")
        for r in rows:
            screen, width, what = CASES[r["case"]]
            out = subprocess.run([TYPERAMP, "layout", yaml, "--screen", screen, "--category", r["category"], "--width", str(width),
                                  "--format", "json"], check=True, capture_output=True, text=True).stdout
            layout = json.loads(out)
            root = layout["root"]
            ours = root["rows"][0]["height"] if what == "row" else root["frame"]["height"]
            ios = float(r["height_pt"])
            error = (ours - ios) / ios
            within += abs(error) <= 0.05
            print(f"{r['case']:28} {r['category']:36} {ios:8.3f} {ours:9.3f} {error * 100:6.1f}%")
        print(f"\n{within} of {len(rows)} heights within 5 % ({within / len(rows) * 100:.0f} %)")

if __name__ == "__main__":
    main()
