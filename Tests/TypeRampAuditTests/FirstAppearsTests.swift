import Testing
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// "Where it appears" says only what is true: the widths and languages listed are the combinations that really occur.
@Suite struct FirstAppearsTests {
    static let matrix = AuditMatrix(
        categories: [.large, .extraExtraExtraLarge, .accessibilityMedium], widths: [320, 393],
        locales: [AuditLocale(id: "en"), AuditLocale(id: "de")])
    static let header = AuditHeader(matrix: matrix, screens: [.init(name: "s", file: "s.yaml", line: 1)], rules: [], shard: nil, baselineUsed: false)

    /// A finding at the given (category, width, locale) index triples.
    func finding(_ cells: [(Int, Int, Int)]) -> Finding {
        Finding(
            rule: .textTruncated, severity: .warning, screen: "s", screenIndex: 0, path: "text[0]", identity: "text[0]", nodeId: nil,
            file: "s.yaml", location: nil, message: "m", suggestion: nil, frame: nil,
            cells: cells.map { CellCoordinate(screen: 0, category: $0.0, width: $0.1, locale: $0.2, bold: 0) }, status: .active, fingerprint: "f")
    }

    @Test func everyCombinationIsSaidOnlyWhenEveryOneOccurs() {
        let all = [(0, 0, 0), (0, 1, 0), (0, 0, 1), (0, 1, 1)]
        #expect(Self.header.firstAppears(finding(all)) == "at large (l) at every width in every language")
        // Never at 320 pt in German: the pairs are listed per language.
        let notGerman320 = [(1, 0, 0), (1, 1, 0), (1, 1, 1), (2, 0, 0), (2, 1, 0), (2, 1, 1)]
        #expect(
            Self.header.firstAppears(finding(notGerman320))
                == "from extraExtraExtraLarge (xxxl) at every width in English; at 393 pt in German")
        // German at 320 pt first, then everywhere: said as spreading, not as "every width".
        let spreading = [(1, 0, 1), (2, 0, 0), (2, 1, 0), (2, 0, 1), (2, 1, 1)]
        #expect(
            Self.header.firstAppears(finding(spreading))
                == "from extraExtraExtraLarge (xxxl) at 320 pt in German, then in more widths and languages as the text grows")
    }
}
