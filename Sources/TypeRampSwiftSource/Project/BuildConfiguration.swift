import SwiftSyntax

/// How `#if` conditions are evaluated: the build TypeRamp imports the code for. By default an iOS debug build on an
/// iPhone (docs/swift-source.md, "Conditional compilation"): `os(iOS)`, `canImport(UIKit)` and `DEBUG` hold, other
/// platforms do not, `targetEnvironment(simulator)` does not (a device is audited), `swift(>=…)` and `compiler(>=…)` hold
/// for any version TypeRamp's parser reads, `arch(arm64)` and `_pointerBitWidth(_64)` hold.
public struct BuildConfiguration: Sendable, Hashable {
    /// The platform `os(…)` tests: `iOS` by default.
    public var platform: String
    /// Custom flags (`-D NAME`) set true; `DEBUG` is set by default.
    public var defined: Set<String>
    /// Whether `targetEnvironment(simulator)` holds.
    public var simulator: Bool

    /// The iOS debug build on a device.
    public static let iOS = BuildConfiguration(platform: "iOS", defined: ["DEBUG"], simulator: false)

    /// Creates a configuration.
    public init(platform: String = "iOS", defined: Set<String> = ["DEBUG"], simulator: Bool = false) {
        self.platform = platform
        self.defined = defined
        self.simulator = simulator
    }

    /// Modules `canImport` finds: Apple's frameworks on the platform, SwiftUI's companions, and nothing else (a third-party
    /// package is not assumed present; code under `#if canImport(Package)` usually has an `#else`).
    static let appleFrameworks: Set<String> = [
        "SwiftUI", "Foundation", "Combine", "CoreGraphics", "CoreText", "CoreData", "CoreLocation", "MapKit", "Charts", "SwiftData",
        "Observation", "AVKit", "AVFoundation", "PhotosUI", "StoreKit", "WidgetKit", "ActivityKit", "AppIntents", "WebKit", "os",
        "Accessibility", "UniformTypeIdentifiers", "Darwin",
    ]

    /// Whether a `#if` condition holds.
    func holds(_ condition: ExprSyntax) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return !holds(prefix.expression) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "&&" { return holds(infix.leftOperand) && holds(infix.rightOperand) }
            if op == "||" { return holds(infix.leftOperand) || holds(infix.rightOperand) }
        }
        // Unfolded `a || b && c` (a `#if` clause's condition is not folded by `foldAll` in every swift-syntax version).
        if let sequence = condition.as(SequenceExprSyntax.self) { return holdsSequence(Array(sequence.elements)) }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        if let ref = condition.as(DeclReferenceExprSyntax.self) { return defined.contains(ref.baseName.text) }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedText ?? ""
            switch name {
            case "os": return argument.lowercased() == platform.lowercased() || (argument == "iOS" && platform == "macCatalyst")
            case "canImport":
                let module = argument.split(separator: ",").first.map { String($0).trimmingWhitespace() } ?? argument
                if module == "UIKit" { return platform != "macOS" }
                if module == "AppKit" { return platform == "macOS" }
                if module == "WatchKit" { return platform == "watchOS" }
                return BuildConfiguration.appleFrameworks.contains(module)
            case "targetEnvironment":
                if argument == "simulator" { return simulator }
                if argument == "macCatalyst" { return platform == "macCatalyst" }
                return false
            case "swift", "compiler": return !argument.hasPrefix("<")
            case "arch": return argument == "arm64"
            case "_pointerBitWidth": return argument == "_64"
            case "_endian": return argument == "little"
            case "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
        return false
    }

    private func holdsSequence(_ elements: [ExprSyntax]) -> Bool {
        // `a || b && c`: split on `||`, each part on `&&`.
        var groups: [[ExprSyntax]] = [[]]
        for e in elements {
            if let op = e.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if op == "||" { groups.append([]) }
                continue
            }
            groups[groups.count - 1].append(e)
        }
        return groups.contains { group in !group.isEmpty && group.allSatisfy(holds) }
    }

    /// The clause of an `#if … #elseif … #else … #endif` that this build compiles, if any.
    func activeClause(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else { return clause }  // `#else`
            if holds(condition) { return clause }
        }
        return nil
    }
}
