# TypeRamp — the two commands a newcomer needs: `make run` and `make test`.
SWIFT ?= swift
TYPERAMP = .build/release/typeramp
# `make run` uses a debug build: a fresh release build (whole-module optimization of swift-syntax) takes over 6 minutes
# on 2 cores, a debug build well under half that, and the example audits run in seconds either way.
TYPERAMP_DEBUG = .build/debug/typeramp


.PHONY: docs docc dist test-dist test-swift-syntax-range test-sanitize fuzz fuzz-smoke fidelity real-apps setup setup-test setup-dev build release run audit-examples test bench fixtures snapshots snapshots-dead format format-check clean tables tokens readme-images

## setup: install missing system libraries (HarfBuzz, FreeType, ICU, libpng) and test tools
setup:
	@scripts/setup.sh

## build: debug build of everything
build: setup
	$(SWIFT) build

release: setup
	$(SWIFT) build -c release --product typeramp

AUDIT_EXAMPLES = examples/app/detail.yaml examples/app/feed.yaml examples/app/flights.yaml examples/app/poll.yaml examples/app/profile.yaml examples/app/settings.yaml examples/app/trends.yaml
AUDIT_STRINGS = --strings examples/app/Localizable.xcstrings --locales de,ar

## run: the main job: audit the bundled example app (7 screens × 12 categories × 3 widths × English, German, Arabic),
##      write report/index.html and print the summary; then audit the SwiftUI example app from its Swift source
##      (examples/swiftui, report/swiftui/) and print whether it supports the Larger Text label (report/larger-text/).
##      The examples have findings on purpose: exit status 2 is expected.
run: setup
	$(SWIFT) build --product typeramp
	@$(TYPERAMP_DEBUG) audit $(AUDIT_EXAMPLES) $(AUDIT_STRINGS) --report report; status=$$?; \
	if [ $$status -eq 1 ] || [ $$status -gt 2 ]; then exit 1; fi; \
	echo "wrote report/index.html (audit exit status $$status: the bundled examples contain findings on purpose)"
	@echo; echo "The SwiftUI example app, audited from its Swift source (examples/swiftui):"; echo
	@$(TYPERAMP_DEBUG) audit examples/swiftui --report report/swiftui; status=$$?; \
	if [ $$status -eq 1 ] || [ $$status -gt 2 ]; then exit 1; fi; \
	echo "wrote report/swiftui/index.html (audit exit status $$status: the SwiftUI example has planted problems)"
	@echo; echo "Does the SwiftUI example app support the Larger Text accessibility label? (docs/larger-text.md)"; echo
	@$(TYPERAMP_DEBUG) label larger-text examples/swiftui --no-progress --report report/larger-text; status=$$?; \
	if [ $$status -eq 1 ] || [ $$status -gt 2 ]; then exit 1; fi; \
	echo "wrote report/larger-text/index.html (exit status $$status: the planted problems keep the example from the label)"

## audit-examples: the widest audit of the examples (every pseudolanguage, Bold Text off and on), every format in report/
audit-examples: release
	@$(TYPERAMP) audit $(AUDIT_EXAMPLES) $(AUDIT_STRINGS) --pseudo double-length,accented,rtl --bold-text --report report \
		--json report/audit.json --sarif report/audit.sarif --junit report/audit.xml --format text; status=$$?; \
	if [ $$status -eq 1 ]; then exit 1; fi; echo "wrote report/index.html, audit.json, audit.sarif, audit.xml"

## dist: a release archive for this platform in .build-dist/dist/ (typeramp-VERSION-OS-ARCH.tar.gz): the command with
##       the Swift runtime linked in (Linux), its fonts beside it, install.sh and the problem matcher (docs/install.md)
dist: setup
	scripts/dist.sh

## test-dist: the archive unpacked into an empty folder, installed and run with the toolchain off PATH (what CI runs)
test-dist: dist
	scripts/test-dist.sh

## test-swift-syntax-range: consumer packages pinned to swift-syntax 600.0.1 and 603.0.1 resolve and build
##                          TypeRampSwiftSource (what CI runs; several minutes per version)
test-swift-syntax-range:
	scripts/test-swift-syntax-range.sh

