import Testing
import TypeRampCore
import TypeRampLayout

/// Devices are values in the DSL; a name typed by a user is looked up and an unknown one is an error, never a default.
@Suite struct DeviceTests {
    @Test func presetsCarryApplesPointSizes() throws {
        // Apple's device specifications: the iPhone SE (1st generation) is 320 × 568 pt, the iPhone 16 393 × 852 pt.
        #expect(Device.iPhoneSE1stGeneration.width == 320 && Device.iPhoneSE1stGeneration.height == 568)
        #expect(Device.iPhone16.width == 393 && Device.iPhone16.height == 852)
        #expect(try Device.preset(named: "iphone-se-1") == .iPhoneSE1stGeneration)
        #expect(try Device.preset(named: "iPhone 16 Pro Max") == .iPhone16ProMax)
        #expect(try Device.preset(named: "393") == .iPhone16)
        #expect(Screen("s") { text("x") }.viewport.device == .iPhone16)
    }

    @Test func anUnknownDeviceNameIsAnError() {
        #expect(throws: UnknownNameError.self) { try Device.preset(named: "iphone-15") }
        do {
            _ = try Device.preset(named: "iphone-se-2")
            Issue.record("an unknown name must throw")
        } catch let error as UnknownNameError {
            #expect(error.kind == "device" && error.name == "iphone-se-2")
            #expect(error.suggestion == "iphone-se-1" || error.suggestion == "iphone-se")
            #expect(error.description.contains("known: iphone-se-1, iphone-se, iphone, iphone-pro-max, ipad-mini, ipad, ipad-pro-12.9"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
