class Example < Formula
  desc "Example command-line tool"
  homepage "https://example.org"
  url "https://example.org/releases/example-1.2.0.tar.gz"
  sha256 "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
  license "MIT"

  def install
    bin.install "example"
  end

  test do
    assert_match "1.2.0", shell_output("#{bin}/example --version")
  end
end
