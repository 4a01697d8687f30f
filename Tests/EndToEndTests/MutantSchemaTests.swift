import Foundation
import XCTest

/// How a mutant is written beside the original (Support/Mutant.swift): the schema keeps the original behaviour
/// when its switch is off and is exactly the mutant's edit when it is on; a `find` that is missing, repeated or
/// shares its line with other code is refused rather than applied somewhere else.
final class MutantSchemaTests: XCTestCase {
    private func applied(_ mutants: [Mutant], to source: String) throws -> String {
        let folder = try TemporaryDirectory(prefix: "mutant-schema")
        let file = try folder.write(source, to: "Sources/App/Use.swift")
        for mutant in mutants {
            try mutant.applySchema(toSourcesIn: folder.path("Sources"))
        }
        return try String(contentsOf: file, encoding: .utf8)
    }

    func testAWholeLineStatementIsWrappedWithItsIndentation() throws {
        let source = "func f() {\n    var x = 1\n    x += 1\n    print(x)\n}\n"
        let mutant = Mutant(name: "skip", bug: "", file: "Use.swift", find: "    x += 1\n", replace: "")
        XCTAssertEqual(try applied([mutant], to: source), """
            func f() {
                var x = 1
                if mutantIsActive("skip") {
                } else {
                x += 1
                }
                print(x)
            }

            """)
    }

    func testAStatementFoundMidLineTakesItsLineAndTheLinesIndentation() throws {
        let source = "func f() async throws -> Int {\n        return try await g()\n}\n"
        let mutant = Mutant(name: "early", bug: "", file: "Use.swift", find: "return try await g()", replace: "return 0")
        XCTAssertEqual(try applied([mutant], to: source),
                       "func f() async throws -> Int {\n        if mutantIsActive(\"early\") {\n        return 0\n        } else {\n"
                           + "        return try await g()\n        }\n}\n")
    }

    func testTwoMutantsOfOneStatementNestTheSecondInTheFirstsOriginal() throws {
        let source = "func f() async throws -> Int {\n        return try await g()\n}\n"
        let first = Mutant(name: "a", bug: "", file: "Use.swift", find: "return try await g()", replace: "return 0")
        let second = Mutant(name: "b", bug: "", file: "Use.swift", find: "        return try await g()\n",
                            replace: "        _ = try await g()\n        return 1\n")
        let text = try applied([first, second], to: source)
        XCTAssertEqual(text, """
            func f() async throws -> Int {
                    if mutantIsActive("a") {
                    return 0
                    } else {
                    if mutantIsActive("b") {
                    _ = try await g()
                    return 1
                    } else {
                    return try await g()
                    }
                    }
            }

            """)
    }

    func testAnExpressionKeepsItsPrefixAndMovesTryAwaitInFrontOfTheSwitch() throws {
        let source = "    let result = try await use.execute(item)\n"
        let mutant = Mutant(name: "input", bug: "", file: "Use.swift", find: "let result = try await use.execute(item)",
                            replace: "let result = item", kind: .expression(prefix: "let result = "))
        XCTAssertEqual(try applied([mutant], to: source), "    let result = try await mutantValue(\"input\", use.execute(item), item)\n")
    }

    func testAnExpressionBetweenAPrefixAndASuffix() throws {
        let mutant = Mutant(name: "drop", bug: "", file: "Use.swift", find: "isDone: dto.isDone,", replace: "isDone: false,",
                            kind: .expression(prefix: "isDone: ", suffix: ","))
        XCTAssertEqual(try applied([mutant], to: "Item(\n    isDone: dto.isDone,\n)\n"), "Item(\n    isDone: mutantValue(\"drop\", dto.isDone, false),\n)\n")
    }

    func testAFindThatIsMissingOrRepeatedIsRefused() throws {
        let missing = Mutant(name: "m", bug: "", file: "Use.swift", find: "absent()", replace: "")
        XCTAssertThrowsError(try applied([missing], to: "present()\n")) { error in
            XCTAssertTrue("\(error)".contains("occurs 0 times"), "\(error)")
        }
        let repeated = Mutant(name: "r", bug: "", file: "Use.swift", find: "g()", replace: "h()")
        XCTAssertThrowsError(try applied([repeated], to: "g()\ng()\n")) { error in
            XCTAssertTrue("\(error)".contains("occurs 2 times"), "\(error)")
        }
    }

    func testAStatementSharingItsLineWithOtherCodeIsRefused() throws {
        let mutant = Mutant(name: "s", bug: "", file: "Use.swift", find: "g()", replace: "h()")
        XCTAssertThrowsError(try applied([mutant], to: "let x = g()\n")) { error in
            XCTAssertTrue("\(error)".contains("the only code on its lines"), "\(error)")
        }
    }
}
