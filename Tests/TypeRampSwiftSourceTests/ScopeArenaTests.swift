import SwiftSyntax
import Testing

@testable import TypeRampSwiftSource

/// The importer's scopes hold values that refer back to them (an instance's properties are bound, lazily, in the
/// instance's own scope): a reference cycle ARC cannot free. The import releases every scope it made when it ends.
@Suite struct ScopeArenaTests {
    @Test func aScopeThatHoldsItselfIsFreedWhenTheImportEnds() {
        let file = SwiftFile(path: "A.swift", text: "let a = b\nlet b = 1\n")
        weak var kept: Scope?
        let arena = ScopeArena()
        ScopeArena.$current.withValue(arena) {
            let scope = Scope(parent: nil, type: nil, file: file)
            // `a` is bound to an expression read in the scope itself, as a property's default that reads another.
            scope.values["a"] = .lazy(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("b"))), scope)
            kept = scope
        }
        #expect(kept != nil, "the premise: the scope holds itself, so ARC alone does not free it")
        arena.releaseAll()
        #expect(kept == nil)
    }
}
