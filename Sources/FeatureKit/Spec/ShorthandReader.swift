import Foundation
import ScaffoldCore

/// Reads the CLI shorthand (`Wallet name:String balance:Decimal --operations list,create,archive:custom`) into a draft.
///
/// Arguments are numbered as typed after the command: the feature name is argument 1, fields follow.
enum ShorthandReader {
    /// `recorded`: scaffold generated the feature before, so a run with no fields lacks its spec rather than a new
    /// feature's description, and the hint says how to get it back.
    static func read(
        name: String, fields: [String], operations: [String]?, remote: String? = nil, recorded: Bool = false,
        into diagnostics: inout DiagnosticCollector
    ) -> SpecDraft {
        var draft = SpecDraft(feature: Located(value: name, location: nil, keyPath: argumentPath(1, name)))
        // `--remote /wallets` is `remote: { path: /wallets }`.
        draft.remote = remote.map { RemoteDraft(path: Located(value: $0, location: nil, keyPath: "--remote"), keyPath: "--remote") }
        if fields.isEmpty, recorded {
            let saved = SpecConvention.path(for: name)
            diagnostics.error(
                "no fields given for `\(name)`, and no \(saved) to generate it from: `\(name)` was generated before (scaffold's "
                    + "record of it: \(FeatureRecord.folder)/\(name).json)",
                keyPath: "arguments",
                hint: "restore \(saved) (`git checkout -- \(saved)` if it was committed), pass its spec with --spec, or give its fields "
                    + "again; `scaffold upgrade` generates it again as recorded"
            )
        } else if fields.isEmpty {
            diagnostics.error("no fields given for `\(name)`", keyPath: "arguments",
                              hint: "add fields after the name, e.g. `scaffold feature \(name) title:String amount:Decimal`, "
                                  + "or describe the feature in \(SpecConvention.path(for: name)); on a terminal, scaffold asks for the fields")
        }
        draft.fields = fields.enumerated().compactMap { readField($0.element, path: argumentPath($0.offset + 2, $0.element), into: &diagnostics) }
        draft.operations = operations.map { readOperations($0, into: &diagnostics) }
        return ShorthandReference.apply(to: draft)
    }

    /// `name:Type`; the split is at the first colon because names never contain one but `[String: Int]` does.
    private static func readField(_ argument: String, path: String, into diagnostics: inout DiagnosticCollector) -> FieldDraft? {
        guard let colon = argument.firstIndex(of: ":") else {
            let example = IdentifierCheck.problem(with: argument, style: .lowerCamel, role: "") == nil ? "\(argument):String" : "title:String"
            diagnostics.error("field `\(SpecText.abbreviated(argument))` has no type", keyPath: path,
                              hint: "write fields as name:Type, e.g. `\(example)`")
            return nil
        }
        let name = String(argument[..<colon])
        let type = String(argument[argument.index(after: colon)...])
        guard !name.isEmpty else {
            diagnostics.error("field `\(SpecText.abbreviated(argument))` has no name", keyPath: path,
                              hint: "write fields as name:Type, e.g. `title\(argument)`")
            return nil
        }
        return FieldDraft(
            name: Located(value: name, location: nil, keyPath: path),
            type: Located(value: type, location: nil, keyPath: path),
            keyPath: path
        )
    }

    /// `--operations list,create` may arrive as one argument or several; both are split on commas.
    private static func readOperations(_ arguments: [String], into diagnostics: inout DiagnosticCollector) -> [OperationDraft] {
        let names = arguments.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if names.isEmpty || names == [""] {
            diagnostics.error("`--operations` lists no operations", keyPath: "--operations",
                              hint: "name them, e.g. `--operations list,create`, or leave the option out for list, create, update and delete")
            return []
        }
        return names.enumerated().compactMap { index, item in
            let path = "--operations item \(index + 1) ('\(SpecText.abbreviated(item))')"
            // `NAME:KIND`, as fields are `name:Type`: `archive:custom` spells a custom operation out.
            let parts = item.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let name = parts[0]
            guard !name.isEmpty else {
                diagnostics.error(
                    item.isEmpty ? "empty operation name" : "operation `\(SpecText.abbreviated(item))` has no name", keyPath: path,
                    hint: item.isEmpty ? "separate names with single commas, e.g. `list,create`" : "write NAME:KIND, e.g. `archive:custom`"
                )
                return nil
            }
            var draft = OperationDraft(name: Located(value: name, location: nil, keyPath: path), index: index, keyPath: path)
            draft.onCommandLine = true
            if parts.count == 2 {
                guard !parts[1].isEmpty else {
                    diagnostics.error("operation `\(SpecText.abbreviated(item))` has no kind after the colon", keyPath: path,
                                      hint: "write `\(SpecText.abbreviated(name)):custom` for a custom operation, or a kind: " + Self.kinds)
                    return nil
                }
                draft.kind = Located(value: parts[1], location: nil, keyPath: path)
            }
            return draft
        }
    }

    private static let kinds = OperationKind.allCases.map(\.rawValue).joined(separator: ", ")

    private static func argumentPath(_ number: Int, _ argument: String) -> String {
        "argument \(number) ('\(SpecText.abbreviated(argument))')"
    }
}
