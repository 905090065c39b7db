#!/usr/bin/env python3
"""Import and audit real SwiftUI apps with TypeRamp, and print how much of each app it understood.

usage: real-apps.py [--typeramp BIN] [--apps DIR] [--json OUT] [--only NAME,...] [--no-audit] [--keep DIR]

DIR (default: $TYPERAMP_REAL_APPS, else ../real-apps beside the repository) holds one folder per app, each with the app's
Swift files (for example made by the steering repository's tools/extract-swift.py from a git mirror). Nothing in DIR is
ever committed: third-party code stays outside the repository. When DIR is missing or empty the script says so and
exits 0 (CI has no apps).

For each app it runs `typeramp import APP --format json` and `typeramp audit APP --format json` and prints:
  - files, views, screens: imported fully (no note that changes layout), with such notes, skipped;
  - reach: the share of view files (files declaring a `View` type, found with a regular expression, not by TypeRamp)
    whose nodes appear in an audited screen; iOS reach: the same over the view files an iPhone app builds (without those
    TypeRamp notes as written for another platform, and those whose views are all under `#if os(macOS)` and the like);
  - whether the import's JSON parses; whether import and audit agree on the screens;
  - findings by severity; the commonest notes by kind; time and peak memory of each command.

Packages an app imports whose sources are given as SwiftPM lays them out, APP/.build/checkouts/NAME (for example a
design system extracted at the revision the app's Package.resolved pins), are passed with `--dependency`: read where
the app uses them, never screens, and not counted in the app's files or view files.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile
import time

VIEW_DECL = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|final)\s+)*(?:struct|class|enum)\s+\w+"
                       r"\s*(?:<[^>{]*>)?\s*:[^{]*\b(?:SwiftUI\.)?View\b", re.M)


def run(cmd, out_path):
    """Runs cmd with stdout to out_path; returns (exit status, seconds, peak KiB, stderr)."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as tf, open(out_path, "w") as out:
        start = time.monotonic()
        p = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", tf.name] + cmd, stdout=out, stderr=subprocess.PIPE, text=True)
        elapsed = time.monotonic() - start
        try:
            peak = int(open(tf.name).read().strip().splitlines()[-1])
        except (ValueError, IndexError):
            peak = 0
    return p.returncode, elapsed, peak, p.stderr


def note_kind(message):
    """A note's kind: its message with code, names and numbers replaced, so notes of one kind count together."""
    kind = re.sub(r"`[^`]*`", "`…`", message)
    kind = re.sub(r"'[^']*'", "'…'", kind)
    kind = re.sub(r"\d+(\.\d+)?", "N", kind)
    return kind[:110]


def sources_in(node, files):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "source" and isinstance(v, str):
                files.add(v.rsplit(":", 2)[0])
            else:
                sources_in(v, files)
    elif isinstance(node, list):
        for v in node:
            sources_in(v, files)


OS_IF = re.compile(r"^\s*#(if|elseif|else|endif)\b(.*)$")
OTHER_OS = re.compile(r"\bos\((macOS|OSX|watchOS|tvOS|visionOS|xrOS)\)")


def other_platform_only(text):
    """Whether every `View` declaration of a file sits inside `#if os(…)` blocks that name only platforms other than iOS
    (a Mac-only view file is not part of an iPhone app). Read with a regular expression, not by TypeRamp."""
    stack, decls, excluded_decls = [], 0, 0
    for line in text.splitlines():
        m = OS_IF.match(line)
        if m:
            kind, cond = m.group(1), m.group(2)
            if kind == "if":
                stack.append(bool(OTHER_OS.search(cond)) and "iOS" not in cond and "!" not in cond)
            elif kind in ("elseif", "else") and stack:
                stack[-1] = False
            elif kind == "endif" and stack:
                stack.pop()
            continue
        if VIEW_DECL.match(line + " {"):
            decls += 1
            excluded_decls += any(stack)
    return decls > 0 and decls == excluded_decls


def view_files(app, other=None):
    """Files declaring a `View` type. With `other` (a set), also adds to it the ones written for another platform only
    (see `other_platform_only`)."""
    found = []
    for root, dirs, names in os.walk(app):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for n in names:
            if n.endswith(".swift"):
                path = os.path.join(root, n)
                try:
                    text = open(path, encoding="utf-8", errors="replace").read()
                except OSError:
                    continue
                if VIEW_DECL.search(text):
                    found.append(path)
                    if other is not None and other_platform_only(text):
                        other.add(path)
    return found


