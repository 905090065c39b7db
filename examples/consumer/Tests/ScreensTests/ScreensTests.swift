import Screens
import Testing
import TypeRampLayout
import TypeRampSnapshotTesting

@Suite struct ScreensTests {
    static let resources = try! LayoutResources.bundled()

    /// The sign-in card at every content-size category on an iPhone SE: text dumps beside this file in __Snapshots__.
    /// Record them once with SNAPSHOT_RECORD=missing swift test.
    @Test func signIn() {
        assertLayoutSnapshots(of: AppScreens.signIn, resources: Self.resources, categories: .all, images: .none)
    }

    /// At the largest size the two buttons are stacked (the stack flips when they no longer fit side by side).
    @Test func buttonsStackAtTheLargestSize() throws {
        let solved = LayoutSolver.solve(AppScreens.signIn, context: LayoutContext(category: .accessibilityExtraExtraExtraLarge,
                                                                                   viewport: Viewport(device: .iPhoneSE)),
                                        resources: Self.resources)
        let stack = try #require(solved.allNodes.first { $0.axis != nil })
        #expect(stack.axis?.axis == .vertical)
    }
}
