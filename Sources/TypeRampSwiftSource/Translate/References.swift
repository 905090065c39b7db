import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

/// Names a piece of code refers to (`Row`, `Outer.Inner`), for the analysis of which views use which.
enum References {
    /// Modifiers whose content is presented apart from the view they modify (a screen of its own).
    static let presenting: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
    ]

    /// The type names `node` uses (`Row`, `Outer.Inner`), and of those written as plain names, the ones laid out
    /// inline: not inside what a sheet, popover, alert or navigation destination presents, nor a `NavigationLink`'s
    /// destination. One walk gives both. With `actionsApart`, what a `Button`'s action makes is not inline either (a
    /// screen it pushes onto a navigation path).
    static func namesAndInlineNames(in node: Syntax, actionsApart: Bool = false) -> (all: Set<String>, inline: Set<String>) {
        final class Finder: SyntaxVisitor {
            var found: Set<String> = []
            var inline: Set<String> = []
            var actionsApart = false
            /// How many presented contents the walk is inside.
            var presented = 0
            func walkPresented(_ node: some SyntaxProtocol) {
                presented += 1
                walk(node)
                presented -= 1
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression
                if let m = callee.as(MemberAccessExprSyntax.self), References.presenting.contains(m.declName.baseName.text) {
                    walk(m)  // the modified view is inline; what it presents is not
                    for argument in node.arguments { walkPresented(argument) }
                    if let closure = node.trailingClosure { walkPresented(closure) }
                    for extra in node.additionalTrailingClosures { walkPresented(extra) }
                    return .skipChildren
                }
                let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                if actionsApart, name == "Button" {
                    // `Button("Continue") { path.push(Next()) }`, `Button(action: …) { label }`, `Button { action } label: {
                    // label }`: the action runs code; the title and label are laid out.
                    let labelled = node.additionalTrailingClosures.contains { $0.label.text == "label" }
                    let titled = node.arguments.contains { $0.label == nil }
                    walk(callee)
                    for argument in node.arguments {
                        if argument.label?.text == "action" { walkPresented(argument) } else { walk(argument) }
                    }
                    if let closure = node.trailingClosure {
                        if labelled || titled { walkPresented(closure) } else { walk(closure) }
                    }
                    for extra in node.additionalTrailingClosures { walk(extra) }
                    return .skipChildren
                }
                if name == "NavigationLink" {
                    let labelled = node.additionalTrailingClosures.contains { $0.label.text == "label" }
                    walk(callee)
                    for argument in node.arguments {
                        if argument.label?.text == "destination" { walkPresented(argument) } else { walk(argument) }
                    }
                    if let closure = node.trailingClosure {
                        if labelled { walkPresented(closure) } else { walk(closure) }
                    }
                    for extra in node.additionalTrailingClosures {
                        if extra.label.text == "label" { walk(extra) } else { walkPresented(extra) }
                    }
                    return .skipChildren
                }
                return .visitChildren
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                let n = node.baseName.text
                if n.first?.isUppercase ?? false {
                    found.insert(n)
                    if presented == 0 { inline.insert(n) }
                }
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                // A call in the base (`Text("a").font(.title).padding`) puts a "(" in the text, so it is no name; found
                // without spelling the text out, which for every link of a long modifier chain would be quadratic.
                // Nor is a path of more than 8 links (no type is nested that deep): each link of a long chain is visited
                // in turn, so reading every one to its root would be quadratic too.
                var base = node.base
                var links = 1
                while let b = base {
                    if let call = b.as(FunctionCallExprSyntax.self), call.leftParen != nil { return .visitChildren }
                    links += 1
                    if links > 8 { return .visitChildren }
                    base = b.as(MemberAccessExprSyntax.self)?.base
                }
                let text = node.trimmedText
                if let first = text.first, first.isUppercase, !text.contains("("), !text.contains(" "), !text.contains("\n") { found.insert(text) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.actionsApart = actionsApart
        finder.walk(node)
        return (finder.found, finder.inline)
    }

    static func names(in node: Syntax) -> Set<String> { namesAndInlineNames(in: node).all }
}
