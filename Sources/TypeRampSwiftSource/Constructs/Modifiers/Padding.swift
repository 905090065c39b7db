import SwiftSyntax
import TypeRampDecoding

/// `.padding`: space around the view (SwiftUI's default: 16 pt on iPhone).
enum PaddingModifier: ModifierConstruct {
    static let names = ["padding", "safeAreaPadding"]
    static let documentation = ConstructDocumentation(
        swift: "`.padding()` (16 pt), `.padding(n)`, `.padding(.horizontal, n)`, `.padding([.top, .leading], n)`, `.padding(EdgeInsets(…))`",
        screens: "`padding`",
        notes:
            "two paddings in a row add up; a length from an `@ScaledMetric` property scales with its text style; one read from a `GeometryReader`'s proxy is a reader length"
    )
    static let examples = [
        ConstructExample(swift: #"Text("A").padding()"#, screens: "text: A\nstyle: body\npadding: 16\n"),
        ConstructExample(
            swift: #"Text("A").padding(.horizontal, 20)"#, screens: "text: A\nstyle: body\npadding:\n  leading: 20\n  trailing: 20\n"),
        ConstructExample(swift: #"Text("A").padding(false ? [.top] : [])"#, screens: "text: A\nstyle: body\n"),
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        var guessed = false
        guard let (insets, scaled) = padding(m, unread: &guessed) else { return views }
        // A length the importer could not read is audited as 16 pt: what rests on it is a guess (`guessed: [size]`).
        return views.map { view in
            view.mapBranches { v in
                var v = v
                if guessed { v.guessed.insert(.size) }
                v.wrap(.padding(insets))
                if let scaled { v.setCommon(.scaledMetric, Spec.plain(scaled, m.location)) }
                return v
            }
        }
    }

    /// The insets and the text style they scale with; `unread` is set when a length could not be read (16 pt stands in).
    static func padding(_ m: ModifierCall, unread: inout Bool) -> (SpecNode, String?)? {
        let t = m.translator
        let args = Array(m.arguments)
        let location = m.location
        let standard: Double = 16
        var scaledStyle: String?
        func length(_ e: ExprSyntax) -> Double? {
            if let s = t.scaledMetric(e, m.scope) {
                scaledStyle = s.relativeTo
                return s.base
            }
            return t.number(e, m.scope)
        }
        if args.isEmpty { return (Spec.number(standard, location), nil) }
        if args.count == 1, let n = length(args[0].expression) {
            return (Spec.number(t.finiteLength(n, "padding", location) ?? 0, location), scaledStyle)
        }
        if args.count == 1, let r = t.readerLength(args[0].expression, m.scope, m.env, at: location) { return (r, nil) }
        if args.count == 1, let call = args[0].expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "EdgeInsets" {
            var entries: [(String, SpecNode)] = []
            for key in PaddingModifier.edges {
                let e = call.arguments.first { $0.label?.text == key }?.expression
                entries.append((key, Spec.number(t.finiteLength(e.flatMap(length), "padding", location) ?? 0, location)))
            }
            return (Spec.map(entries, location), scaledStyle)
        }
        // `.padding(insets)` with `let insets: EdgeInsets` bound where the view or modifier is made, to `EdgeInsets(…)` or
        // `.init(top: 8, leading: 12, …)` (a parameter's default): that value, read where it was written.
        if args.count == 1, let (insets, scope) = PaddingModifier.boundInsets(args[0].expression, m) {
            var entries: [(String, SpecNode)] = []
            for key in PaddingModifier.edges {
                guard let e = insets.arguments.first(where: { $0.label?.text == key })?.expression else {
                    entries.append((key, Spec.number(0, location)))
                    continue
                }
                guard let n = t.scaledMetric(e, scope).map(\.base) ?? t.number(e, scope) else { entries = []; break }
                entries.append((key, Spec.number(t.finiteLength(n, "padding", location) ?? 0, location)))
            }
            if !entries.isEmpty { return (Spec.map(entries, location), nil) }
        }
        // `.padding(Constants.insets)` with `static let insets = EdgeInsets(top: 2, leading: 16, …)` (a record of at least
        // one edge), or the project's own `EdgeInsets` initializer.
        if args.count == 1 {
            let value = t.value(args[0].expression, m.scope)
            var record: [Double]?
            if case .record(_, let fields)? = value, !fields.isEmpty { record = edgeLengths(value) }
            if let lengths = record ?? projectInsets(args[0].expression, m) {
                let entries = zip(PaddingModifier.edges, lengths).map { ($0, Spec.number(t.finiteLength($1, "padding", location) ?? 0, location)) }
                return (Spec.map(entries, location), nil)
            }
        }
        let (edgesExpr, _) = t.resolvedExpression(args[0].expression, m.scope)
        var edges: [String]
        // An edge set, even an empty one (`isExpanded ? [] : [.trailing]`, or `[]` handed on in data: no padding at all).
        var isEdgeSet = false
        if let array = edgesExpr.as(ArrayExprSyntax.self) {
            edges = array.elements.compactMap { memberName($0.expression) }
            isEdgeSet = true
        } else if let name = memberName(edgesExpr), PaddingModifier.namesEdgeSet(edgesExpr) {
            edges = [name]
        } else if let set = edgeSet(t.value(edgesExpr, m.scope)), set.allSatisfy(PaddingModifier.edgeNames.contains) {
            // An edge set held in data: a case's associated value (`case let .edges(edges, length)`).
            edges = set
            isEdgeSet = true
        } else if args.count == 1 {
            edges = []
        } else {
            m.note("padding `\(edgesExpr.trimmedText.prefix(50))` is not understood: 16 pt on every edge is audited")
            unread = true
            return (Spec.number(standard, location), nil)
        }
        let edgeNames = PaddingModifier.edgeNames
        if args.count == 1, !isEdgeSet, !edges.contains(where: edgeNames.contains) {
            // `.padding(Metrics.inset)`: one argument that is no edge set is a length, here one TypeRamp cannot read.
            m.note("padding length `\(args[0].expression.trimmedText.prefix(50))` is not a number TypeRamp can read: 16 pt is audited")
            unread = true
            return (Spec.number(standard, location), nil)
        }
        var value = standard
        var readerValue: SpecNode?
        if args.count > 1 {
            if let n = length(args[1].expression) {
                value = t.finiteLength(n, "padding", location) ?? 0
            } else if let r = t.readerLength(args[1].expression, m.scope, m.env, at: location) {
                readerValue = r
            } else {
                m.note("padding length `\(args[1].expression.trimmedText.prefix(50))` is not a number TypeRamp can read: 16 pt is audited")
                unread = true
            }
        }
        if edges.contains("all") { return (readerValue ?? Spec.number(value, location), scaledStyle) }
        edges = edges.flatMap { ["horizontal": ["leading", "trailing"], "vertical": ["top", "bottom"]][$0] ?? [$0] }
        let kept = PaddingModifier.edges.filter(edges.contains)
        guard !kept.isEmpty else {
            // An empty edge set pads nothing; names that are no edge are said, never dropped silently.
            if !edges.isEmpty {
                m.note("padding edges `\(args[0].expression.trimmedText.prefix(50))` are not an edge set TypeRamp can read: no padding is audited")
                unread = true
            }
            return nil
        }
        return (Spec.map(kept.map { ($0, readerValue ?? Spec.number(value, location)) }, location), scaledStyle)
    }

    /// The `EdgeInsets(…)` or `.init(…)` call a name passed to `.padding` is bound to (followed through the values the
    /// view's or modifier's initializer and its callers bind), with the scope it was written in; nil for any other
    /// expression, or a call with a label that is no edge.
    static func boundInsets(_ expr: ExprSyntax, _ m: ModifierCall) -> (FunctionCallExprSyntax, Scope)? {
        guard expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) else { return nil }
        let (resolved, scope) = m.translator.resolvedExpression(expr, m.scope)
        guard resolved.id != expr.id, let call = resolved.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        let callee = call.calledExpression
        let isInsets =
            callee.trimmedText == "EdgeInsets" || callee.trimmedText == "SwiftUI.EdgeInsets"
            || (callee.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } ?? false)
        guard isInsets, call.arguments.allSatisfy({ $0.label.map { edges.contains($0.text) } ?? false }) else { return nil }
        return (call, scope)
    }

    /// `EdgeInsets`' fields, in the order the screens format writes them.
    static let edges = ["top", "leading", "bottom", "trailing"]

    /// The four lengths (top, leading, bottom, trailing) of an `EdgeInsets` value evaluated to a record (a static `let
    /// insets = EdgeInsets(top: 2, leading: 16)`: a missing edge is 0); nil for any other value or a field that is not a
    /// number.
    static func edgeLengths(_ v: Value?) -> [Double]? {
        guard case .record(_, let fields)? = v, Set(fields.keys).isSubset(of: edges) else { return nil }
        var lengths: [Double] = []
        for edge in edges {
            switch fields[edge] {
            case nil: lengths.append(0)
            case .number(let n)?: lengths.append(n)
            default: return nil
            }
        }
        return lengths
    }

    /// Whether an expression names a member of `Edge.Set` itself (`.top`, `Edge.Set.top`, `.init(.top)`), not a member
    /// of a value (`insets.edges`, read as a value).
    static func namesEdgeSet(_ e: ExprSyntax) -> Bool {
        guard let m = e.as(MemberAccessExprSyntax.self) else { return true }
        guard let base = m.base?.trimmedText else { return true }
        return ["Edge.Set", "SwiftUI.Edge.Set", "Edge", "SwiftUI.Edge"].contains(base)
    }

    /// The names of `Edge.Set`'s members.
    static let edgeNames: Set<String> = ["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"]

    /// The edges of an edge set evaluated to a value (`.horizontal`, `[.top, .leading]`); nil for anything else.
    private static func edgeSet(_ v: Value?) -> [String]? {
        switch v {
        case .enumCase(let name, let associated)? where associated.isEmpty: return [name]
        case .array(let items)?:
            let names = items.compactMap { item -> String? in
                if case .enumCase(let n, let a) = item, a.isEmpty { return n }
                return nil
            }
            return names.count == items.count ? names : nil
        default: return nil
        }
    }

    /// `.padding(.init(vertical: 8, horizontal: 16))` with the project's own `extension EdgeInsets { init(vertical:
    /// horizontal:) { self.init(top: vertical, leading: horizontal, …) } }`: the edges its `self.init` gives (top,
    /// leading, bottom, trailing), read with the call's arguments. Nil for any other expression.
    static func projectInsets(_ e: ExprSyntax, _ m: ModifierCall) -> [Double]? {
        let t = m.translator
        var (expr, scope) = t.resolvedExpression(e, m.scope)
        // `Self.defaultInsets`, `Metrics.insets`, `.cardInsets`: a static of the type (or of `EdgeInsets`) that makes them.
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let owner: TypeDecl? =
                member.base.map { base in
                    base.trimmedText == "Self"
                        ? scope.typeContext : t.project.resolveQualified(base.trimmedText, from: scope.typeContext, file: scope.file)
                } ?? t.project.extended["EdgeInsets"]
            guard let owner, let st = owner.statics[member.declName.baseName.text],
                let made = st.initial ?? st.getter.flatMap({ t.singleExpression($0) })
            else { return nil }
            (expr, scope) = (made, Scope(parent: nil, type: owner, file: st.file))
        }
        guard let call = expr.as(FunctionCallExprSyntax.self),
            ["EdgeInsets", ".init", "EdgeInsets.init"].contains(call.calledExpression.trimmedText),
            let initializer = t.project.extended["EdgeInsets"]?.initializers.first(where: {
                ArgumentMatch.match(
                    $0.parameters, arguments: call.arguments, trailing: call.trailingClosure, additional: call.additionalTrailingClosures
                )
                .complete
            }),
            let delegated = t.singleExpression(initializer.body)?.as(FunctionCallExprSyntax.self),
            ["self.init", "Self.init", "init"].contains(delegated.calledExpression.trimmedText)
        else { return nil }
        let parameters = Scope(parent: nil, type: nil, file: initializer.file)
        t.bindParameters(initializer.parameters, call, scope, into: parameters)
        var lengths: [Double] = []
        for key in edges {
            guard let edge = delegated.arguments.first(where: { $0.label?.text == key })?.expression, let n = t.number(edge, parameters)
            else { return nil }
            lengths.append(n)
        }
        return lengths
    }
}