## docc: DocC archives of the library products with a catalog (swift-docc-plugin; warnings are errors; what CI runs)
docc:
	scripts/docc.sh

## test: the whole test suite (what CI runs)
test: setup-test
	python3 scripts/generate-metrics-tables.py --check
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## setup-test: what setup installs, plus the tools tests drive (headless Chromium, util-linux's script)
setup-test:
	@scripts/setup.sh --test

## setup-dev: developer-only tools for fixtures and bench (hb-shape, Pango headers, unicode-data, gcc)
setup-dev: setup
	@scripts/setup-dev.sh

PANGO_MEASURE = .build/bench/pango-measure

## pango-measure: the reference engine's C driver (Pango, in-process), outside the Swift package
$(PANGO_MEASURE): Benchmarks/pango-measure.c | setup-dev
	@mkdir -p $(dir $@)
	gcc -O2 -Wall -o $@ $< $$(pkg-config --cflags --libs pangoft2) -lpthread

## bench: speed and memory figures (never asserted in tests): the text engine vs Pango, screens solved per second,
##        audit cells per second (scripts/bench-audit.sh), then how it scales: long lists, wide stacks, thousands of
##        screens, memory, shard merging and the HTML report (scripts/bench-scale.py), then the import and audit of a
##        generated 10,000-line SwiftUI codebase (scripts/gen-swiftui-bench.py), and the Larger Text label of a generated
##        200-screen app
bench: release $(PANGO_MEASURE)
	PANGO_MEASURE=$(PANGO_MEASURE) python3 scripts/bench.py
	$(SWIFT) build -c release --product typeramp-layout-bench
	.build/release/typeramp-layout-bench .
	scripts/bench-audit.sh $(TYPERAMP)
	python3 scripts/bench-scale.py $(TYPERAMP)
	python3 scripts/gen-swiftui-bench.py .build/bench/swiftui 10000
	@echo "import of a 10,000-line SwiftUI codebase, one core:"; /usr/bin/time -f "  %e s, peak %M KiB" taskset -c 0 $(TYPERAMP) import .build/bench/swiftui --format json -o /dev/null
	@echo "audit of its screens (12 categories x 3 widths):"; /usr/bin/time -f "  %e s, peak %M KiB" $(TYPERAMP) audit .build/bench/swiftui --no-progress --format json --output /dev/null || true
	python3 scripts/gen-swiftui-bench.py .build/bench/swiftui-200 --screens 200
	@echo "Larger Text label of a 200-screen SwiftUI app (Large and AX1-AX5 x 3 widths; docs/larger-text.md):"; \
	/usr/bin/time -f "  %e s, peak %M KiB" $(TYPERAMP) label larger-text .build/bench/swiftui-200 --no-progress --format json \
		--output .build/bench/larger-text-200.json || true

## real-apps: import and audit the public SwiftUI apps in $$TYPERAMP_REAL_APPS (default ../real-apps; docs/real-apps.md
##            says how to fetch them): what was understood, findings, time and memory, then the precision of the findings
##            against the reviewer's verdicts (docs/real-apps/verdicts.csv). Says so and exits 0 when there are no apps.
REAL_APPS_RUNS ?= .build/real-apps
real-apps: release
	python3 scripts/real-apps.py --typeramp $(TYPERAMP) --keep $(REAL_APPS_RUNS) --json $(REAL_APPS_RUNS)/rows.json
	python3 scripts/verdicts.py --runs $(REAL_APPS_RUNS)

## fuzz: every libFuzzer target (Fuzz/) for FUZZ_SECONDS each (default 60), from seed corpora made of the examples and
##       every past finding (Tests/Fixtures/fuzz/<target>/); a failure leaves its input in .build-fuzz/crashes/<target>/
##       (once fixed, move it to Tests/Fixtures/fuzz/<target>/ with a test)
FUZZ_SECONDS ?= 60
FUZZ_TARGETS = typeramp-fuzz-screens typeramp-fuzz-catalogs typeramp-fuzz-png typeramp-fuzz-ramp typeramp-fuzz-dtcg typeramp-fuzz-font \
               typeramp-fuzz-text typeramp-fuzz-swift typeramp-fuzz-swiftui
