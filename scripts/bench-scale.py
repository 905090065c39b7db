#!/usr/bin/env python3
"""How TypeRamp scales (`make bench`): long lists, wide adaptive stacks, many screens, memory, shard merging and the HTML
report. Every figure is printed with the command that produced it; nothing is asserted. Inputs are generated into
.build/bench-scale (not checked in).

    scripts/bench-scale.py [path/to/typeramp]

Timings are the best of RUNS (default 3) whole-command runs; peak memory is the largest resident set GNU time reports.
"One core" runs pin the whole process to one CPU with taskset.
"""
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(ROOT)
TYPERAMP = sys.argv[1] if len(sys.argv) > 1 else ".build/release/typeramp"
WORK = ".build/bench-scale"
RUNS = int(os.environ.get("RUNS", "3"))
CORES = os.cpu_count() or 1


def list_screen(rows):
    """One list of `rows` rows, each an hstack of a text, a spacer and a text."""
    out = ["screens:", "  - name: long-list", "    root:", "      list:", "        - rows:"]
    for i in range(rows):
        out.append(f'            - hstack: [ {{ text: "Row {i} title" }}, {{ spacer: {{}} }}, {{ text: "{i % 97} items", style: footnote }} ]')
    return "\n".join(out) + "\n"


def buttons_screen(count):
    """A scroll view holding one adaptive (`fit`) horizontal stack of `count` buttons."""
    out = ["screens:", "  - name: buttons", "    root:", "      scroll:", "        hstack:"]
    out += [f'          - button: "Option {i}"' for i in range(count)]
    out.append("        flipAt: fit")
    return "\n".join(out) + "\n"


def paragraph_screen(words):
    """One text of `words` five-letter words (5 × `words` characters): a paragraph far longer than any label."""
    return f'screens:\n  - name: paragraph\n    root: {{ text: "{"word " * words}" }}\n'


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def run(args, pin=None):
    """Runs a command `RUNS` times; returns (best seconds, peak RSS in MiB, exit status)."""
    cmd = ([] if pin is None else ["taskset", "-c", pin]) + ["/usr/bin/time", "-f", "%M"] + args
    best, peak, status = None, 0, 0
    for _ in range(RUNS):
        start = time.monotonic()
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        elapsed = time.monotonic() - start
        status = p.returncode
        if status == 1:
            sys.exit(f"bench-scale: {' '.join(args)} failed:\n{p.stderr}")
        rss = int(p.stderr.strip().splitlines()[-1]) / 1024
        best = elapsed if best is None else min(best, elapsed)
        peak = max(peak, rss)
    return best, peak, status


def show(label, seconds, rss, command):
    print(f"  {label:<52} {seconds:7.2f} s  {rss:7.1f} MiB peak")
    print(f"      $ {command}")


def folder_bytes(path):
    total = 0
    for base, _, files in os.walk(path):
        total += sum(os.path.getsize(os.path.join(base, f)) for f in files)
    return total


