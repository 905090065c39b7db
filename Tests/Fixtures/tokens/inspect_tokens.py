#!/usr/bin/env python3
"""Parses a file written by `typeramp tokens` with an independent parser and prints what it found as JSON.

Used by Tests/TypeRampTokensTests: the Swift tests compare the printed values with TypeRamp's metrics engine.
Each mode checks that the file is well formed for its format and exits 1 with a message when it is not:

  dtcg FILE              DTCG token file, validated against schemas/dtcg-2025.10/format.json (Draft 7)
  dtcg-resolver FILE     DTCG resolver document, validated against schemas/dtcg-2025.10/resolver.json, then resolved
                         for every (contentSize, boldText) input by the merge rules of the resolver module
  style-dictionary FILE  Style Dictionary v4 source rules: $-keys only, typed tokens, string px dimensions
  css FILE               tinycss2: rules, declarations and @supports blocks, with every parse error reported
  android-xml FILE       xml.etree: every <style> and its <item>s
  kotlin FILE            tree-sitter-kotlin: syntax errors, and the named arguments of every TextStyle(...) call
  markdown FILE          markdown-it-py (CommonMark + tables): headings and table cells
  html FILE              html5lib in strict mode (any parse error fails): tables by id / data-style

No value here comes from TypeRamp: the script only reads the file.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = os.path.join(HERE, "..", "schemas", "dtcg-2025.10")


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(1)


# MARK: - DTCG

def dtcg_validator(entry):
    from jsonschema import Draft7Validator
    from referencing import Registry, Resource

    resources = []
    for folder, _, files in os.walk(SCHEMAS):
        for name in files:
            if name.endswith(".json"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    schema = json.load(f)
                resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)
    root = registry.contents("https://www.designtokens.org/schemas/2025.10/" + entry)
    Draft7Validator.check_schema(root)
    return Draft7Validator(root, registry=registry)


def validate(document, entry):
    validator = dtcg_validator(entry)
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        fail("\n".join(f"{'/'.join(map(str, e.absolute_path)) or '<root>'}: {e.message}" for e in errors[:20]))


def px(dimension):
    if not (isinstance(dimension, dict) and dimension.get("unit") == "px"):
        fail(f"expected a px dimension, found {dimension!r}")
    return dimension["value"]


def composite(value):
    return {
        "fontFamily": value["fontFamily"],
        "fontSize": px(value["fontSize"]),
        "fontWeight": value["fontWeight"],
        "letterSpacing": px(value["letterSpacing"]),
        "lineHeight": value["lineHeight"],
    }


def inspect_dtcg(path):
    with open(path, encoding="utf-8") as f:
        document = json.load(f)
    validate(document, "format.json")
    styles = {}

    def walk(group, trail):
        for name, node in group.items():
            if name.startswith("$"):
                continue
            if "$value" not in node:
                walk(node, trail + [name])
                continue
            path = ".".join(trail + [name])
            if node.get("$type") != "typography":
                fail(f"{path}: expected a typography token")
            ext = node.get("$extensions", {}).get("org.typeramp", {})
            styles[path] = {"value": composite(node["$value"]), "extension": ext}

    walk(document, [])
    return {"description": document.get("$description", ""), "styles": styles}


def deep_merge(target, source):
    """The resolver module's merge: groups merge member by member, a token replaces the token at its path whole."""
    for key, value in source.items():
        if isinstance(value, dict) and "$value" not in value and isinstance(target.get(key), dict) and "$value" not in target[key]:
            deep_merge(target[key], value)
        else:
            target[key] = json.loads(json.dumps(value))


def lookup(tokens, path):
    node = tokens
    for part in path.split("."):
        if not isinstance(node, dict) or part not in node:
            fail(f"unresolvable reference {{{path}}}")
        node = node[part]
    if "$value" not in node:
        fail(f"{{{path}}} is not a token")
    return node["$value"]


def dereference(tokens, value, depth=0):
    if depth > 20:
        fail("reference cycle")
    if isinstance(value, str) and re.fullmatch(r"\{[^{}]+\}", value):
        return dereference(tokens, lookup(tokens, value[1:-1]), depth + 1)
    if isinstance(value, dict):
        return {k: dereference(tokens, v, depth + 1) for k, v in value.items()}
    return value


def sources(document, ref_or_inline):
    if "$ref" in ref_or_inline:
        pointer = ref_or_inline["$ref"]
        if not pointer.startswith("#/"):
            fail(f"external reference {pointer} not expected in a self-contained resolver")
        node = document
        for part in pointer[2:].split("/"):
            node = node[part]
        return node
    return ref_or_inline