FUZZ_BUILD = TYPERAMP_FUZZ=1 $(SWIFT) build --scratch-path .build-fuzz -c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library --toolset Fuzz/toolset.json
fuzz: setup
	@scripts/fuzz.sh "$(FUZZ_BUILD)" "-max_total_time=$(FUZZ_SECONDS)" $(FUZZ_TARGETS)

## fuzz-smoke: each target's past findings and seeds, then a fixed 500 runs from a fixed seed (what CI runs)
fuzz-smoke: setup
	@scripts/fuzz.sh "$(FUZZ_BUILD)" "-runs=500 -seed=1" $(FUZZ_TARGETS)

## test-sanitize: the suite under Address sanitizer, then under Thread sanitizer (separate build folders, .build-asan and
##                .build-tsan; several minutes each). Swift's Undefined Behavior sanitizer is not supported on Linux. Leak
##                checking is off for the suite: LeakSanitizer cannot follow pointers Swift stores in enum payloads with tag
##                bits, so every node of a test's static screen is reported (the fuzz targets keep leak checking on).
test-sanitize: setup-test
	$(SWIFT) build --build-tests --scratch-path .build-asan --sanitize=address
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --skip-build --scratch-path .build-asan
	$(SWIFT) build --build-tests --scratch-path .build-tsan --sanitize=thread
	$(SWIFT) test --skip-build --scratch-path .build-tsan

## fidelity: TypeRamp's layout against sizes real iOS rendered (Tests/Fixtures/ios-layout), every cell and the share within 5 %
fidelity: setup
	$(SWIFT) build --product typeramp
	python3 scripts/fidelity.py .build/debug/typeramp

## fixtures: regenerate Tests/Fixtures/text/* from the reference engines (hb-shape, Pango) and copy Unicode's LineBreakTest.txt
fixtures: setup-dev $(PANGO_MEASURE)
	cp /usr/share/unicode/auxiliary/LineBreakTest.txt Tests/Fixtures/LineBreakTest.txt
	PANGO_MEASURE=$(PANGO_MEASURE) python3 scripts/generate-text-fixtures.py

## snapshots: re-record every snapshot reference (byte-identical when nothing changed)
snapshots: setup
	$(SWIFT) build --build-tests
	SNAPSHOT_RECORD=all $(SWIFT) test --skip-build --filter TypeRampSnapshotTestingTests

## snapshots-dead: list reference files under snapshots/ that no test uses
snapshots-dead: setup
	$(SWIFT) build --build-tests
	rm -f .artifacts/snapshots/used-references.txt
	$(SWIFT) test --skip-build --filter TypeRampSnapshotTestingTests > /dev/null
	@scripts/snapshots-dead.sh

## tokens: regenerate examples/tokens/ (every design-token format) from examples/ramp.yaml
tokens: setup
	$(SWIFT) build --product typeramp
	scripts/generate-tokens.sh .build/debug/typeramp

## readme-images: regenerate the pictures the README shows
readme-images: setup
	$(SWIFT) build --product typeramp
	scripts/readme-images.sh .build/debug/typeramp

## tables: regenerate Sources/TypeRampMetrics/Generated from data/metrics/*.csv
tables:
	python3 scripts/generate-metrics-tables.py

## docs: write the generated parts of docs/ (swift-source.md's construct tables, from the importer's registry; rules.md
##       and audit.md's rule tables, from the rules' files)
docs: setup
	$(SWIFT) build --product typeramp
	python3 scripts/update-docs.py $(TYPERAMP_DEBUG)

## format: format Swift sources with swift-format (bundled with the toolchain)
format:
	$(SWIFT) format --in-place --recursive Sources Tests Plugins Package.swift

format-check:
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins Package.swift

clean:
	rm -rf .build .artifacts report
