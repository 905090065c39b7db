#!/usr/bin/env python3
"""`make bench`: labels measured per second by TypeRamp's text engine and, side by side in the same run,
by Pango measuring the same cases in-process (Benchmarks/pango-measure.c), with their ratio and peak memory.

Cases, on the UI strings of Tests/Fixtures/text/ui-strings.tsv (15 languages), font Inter + Noto fallbacks:
  (a) single-line widths      every string at 17 pt, unbounded width
  (b) wrapped at a width      every string at 17 pt in 200 pt (COLD: TypeRamp empties its caches every pass)
  (c) 12-size sweep           every string at the iOS body sizes 14 … 53 in 200 pt; rate per cell; caches
                              emptied at the start of each pass, so each string is shaped once per pass
Both engines read and resolve their cases before timing (TypeRamp: `measure --batch --passes N --timing`;
Pango: font descriptions and attributes built before the clock starts, then one untimed warm-up pass).
Each figure is the best of 5 interleaved runs (the machine may be shared). Release build. Figures are never
asserted; docs/text.md records them with the date and command.

Both engines shape with HarfBuzz, and its version sets much of the speed: TypeRamp compiles in the HarfBuzz source that
scripts/fetch-harfbuzz.sh fetched (else the system's), Pango uses the system's. When the two differ, Pango is timed
a second time with the same HarfBuzz as TypeRamp (built here as a shared library and put first on LD_LIBRARY_PATH), so
that the engines are also compared shaper for shaper: the last two columns.
"""
import json, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPERAMP = os.path.join(ROOT, ".build", "release", "typeramp")
SIZES = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
REPEATS = 5


