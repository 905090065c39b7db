import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// `header-without-trait` only for text that stands alone as a heading (docs/audit.md): a section title in a vertical
/// stack is one; a title-styled name beside an avatar is the label of its row.
@Suite struct HeaderTraitTests {
    func headerFindings(_ root: Node) -> [Diagnostic] {
        let screen = Screen("profile", device: .iPhone16) { root }
        return TestResources.solve(screen, .large).diagnostics.filter { $0.rule == .headerWithoutTrait }
    }

    @Test func aSectionTitleIsAHeadingAndANameBesideAnAvatarIsNot() {
        let profile = vstack(alignment: .leading) {
            hstack {
                symbol("person.crop.circle", style: .textStyle(.largeTitle, emphasized: false))
                vstack(alignment: .leading) {
                    text("Johanna Fitzgerald", style: .title2).id("name")
                    text("Member since 2019", style: .subheadline)
                }
            }
            text("Recent orders", style: .title3).id("section")
            text("No orders yet")
        }
        let found = headerFindings(profile)
        #expect(found.map(\.nodeId) == ["section"])
        // The fix the finding suggests: the header trait.
        let fixed = vstack(alignment: .leading) {
            text("Recent orders", style: .title3).accessibilityTraits([.header])
            text("No orders yet")
        }
        #expect(headerFindings(fixed).isEmpty)
    }
}
