import TypeRampRender

/// libFuzzer target: any bytes as a PNG (snapshot references are read from disk) decode or throw; never a crash.
func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = try? PNG.decode(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
