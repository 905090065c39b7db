import TypeRampCore
import TypeRampMetrics

/// Rounds to the nearest half point (half away from zero), the precision of text dumps and snapshots.
func halfPoint(_ value: Points) -> String {
    formatDecimal((value * 2).rounded(.toNearestOrAwayFromZero) / 2, maximumFractionDigits: 1)
}

func frameText(_ r: Rect) -> String {
    "\(halfPoint(r.minX)),\(halfPoint(r.minY)) \(halfPoint(r.width))×\(halfPoint(r.height))"
}

func quote(_ s: String) -> String {
    var out = ""
    JSONValue.writeString(s, into: &out)
    return out
}

extension SolvedLayout {
    /// A stable text dump: frames rounded to 0.5 pt, text lines and truncation, axis decisions, row heights,
    /// diagnostics and VoiceOver's reading order. Byte-identical for identical inputs; snapshot references use it.
    /// Names, texts and labels have their control characters escaped (``Swift/String/escapingControlCharacters``), so
    /// each line of the dump is one line and no escape sequence reaches a terminal.
    public func dump() -> String {
        var out = ""
        let v = context.viewport
        out +=
            "screen \(screen.escapingControlCharacters) · \(v.device.id) \(halfPoint(v.size.width))×\(halfPoint(v.size.height)) \(v.orientation.rawValue)"
        out += " · \(context.category.uikitName) · bold text \(context.boldText ? "on" : "off") · \(context.locale.escapingControlCharacters)\n"
        out += "content \(halfPoint(contentHeight)) of \(halfPoint(viewportHeight)) pt · \(needsScroll ? "needs scrolling" : "fits")\n"
        dumpNode(root, depth: 0, into: &out)
        let all = allDiagnostics
        out += "diagnostics: \(all.isEmpty ? "none" : String(all.count))\n"
        for d in all {
            out += "  \(d.severity.rawValue) \(d.rule) \(d.path.escapingControlCharacters): \(d.message.escapingControlCharacters)\n"
        }
        out += "voiceover: \(accessibility.elements.count) elements\n"
        for (i, e) in accessibility.elements.enumerated() {
            out += "  \(i + 1). \(e.spoken.escapingControlCharacters)\n"
        }
        for rotor in accessibility.rotors {
            out +=
                "  rotor \(rotor.name.escapingControlCharacters)\(rotor.isCustom ? " (custom)" : ""): \(rotor.entries.map { String($0 + 1) }.joined(separator: ", "))\n"
        }
        return out
    }

    private func dumpNode(_ n: SolvedNode, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        var line = "\(indent)\(n.kind)"
        if let id = n.id { line += " #\(id.escapingControlCharacters)" }
        line += " [\(frameText(n.frame))]"
        if let axis = n.axis, axis.rule != nil { line += " axis \(axis.axis.rawValue) (\(axis.reason))" }
        if let name = n.imageName { line += " image \(quote(name))" }
        if n.clipped { line += " CLIPPED" }
        if let t = n.text {
            let m = t.measurement
            line += " \(t.style) \(halfPoint(t.size))pt lh \(halfPoint(m.lineHeight))"
            line += " \(m.lines.count) line\(m.lines.count == 1 ? "" : "s")"
            if m.truncated { line += " TRUNCATED \(m.lines.count)/\(m.totalLineCount)" }
            if m.missingGlyphs > 0 { line += " MISSING \(m.missingGlyphs)" }
            if m.scaleFactor < 1 { line += " scale \(formatDecimal(m.scaleFactor))" }
            out += line + "\n"
            for l in m.lines { out += "\(indent)  | \(l.text.escapingControlCharacters)\n" }
        } else {
            out += line + "\n"
        }
        if let rows = n.rows {
            out += "\(indent)  rows: \(rows.map { halfPoint($0.height) }.joined(separator: ", "))"
            if let e = n.estimatedRowHeight { out += " · estimated \(halfPoint(e))" }
            out += "\n"
        }
        for child in children(of: n.node) { dumpNode(child, depth: depth + 1, into: &out) }
    }

