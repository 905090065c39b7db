import Foundation
import Testing
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout

@testable import TypeRampSwiftSource

/// A screen's variants reuse the views an earlier variant made where nothing they depend on changed
/// (docs/swift-source.md, "Variants"). Whatever is reused, each variant must still be what SwiftUI draws when the data
/// takes its branches: a condition read in several places takes one value in all of them (written by hand in the shapes
/// found in real apps: a `_VariadicView` root laying out a builder's views, a computed property read by two views, a
/// view after a sibling's branch).
extension RealAppShapeTests {
    func variantTexts(_ source: String, prefix: String) throws -> [[String]] {
        // Reusing views is only faster: the import is the same as translating every variant in full.
        var full = ImportLimits()
        full.reusesViewsAcrossVariants = false
        let reused = SwiftSourceImporter.importSource(source, file: "Screen.swift").json()
        #expect(reused == SwiftSourceImporter.importSource(source, file: "Screen.swift", limits: full).json())
        let (_, screens, _) = try project([("Screen.swift", source)])
        return screens.filter { $0.name.hasPrefix(prefix) }.map { screen in solvedTexts(screen, .large).map(\.string) }
    }

    @Test func viewsHandedToAVariadicRootFollowTheBranchOfTheirVariant() throws {
        let source = """
            import SwiftUI

            struct Joined<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View { _VariadicView.Tree(JoinedLayout()) { content } }
            }

            struct JoinedLayout: _VariadicView_UnaryViewRoot {
                func body(children: _VariadicView.Children) -> some View {
                    row { ForEach(children) { child in child } }
                }
                @ViewBuilder func row<C: View>(@ViewBuilder _ content: () -> C) -> some View {
                    HStack(spacing: 4) { content() }
                }
            }

            struct Schedule: View {
                let event: Event
                var body: some View {
                    VStack {
                        Joined {
                            if event.isToday { Text("Today 9:00") } else { Text("Mon 9:00") }
                            Text("Room 4")
                        }
                        if event.isToday { Text("Soon") } else { Text("Later") }
                    }
                }
            }

            #Preview { Schedule(event: .sample) }
            """
        let variants = try variantTexts(source, prefix: "Screen preview")
        #expect(Set(variants) == [["Today 9:00", "Room 4", "Soon"], ["Mon 9:00", "Room 4", "Later"]], "\(variants)")
    }

    @Test func aComputedViewShownTwiceTakesOneBranchInBoth() throws {
        let source = """
            import SwiftUI

            struct Badge: View {
                let user: User
                var body: some View {
                    if user.isOnline { Text("Online").padding(4) } else { Text("Away").padding(4) }
                }
            }

            struct Card: View {
                let user: User
                @ViewBuilder var status: some View {
                    if user.isOnline { Text("Online") } else { Text("Away") }
                }
                var body: some View {
                    VStack {
                        status
                        if user.isAdmin { Text("Admin") }
                        Badge(user: user)
                        status
                    }
                }
            }

            #Preview { Card(user: .sample) }
            """
        let variants = try variantTexts(source, prefix: "Screen preview")
        let online = ["Online", "Online", "Online"], away = ["Away", "Away", "Away"]
        // The status, the badge and the status again read one value of `user.isOnline` in every variant, with the
        // administrator's line or without it.
        let expected: Set<[String]> = [
            [online[0], "Admin"] + online.dropFirst(), online, [away[0], "Admin"] + away.dropFirst(), away,
        ]
        #expect(Set(variants).isSubset(of: expected), "\(variants)")
        #expect(variants.contains(online) || variants.contains([online[0], "Admin"] + online.dropFirst()), "\(variants)")
        #expect(variants.contains(away) || variants.contains([away[0], "Admin"] + away.dropFirst()), "\(variants)")
    }

    @Test func aViewAfterASiblingsBranchFollowsTheSameCondition() throws {
        let source = """
            import SwiftUI

            struct Row: View {
                let settings: Settings
                var body: some View {
                    HStack {
                        if settings.enabled { Text("On") } else { Text("Off") }
                        Spacer()
                    }
                }
            }

            struct Toggles: View {
                let settings: Settings
                var body: some View {
                    VStack {
                        if settings.enabled { Text("A") } else { Text("B") }
                        Row(settings: settings)
                        Row(settings: settings)
                    }
                }
            }

            #Preview { Toggles(settings: .sample) }
            """
        let variants = try variantTexts(source, prefix: "Screen preview")
        #expect(Set(variants) == [["A", "On", "On"], ["B", "Off", "Off"]], "\(variants)")
    }

    @Test func rowsAfterARowAVariantHidesKeepTheirOwnContent() throws {
        let source = """
            import SwiftUI

            enum Sort: CaseIterable {
                case name, date, size, kind
                var title: String {
                    switch self {
                    case .name: "By name"
                    case .date: "By date"
                    case .size: "By size"
                    case .kind: "By kind"
                    }
                }
                var isOffered: Bool {
                    switch self {
                    case .date: Store.shared.tracksDates
                    default: true
                    }
                }
            }

            struct SortMenu: View {
                var body: some View {
                    VStack {
                        ForEach(Sort.allCases, id: \\.self) { sort in
                            if sort.isOffered {
                                Button(sort.title) {}
                            }
                        }
                    }
                }
            }

            #Preview { SortMenu() }
            """
        let variants = try variantTexts(source, prefix: "Screen preview")
        // `Store.shared.tracksDates` is data: with it, all four; without it, the date row is gone and the rows after it
        // are still the size and kind rows.
        #expect(
            Set(variants) == [["By name", "By date", "By size", "By kind"], ["By name", "By size", "By kind"]], "\(variants)")
    }
}
