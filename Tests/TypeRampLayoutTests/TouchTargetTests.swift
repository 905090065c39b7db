import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

/// `touch-target-too-small` and the fix it suggests: the HIG's 44 × 44 pt minimum, met by a minimum frame around the
/// button, and by a button that is a list row (the whole cell is the hit target, as on iOS).
@Suite struct TouchTargetTests {
    func touchFindings(_ root: Node, _ category: ContentSizeCategory = .large) -> [Diagnostic] {
        let screen = Screen("touch", device: .iPhone16) { root }
        return TestResources.solve(screen, category).diagnostics.filter { $0.rule == .touchTargetTooSmall }
    }

    @Test func aSmallButtonIsFoundAndAMinimumFrameFixesIt() {
        // A caption button with 4 pt insets: caption 1 at Large is 12 pt, so it is well under 44 pt tall.
        let small = button("Edit", style: .caption1, insets: EdgeInsets(all: 4))
        #expect(touchFindings(vstack { small }).count == 1)
        // The fix the finding suggests: a minimum frame of 44 × 44 pt around the button.
        #expect(touchFindings(vstack { small.frame(minWidth: 44, minHeight: 44) }).isEmpty)
    }

    @Test func aButtonThatIsAListRowIsSizedAndHitTestedAsItsCell() throws {
        let screen = Screen("settings", device: .iPhone16) {
            list {
                section("Account") {
                    text("Sign out")
                    button("Sign out").id("sign-out")
                }
            }
        }
        for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
            let solved = TestResources.solve(screen, category)
            #expect(!solved.diagnostics.contains { $0.rule == .touchTargetTooSmall }, "\(category)")
            let rows = try #require(solved.allNodes.first { $0.rows != nil }?.rows)
            // UITableView: a row is its content plus the cell margins (11 pt above and below), at least 44 pt: a button
            // row of one line is exactly as tall as a text row of one line in the same style.
            #expect(rows.count == 2)
            #expect(abs(rows[0].height - rows[1].height) < 0.01, "\(category): \(rows.map(\.height))")
        }
    }

    @Test func aHiddenButtonIsNoTargetButKeepsItsSpace() throws {
        // SwiftUI's `.hidden()`: the view is not drawn and takes no taps, and its space is kept (a placeholder that keeps
        // a header's title where it is when the reset button beside it is not shown).
        let small = button("Reset", style: .caption1, insets: EdgeInsets(all: 4))
        #expect(
            touchFindings(
                hstack {
                    text("Levels"); small
                }
            ).count == 1)
        #expect(
            touchFindings(
                hstack {
                    text("Levels"); small.hidden()
                }
            ).isEmpty)
        // The same from the screens format, where `hidden: true` also hides it from VoiceOver.
        let yaml = """
            screens:
              - name: header
                root:
                  hstack:
                    - text: Levels
                      style: body
                    - button: Reset
                      style: caption1
                      insets: 4
                      hidden: true
            """
        let screen = try LayoutDocument.parse(yaml, file: "header.yaml").screens[0]
        let solved = TestResources.solve(screen, .large)
        #expect(!solved.diagnostics.contains { $0.rule == .touchTargetTooSmall })
        #expect(solved.accessibility.elements.map(\.label) == ["Levels"])
        // Its space is kept: the stack is as wide as with a visible button.
        let visible = TestResources.solve(
            Screen("header", device: .iPhone16) {
                hstack {
                    text("Levels"); small
                }
            }, .large)
        let width = { (s: SolvedLayout) in s.allNodes.first { $0.kind == .hstack }?.frame.width ?? 0 }
        #expect(width(solved) > 0 && abs(width(solved) - width(visible)) < 0.001, "\(width(solved)) vs \(width(visible))")
    }
}
