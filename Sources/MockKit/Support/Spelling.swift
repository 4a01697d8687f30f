/// Names and lines as a mock spells them.
extension String {
    /// Without white space at either end.
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }

    /// `id` → `Id`; used to build member names such as `fetchIdCallCount`.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// `FooMock` → `fooMock`, `URLSessionMock` → `urlSessionMock`.
    var lowercasedFirstWord: String {
        let characters = Array(self)
        var upperRun = 0
        while upperRun < characters.count && characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return self }
        let lowered = upperRun == 1 || upperRun == characters.count ? upperRun : upperRun - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The name without surrounding backticks: `` `default` `` → `default`.
    var withoutBackticks: String {
        contains("`") ? filter { $0 != "`" } : self
    }
}
