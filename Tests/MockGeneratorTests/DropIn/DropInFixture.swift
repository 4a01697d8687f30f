import Foundation
import ScaffoldCore

/// A protocol as a Mockolo or Sourcery user writes it, and what that generator's mock offers the user's tests:
/// the members their tests use, the types of the closures they assign, the initializer they call. Written for
/// this project from the rules of each generator (Docs/Mocks.md, "Mockolo's fixtures"), not copied from theirs.
struct DropInFixture {
    let name: String
    /// Swift source declaring the protocols (and the types they use), names unique among the fixtures.
    let source: String
    /// Code a test written against that generator's mocks contains, which must type-check with ours.
    var use: String = ""
    var flavor: MockAPIFlavor = .mockolo
    /// `Mock.member` for each member the generator's mock declares (`KeywordsMock.maxCallCount`, `KeywordsMock.init(in:)`).
    var declares: [String] = []
    /// `Mock.handler` → the handler's type, as that generator writes it (`()` for `Void`).
    var handlers: [String: String] = [:]
    /// `Mock` → its memberwise initializer's parameter list.
    var initializers: [String: String] = [:]
    /// `Mock` → its declaration's generic clause and `where` clause, as in `<Filter, Item: Identifiable>: Catalog where …`.
    var declarations: [String: String] = [:]
    /// `Mock.publisher` → what backs it: the subject as created (`PassthroughSubject<Int, Never>()`), or the property
    /// wrapper and the property it is on (`@Published query`).
    var publishers: [String: String] = [:]
}

/// Reads a rendered mock the way a test sees it: the members its class declares.
enum RenderedMockReader {
    /// The type of `name`'s declaration (`var fooHandler: ((Int) -> Void)?` → `(Int) -> Void`), spaces dropped
    /// and `()` as `Void`; nil when not declared.
    static func handlerType(_ name: String, in text: String) -> String? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains("var \(name): ") }) else { return nil }
        var type = String(line[line.range(of: "var \(name): ")!.upperBound...])
        if type.hasSuffix(" {") { type.removeLast(2) }
        if type.hasSuffix("?") { type.removeLast() }
        if type.hasPrefix("("), type.hasSuffix(")") { type = String(type.dropFirst().dropLast()) }
        return normalized(type)
    }

    static func normalized(_ type: String) -> String {
        type.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "->()", with: "->Void")
    }

    /// What backs the publisher property `name` when no test assigned it one (see `DropInFixture.publishers`); nil when
    /// it is not a backed publisher.
    static func publisherBacking(_ name: String, in text: String) -> String? {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(where: { $0.contains("var \(name): ") && $0.hasSuffix("{") }),
              let answer = lines[start...].first(where: { $0.contains(" ?? ") }) else { return nil }
        let fallback = answer[answer.range(of: " ?? ")!.upperBound...]
        let identifier = { (text: Substring) in String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        // `$_name` when the wrapper is on the private storage, `$name` when on the mock's stored property.
        if let projection = fallback.range(of: "$") {
            let stored = identifier(fallback[projection.upperBound...])
            guard let declaration = lines.first(where: { $0.contains(" var \(stored):") || $0.contains(" var \(stored) =") }),
                  let wrapper = declaration.split(separator: " ").first, wrapper.hasPrefix("@") else { return nil }
            return "\(wrapper) \(stored.hasPrefix("_") ? String(stored.dropFirst()) : stored)"
        }
        let subject = identifier(fallback)
        if let constant = lines.first(where: { $0.contains("let \(subject) = ") }) {
            return String(constant[constant.range(of: "let \(subject) = ")!.upperBound...])
        }
        // A static subject is made on first use: `remembered("launchesSubject") { PassthroughSubject<Date, Never>() }`.
        guard let remembered = lines.first(where: { $0.contains(".remembered(\"\(subject)\") { ") }) else { return nil }
        return String(remembered[remembered.range(of: "\") { ")!.upperBound...].dropLast(2))
    }

    /// Whether the text declares `member` (`fooCallCount`, `init(in:)`, `typealias T`).
    static func declares(_ member: String, in text: String) -> Bool {
        if member.hasPrefix("init(") {
            let labels = member.dropFirst("init(".count).dropLast().split(separator: ":").map(String.init)
            if labels.isEmpty { return text.contains("init() ") }
            return text.split(separator: "\n").contains { line in
                guard let start = line.range(of: "init(") else { return false }
                let declared = line[start.upperBound...].replacingOccurrences(of: "`", with: "")
                let found = declared.split(separator: ",").compactMap { $0.split(separator: ":").first?.split(separator: " ").first.map(String.init) }
                return found == labels
            }
        }
        let words = ["var \(member):", "var \(member) ", "let \(member) ", "func \(member)(", "func \(member)<", "typealias \(member) ", "class \(member)",
                     "actor \(member)"]
        return words.contains { text.contains($0) }
    }
}
