import Foundation
import SwiftSyntax
import TypeRampCore

// Binary operators on values TypeRamp knows: `+` (numbers, reader lengths, text), `-`, `*`, `/`, `??`, ranges, and
// conditions (`&&`, `||`, comparisons) read as a constant when they are one.
extension Translator {
    func infixValue(_ infix: InfixOperatorExprSyntax, _ scope: Scope) -> Value? {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        switch op {
        case "+":
            // `a + b + c + …`: the operands in order, each evaluated once (a loop over the left spine, not recursion).
            var operands: [ExprSyntax] = []
            var current = ExprSyntax(infix)
            while let i = current.as(InfixOperatorExprSyntax.self), i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
                operands.append(i.rightOperand)
                current = i.leftOperand
            }
            operands.append(current)
            operands.reverse()
            var sum: Value?
            for (i, operand) in operands.enumerated() {
                let v = numericOperand(operand, scope)
                switch (sum, v) {
                // A first operand TypeRamp cannot read: a text of data before a string (`name + " items"`), else the sum
                // is unread (`max(size.width, size.height) + 2` of a measured size is not 2).
                case (nil, nil) where i == 0: continue
                case (nil, .string(let b)?) where i > 0: sum = .string(joined(text(operands[0], scope), b))
                case (nil, _) where i > 0: return .unknown(sampleName(operands[0]))
                case (nil, _): sum = v
                case (.string(let a)?, .string(let b)?): sum = .string(joined(a, b))
                case (.number(let a)?, .number(let b)?): sum = .number(a + b)
                case (.string(let a)?, _): sum = .string(joined(a, text(operand, scope)))
                case (.array(let a)?, .array(let b)?): sum = .array(Array((a + b).prefix(limits.rows)))
                case (.readerLength(let r)?, .number(let c)?), (.number(let c)?, .readerLength(let r)?):
                    guard let s = r.plus(c) else { return .unknown(sampleName(operand)) }
                    sum = .readerLength(s)
                default: return .unknown(sampleName(operand))
                }
                if case .string(let t)? = sum, t.string.count > limits.text {
                    return .string(TextValue(String(t.string.prefix(limits.text)), guessed: t.guessed))
                }
            }
            return sum
        case "-", "*", "/":
            let left = numericOperand(infix.leftOperand, scope), right = numericOperand(infix.rightOperand, scope)
            if case .readerLength(let r)? = left, case .number(let y)? = right {
                // `proxy.size.width - 32`, `proxy.size.height * 0.6`, `proxy.size.width / 3`.
                let v = op == "-" ? r.plus(-y) : op == "*" ? r.times(y) : (y == 0 ? nil : r.times(1 / y))
                return v.map(Value.readerLength)
            }
            if case .number(let x)? = left, case .readerLength(let r)? = right, op == "*" { return r.times(x).map(Value.readerLength) }
            guard case .number(let x)? = left, case .number(let y)? = right else { return nil }
            switch op {
            case "-": return .number(x - y)
            case "*": return .number(x * y)
            default: return y == 0 ? nil : .number(x / y)
            }
        case "??":
            let left = value(infix.leftOperand, scope)
            if let presence = left?.presence {
                return presence ? left : value(infix.rightOperand, scope)
            }
            // Data TypeRamp cannot see, with a fallback: the fallback, unless it is the empty string (`placeholder ?? ""`),
            // which stands for "nothing to show" rather than for what the data usually is: then the data, as a sample.
            let right = value(infix.rightOperand, scope)
            if case .string(let t)? = right, t.string.isEmpty, let left { return left }
            return right ?? left
        case "..<", "...":
            guard case .number(let lo)? = value(infix.leftOperand, scope), case .number(let hi)? = value(infix.rightOperand, scope) else {
                return .unknown("element")
            }
            let upper = op == "..<" ? hi - 1 : hi
            guard lo.isFinite, upper.isFinite, upper >= lo else { return .array([]) }
            let count = Int(min(upper - lo + 1, Double(limits.rows)))
            return .array((0..<count).map { .number(lo + Double($0)) })
        case "&&", "||", "==", "!=", "<", ">", "<=", ">=":
            return condition(ExprSyntax(infix), scope).constantValue.map(Value.bool)
        default:
            return nil
        }
    }

    /// An operand of arithmetic: its value, an implicit member of a number type (`.grid(1) + 2`) read as its number.
    private func numericOperand(_ e: ExprSyntax, _ scope: Scope) -> Value? {
        let v = value(e, scope)
        if case .enumCase? = v, let n = numericImplicitMember(e, scope) { return .number(n) }
        return v
    }
}

// Tuples: `(.bottom, 6)` returned by `var insets: (edges: Edge.Set, length: CGFloat)` and read as `insets.length`.
extension Translator {
    /// A tuple of two or more elements: a record whose fields are its elements by position (`0`, `1`, as `.0` reads
    /// them) and by the labels written in it (`(edges: .top, length: 6)`). Elements TypeRamp cannot read are left out
    /// (reading one gives an unknown value).
    func tupleValue(_ tuple: TupleExprSyntax, _ scope: Scope) -> Value {
        var fields: [String: Value] = [:]
        for (i, element) in tuple.elements.enumerated() {
            guard let v = value(element.expression, scope) else { continue }
            fields[String(i)] = v
            if let label = element.label?.text { fields[label] = v }
        }
        return .record(nil, fields)
    }

    /// A tuple read where its type is declared with labels (`var insets: (edges: Edge.Set, length: CGFloat) { (.top, 6)
    /// }`): Swift gives its elements those labels, so `insets.length` reads the second. Any other value is returned as it
    /// is.
    static func labelled(_ v: Value, declared: String?) -> Value {
        guard case .record(nil, var fields) = v, let declared, let labels = tupleLabels(declared) else { return v }
        for (i, label) in labels.enumerated() {
            if let label, let field = fields[String(i)] { fields[label] = field }
        }
        return .record(nil, fields)
    }

    /// The labels of a tuple type as written (`(edges: Edge.Set, length: CGFloat)`: `edges`, `length`; nil for an
    /// element without one); nil when the type is not a tuple of two or more elements.
    static func tupleLabels(_ type: String) -> [String?]? {
        let t = type.trimming(" ")
        guard t.first == "(", t.last == ")" else { return nil }
        var elements: [String] = []
        var depth = 0
        var current = ""
        for ch in t.dropFirst().dropLast() {
            switch ch {
            case "(", "[", "<": depth += 1
            // The `>` of a closure type's arrow (`action: () -> Void`) closes nothing.
            case ">" where current.last == "-": break
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                elements.append(current)
                current = ""
                continue
            default: break
            }
            current.append(ch)
        }
        elements.append(current)
        guard elements.count > 1 else { return nil }
        return elements.map { (element: String) -> String? in
            let parts = element.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            let label = String(parts[0]).trimming(" ")
            return label.isEmpty || !label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? nil : label
        }
    }
}
