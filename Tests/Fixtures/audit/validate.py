#!/usr/bin/env python3
"""Independent checks of `typeramp audit` reports, used by Tests/typerampCLITests/AuditCLITests.swift.

    validate.py sarif REPORT SCHEMA   SARIF against the official 2.1.0 JSON schema (jsonschema, draft-04)
    validate.py junit REPORT          JUnit XML with xml.etree: structure and counts
    validate.py html REPORT           HTML with html5lib in strict mode (any parse error fails)
    validate.py json REPORT           the JSON report parses and its summary matches its findings

Each prints a JSON summary on success and exits 1 with the reason on failure.
"""
import json
import sys
import xml.etree.ElementTree as ET


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def sarif(path, schema_path):
    import jsonschema
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.Draft4Validator(schema)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    if errors:
        fail("; ".join(f"{list(e.path)}: {e.message}" for e in errors[:5]))
    run = log["runs"][0]
    rules = [r["id"] for r in run["tool"]["driver"]["rules"]]
    for result in run["results"]:
        if result["ruleId"] not in rules:
            fail(f"result names unknown rule {result['ruleId']}")
        if rules[result["ruleIndex"]] != result["ruleId"]:
            fail("ruleIndex does not point at ruleId")
        if "typeramp/v2" not in result.get("partialFingerprints", {}):
            fail("result without a partial fingerprint")
    print(json.dumps({"results": len(run["results"]), "rules": len(rules),
                      "suppressed": sum(1 for r in run["results"] if r.get("suppressions"))}))


def junit(path):
    root = ET.parse(path).getroot()
    if root.tag != "testsuites":
        fail(f"root element is {root.tag}")
    tests = failures = 0
    for suite in root.findall("testsuite"):
        cases = suite.findall("testcase")
        failed = [c for c in cases if c.find("failure") is not None]
        if int(suite.get("tests")) != len(cases) or int(suite.get("failures")) != len(failed):
            fail(f"suite {suite.get('name')} counts do not match its test cases")
        for c in cases:
            if not c.get("classname") or not c.get("name"):
                fail("test case without classname or name")
        tests += len(cases)
        failures += len(failed)
    if int(root.get("tests")) != tests or int(root.get("failures")) != failures:
        fail("testsuites counts do not match")
    print(json.dumps({"tests": tests, "failures": failures, "suites": len(root.findall("testsuite"))}))


def html(path):
    """The HTML report folder: index.html and the screen pages it links to, each parsed strictly by html5lib; every
    picture a page shows must exist; no page loads anything from outside the folder."""
    import html5lib
    import os
    folder = os.path.dirname(path)

    def parse(page):
        with open(page, "rb") as f:
            data = f.read()
        parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
        try:
            return parser.parse(data), len(data)
        except html5lib.html5parser.ParseError as error:
            fail(f"{page}: HTML parse error: {error}")

    index, size = parse(path)
    pages = [a.get("href") for a in index.iter("a") if (a.get("href") or "").startswith("screens/") and "#" not in a.get("href")]
    cells = findings = images = 0
    total = size
    for document, page in [(index, path)] + [(None, os.path.join(folder, p)) for p in pages]:
        if document is None:
            document, size = parse(page)
            total += size
        cells += len([td for td in document.iter("td") if "cell" in td.get("class", "").split()])
        findings += len([a for a in document.iter("article") if "finding" in a.get("class", "").split()])
        for img in document.iter("img"):
            images += 1
            src = img.get("src") or ""
            if src.startswith("data:"):
                continue
            target = os.path.normpath(os.path.join(os.path.dirname(page), src))
            if not os.path.isfile(target):
                fail(f"{page}: picture {src} does not exist")
        external = [e for e in document.iter() if (e.get("src") or "").startswith(("http:", "https:", "//"))
                    or (e.get("href") or "").startswith(("http:", "https:", "//")) and e.tag == "link"]
        for e in document.iter():
            ref = e.get("src") if e.tag in ("script", "img") else e.get("href") if e.tag == "link" else None
            if ref and not ref.startswith("data:") and not os.path.isfile(os.path.normpath(os.path.join(os.path.dirname(page), ref))):
                fail(f"{page}: {e.tag} {ref} does not exist")
        if external:
            fail(f"{page}: the report loads external resources")
    pictures = sum(os.path.getsize(os.path.join(folder, "img", n)) for n in os.listdir(os.path.join(folder, "img")))
    print(json.dumps({"cells": cells, "findings": findings, "images": images, "pages": len(pages),
                      "bytes": total + pictures, "title": index.find(".//title").text}))


def report(path):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    if doc["schema"] != "typeramp.audit/2":
        fail("wrong schema")
    active = [f for f in doc["findings"] if f["status"] == "active"]
    errors = sum(1 for f in active if f["severity"] == "error")
    warnings = sum(1 for f in active if f["severity"] == "warning")
    if doc["summary"]["errors"] != errors or doc["summary"]["warnings"] != warnings:
        fail("summary does not match the findings")
    print(json.dumps({"findings": len(doc["findings"]), "errors": errors, "warnings": warnings, "cells": doc["summary"]["cells"]}))


if __name__ == "__main__":
    kind = sys.argv[1]
    if kind == "sarif":
        sarif(sys.argv[2], sys.argv[3])
    elif kind == "junit":
        junit(sys.argv[2])
    elif kind == "html":
        html(sys.argv[2])
    elif kind == "json":
        report(sys.argv[2])
    else:
        fail(f"unknown kind {kind}")
