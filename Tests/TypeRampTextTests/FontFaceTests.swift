import Testing
@testable import TypeRampText
import TypeRampCore
