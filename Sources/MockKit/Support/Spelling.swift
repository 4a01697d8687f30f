/// Names and lines as a mock spells them.
extension String {
    /// Without white space at either end.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }

    // Names are nearly always ASCII, and these run for every member of every mock: with ASCII they change
    // bytes, not `Character`s, whose iteration and Unicode properties are costly. Other text takes the
    // `Character` path, which gives the same result for ASCII.

    /// `id` → `Id`; used to build member names such as `fetchIdCallCount`.
    var capitalizedFirst: String {
        guard let byte = utf8.first else { return self }
        guard byte >= 0x80 else {
            guard byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else { return self }
            var bytes = Array(utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// `FooMock` → `fooMock`, `URLSessionMock` → `urlSessionMock`.
    var lowercasedFirstWord: String {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return Self.lowercasedFirstWord(Array(self)) }
        var bytes = Array(utf8)
        let lowered = Self.loweredCount(bytes.count) { bytes[$0] >= UInt8(ascii: "A") && bytes[$0] <= UInt8(ascii: "Z") }
        for index in 0..<lowered { bytes[index] += 0x20 }
        return lowered == 0 ? self : String(decoding: bytes, as: UTF8.self)
    }

    private static func lowercasedFirstWord(_ characters: [Character]) -> String {
        let lowered = loweredCount(characters.count) { characters[$0].isUppercase }
        if lowered == 0 { return String(characters) }
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// How many leading letters to lower: a single capital, or a run of capitals but the last one, which starts
    /// the next word (`URLSession` → `url`), or the whole run when it is the whole name.
    private static func loweredCount(_ count: Int, isUppercase: (Int) -> Bool) -> Int {
        var upperRun = 0
        while upperRun < count && isUppercase(upperRun) { upperRun += 1 }
        return upperRun <= 1 || upperRun == count ? upperRun : upperRun - 1
    }

    /// Whether the name begins as an identifier does (a letter or `_`), not as an operator (`==`).
    var startsLikeIdentifier: Bool {
        guard let byte = utf8.first else { return false }
        guard byte >= 0x80 else {
            return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_")
        }
        return first?.isLetter == true
    }

    /// The name without surrounding backticks: `` `default` `` → `default`.
    var withoutBackticks: String {
        let backtick = UInt8(ascii: "`")
        return utf8.contains(backtick) ? String(decoding: utf8.filter { $0 != backtick }, as: UTF8.self) : self
    }
}
