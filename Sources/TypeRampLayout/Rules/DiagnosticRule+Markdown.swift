import TypeRampCore

extension DiagnosticRule {
    /// docs/audit.md's rule tables, from the rules' own descriptions (`typeramp rules --format markdown-tables`; `make docs`
    /// writes them between the document's markers): every rule with its default severity, limits and reasons, then how
    /// each reads SwiftUI code and the fix it gives there. Deterministic: catalog order, no dates.
    public static func markdownTables(_ rules: [DiagnosticRule] = all) -> String {
        var out = "| id | severity | threshold (`--threshold`; fixed ones cannot be tuned) | what it finds, and why this default |\n"
        out += "|---|---|---|---|\n"
        for r in rules {
            out += "| `\(r.id)` | \(r.severity.rawValue) | \(cell(r.thresholdsDescription)) | \(cell(r.summary + " " + r.rationale)) |\n"
        }
        out += "\n| id | in SwiftUI code | fix in SwiftUI | fix in the screens format |\n|---|---|---|---|\n"
        for r in rules {
            out += "| `\(r.id)` | \(cell(r.swiftUI)) | \(cell(r.fix.swiftUI)) | \(cell(r.fix.screens)) |\n"
        }
        return out
    }

    /// The limits in words: each one's value and unit, what it limits and why ("fixed:" for those `--threshold` cannot
    /// change); "—" when the rule has none.
    public var thresholdsDescription: String {
        guard !thresholds.isEmpty else { return "—" }
        return thresholds.map { t in
            let value = formatDecimal(t.value) + (t.unit == "%" || t.unit == "×" ? t.unit : " " + t.unit)
            let said = t.name.isEmpty ? value : "\(value) \(t.name)"
            return t.isTunable ? "\(said): \(t.reason)" : "fixed: \(said), \(t.reason)"
        }.joined(separator: "; ")
    }

    /// Text made safe for a table cell: no line breaks, pipes escaped.
    private static func cell(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\n": out.append(" ")
            case "|": out += "\\|"
            default: out.append(c)
            }
        }
        return out
    }
}
