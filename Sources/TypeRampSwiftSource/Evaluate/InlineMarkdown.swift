/// The text SwiftUI shows for a string with inline Markdown: `Text("Read our [terms](https://…)")` (a
/// `LocalizedStringKey` literal) and `AttributedString(markdown:)` draw "Read our terms", without the link's address or
/// the emphasis marks. Only what inline Markdown changes in the characters shown is modelled: links (`[text](url)`),
/// strong and emphasis (`**`, `__`, `*`, `_` at word edges), strikethrough (`~~`), code spans (`` ` ``) and backslash
/// escapes; bold and italic faces are not (the text is measured in its style's face).
enum InlineMarkdown {
    /// `source` as shown: markup removed, link texts kept.
    static func rendered(_ source: String) -> String {
        // Fast path: nothing that could be markup.
        guard source.contains(where: { "[*_~`\\".contains($0) }) else { return source }
        let chars = Array(source)
        var out = ""
        var i = 0
        var open: [String] = []
        func isBoundary(_ index: Int) -> Bool { index < 0 || index >= chars.count || chars[index].isWhitespace || chars[index].isPunctuation }
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                out.append(chars[i + 1])
                i += 2
                continue
            }
            // `[text](destination)`: the text.
            if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
                let end = chars[(close + 2)...].firstIndex(of: ")")
            {
                out += rendered(String(chars[(i + 1)..<close]))
                i = end + 1
                continue
            }
            if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
                out += String(chars[(i + 1)..<end])
                i = end + 1
                continue
            }
            // Emphasis marks: a run of `*` or `~~`, or of `_` at a word's edge, closing the one last opened or opening one
            // that a matching run closes later.
            if c == "*" || c == "~" || (c == "_" && (isBoundary(i - 1) || isBoundary(i + 1))) {
                var run = 1
                while i + run < chars.count, chars[i + run] == c { run += 1 }
                let mark = String(repeating: String(c), count: run)
                if open.last == mark, out.last.map({ !$0.isWhitespace }) ?? false {
                    open.removeLast()
                    i += run
                    continue
                }
                let rest = String(chars[(i + run)...])
                if c != "~" || run == 2, let next = rest.first, !next.isWhitespace, rest.contains(mark) {
                    open.append(mark)
                    i += run
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        return out
    }
}
