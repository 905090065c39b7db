import Foundation
import Testing
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

@testable import TypeRampSwiftSource

/// Views and values real apps compute in shapes the importer now follows: views of unknown size where their size cannot
/// matter, fonts chosen by a `switch`, Core Graphics' unlabelled makers. Expected values come from SwiftUI's and UIKit's
/// documented behaviour and the source's own numbers.
extension RealAppShapeTests {
    @Test func aViewOfUnknownSizeFillingAReaderChangesNothingOutsideIt() throws {
        // A UIKit emitter inside a `GeometryReader`: the reader is the size it is offered whatever the emitter's size
        // (SwiftUI's documentation), so the layout does not rest on that size. Inside a scroll view the reader takes its
        // content's height, which does.
        let source = """
            import SwiftUI
            import UIKit

            struct Emitter: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }

            struct Celebration: View {
                var body: some View {
                    VStack {
                        Text("You're in")
                        GeometryReader { proxy in Emitter() }
                    }
                }
            }

            struct ScrollingCelebration: View {
                var body: some View {
                    ScrollView { GeometryReader { proxy in Emitter() } }
                }
            }

            struct Picker: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }

            struct Field: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextField { UITextField() }
                func updateUIView(_ view: UITextField, context: Context) {}
            }

            struct Search: View {
                var body: some View {
                    VStack {
                        Picker().frame(height: 56)
                        Field().frame(height: 44)
                    }
                }
            }
            """
        let (imported, _, _) = try project([("Celebration.swift", source)])
        let fixed = try #require(imported.screens.first { $0.name == "Celebration" })
        let scrolling = try #require(imported.screens.first { $0.name == "ScrollingCelebration" })
        #expect(fixed.notes.filter(\.affectsLayout).isEmpty, "\(fixed.notes.map(\.message))")
        #expect(scrolling.notes.contains { $0.affectsLayout && $0.message.contains("UIKit view") }, "\(scrolling.notes.map(\.message))")
        // A wrapped view controller's root view has no intrinsic size: SwiftUI gives it the width offered, as the box
        // does. A wrapped text field has a width of its own, which TypeRamp does not know.
        let search = try #require(imported.screens.first { $0.name == "Search" })
        #expect(search.notes.filter(\.affectsLayout).map(\.message).allSatisfy { $0.contains("`Field`") }, "\(search.notes.map(\.message))")
        #expect(search.notes.contains { $0.affectsLayout && $0.message.contains("`Field`") })
    }

    @Test func aFontChosenByASwitchOnAKnownCaseIsThatCasesFont() throws {
        // `private var font: Font { switch kind { case .caption: .custom("Brand", size: 18) … } }` (a Swift 5.9 switch
        // expression) with `kind` given: the case's font, 18 pt relative to body at Large. The image loader of another
        // module, built by a static function (`RemoteImage.url(…)`), keeps its own modifiers without a note.
        let source = """
            import SwiftUI
            import RemoteImages

            struct StoryLabel: View {
                enum Kind { case headline, caption }
                let text: String
                let kind: Kind
                private var font: Font {
                    switch kind {
                    case .headline: .custom("Brand", size: 30).weight(.bold)
                    case .caption: .custom("Brand", size: 18).weight(.regular)
                    }
                }
                var body: some View {
                    VStack {
                        RemoteImage.url(URL(string: "https://example.com/a.png")).fadeIn(0.2).onLoaded { _ in }
                            .frame(width: 40, height: 40)
                        Text(text).font(font)
                    }
                }
            }

            #Preview { StoryLabel(text: "Your year", kind: .caption) }
            """
        let (imported, screens, _) = try project([("StoryLabel.swift", source)])
        let preview = try #require(imported.screens.first { $0.name == "StoryLabel preview" }, "\(imported.screens.map(\.name))")
        #expect(preview.notes.filter(\.affectsLayout).isEmpty, "\(preview.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == preview.name })
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        #expect(solved.allNodes.first { $0.text != nil }?.text?.fontSize == 18)
    }

    @Test func coreGraphicsMakersAreTheirLabelledValues() throws {
        // `static let imageSize = CGSizeMake(300, 294)` is `CGSize(width: 300, height: 294)`.
        let source = """
            import SwiftUI

            struct FeatureCard: View {
                private enum Constants {
                    static let imageSize = CGSizeMake(300, 294)
                    static let origin = CGPointMake(12, 8)
                }
                var body: some View {
                    Image("feature")
                        .resizable()
                        .frame(width: Constants.imageSize.width, height: Constants.imageSize.height)
                        .padding(.leading, Constants.origin.x)
                }
            }
            """
        let (imported, screens, _) = try project([("FeatureCard.swift", source)])
        let card = try #require(imported.screens.first { $0.name == "FeatureCard" })
        #expect(card.notes.filter(\.affectsLayout).isEmpty, "\(card.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == "FeatureCard" })
        let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        #expect(solved.allNodes.contains { $0.kind == .frame && $0.frame.width == 300 && $0.frame.height == 294 })
        #expect(solved.allNodes.contains { $0.kind == .padding && $0.frame.width == 312 })
    }

