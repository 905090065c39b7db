import TypeRampCore
import TypeRampLayout

extension ProjectConfiguration {
    /// The configuration as a `.typeramp.yml` with every key, defaults filled in and every rule's severity and threshold
    /// in force: what `typeramp config --print` shows. Reading it back gives the same configuration (its paths are the
    /// resolved ones, relative to the folder the command ran in). Deterministic: keys in documentation order, rules in
    /// catalog order.
    public func yaml() -> String {
        func quoted(_ s: String) -> String {
            var out = ""
            JSONValue.writeString(s, into: &out)
            return out
        }
        func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
        func optional(_ s: String?) -> String { s.map(quoted) ?? "null" }
        var out = "# TypeRamp configuration, resolved: "
        out += file.map { "the defaults, then \($0)" } ?? "the defaults (no \(ProjectConfiguration.fileName) found)"
        out += "\n# Paths are relative to the folder the command ran in. docs/configuration.md lists every key.\n"
        out += "included: \(list(included))\n"
        out += "excluded: \(list(excluded))\n"
        out += "disabled_rules: \(list(disabledRules.map(\.rawValue)))\n"
        out += "opt_in_rules: \(list(optInRules.map(\.rawValue)))\n"
        out += "strings: \(list(strings))\n"
        if widths.isEmpty && devices.isEmpty {
            out += "widths: [\(AuditMatrix.defaultWidths.map { formatDecimal($0) }.joined(separator: ", "))]\n"
        } else {
            out += "widths: " + (widths.isEmpty ? "null" : "[\(widths.map { formatDecimal($0) }.joined(separator: ", "))]") + "\n"
        }
        out += "devices: \(devices.isEmpty ? "null" : list(devices))\n"
        out += "locales: \(list(locales))\n"
        out += "base_locale: \(optional(baseLocale))\n"
        out += "pseudo: \(list(pseudo))\n"
        out += "categories: \(quoted(categories))\n"
        out += "bold_text: \(boldText)\n"
        out += "reporter: \(quoted(reporter))\n"
        out += "report: \(optional(report))\n"
        out += "sarif: \(optional(sarif))\n"
        out += "baseline: \(optional(baseline))\n"
        out += "strict: \(strict)\n"
        out += "larger_text:\n"
        out += "  largest_category: \(quoted(largerText.largestCategory))\n"
        if largerText.commonTasks.isEmpty {
            out += "  common_tasks: []\n"
        } else {
            out += "  common_tasks:\n"
            for task in largerText.commonTasks { out += "    - name: \(quoted(task.name))\n      screens: \(list(task.screens))\n" }
        }
        if largerText.exemptions.isEmpty {
            out += "  exemptions: []\n"
        } else {
            out += "  exemptions:\n"
            for e in largerText.exemptions { out += "    - screen: \(quoted(e.screen))\n      reason: \(quoted(e.reason))\n" }
        }
        out += "# Every rule: its severity (error, warning, information or off) and threshold in force.\n"
        let disabled = Set(disabledRules)
        for rule in AuditRule.catalog {
            let severity = disabled.contains(rule.id) ? "off" : (severities[rule.id] ?? rule.defaultSeverity).rawValue
            if let threshold = rule.threshold {
                let value = thresholds[rule.id] ?? threshold.value
                out += "\(rule.id.rawValue): {severity: \(severity), threshold: \(formatDecimal(value))}  # \(threshold.unit)\n"
            } else {
                out += "\(rule.id.rawValue): \(severity)\n"
            }
        }
        return out
    }
}
