// A stand-in for the two CoreText constants TypeRamp's generated Swift uses for OpenType features
// (kCTFontOpenTypeFeatureTag, kCTFontOpenTypeFeatureValue; CFString on Apple's platforms, bridged `as String`).
@_exported import Foundation

public let kCTFontOpenTypeFeatureTag: String = "CTFeatureOpenTypeTag"
public let kCTFontOpenTypeFeatureValue: String = "CTFeatureOpenTypeValue"
