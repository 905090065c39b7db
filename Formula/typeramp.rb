# Homebrew formula for TypeRamp, built from source with the Swift toolchain of Xcode (docs/install.md).
# Install from a tap that holds this file: brew install --build-from-source ./Formula/typeramp.rb
# The url and sha256 name the release's source archive; set them when you tag a release (this repository's git URL
# is used for --HEAD until then).
class Typeramp < Formula
  desc "Dynamic Type and accessibility layout checks for iOS screens, off the device"
  homepage "https://github.com/typeramp/typeramp"
  license "MIT"
  head "https://github.com/typeramp/typeramp.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "freetype"
  depends_on "harfbuzz"
  depends_on "icu4c"
  depends_on "libpng"

  def install
    ENV.append_path "PKG_CONFIG_PATH", Formula["icu4c"].opt_lib/"pkgconfig"
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "typeramp"
    bin_dir = buildpath/".build/release"
    # The command finds its fonts beside itself: install both in libexec and link the command into bin.
    libexec.install bin_dir/"typeramp"
    libexec.install Dir[bin_dir/"*_TypeRampFonts.bundle", bin_dir/"*_TypeRampFonts.resources"]
    bin.install_symlink libexec/"typeramp"
    (share/"typeramp").install "ci/typeramp-problem-matcher.json"
  end

  test do
    assert_match "body", shell_output("#{bin}/typeramp metrics --style body --category large")
  end
end