def inspect_resolver(path):
    with open(path, encoding="utf-8") as f:
        document = json.load(f)
    validate(document, "resolver.json")
    modifiers = document.get("modifiers", {})
    for name, modifier in modifiers.items():
        if modifier.get("default") not in modifier["contexts"]:
            fail(f"modifier {name}: default {modifier.get('default')!r} is not one of its contexts")
    size_contexts = list(modifiers["contentSize"]["contexts"])
    bold_contexts = list(modifiers["boldText"]["contexts"])
    resolved = {}
    for size in size_contexts:
        for bold in bold_contexts:
            inputs = {"contentSize": size, "boldText": bold}
            tokens = {}
            for item in document["resolutionOrder"]:
                target = sources(document, item)
                pointer = item.get("$ref", "")
                if pointer.startswith("#/modifiers/"):
                    chosen = target["contexts"][inputs[pointer.split("/")[-1]]]
                    for source in chosen:
                        deep_merge(tokens, source)
                else:
                    for source in target["sources"]:
                        deep_merge(tokens, source)
            styles = {}

            def find(group, trail):
                for name, node in group.items():
                    if name.startswith("$") or not isinstance(node, dict) or "$value" in node:
                        continue
                    if "$root" in node:
                        if node["$root"].get("$type") != "typography":
                            fail(f"{'.'.join(trail + [name])}.$root: expected a typography token")
                        styles[".".join(trail + [name])] = composite(dereference(tokens, node["$root"]["$value"]))
                    else:
                        find(node, trail + [name])

            find(tokens, [])
            resolved.setdefault(size, {})[bold] = styles
    return {"contexts": {"contentSize": size_contexts, "boldText": bold_contexts}, "resolved": resolved}


# MARK: - Style Dictionary

DTCG_TYPES = {"color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle",
              "border", "transition", "shadow", "gradient", "typography"}
PX = re.compile(r"^-?\d+(\.\d+)?px$")


def inspect_style_dictionary(path):
    with open(path, encoding="utf-8") as f:
        document = json.load(f)
    tokens = {}

    def walk(node, trail):
        for key, value in node.items():
            if key in ("value", "type", "comment"):
                fail(f"{'.'.join(trail)}: '{key}' mixes Style Dictionary's legacy keys into a $-key (DTCG) file")
            if key.startswith("$"):
                if key not in ("$description", "$type", "$value", "$extensions"):
                    fail(f"{'.'.join(trail)}: unexpected {key}")
                continue
            if any(c in key for c in "{}."):
                fail(f"{'.'.join(trail + [key])}: token names must not contain '.', '{{' or '}}'")
            if not isinstance(value, dict):
                fail(f"{'.'.join(trail + [key])}: expected a token or group")
            if "$value" in value:
                kind = value.get("$type")
                if kind not in DTCG_TYPES:
                    fail(f"{'.'.join(trail + [key])}: $type {kind!r} is not a DTCG type")
                v = value["$value"]
                if kind == "typography":
                    for dim in ("fontSize", "letterSpacing"):
                        if not (isinstance(v[dim], str) and PX.match(v[dim])):
                            fail(f"{'.'.join(trail + [key])}.{dim}: expected a string like '16px', found {v[dim]!r}")
                    v = dict(v, fontSize=float(v["fontSize"][:-2]), letterSpacing=float(v["letterSpacing"][:-2]))
                tokens[".".join(trail + [key])] = {"type": kind, "value": v}
            else:
                walk(value, trail + [key])

    walk(document, [])
    return {"tokens": tokens}


# MARK: - CSS

def inspect_css(path):
    import tinycss2

    with open(path, encoding="utf-8") as f:
        text = f.read()

    def declarations(block):
        out = {}
        for item in tinycss2.parse_blocks_contents(block, skip_comments=True, skip_whitespace=True):
            if item.type == "error":
                fail(f"CSS error at {item.source_line}:{item.source_column}: {item.message}")
            if item.type != "declaration":
                fail(f"unexpected {item.type} in a declaration block at {item.source_line}")
            out[item.name if item.name.startswith("--") else item.lower_name] = tinycss2.serialize(item.value).strip()
        return out

    def rules(nodes):
        out = []
        for rule in nodes:
            if rule.type == "error":
                fail(f"CSS error at {rule.source_line}:{rule.source_column}: {rule.message}")
            if rule.type == "qualified-rule":
                selectors = [s.strip() for s in tinycss2.serialize(rule.prelude).split(",")]
                out.append({"selectors": selectors, "declarations": declarations(rule.content)})
            elif rule.type == "at-rule":
                out.append({"at": rule.lower_at_keyword, "prelude": tinycss2.serialize(rule.prelude).strip(),
                            "rules": rules(tinycss2.parse_rule_list(rule.content, skip_comments=True, skip_whitespace=True))})
        return out

    return {"rules": rules(tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True))}


# MARK: - Android XML