def strings():
    out = []
    for line in open(os.path.join(ROOT, "Tests/Fixtures/text/ui-strings.tsv"), encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        locale, text = line.rstrip("\n").split("\t", 1)
        out.append((locale, text))
    return out


def write_cases(tmp, name, cases):
    jsonl = os.path.join(tmp, name + ".jsonl")
    tsv = os.path.join(tmp, name + ".tsv")
    with open(jsonl, "w", encoding="utf-8") as j, open(tsv, "w", encoding="utf-8") as t:
        for i, (locale, size, width, text) in enumerate(cases):
            j.write(json.dumps({"id": i, "font": "Inter", "size": size, "text": text, "width": width,
                                "locale": locale}, ensure_ascii=False) + "\n")
            t.write(f"Inter\t{size}\t{-1 if width is None else width}\t{locale}\t{text}\n")
    return jsonl, tsv


def typeramp(jsonl, passes, threads, cold):
    args = [TYPERAMP, "measure", "--batch", jsonl, "--passes", str(passes), "--threads", str(threads), "--timing",
            "--fonts", os.path.join(ROOT, "fonts")]
    if cold:
        args.append("--cold")
    result = subprocess.run(args, capture_output=True, text=True, check=True)
    line = [l for l in result.stderr.split("\n") if l.startswith("timing:")][-1]
    fields = dict(re.findall(r"(\w+)=(\S+)", line))
    return float(fields["rate"]), int(fields["peakRSSKiB"]), fields.get("harfbuzz", "?")


def pango(driver, tsv, passes, threads, env):
    with open(tsv, encoding="utf-8") as stdin:
        out = subprocess.run([driver, "bench", str(passes), str(threads)], stdin=stdin, capture_output=True,
                             text=True, check=True, env=env).stdout
    fields = dict(re.findall(r"(\w+)=(\S+)", out))
    return float(fields["rate"]), int(fields["peakRSSKiB"]), fields.get("harfbuzz", "?")


def same_harfbuzz(version):
    """A folder holding libharfbuzz.so.0 built from .deps/harfbuzz when that is `version` (with FreeType's functions,
    which PangoFT2 calls), else None. Built once into .build/bench/ (about 40 s)."""
    source = os.path.join(ROOT, ".deps", "harfbuzz")
    try:
        fetched = open(os.path.join(source, "VERSION"), encoding="utf-8").readline().strip()
    except OSError:
        return None
    if fetched != version:
        return None
    folder = os.path.join(ROOT, ".build", "bench", f"harfbuzz-{version}")
    library = os.path.join(folder, "libharfbuzz.so.0")
    if not os.path.exists(library):
        os.makedirs(folder, exist_ok=True)
        print(f"building HarfBuzz {version} as a shared library for Pango ({library})", flush=True)
        partial = library + ".partial"
        subprocess.run(["sh", "-c", f"g++ -O2 -DNDEBUG -DHAVE_FREETYPE=1 $(pkg-config --cflags freetype2) -fPIC -shared "
                        f"-Wl,-soname,libharfbuzz.so.0 -o {partial} {source}/src/harfbuzz.cc $(pkg-config --libs freetype2)"],
                       check=True)
        os.replace(partial, library)
    return folder


def spread(rates):
    """How far the worst run fell below the best, as a fraction of the best."""
    return (max(rates) - min(rates)) / max(rates)


def main():
    cores = os.cpu_count() or 1
    texts = strings()
    suites = [
        # (name, cases, TypeRamp passes, Pango passes): each run lasts a few tenths of a second.
        ("(a) single-line width, cold", [(l, 17, None, t) for l, t in texts], 300, 120),
        ("(b) wrapped at 200 pt, cold", [(l, 17, 200, t) for l, t in texts], 300, 80),
        ("(c) 12-size sweep, per cell", [(l, s, 200, t) for l, t in texts for s in SIZES], 150, 8),
    ]
    with tempfile.TemporaryDirectory() as tmp:
        driver = os.path.join(tmp, "pango-measure")
        if os.environ.get("PANGO_MEASURE"):  # built by the Makefile
            driver = os.path.abspath(os.environ["PANGO_MEASURE"])
        else:
            subprocess.run(["sh", "-c", f"gcc -O2 -o {driver} {ROOT}/Benchmarks/pango-measure.c "
                            "$(pkg-config --cflags --libs pangoft2) -lpthread"], check=True)
        conf = os.path.join(tmp, "fonts.conf")
        with open(conf, "w") as f:
            f.write(f'<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>{ROOT}/fonts</dir>'
                    f"<cachedir>{tmp}/fc-cache</cachedir><selectfont><rejectfont><glob>*.var.ttf</glob></rejectfont>"
                    "</selectfont></fontconfig>\n")
        env = dict(os.environ, FONTCONFIG_FILE=conf)
        probe, _ = write_cases(tmp, "probe", [("en", 17, 200, "probe")])
        ours_hb = typeramp(probe, 1, 1, cold=True)[2]
        theirs_hb = pango(driver, os.path.join(tmp, "probe.tsv"), 1, 1, env)[2]
        same_env = None
        if ours_hb != theirs_hb:
            folder = same_harfbuzz(ours_hb)
            if folder:
                same_env = dict(env, LD_LIBRARY_PATH=folder + os.pathsep + os.environ.get("LD_LIBRARY_PATH", ""))
                if pango(driver, os.path.join(tmp, "probe.tsv"), 1, 1, same_env)[2] != ours_hb:
                    same_env = None
        print(f"typeramp text bench: {len(texts)} UI strings in 15 languages, Inter + Noto fallbacks, {cores} cores")
        print(f"HarfBuzz: TypeRamp {ours_hb}, Pango {theirs_hb}"
              + (f" (and {ours_hb} in the last two columns)" if same_env else ""))
        print(f"{'case':32} {'threads':>7} {'TypeRamp/s':>12} {'spread':>7} {'Pango/s':>10} {'spread':>7} {'ratio':>7} "
              f"{'ratio range':>12} {'TypeRamp RSS':>13} {'Pango RSS':>10}"
              + (f" {'Pango/s same HB':>16} {'ratio':>6}" if same_env else ""))
        for name, cases, passes, pango_passes in suites:
            jsonl, tsv = write_cases(tmp, name[:3].strip("()"), cases)
            for threads in sorted({1, cores}):
                # Best of REPEATS interleaved runs each: the machine may be shared, and the best run is the
                # one least disturbed by other processes.
                our_rates, their_rates, same_rates = [], [], []
                our_rss = their_rss = 0
                for _ in range(REPEATS):
                    rate, rss, _ = typeramp(jsonl, passes, threads, cold=True)
                    our_rates.append(rate)
                    our_rss = max(our_rss, rss)
                    rate, rss, _ = pango(driver, tsv, pango_passes, threads, env)
                    their_rates.append(rate)
                    their_rss = max(their_rss, rss)
                    if same_env:
                        same_rates.append(pango(driver, tsv, pango_passes, threads, same_env)[0])
                ours, theirs = max(our_rates), max(their_rates)
                # The run-to-run spread: (best - worst) / best, and the ratio of each interleaved pair's worst to best.
                pairs = [a / b for a, b in zip(our_rates, their_rates)]
                print(f"{name:32} {threads:>7} {ours:>12,.0f} {spread(our_rates):>6.0%} {theirs:>10,.0f} "
                      f"{spread(their_rates):>6.0%} {ours / theirs:>6.1f}x {min(pairs):>5.1f}-{max(pairs):<4.1f}x "
                      f"{our_rss / 1024:>10.1f} MiB {their_rss / 1024:>6.1f} MiB"
                      + (f" {max(same_rates):>16,.0f} {ours / max(same_rates):>5.1f}x" if same_rates else ""))
    print(f"rates are labels (cells for (c)) per second, best of {REPEATS} interleaved runs; spread is (best - worst) / best")
    print("over those runs, and the ratio range the lowest and highest ratio of one TypeRamp run to the Pango run beside it;")
    print("RSS is each process's peak resident memory (TypeRamp's includes the Swift runtime, Foundation and the CLI's whole batch)")


if __name__ == "__main__":
    main()
