import SwiftSyntax
import TypeRampDecoding

/// The image views of common image-loading packages, where the file imports the package: Kingfisher's `KFImage` and
/// `KFAnimatedImage` and SDWebImageSwiftUI's `WebImage` and `AnimatedImage` mirror `Image` (their own size is the
/// downloaded image's until `.resizable()`), NukeUI's `LazyImage` and `CachedAsyncImage` mirror `AsyncImage` (the image
/// fills the space offered). With a content closure (`LazyImage(url:) { state in … }`) the closure's views stand for it.
enum RemoteImageConstruct: ViewConstruct {
    /// Each view with the module that declares it.
    static let modules = [
        "KFImage": "Kingfisher", "KFAnimatedImage": "Kingfisher", "WebImage": "SDWebImageSwiftUI", "AnimatedImage": "SDWebImageSwiftUI",
        "LazyImage": "NukeUI", "CachedAsyncImage": "CachedAsyncImage",
    ]
    static let names = modules.keys.sorted()
    static let documentation = ConstructDocumentation(
        swift: "`KFImage`, `KFAnimatedImage` (Kingfisher), `WebImage`, `AnimatedImage` (SDWebImageSwiftUI), `LazyImage` (NukeUI), `CachedAsyncImage`",
        screens: "`image`, sized as `Image` (the first four) or `AsyncImage` (the last two) is",
        notes:
            "only where the file imports the package; a downloaded image's own size is unknown: 24 pt, marked `guessed: [size]`, unless `.resizable()` and a frame give it; a content closure's views stand for the view"
    )
    static let examples = [
        ConstructExample(
            swift: #"KFImage(URL(string: "https://example.com/a.png")).resizable().frame(width: 40, height: 40)"#,
            screens: "image: image\nwidth: 40\nheight: 40\nframe:\n  width: 40\n  height: 40\n", declarations: "import Kingfisher"),
        ConstructExample(
            swift: #"WebImage(url: URL(string: "https://example.com/a.png"))"#,
            screens: "image: image\nwidth: 24\nheight: 24\nguessed: [size]\n", declarations: "import SDWebImageSwiftUI"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        guard let module = modules[c.name], c.scope.file.importedModules.contains(module), c.contentClosure() == nil,
            c.closure("placeholder") == nil
        else {
            return t.otherModuleView(c.name, c.call, c.scope, c.env, c.location, chain: c.chain)
        }
        let fills = c.name == "LazyImage" || c.name == "CachedAsyncImage"
        let resizable = fills || c.chain.contains { $0.name == "resizable" }
        let v = ViewNode(.image, .scalar(Spec.string("image", c.location)), at: c.location)
        return [ImageConstruct.sized(v, resizable: resizable, symbol: false, chain: c.chain, t, c.scope, c.location)]
    }
}