    @Test func aLengthWhoseGuardReadsDataIsAuditedBothWays() throws {
        // `.padding(.top, { guard let plan = account.plan, plan.isPremium else { return 0 }; return -5 }())`: which
        // way the guard goes is data, so, as for a view's `if` on data, the screen takes one way and a variant the
        // other: top paddings of -5 and 0 pt, and no "not a number" note.
        let source = """
            import SwiftUI

            struct Account { var plan: Plan? }
            struct Plan { var isPremium: Bool }

            struct Header: View {
                let account: Account
                var body: some View {
                    Text("Ada Lovelace")
                        .padding(.top, {
                            guard let plan = account.plan, plan.isPremium else {
                                return 0
                            }
                            return -5
                        }())
                }
            }
            """
        let (imported, screens, _) = try project([("Header.swift", source)])
        let headers = imported.screens.filter { $0.name.hasPrefix("Header") }
        #expect(headers.count == 2, "\(headers.map(\.name))")
        #expect(headers.allSatisfy { $0.notes.filter(\.affectsLayout).isEmpty }, "\(headers.map { $0.notes.map(\.message) })")
        var tops: Set<Double> = []
        for h in headers {
            let screen = try #require(screens.first { $0.name == h.name })
            let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
            let text = try #require(solved.allNodes.first { $0.text != nil })
            let padding = try #require(solved.allNodes.first { $0.kind == .padding })
            tops.insert(((padding.frame.height - text.frame.height) * 1000).rounded() / 1000)
        }
        #expect(tops == [-5, 0], "\(tops)")
    }

    @Test func lengthsReadFromTheScreensBoundsAreScreenLengths() throws {
        // `UIScreen.main.bounds.width / Double(perPage)` with 3 cells a page on an iPhone (the `guard` on the idiom
        // passes on iPad only): each cell is a third of the screen's width, at every width audited.
        let source = """
            import SwiftUI
            import UIKit

            struct Shelf: View {
                enum Layout { static let perPhonePage = 3 }
                private var perPage: Int {
                    guard UIDevice.current.userInterfaceIdiom == .pad else { return Layout.perPhonePage }
                    return 6
                }
                private var cellWidth: CGFloat { UIScreen.main.bounds.width / Double(perPage) }
                var body: some View {
                    HStack(spacing: 0) {
                        Text("One").frame(width: cellWidth)
                        Text("Two").frame(width: UIScreen.main.bounds.size.width - 40)
                    }
                }
            }
            """
        let (imported, screens, _) = try project([("Shelf.swift", source)])
        let shelf = try #require(imported.screens.first { $0.name == "Shelf" })
        #expect(shelf.notes.filter(\.affectsLayout).isEmpty, "\(shelf.notes.map(\.message))")
        let screen = try #require(screens.first { $0.name == "Shelf" })
        for width in [320.0, 393.0] {
            let solved = LayoutSolver.solve(screen, context: LayoutContext(category: .large, viewport: .width(width)), resources: Self.resources)
            let frames = solved.allNodes.filter { $0.kind == .frame }.map(\.frame.width)
            #expect(frames.contains { abs($0 - width / 3) < 0.5 }, "\(frames)")
            #expect(frames.contains { abs($0 - (width - 40)) < 0.01 }, "\(frames)")
        }
    }

    @Test func aStyleKeptInALocalAndAnUnboundedLineLimitAreRead() throws {
        // `var style = PillStyle(); style.pressed = true; return Button(…).buttonStyle(style)`: the project's style the
        // local holds (its 20 pt padding). `.lineLimit(Int.max)` is no limit, as `nil` is: the long text wraps.
        let source = """
            import SwiftUI

            struct PillStyle: ButtonStyle {
                var pressed = false
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(20)
                }
            }

            struct Log: View {
                var body: some View {
                    Text("A line of a support log that is far too long to fit on one line of a phone screen")
                        .lineLimit(Int.max)
                }
            }

            #Preview("pressed") {
                var style = PillStyle()
                style.pressed = true
                return Button("Hello") {}.buttonStyle(style)
            }
            """
        let (imported, screens, _) = try project([("Pill.swift", source)])
        for name in ["pressed", "Log"] {
            let s = try #require(imported.screens.first { $0.name == name }, "\(imported.screens.map(\.name))")
            #expect(s.notes.isEmpty, "\(name): \(s.notes.map(\.message))")
        }
        let pressed = try #require(screens.first { $0.name == "pressed" })
        let solved = LayoutSolver.solve(pressed, context: LayoutContext(category: .large, viewport: .width(393)), resources: Self.resources)
        let text = try #require(solved.allNodes.first { $0.text != nil })
        #expect(solved.allNodes.contains { $0.kind == .padding && abs($0.frame.height - text.frame.height - 40) < 0.01 })
        let log = try #require(screens.first { $0.name == "Log" })
        let logSolved = LayoutSolver.solve(log, context: LayoutContext(category: .large, viewport: .width(320)), resources: Self.resources)
        let line = try #require(logSolved.allNodes.first { $0.text != nil }?.text)
        #expect(line.lineLimit == 0 && line.measurement.lines.count > 1, "\(line.lineLimit) \(line.measurement.lines.count)")
    }
}
