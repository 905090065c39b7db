// SwiftPM links an executable's entry point as `<product>_main`; here it hands over to libFuzzer's driver, which runs
// `LLVMFuzzerTestOneInput` (this target's other file) with the fuzzer's command-line options.

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("typeramp_fuzz_swift_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzSwiftSource(data, size) }
}

/// The entry point libFuzzer's runtime names (its driver is given the same function above).
@_cdecl("LLVMFuzzerTestOneInput")
public func llvmFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { fuzzSwiftSource(data, size) }
