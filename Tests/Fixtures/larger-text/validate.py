#!/usr/bin/env python3
"""Independent checks of `typeramp label larger-text` outputs, for LargerTextCLITests.

  validate.py json SCHEMA FILE   the JSON report against docs/larger-text.schema.json (jsonschema, Draft 2020-12), and
                                 its own consistency: the app's verdict is the worst of its tasks', each screen's verdict
                                 follows from its lists; prints a summary as JSON
  validate.py markdown FILE      the Markdown report parsed by markdown-it-py (CommonMark + GFM tables): the heading, and
                                 the screens table's rows; prints them as JSON
"""
import json
import sys

RANK = {"exempt": -1, "supports": 0, "supports-with-issues": 1, "does-not-support": 2}


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


def check_json(schema_path, path):
    import jsonschema
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    try:
        jsonschema.Draft202012Validator(schema).validate(doc)
    except jsonschema.ValidationError as error:
        fail(f"schema: {error.message} at {list(error.absolute_path)}")
    for s in doc["screens"]:
        if s["exemption"] is not None:
            expected = "exempt"
        elif s["blocking"]:
            expected = "does-not-support"
        elif s["issues"] or s["unverified"]:
            expected = "supports-with-issues"
        else:
            expected = "supports"
        if s["verdict"] != expected:
            fail(f"screen {s['name']}: verdict {s['verdict']}, its lists say {expected}")
        for t in s["texts"]:
            if abs(t["growth"] - t["largestSize"] / t["sizeAtLarge"]) > 0.001:
                fail(f"text {t['text']}: growth {t['growth']} is not {t['largestSize']} / {t['sizeAtLarge']}")
    worst = max((RANK[t["verdict"]] for t in doc["tasks"]), default=2)
    if RANK[doc["verdict"]] != worst:
        fail(f"app verdict {doc['verdict']} is not the worst of its tasks'")
    if doc["exitStatus"] != (0 if doc["verdict"] == "supports" else 2):
        fail("exit status does not follow the verdict")
    print(json.dumps({"verdict": doc["verdict"], "screens": {s["name"]: s["verdict"] for s in doc["screens"]}}))


def check_markdown(path):
    from markdown_it import MarkdownIt
    with open(path, encoding="utf-8") as f:
        text = f.read()
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    heading = None
    for i, tok in enumerate(tokens):
        if tok.type == "heading_open" and heading is None:
            heading = tokens[i + 1].content
    rows, in_table, header, current = [], False, None, None
    for tok in tokens:
        if tok.type == "table_open":
            in_table, header, table_rows = True, None, []
        elif tok.type == "table_close":
            in_table = False
            if header and header[0] == "Screen":
                rows = table_rows
        elif in_table and tok.type == "tr_open":
            current = []
        elif in_table and tok.type == "inline" and current is not None:
            current.append(tok.content)
        elif in_table and tok.type == "tr_close":
            if header is None:
                header = current
            else:
                table_rows.append(current)
            current = None
    if heading is None:
        fail("no heading")
    print(json.dumps({"heading": heading, "rows": rows}))


if __name__ == "__main__":
    if sys.argv[1] == "json":
        check_json(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "markdown":
        check_markdown(sys.argv[2])
    else:
        fail(f"unknown kind {sys.argv[1]}")