def inspect_android_xml(path):
    import xml.etree.ElementTree as ET

    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        fail(f"XML error: {error}")
    if root.tag != "resources":
        fail(f"root element is <{root.tag}>, expected <resources>")
    styles = {}
    for style in root:
        if style.tag != "style":
            fail(f"unexpected <{style.tag}>")
        styles[style.get("name")] = {"parent": style.get("parent"),
                                     "items": {item.get("name"): item.text for item in style.findall("item")}}
    return {"styles": styles}


# MARK: - Kotlin

def inspect_kotlin(path):
    import tree_sitter_kotlin
    from tree_sitter import Language, Parser

    with open(path, "rb") as f:
        source = f.read()
    tree = Parser(Language(tree_sitter_kotlin.language())).parse(source)

    def text(node):
        return source[node.start_byte:node.end_byte].decode("utf-8")

    errors = []

    def find_errors(node):
        if node.type == "ERROR" or node.is_missing:
            errors.append(f"{node.start_point[0] + 1}:{node.start_point[1] + 1}: {'missing ' + node.type if node.is_missing else 'syntax error'}")
        for child in node.children:
            find_errors(child)

    find_errors(tree.root_node)
    if errors:
        fail("Kotlin syntax errors:\n" + "\n".join(errors[:20]))

    def named_arguments(call):
        out = {}
        # Grammar versions differ: value_arguments sit in a call_suffix, or directly under the call.
        containers = [c for c in call.children if c.type == "value_arguments"]
        containers += [a for c in call.children if c.type == "call_suffix" for a in c.children if a.type == "value_arguments"]
        for arguments in containers:
            for argument in arguments.children:
                if argument.type != "value_argument":
                    continue
                children = argument.children
                equals = [i for i, c in enumerate(children) if c.type == "="]
                if not equals:
                    continue
                names = [c for c in children[:equals[0]] if c.type in ("simple_identifier", "identifier")]
                values = [c for c in children[equals[0] + 1:] if c.is_named]
                if names and values:
                    out[text(names[-1])] = values[-1]
        return out

    text_styles = {}
    package = None

    def walk(node):
        nonlocal package
        if node.type in ("package_header",):
            package = text(node).split()[-1]
        if node.type == "call_expression":
            for name, value in named_arguments(node).items():
                if value.type == "call_expression" and text(value).startswith("TextStyle("):
                    text_styles[name] = {k: text(v) for k, v in named_arguments(value).items()}
        for child in node.children:
            walk(child)

    walk(tree.root_node)
    return {"package": package, "textStyles": text_styles}


# MARK: - Markdown

def inspect_markdown(path):
    from markdown_it import MarkdownIt

    with open(path, encoding="utf-8") as f:
        text = f.read()
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    headings, tables, html = [], [], []
    current_heading, table, row, cell = None, None, None, None
    for i, token in enumerate(tokens):
        # Raw HTML the renderer would pass through (a block, or inline inside a paragraph, heading or cell).
        if token.type == "html_block":
            html.append(token.content)
        for child in token.children or []:
            if child.type == "html_inline":
                html.append(child.content)
        if token.type == "heading_open":
            current_heading = tokens[i + 1].content
            headings.append(current_heading)
        elif token.type == "table_open":
            table = {"heading": current_heading, "rows": []}
        elif token.type == "tr_open":
            row = []
        elif token.type in ("th_open", "td_open"):
            cell = ""
        elif token.type == "inline" and cell is not None:
            cell = token.content
        elif token.type in ("th_close", "td_close"):
            row.append(cell)
            cell = None
        elif token.type == "tr_close":
            table["rows"].append(row)
        elif token.type == "table_close":
            tables.append(table)
            table = None
    return {"headings": headings, "tables": tables, "html": html}


# MARK: - HTML

def inspect_html(path):
    import html5lib

    with open(path, "rb") as f:
        data = f.read()
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    try:
        document = parser.parse(data)
    except Exception as error:  # html5lib raises ParseError with the position in strict mode
        fail(f"HTML parse error: {error}")
    tables = {}
    for table in document.iter("table"):
        key = table.get("id") or table.get("data-style")
        rows = []
        for tr in table.iter("tr"):
            rows.append([{"text": "".join(cell.itertext()), "style": cell.get("style")} for cell in tr if cell.tag in ("th", "td")])
        tables[key] = rows
    return {"title": document.findtext(".//title"), "tables": tables}


MODES = {
    "dtcg": inspect_dtcg,
    "dtcg-resolver": inspect_resolver,
    "style-dictionary": inspect_style_dictionary,
    "css": inspect_css,
    "android-xml": inspect_android_xml,
    "kotlin": inspect_kotlin,
    "markdown": inspect_markdown,
    "html": inspect_html,
}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in MODES:
        fail(f"usage: {sys.argv[0]} {{{','.join(MODES)}}} FILE")
    print(json.dumps(MODES[sys.argv[1]](sys.argv[2]), sort_keys=True))
