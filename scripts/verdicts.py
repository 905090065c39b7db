#!/usr/bin/env python3
"""Precision of TypeRamp's findings on real apps, from a reviewer's verdicts.

usage: verdicts.py [--runs DIR] [--verdicts CSV] [--todo N] [--app NAME] [--all]

DIR (default /tmp/typeramp-real-apps) holds the APP.audit.json reports `scripts/real-apps.py --keep DIR` wrote. CSV
(default docs/real-apps/verdicts.csv) has one row per judged finding: app, commit, rule, severity, file (inside the
app), line, verdict (real, false or unclear), reason. A finding is matched to its verdict by app, rule, file and line.

Prints, per app and in total, the distinct warnings and errors reported (one per rule and Swift line), how many have a
verdict, and the precision: real / (real + false), unclear left out (as issue 23 counts it). --todo N prints up to N
reported findings without a verdict, each with its message and the Swift lines around it, for the reviewer to judge;
--all includes unverified information in the list and the counts.
"""
import argparse, csv, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def load_verdicts(path):
    verdicts = {}
    if not os.path.exists(path):
        return verdicts
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            key = (row["app"], row["rule"], row["file"], int(row["line"]))
            if row["verdict"] not in ("real", "false", "unclear"):
                sys.exit(f"{path}: verdict must be real, false or unclear, found {row['verdict']!r} for {key}")
            verdicts[key] = row
    return verdicts


def findings(report_path, app_root, include_unverified):
    with open(report_path) as f:
        report = json.load(f)
    seen = {}
    for x in report.get("findings", []):
        if x.get("status", "active") != "active":
            continue
        unverified = bool(x.get("unverified"))
        if unverified and not include_unverified:
            continue
        if not unverified and x["severity"] not in ("warning", "error"):
            continue
        loc = x.get("location") or {}
        if not loc.get("file") or not loc.get("line"):
            continue
        rel = os.path.relpath(loc["file"], app_root)
        key = (x["rule"], rel, loc["line"])
        if key not in seen:
            seen[key] = x
    return seen


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", default="/tmp/typeramp-real-apps")
    ap.add_argument("--apps", default=os.environ.get("TYPERAMP_REAL_APPS", os.path.join(os.path.dirname(REPO), "real-apps")))
    ap.add_argument("--verdicts", default=os.path.join(REPO, "docs", "real-apps", "verdicts.csv"))
    ap.add_argument("--todo", type=int, default=0)
    ap.add_argument("--app")
    ap.add_argument("--all", action="store_true")
    args = ap.parse_args()
    verdicts = load_verdicts(args.verdicts)
    reports = sorted(f for f in os.listdir(args.runs) if f.endswith(".audit.json")) if os.path.isdir(args.runs) else []
    if not reports:
        print(f"verdicts: no audit reports in {args.runs} (run scripts/real-apps.py --keep {args.runs}): nothing measured")
        return
    total = {"reported": 0, "judged": 0, "real": 0, "false": 0, "unclear": 0}
    todo = []
    print(f"{'app':44} {'reported':>8} {'judged':>7} {'real':>5} {'false':>6} {'unclear':>8} {'precision':>10}")
    for name in reports:
        app = name[: -len(".audit.json")]
        if args.app and args.app != app:
            continue
        root = os.path.join(args.apps, app)
        found = findings(os.path.join(args.runs, name), root, args.all)
        row = {"reported": len(found), "judged": 0, "real": 0, "false": 0, "unclear": 0}
        for (rule, rel, line), x in sorted(found.items(), key=lambda kv: (kv[0][1], kv[0][2], kv[0][0])):
            v = verdicts.get((app, rule, rel, line))
            if v:
                row["judged"] += 1
                row[v["verdict"]] += 1
            else:
                todo.append((app, root, rule, rel, line, x))
        for k in total:
            total[k] += row[k]
        judged = row["real"] + row["false"]
        precision = f"{100 * row['real'] / judged:.0f}%" if judged else "-"
        print(f"{app:44} {row['reported']:8} {row['judged']:7} {row['real']:5} {row['false']:6} {row['unclear']:8} {precision:>10}")
    judged = total["real"] + total["false"]
    precision = f"{100 * total['real'] / judged:.0f}%" if judged else "-"
    print(f"{'total':44} {total['reported']:8} {total['judged']:7} {total['real']:5} {total['false']:6} {total['unclear']:8} {precision:>10}")
    for app, root, rule, rel, line, x in todo[: args.todo]:
        sev = "unverified" if x.get("unverified") else x["severity"]
        print(f"\n== {app},{rule},{sev},{rel},{line} | {x['screen']}\n   {x['message'][:300]}")
        if x.get("alsoIn"):
            print(f"   also in {len(x['alsoIn'])}: {', '.join(x['alsoIn'][:4])}")
        try:
            lines = open(os.path.join(root, rel), errors="replace").read().split("\n")
        except OSError:
            continue
        for i in range(max(0, line - 6), min(len(lines), line + 5)):
            print(f"   {'>' if i + 1 == line else ' '}{i + 1:5} {lines[i][:160]}")


if __name__ == "__main__":
    main()
