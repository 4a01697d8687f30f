import Foundation
import ScaffoldCore

/// `scaffold feature Wallet` with no fields, on a terminal: asks for the fields one `name:Type` at a time,
/// checks each as the shorthand checks it (the spec stage over the fields so far plus the new one), says
/// what is wrong and asks again; an empty line finishes. Reading and writing are injected, so the dialogue is
/// tested without a terminal.
public struct FieldPrompt {
    public var feature: String
    public var context: SpecContext

    public init(feature: String, context: SpecContext) {
        self.feature = feature
        self.context = context
    }

    /// The problems with the feature's name alone (asking for fields is pointless when the name is wrong).
    public func nameProblems() -> [Diagnostic] {
        problems(["title:String"]).filter { $0.keyPath?.hasPrefix("argument 1 ") == true }
    }

    /// The problems `line` adds after the fields already accepted; empty when it is a good field.
    public func problems(with line: String, after accepted: [String]) -> [Diagnostic] {
        problems(accepted + [line])
    }

    /// Asks until an empty line (or end of input); returns the accepted fields, none if nothing was typed.
    public func ask(read: () -> String?, write: (String) -> Void) -> [String] {
        write("Fields of \(feature), one name:Type a line (e.g. title:String, amount:Decimal, due:Date?, 'tags:[String]'); an empty line finishes.\n")
        var accepted: [String] = []
        while true {
            write("field \(accepted.count + 1)> ")
            guard let raw = read() else { break }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { break }
            let found = problems(with: line, after: accepted)
            if found.isEmpty {
                accepted.append(line)
            } else {
                // The argument number means nothing at a prompt: the problem is the line just typed.
                for var problem in found {
                    problem.keyPath = nil
                    write("scaffold: \(problem.rendered)\n")
                }
            }
        }
        return accepted
    }

    private func problems(_ fields: [String]) -> [Diagnostic] {
        do {
            _ = try SpecLoader.shorthand(name: feature, fields: fields, operations: nil, context: context)
            return []
        } catch {
            if case .invalidSpec(let diagnostics) = error { return diagnostics.filter { $0.severity == .error } }
            return [Diagnostic(.error, error.message)]
        }
    }
}