def measure(binary, app, keep, audit):
    name = os.path.basename(app.rstrip("/"))
    row = {"app": name}
    swift_files = 0
    for r, d, fs in os.walk(app):
        d[:] = [x for x in d if not x.startswith(".")]
        swift_files += sum(1 for f in fs if f.endswith(".swift"))
    row["files"] = swift_files
    checkouts = os.path.join(app, ".build", "checkouts")
    deps = []
    if os.path.isdir(checkouts):
        for d in sorted(os.listdir(checkouts)):
            if os.path.isdir(os.path.join(checkouts, d)):
                deps += ["--dependency", os.path.join(checkouts, d)]
    row["dependencies"] = len(deps) // 2
    imp_path = os.path.join(keep, name + ".import.json")
    status, secs, peak, err = run([binary, "import", app, "--format", "json"] + deps, imp_path)
    row.update(import_status=status, import_s=round(secs, 2), import_peak_mib=round(peak / 1024))
    try:
        data = json.load(open(imp_path))
        row["json_ok"] = True
    except (ValueError, OSError) as e:
        row["json_ok"] = False
        row["json_error"] = str(e)[:120]
        # Measure anyway: older builds wrote a bare `infinity` for infinite lengths.
        try:
            data = json.loads(re.sub(r"(?<=[:\[,] )(-?)infinity\b", r'"\1infinity"', open(imp_path).read()))
        except ValueError:
            data = None
    if data:
        s = data["summary"]
        row.update(views=s["views"], screens=s["screens"], skipped=s["skipped"])
        screens = data["screens"]
        # A note changes layout unless the importer marks it as information only (`affectsLayout: false`).
        layout_notes = collections.Counter()
        for n in data["notes"]:
            if n.get("affectsLayout", True):
                layout_notes[(n["file"], n.get("screen"))] += 1
        full = 0
        for sc in screens:
            if "notesAffectingLayout" in sc:
                full += sc["notesAffectingLayout"] == 0
            else:
                full += sc["notes"] == 0
        row["full"] = full
        row["with_notes"] = len(screens) - full
        kinds = collections.Counter(note_kind(n["message"]) for n in data["notes"])
        row["notes"] = len(data["notes"])
        row["note_kinds"] = kinds.most_common(12)
        reached = set()
        for sc in screens:
            sources_in(sc.get("screen"), reached)
        other = {n["file"] for n in data["notes"] if n["message"].startswith("written for")}
        vf = view_files(app, other)
        row["view_files"] = len(vf)
        row["view_files_reached"] = sum(1 for f in vf if f in reached)
        # The same share over the files an iPhone app builds: without those TypeRamp notes as written for another
        # platform (a watch app, a widget extension, tvOS) and those whose views are all under `#if os(macOS)` and the like.
        ios = [f for f in vf if f not in other]
        row["ios_view_files"] = len(ios)
        row["ios_view_files_reached"] = sum(1 for f in ios if f in reached)
    if audit:
        aud_path = os.path.join(keep, name + ".audit.json")
        status, secs, peak, err = run([binary, "audit", app, "--format", "json", "--no-progress"] + deps, aud_path)
        row.update(audit_status=status, audit_s=round(secs, 2), audit_peak_mib=round(peak / 1024))
        m = re.search(r"(\d+) screens", err)
        try:
            rep = json.load(open(aud_path))
            row["audit_screens"] = len(rep["screens"])
            sev = collections.Counter(f["severity"] for f in rep["findings"] if f["status"] == "active")
            row["errors"], row["warnings"], row["information"] = sev["error"], sev["warning"], sev["information"]
            locs = {(f["rule"], (f.get("location") or {}).get("file"), (f.get("location") or {}).get("line")) for f in rep["findings"]
                    if f["status"] == "active" and f["severity"] != "information"}
            row["distinct"] = len(locs)
            reported = [f for f in rep["findings"] if f["status"] == "active" and f["severity"] != "information"]
            row["reported"] = len(reported)
            if data:
                audited_files = set()
                names = {s["name"] for s in rep["screens"]}
                for sc in data["screens"]:
                    if sc["name"] in names:
                        sources_in(sc.get("screen"), audited_files)
                # The view files and other-platform files of the import above (the same `data`).
                row["view_files_reached"] = sum(1 for f in vf if f in audited_files)
                row["ios_view_files_reached"] = sum(1 for f in vf if f in audited_files and f not in other)
        except (ValueError, OSError, KeyError) as e:
            row["audit_error"] = (str(e) + " " + err[-200:])[:300]
    return row


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--typeramp", default=os.path.join(repo, ".build/release/typeramp"))
    ap.add_argument("--apps", default=os.environ.get("TYPERAMP_REAL_APPS", os.path.join(os.path.dirname(repo), "real-apps")))
    ap.add_argument("--json", help="also write the rows as JSON here")
    ap.add_argument("--only", help="comma-separated app folder names")
    ap.add_argument("--no-audit", action="store_true", help="import only")
    ap.add_argument("--keep", help="keep each app's import and audit JSON in this folder")
    args = ap.parse_args()
    if not os.path.isdir(args.apps) or not any(os.path.isdir(os.path.join(args.apps, d)) for d in os.listdir(args.apps)):
        print(f"real-apps: no apps in {args.apps} (set TYPERAMP_REAL_APPS or --apps; see docs/real-apps.md): nothing measured")
        return 0
    if not os.access(args.typeramp, os.X_OK):
        sys.exit(f"real-apps: {args.typeramp} is not built (make release)")
    apps = sorted(d for d in os.listdir(args.apps) if os.path.isdir(os.path.join(args.apps, d)))
    if args.only:
        wanted = set(args.only.split(","))
        apps = [a for a in apps if a in wanted]
    keep = args.keep or tempfile.mkdtemp(prefix="typeramp-real-apps-")
    os.makedirs(keep, exist_ok=True)
    rows = []
    for a in apps:
        row = measure(args.typeramp, os.path.join(args.apps, a), keep, not args.no_audit)
        rows.append(row)
        print_row(row)
        sys.stdout.flush()
    print()
    print_table(rows)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1, sort_keys=True)
    return 0