def main():
    os.makedirs(WORK, exist_ok=True)
    version = subprocess.run([TYPERAMP, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"scale benchmark · {time.strftime('%Y-%m-%d', time.gmtime())} · {os.uname().machine} · {CORES} cores · typeramp {version} · "
          f"best of {RUNS} runs of the whole command")

    print("long lists (layout at one category; audit over the default 12 categories × 3 widths = 36 cells)")
    times = {}
    for rows in (2500, 5000, 10000, 20000):
        path = write(f"{WORK}/list-{rows}.yaml", list_screen(rows))
        args = [TYPERAMP, "layout", path, "--category", "large", "--width", "393"]
        t, rss, _ = run(args)
        times[rows] = t
        show(f"layout, {rows:,} rows", t, rss, " ".join(args) + " > /dev/null")
    for a, b in ((2500, 5000), (5000, 10000), (10000, 20000)):
        print(f"  doubling {a:,} → {b:,} rows multiplies the layout time by {times[b] / times[a]:.2f}")
    for rows in (5000, 10000):
        args = [TYPERAMP, "audit", f"{WORK}/list-{rows}.yaml", "--no-progress", "--format", "json", "--output", f"{WORK}/list.json"]
        t, rss, _ = run(args)
        show(f"audit, {rows:,} rows, 36 cells", t, rss, " ".join(args))

    print("long texts (layout of one paragraph at one category; the work should double with the length)")
    times = {}
    for words in (5000, 10000, 20000):
        path = write(f"{WORK}/paragraph-{words}.yaml", paragraph_screen(words))
        args = [TYPERAMP, "layout", path, "--category", "large", "--width", "393"]
        t, rss, _ = run(args)
        times[words] = t
        show(f"layout, one text of {words * 5:,} characters", t, rss, " ".join(args) + " > /dev/null")
    for a, b in ((5000, 10000), (10000, 20000)):
        print(f"  doubling {a * 5:,} → {b * 5:,} characters multiplies the layout time by {times[b] / times[a]:.2f}")

    print("a wide adaptive stack in a scroll view (audit, 36 cells)")
    button_times = {}
    for count in (1000, 2000, 4000, 8000):
        path = write(f"{WORK}/buttons-{count}.yaml", buttons_screen(count))
        args = [TYPERAMP, "audit", path, "--no-progress", "--format", "json", "--output", f"{WORK}/buttons.json"]
        t, rss, _ = run(args)
        button_times[count] = t
        show(f"audit, {count:,} buttons", t, rss, " ".join(args))
    for a, b in ((1000, 2000), (2000, 4000), (4000, 8000)):
        print(f"  doubling {a:,} → {b:,} buttons multiplies the audit time by {button_times[b] / button_times[a]:.2f}")

    print("many screens (scripts/generate-large-app.py: the shapes of examples/app with different texts; 12 categories × 3 widths)")
    apps = {}
    for n in (100, 1000, 5000):
        folder = f"{WORK}/app-{n}"
        if not os.path.isdir(folder):
            subprocess.run([sys.executable, "scripts/generate-large-app.py", folder, "--screens", str(n)], check=True, stdout=subprocess.DEVNULL)
        apps[n] = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".yaml"))
    json_args = lambda n, jobs: [TYPERAMP, "audit", *apps[n], "--no-progress", "--jobs", str(jobs), "--format", "json", "--output", f"{WORK}/app.json"]
    one, rss1, _ = run(json_args(1000, 1), pin="0")
    show("1,000 screens, JSON report, one job on one core", one, rss1, f"taskset -c 0 {TYPERAMP} audit {WORK}/app-1000/*.yaml --jobs 1 --format json --output …")
    both, rss2, _ = run(json_args(1000, CORES))
    show(f"1,000 screens, JSON report, {CORES} jobs on {CORES} cores", both, rss2, f"{TYPERAMP} audit {WORK}/app-1000/*.yaml --jobs {CORES} --format json --output …")
    print(f"  speed-up on {CORES} cores: {one / both:.2f}×")
    big, rss5, _ = run(json_args(5000, CORES))
    show("5,000 screens, JSON report", big, rss5, f"{TYPERAMP} audit {WORK}/app-5000/*.yaml --format json --output …")
    print(f"  peak memory, 5,000 screens ÷ 1,000 screens: {rss5 / rss2:.2f}")
    for i in range(1, 5):
        subprocess.run([TYPERAMP, "audit", *apps[5000], "--no-progress", "--shard", f"{i}/4", "--format", "json", "--output", f"{WORK}/shard-{i}.json"],
                       stdout=subprocess.DEVNULL)
    merge_args = [TYPERAMP, "audit", "merge"] + [f"{WORK}/shard-{i}.json" for i in range(1, 5)] + ["--format", "json", "--output", f"{WORK}/merged.json"]
    t, rss, _ = run(merge_args)
    show("audit merge of 4 shards of 5,000 screens", t, rss, " ".join(merge_args))
    print(f"  peak memory, merge ÷ the 1,000-screen audit: {rss / rss2:.2f}")

    print("HTML report of 100 screens (pages and pictures together)")
    report = f"{WORK}/report-100"
    shutil.rmtree(report, ignore_errors=True)
    html_args = [TYPERAMP, "audit", *apps[100], "--no-progress", "--report", report, "--format", "json", "--output", f"{WORK}/app100.json"]
    t, rss, _ = run(html_args)
    show("100 screens, --report", t, rss, f"{TYPERAMP} audit {WORK}/app-100/*.yaml --report {report}")
    pictures = len(os.listdir(os.path.join(report, "img")))
    print(f"  {folder_bytes(report) / 1e6:.2f} MB on disk ({pictures} pictures, {len(os.listdir(os.path.join(report, 'screens')))} screen pages)")


if __name__ == "__main__":
    main()
