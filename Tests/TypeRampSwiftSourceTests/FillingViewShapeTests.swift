import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// Apple's views that draw what TypeRamp does not lay out (`Chart`, `Map`, `Canvas`, `VideoPlayer`) take the whole
/// space they are offered (Swift Charts: "a chart fills the available space"; a `Canvas` is sized by its parent like a
/// shape), so their width is the offered width and a frame of fixed height alone gives their size. Shapes written by
/// hand after a sample app's sales chart (`.frame(height: 300)`) and animated header (a canvas inside a timeline, framed
/// outside it), never the apps' code.
extension RealAppShapeTests {
    @Test func aChartOrCanvasOfFixedHeightIsLaidOutWithoutALayoutNote() throws {
        let source = """
            import SwiftUI
            import Charts
            import RemoteImages

            struct Sales: View {
                var body: some View {
                    VStack {
                        Text("Top sellers")
                        Chart { }
                            .chartYAxis { }
                            .frame(height: 300)
                            .padding(.top, 20)
                    }
                }
            }

            struct Header: View {
                var body: some View {
                    TimelineView(.animation) { _ in
                        Canvas { context, size in }
                    }
                    .frame(height: 200)
                }
            }

            struct Layered: View {
                var body: some View {
                    ZStack {
                        Map()
                        Text("Pinned")
                    }
                    .frame(height: 120)
                }
            }

            struct Unframed: View {
                var body: some View {
                    ScrollView { Chart { } }
                }
            }

            struct AtIdealWidth: View {
                var body: some View {
                    Chart { }.fixedSize().frame(height: 100)
                }
            }

            struct OtherModule: View {
                var body: some View {
                    RemoteImage(url: nil).frame(height: 40)
                }
            }

            struct MixedLayers: View {
                var body: some View {
                    ZStack {
                        Map()
                        RemoteImage(url: nil)
                    }
                    .frame(height: 120)
                }
            }

            #Preview("Sales") { Sales() }
            #Preview("Header") { Header() }
            #Preview("Layered") { Layered() }
            #Preview("Unframed") { Unframed() }
            #Preview("Ideal") { AtIdealWidth() }
            #Preview("Other") { OtherModule() }
            #Preview("Mixed") { MixedLayers() }
            """
        let (imported, screens, _) = try project([("Views.swift", source)])
        let layoutNotes = Dictionary(uniqueKeysWithValues: imported.screens.map { ($0.name, $0.notes.filter(\.affectsLayout).map(\.message)) })
        // Width from the offer, height from the frame: nothing about the layout is a guess.
        #expect(layoutNotes["Sales"] == [], "\(layoutNotes)")
        #expect(layoutNotes["Header"] == [], "\(layoutNotes)")
        #expect(layoutNotes["Layered"] == [], "\(layoutNotes)")
        // In a scroll view the chart's height is its own (unknown); at its ideal width its width is; a view of another
        // module may be narrower than the offer; a stack with such a layer is as unknown as that layer.
        for (name, count) in [("Unframed", 1), ("Ideal", 1), ("Other", 1), ("Mixed", 2)] {
            #expect(layoutNotes[name]?.count == count, "\(name): \(layoutNotes[name] ?? [])")
        }
        // The chart is a 393 × 300 box below the title, 20 pt of padding above it.
        let sales = solved(try #require(screens.first { $0.name == "Sales" }))
        let boxes = sales.allNodes.filter { $0.kind == .zstack && $0.frame.height == 300 }
        #expect(boxes.map(\.frame.width) == [393], "\(sales.allNodes.map { ($0.kind, $0.frame) })")
    }

    @Test func storeKitSheetsAndTheSafeAreaBarAreRead() throws {
        // StoreKit's system sheets present what the system draws (nothing on the view), `searchCompletion` and
        // `scrollIndicatorsFlash` change no size, and iOS 26's `safeAreaBar(edge:)` places its bar as `safeAreaInset`
        // does: below the content, the two stacked with no spacing.
        let source = """
            import SwiftUI
            import StoreKit

            struct Store: View {
                @State private var managing = false
                @State private var redeeming = false
                var body: some View {
                    List {
                        Text("Plan").searchCompletion("Plan")
                    }
                    .scrollIndicatorsFlash(onAppear: true)
                    .manageSubscriptionsSheet(isPresented: $managing)
                    .offerCodeRedemption(isPresented: $redeeming) { _ in }
                    .refundRequestSheet(for: 0, isPresented: $managing)
                    .safeAreaBar(edge: .bottom) { Text("Restore purchases") }
                }
            }

            #Preview { Store() }
            """
        let (imported, screens, _) = try project([("Store.swift", source)])
        let store = try #require(imported.screens.first { $0.name == "Store preview" }, "\(imported.screens.map(\.name))")
        #expect(store.notes.isEmpty, "\(store.notes.map(\.message))")
        let layout = solved(try #require(screens.first { $0.name == store.name }))
        let list = try #require(layout.allNodes.first { $0.kind == .list })
        let bar = try #require(layout.allNodes.first { $0.text?.string == "Restore purchases" })
        #expect(bar.frame.minY >= list.frame.maxY, "\(list.frame) \(bar.frame)")
    }

    @Test func aWrappedUIKitViewWithoutAnIntrinsicSizeTakesTheSpaceOffered() throws {
        // UIKit: a scroll view, and a text view left scrolling, report no intrinsic content size (`noIntrinsicMetric`),
        // so SwiftUI gives their `UIViewRepresentable` the space it offers, as the box does; so do a web view and a PDF
        // view. A text view whose scrolling is turned off is as tall as its text, and a label has a size of its own:
        // those stay guesses.
        let source = """
            import SwiftUI
            import UIKit
            import WebKit

            struct LogText: UIViewRepresentable {
                func makeUIView(context: Context) -> UXTextView {
                    let view = UITextView(usingTextLayoutManager: false)
                    view.isEditable = false
                    return view
                }
                func updateUIView(_ view: UXTextView, context: Context) {}
            }

            struct Page: UIViewRepresentable {
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ view: WKWebView, context: Context) {}
            }

            struct Viewer: View {
                var body: some View {
                    VStack {
                        LogText()
                        Page()
                    }
                }
            }

            #Preview("Viewer") { Viewer() }
            """
        let fitted = """
            import SwiftUI
            import UIKit

            struct InfoText: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextView {
                    let view = UITextView()
                    view.isScrollEnabled = false
                    return view
                }
                func updateUIView(_ view: UITextView, context: Context) {}
            }

            struct Caption: UIViewRepresentable {
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ view: UILabel, context: Context) {}
            }

            struct Info: View {
                var body: some View {
                    VStack {
                        InfoText()
                        Caption()
                    }
                }
            }

            #Preview("Info") { Info() }
            """
        let (imported, _, _) = try project([("Viewer.swift", source), ("Info.swift", fitted)])
        let layoutNotes = Dictionary(uniqueKeysWithValues: imported.screens.map { ($0.name, $0.notes.filter(\.affectsLayout).map(\.message)) })
        #expect(layoutNotes["Viewer"] == [], "\(layoutNotes)")
        let info = try #require(layoutNotes["Info"], "\(layoutNotes)")
        #expect(info.count == 2 && info.contains { $0.contains("`InfoText`") } && info.contains { $0.contains("`Caption`") }, "\(info)")
    }
}

/// A read-only `UITextView` wrapped for SwiftUI with scrolling off, answering `sizeThatFits` with the offered width and
/// the text's height there (UIKit: a text view that does not scroll sizes to its content), written by hand in the shape
/// found in a password manager's note view, never the app's code: the text it shows, in the `UIFont` it is given
/// (`preferredFont(forTextStyle: .caption1)` is SwiftUI's `caption`, Apple's table), across the width offered. The same
/// wrapper left editable stays a box of unknown size.
extension RealAppShapeTests {
    static func noteText(editable: Bool) -> String {
        """
        import SwiftUI
        import UIKit

        struct NoteText: UIViewRepresentable {
            let text: String
            let font: UIFont
            init(_ text: String, font: UIFont = .preferredFont(forTextStyle: .body)) {
                self.text = text
                self.font = font
            }
            func makeUIView(context: Context) -> UITextView {
                let view = UITextView()
                view.isEditable = \(editable)
                view.isScrollEnabled = false
                return view
            }
            func updateUIView(_ view: UITextView, context: Context) {
                view.attributedText = .init(string: text, attributes: [.font: font])
            }
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? {
                let width = proposal.width ?? 300
                return CGSize(width: width, height: uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
            }
        }

        struct NoteScreen: View {
            var body: some View {
                VStack {
                    NoteText("Wi-Fi password for the office")
                    NoteText("Updated yesterday", font: .preferredFont(forTextStyle: .caption1))
                }
            }
        }
        """
    }

    @Test func aSelfSizingReadOnlyTextViewIsLaidOutAsItsText() throws {
        let (imported, screens, _) = try project([("NoteText.swift", Self.noteText(editable: false))])
        #expect(!imported.notes.contains { $0.affectsLayout }, "\(imported.notes.map(\.message))")
        let screen = try #require(screens.first)
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        let texts = solved.allNodes.compactMap(\.text)
        #expect(texts.map(\.string) == ["Wi-Fi password for the office", "Updated yesterday"])
        // Body is 17 pt and caption 12 pt at Large (Apple's table).
        #expect(texts.map(\.fontSize) == [17, 12])
        // Each fills the width offered, its text from the leading edge.
        #expect(solved.allNodes.filter { $0.kind == .frame }.map(\.frame.width) == [393, 393])
    }

    @Test func anEditableWrappedTextViewStaysABox() throws {
        let (imported, screens, _) = try project([("NoteText.swift", Self.noteText(editable: true))])
        #expect(imported.notes.contains { $0.affectsLayout && $0.message.contains("NoteText") }, "\(imported.notes.map(\.message))")
        let screen = try #require(screens.first)
        #expect(solvedTexts(screen, .large).isEmpty)
    }
}
