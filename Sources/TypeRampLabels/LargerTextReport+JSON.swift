import TypeRampAudit
import TypeRampCore
import TypeRampMetrics

extension LargerTextReport {
    /// The report as JSON, schema `typeramp.larger-text/1` (docs/larger-text.md describes every field). Keys come in a
    /// fixed order and numbers with at most three decimals, so the same evaluation gives the same bytes.
    public func json() -> String {
        let m = matrix
        func location(_ l: SourceLocation?) -> JSONValue {
            l.map { .object([("file", .string($0.file)), ("line", .integer($0.line)), ("column", .integer($0.column))]) } ?? .null
        }
        func exemption(_ e: LargerTextExemption?) -> JSONValue {
            e.map { .object([("target", .string($0.target.description)), ("reason", .string($0.reason)), ("origin", .string($0.origin))]) } ?? .null
        }
        func limit(_ l: GrowthLimit?) -> JSONValue {
            guard let l else { return .null }
            var fields: [(String, JSONValue)] = [("kind", .string(l.kind))]
            switch l {
            case .fixedSize(let size): fields.append(("size", .number(size)))
            case .clamp(let upper, let needed, let at):
                fields += [
                    ("upTo", .string(upper.uikitName)), ("needed", needed.map { .string($0.uikitName) } ?? .null), ("location", location(at)),
                ]
            case .maximumSize(let maximum): fields.append(("maximumSize", .number(maximum)))
            case .minimumScaleFactor(let factor): fields.append(("minimumScaleFactor", .number(factor)))
            }
            return .object(fields)
        }
        func text(_ t: TextGrowth) -> JSONValue {
            .object([
                ("text", .string(t.text)), ("identity", .string(t.identity)), ("path", .string(t.path)), ("location", location(t.location)),
                ("style", .string(t.style)), ("sizeAtLarge", .number(t.sizeAtLarge)), ("largestFontSize", .number(t.largestFontSize)),
                ("largestCategory", .string(t.largestCategory.uikitName)), ("largestSize", .number(t.largestSize)),
                ("growth", .number(t.growth)), ("percent", .integer(LargerTextCriteria.percent(t.growth))),
                ("meetsCriterion", .bool(t.meetsCriterion)), ("followsStyleCurve", .bool(t.followsStyleCurve)), ("limit", limit(t.limit)),
                (
                    "shrunk",
                    t.shrunk.map {
                        .object([
                            ("size", .number($0.size)), ("category", .string($0.category.uikitName)), ("width", .number($0.width)),
                            ("locale", .string($0.locale)), ("minimumScaleFactor", .number($0.minimumScaleFactor)),
                        ])
                    } ?? .null
                ),
                ("exemption", exemption(t.exemption)),
            ])
        }
        func problem(_ p: LargerTextProblem) -> JSONValue {
            .object([
                ("kind", .string(p.kind)), ("severity", .string(p.severity.rawValue)), ("message", .string(p.message)),
                ("suggestion", p.suggestion.map { .string($0) } ?? .null), ("location", location(p.location)),
                ("identity", .string(p.identity)), ("path", .string(p.path)), ("occurs", .string(p.occurs)),
                (
                    "cells",
                    .array(
                        p.cells.map {
                            .object([
                                ("category", .string($0.category.uikitName)), ("width", .number($0.width)), ("locale", .string($0.locale)),
                                ("boldText", .bool($0.boldText)),
                            ])
                        })
                ),
                ("reportedOn", p.reportedOn.map { .string($0) } ?? .null), ("exemption", exemption(p.exemption)),
                ("unverified", p.unverified.map { .string($0) } ?? .null),
            ])
        }
        func reasonJSON(_ r: (screen: String, problem: LargerTextProblem)?) -> JSONValue {
            r.map { .object([("screen", .string($0.screen)), ("problem", problem($0.problem))]) } ?? .null
        }
        let document = JSONValue.object([
            ("schema", .string(LargerTextReport.schema)),
            ("tool", .object([("name", .string("typeramp")), ("version", .string(JSONReporter.toolVersion))])),
            (
                "criteria",
                .object([
                    ("requiredGrowth", .number(LargerTextCriteria.requiredGrowth)),
                    ("reference", .string(LargerTextCriteria.reference.uikitName)),
                    ("judgedCategories", .array(LargerTextCriteria.judgedCategories.map { .string($0.uikitName) })),
                    ("rules", .array(LargerTextCriteria.usabilityRules.map(\.rawValue).sorted().map { .string($0) })),
                ])
            ),
            (
                "matrix",
                .object([
                    ("categories", .array(m.categories.map { .string($0.uikitName) })), ("widths", .array(m.widths.map { .number($0) })),
                    ("locales", .array(m.locales.map { .string($0.id) })), ("boldText", .array(m.boldText.map { .bool($0) })),
                ])
            ),
            ("auditReport", auditReport.map { .string($0) } ?? .null),
            (
                "settings",
                .object([
                    ("exemptions", .array(settings.exemptions.map { exemption($0) })),
                    (
                        "commonTasks",
                        .array(
                            settings.commonTasks.map { .object([("name", .string($0.name)), ("screens", .array($0.screens.map { .string($0) }))]) })
                    ),
                ])
            ),
            ("verdict", .string(verdict.rawValue)), ("reason", reasonJSON(self.reason)), ("exitStatus", .integer(Int(exitStatus))),
            (
                "tasks",
                .array(
                    tasks.map { t in
                        .object([
                            ("name", .string(t.name)), ("screens", .array(t.screens.map { .string($0) })), ("verdict", .string(t.verdict.rawValue)),
                            ("reason", reasonJSON(t.reason)),
                        ])
                    })
            ),
            (
                "screens",
                .array(
                    screens.map { s in
                        // A state names its screen; a screen with states gives their names and its verdict with them.
                        let states = self.states(of: s)
                        var grouping: [(String, JSONValue)] = []
                        if let base = s.stateOf { grouping.append(("stateOf", .string(base))) }
                        if !states.isEmpty {
                            grouping.append(
                                (
                                    "withStates",
                                    .object([
                                        ("verdict", .string(verdictWithStates(s).rawValue)), ("states", .array(states.map { .string($0.name) })),
                                    ])
                                ))
                        }
                        return .object(
                            [
                                ("name", .string(s.name)), ("location", location(s.location)), ("verdict", .string(s.verdict.rawValue)),
                            ] + grouping + [
                                ("reason", s.reason.map(problem) ?? .null), ("exemption", exemption(s.exemption)),
                                ("smallestGrowth", s.smallestGrowth.map { .number($0) } ?? .null),
                                ("largestGrowth", s.largestGrowth.map { .number($0) } ?? .null), ("texts", .array(s.texts.map(text))),
                                ("blocking", .array(s.blocking.map(problem))), ("issues", .array(s.issues.map(problem))),
                                ("exempted", .array(s.exempted.map(problem))), ("unverified", .array(s.unverified.map(problem))),
                                ("suppressed", .array(s.suppressed.map(problem))),
                            ])
                    })
            ),
            ("notes", .array(notes.map { .string($0) })),
        ])
        return document.serialized() + "\n"
    }
}
