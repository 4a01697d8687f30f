# Homebrew formula for scaffold, built from source. This repository is its own tap:
#   brew tap <owner>/scaffold https://github.com/<owner>/scaffold && brew install scaffold
# The release workflow (.github/workflows/release.yml) sets homepage, url and sha256 for each tag.
class Scaffold < Formula
  desc "Generate tested SwiftUI features that follow your architecture documents"
  homepage "https://github.com/OWNER/scaffold"
  url "https://github.com/OWNER/scaffold/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"

  depends_on xcode: ["16.3", :build] # Swift 6.1: Package.swift is tools 6.1 (OpenAPIKit)
  uses_from_macos "swift" => :build

  def install
    args = ["--disable-sandbox", "--configuration", "release", "--product", "scaffold"]
    # On Linux, the Swift runtime linked in: the binary runs without the toolchain that built it.
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    # The templates are compiled in, so the binary is the whole install.
    bin.install ".build/release/scaffold"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/scaffold --version")
    system bin/"scaffold", "init", "Demo", "--project", "none"
    system bin/"scaffold", "feature", "Wallet", "name:String"
    assert_path_exists testpath/"Sources/Demo/Models/Wallet.swift"
  end
end
