import Foundation

// The bundled fonts as SwiftPM resources of the `TypeRampFonts` target (this folder): the Inter and Noto Sans files,
// each folder with its licence, and README.md naming where every file comes from. Everything that needs them goes
// through `FontLibrary.bundled()` in TypeRampText; nothing reads this folder by its path in the repository.

/// Where TypeRamp's bundled fonts are at run time.
public enum BundledFonts {
    /// The folder holding the bundled font files (`Inter/`, `Noto/`, each with its `LICENSE.txt`), inside the resource
    /// bundle SwiftPM builds beside the product (`…_TypeRampFonts.resources` on Linux, `.bundle` on Apple platforms).
    ///
    /// Found through `Bundle.module`: beside the executable or test bundle, else in the build folder it was built in.
    /// When neither holds it (an executable copied away without its resource bundle, the build folder deleted), SwiftPM
    /// stops the process naming both paths; ``locateBesideExecutable()`` checks first without that risk.
    public static var directory: String {
        Bundle.module.resourcePath ?? Bundle.module.bundlePath
    }

    /// The resource folder when it sits beside the running executable (where SwiftPM and `make` put it), or nil;
    /// never stops the process. Command-line tools that may be installed on their own check this first.
    public static func locateBesideExecutable() -> String? {
        let folder = Bundle.main.bundleURL
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        // `-tool` is the copy SwiftPM builds for a plugin's tool (`typeramp-tool` beside `…_TypeRampFonts-tool.resources`).
        let suffixes = ["_TypeRampFonts.resources", "_TypeRampFonts.bundle", "_TypeRampFonts-tool.resources", "_TypeRampFonts-tool.bundle"]
        for name in names.sorted() where suffixes.contains(where: { name.hasSuffix($0) }) {
            guard let bundle = Bundle(url: folder.appendingPathComponent(name)) else { continue }
            let path = bundle.resourcePath ?? bundle.bundlePath
            if FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Inter")) { return path }
        }
        return nil
    }
}