    /// The solved layout as JSON (`typeramp.layout/1`).
    public func json() -> JSONValue {
        func rect(_ r: Rect) -> JSONValue {
            .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
        }
        func node(_ n: SolvedNode) -> JSONValue {
            var members: [(String, JSONValue)] = [("kind", .string(n.kind.rawValue)), ("path", .string(n.path))]
            if let id = n.id { members.append(("id", .string(id))) }
            members.append(("frame", rect(n.frame)))
            if let t = n.text {
                members.append(
                    (
                        "text",
                        .object([
                            ("string", .string(t.string)), ("style", .string(t.style)), ("size", .number(t.size)),
                            ("lineHeight", .number(t.measurement.lineHeight)), ("lines", .array(t.measurement.lines.map { .string($0.text) })),
                            ("truncated", .bool(t.measurement.truncated)), ("totalLines", .integer(t.measurement.totalLineCount)),
                            ("missingGlyphs", .integer(t.measurement.missingGlyphs)), ("scaleFactor", .number(t.measurement.scaleFactor)),
                        ])
                    ))
            }
            if let a = n.axis {
                members.append(
                    (
                        "axis",
                        .object([
                            ("axis", .string(a.axis.rawValue)), ("rule", a.rule.map { .string($0.description) } ?? .null),
                            ("reason", .string(a.reason)),
                        ])
                    ))
            }
            if let rows = n.rows {
                members.append(
                    (
                        "rows",
                        .array(
                            rows.map {
                                .object([
                                    ("section", .integer($0.section)), ("row", .integer($0.row)), ("height", .number($0.height)),
                                    ("contentHeight", .number($0.contentHeight)),
                                ])
                            })
                    ))
            }
            if let e = n.estimatedRowHeight { members.append(("estimatedRowHeight", .number(e))) }
            if let c = n.contentHeight { members.append(("contentHeight", .number(c))) }
            if n.clipped { members.append(("clipped", .bool(true))) }
            let kids = children(of: n.node)
            if !kids.isEmpty { members.append(("children", .array(kids.map(node)))) }
            return .object(members)
        }
        return .object([
            ("schema", .string("typeramp.layout/1")),
            ("screen", .string(screen)),
            ("device", .string(context.viewport.device.id)),
            ("width", .number(context.viewport.size.width)),
            ("height", .number(context.viewport.size.height)),
            ("category", .string(context.category.uikitName)),
            ("boldText", .bool(context.boldText)),
            ("locale", .string(context.locale)),
            ("contentHeight", .number(contentHeight)),
            ("viewportHeight", .number(viewportHeight)),
            ("needsScroll", .bool(needsScroll)),
            ("root", node(root)),
            ("diagnostics", .array(allDiagnostics.map { $0.json() })),
            (
                "voiceover",
                .array(
                    accessibility.elements.map { e in
                        .object([
                            ("label", .string(e.label)), ("value", e.value.map { .string($0) } ?? .null),
                            ("traits", .array(e.traits.sorted().map { .string($0.rawValue) })), ("hint", e.hint.map { .string($0) } ?? .null),
                            ("spoken", .string(e.spoken)), ("path", .string(e.path)), ("frame", rect(e.frame)),
                        ])
                    })
            ),
            (
                "rotors",
                .array(
                    accessibility.rotors.map { r in
                        .object([("name", .string(r.name)), ("custom", .bool(r.isCustom)), ("entries", .array(r.entries.map { .integer($0 + 1) }))])
                    })
            ),
        ])
    }
}

extension Diagnostic {
    /// The diagnostic as JSON.
    public func json() -> JSONValue {
        .object([
            ("rule", .string(rule.rawValue)), ("severity", .string(severity.rawValue)), ("message", .string(message)), ("path", .string(path)),
            ("id", nodeId.map { .string($0) } ?? .null),
            (
                "location",
                location.map { .object([("file", .string($0.file)), ("line", .integer($0.line)), ("column", .integer($0.column))]) } ?? .null
            ),
            ("suggestion", suggestion.map { .string($0) } ?? .null),
        ])
    }
}
