import Testing
import TypeRampCore
import TypeRampMetrics

/// `family: system` in a ramp: the system font (SF Pro), never an unknown family.
@Suite struct SystemFamilyTests {
    @Test func systemAndSFProAreTheSystemFont() throws {
        let ramp = try TypeRamp.parse(
            """
            name: System
            styles:
              - { name: body, family: system, size: 17, relativeTo: body }
              - { name: title, family: SF Pro Display, size: 28, relativeTo: title1 }
            """, file: "system.yaml")
        #expect(ramp.styles.map(\.family) == [TypeRamp.systemFamily, TypeRamp.systemFamily])
    }

    @Test func anUnknownFamilyListsTheDeclaredOnesAndSystem() {
        do {
            _ = try TypeRamp.parse(
                """
                name: Typo
                styles:
                  - { name: body, family: Sytem, size: 17 }
                """, file: "typo.yaml")
            Issue.record("an unknown family must be an error")
        } catch let error as InputError {
            #expect(error.location.line == 3)
            #expect(error.message.contains("'system' is the system font"))
            #expect(error.suggestion == "system")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