def pct(a, b):
    return f"{100 * a / b:.0f}%" if b else "-"


def print_row(r):
    print(f"== {r['app']}")
    if not r.get("json_ok"):
        print(f"   import --format json does not parse: {r.get('json_error')}")
    if "screens" in r:
        if r.get("dependencies"):
            print(f"   with the sources of {r['dependencies']} package(s) it imports (.build/checkouts)")
        print(f"   {r['files']} files, {r['views']} views, {r['screens']} screens: {r['full']} fully ({pct(r['full'], r['screens'])}), "
              f"{r['with_notes']} with layout notes, {r['skipped']} skipped; {r['notes']} notes")
        print(f"   view files reaching an audited screen: {r['view_files_reached']} of {r['view_files']} ({pct(r['view_files_reached'], r['view_files'])}); "
              f"of those an iPhone app builds: {r['ios_view_files_reached']} of {r['ios_view_files']} ({pct(r['ios_view_files_reached'], r['ios_view_files'])})")
        for kind, n in r["note_kinds"]:
            print(f"   {n:6d}  {kind}")
    print(f"   import {r['import_s']} s, peak {r['import_peak_mib']} MiB, exit {r['import_status']}")
    if "audit_s" in r:
        if "audit_error" in r:
            print(f"   audit failed: {r['audit_error']}")
        else:
            agree = "agree" if r.get("audit_screens") == r.get("screens") else f"DISAGREE ({r.get('audit_screens')} audited)"
            print(f"   audit {r['audit_s']} s, peak {r['audit_peak_mib']} MiB, exit {r['audit_status']}: {r['errors']} errors, "
                  f"{r['warnings']} warnings, {r['information']} information; {r['distinct']} distinct (rule, line) of {r['reported']} "
                  f"reported; screens {agree}")


def print_table(rows):
    head = ["app", "files", "views", "screens", "fully", "notes", "skipped", "reach", "iOS reach", "json", "import s", "MiB", "audit s", "MiB", "err", "warn"]
    lines = [head]
    for r in rows:
        lines.append([r["app"][:28], r["files"], r.get("views", "-"), r.get("screens", "-"),
                      pct(r.get("full", 0), r.get("screens", 0)), r.get("with_notes", "-"), r.get("skipped", "-"),
                      pct(r.get("view_files_reached", 0), r.get("view_files", 0)),
                      pct(r.get("ios_view_files_reached", 0), r.get("ios_view_files", 0)), "ok" if r.get("json_ok") else "BAD",
                      r["import_s"], r["import_peak_mib"], r.get("audit_s", "-"), r.get("audit_peak_mib", "-"), r.get("errors", "-"),
                      r.get("warnings", "-")])
    widths = [max(len(str(l[i])) for l in lines) for i in range(len(head))]
    for l in lines:
        print("  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w) for i, (c, w) in enumerate(zip(l, widths))))


if __name__ == "__main__":
    sys.exit(main())
