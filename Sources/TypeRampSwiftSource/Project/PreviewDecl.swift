import SwiftSyntax

/// A preview: `#Preview("name") { … }` or a `PreviewProvider`'s `previews`.
struct PreviewDecl {
    var name: String?
    var file: SwiftFile
    var node: Syntax
    var body: CodeBlockItemListSyntax
    /// The provider type, whose nested types the body sees first.
    var context: TypeDecl?
    /// `traits:` arguments of `#Preview` as written (`.sizeThatFitsLayout`).
    var traits: [String]
    /// The provider's name (`ProfileView_Previews`).
    var provider: String?
}
