import Foundation
import ScaffoldCore
import SwiftSource
import SwiftSyntax

/// The module's Swift files as the registration reader needs them: the files the run read (`AppSources`), each
/// parsed at most once and only when asked for (a byte search picks the files that can declare a name), with line
/// numbers and the hash of the bytes read. Reads nothing from the disk.
final class ModuleSources {
    /// Relative paths of the module's Swift files, sorted.
    let paths: [String]
    /// The repository's other Swift files: an Xcode target may compile files outside its folder (the app's first
    /// screen beside the project), so a type the module's folder does not declare is looked for there too.
    private let elsewhere: [String]
    /// Every file's bytes as read, by relative path.
    private let read: [String: [UInt8]]
    private var parsed: [String: File] = [:]

    init(_ files: AppSources) {
        paths = files.module
        elsewhere = files.elsewhere
        read = files.bytes
    }

    /// The file at `path` (relative to the root), parsed; nil when it was not read.
    func file(_ path: String) -> File? {
        if let file = parsed[path] { return file }
        guard let data = read[path] else { return nil }
        let file = File(path: path, bytes: data)
        parsed[path] = file
        return file
    }

    /// The module's files whose bytes contain `needle`, parsed.
    func files(mentioning needle: String) -> [File] {
        files(mentioning: needle, among: paths)
    }

    /// The module's files whose bytes contain `needle`, then the repository's others that do.
    func filesAnywhere(mentioning needle: String) -> [File] {
        files(mentioning: needle, among: paths + elsewhere)
    }

    private func files(mentioning needle: String, among candidates: [String]) -> [File] {
        let needle = Array(needle.utf8)
        return candidates.compactMap { path in
            guard let bytes = read[path], SourceText.contains(needle, in: bytes) else { return nil }
            return file(path)
        }
    }

    /// The declaration (not an extension) of a top-level type, preferring `file`: class, struct, enum, actor or
    /// protocol (`matching` narrows the kind: a folder the target does not compile may declare the name too); looked
    /// for in the module's files, then in the repository's others.
    func declaration(of name: String, preferring preferred: String? = nil,
                     matching kind: (DeclGroupSyntax) -> Bool = { _ in true }) -> (file: File, decl: DeclGroupSyntax)? {
        var candidates = files(mentioning: name)
        if let preferred, let index = candidates.firstIndex(where: { $0.path == preferred }) {
            candidates.insert(candidates.remove(at: index), at: 0)
        }
        for file in candidates {
            if let decl = Self.topLevelTypes(in: file.tree.statements).first(where: { Self.name(of: $0) == name && kind($0) }) { return (file, decl) }
        }
        for file in files(mentioning: name, among: elsewhere) {
            if let decl = Self.topLevelTypes(in: file.tree.statements).first(where: { Self.name(of: $0) == name && kind($0) }) { return (file, decl) }
        }
        return nil
    }

    /// The declaration a dotted type name spells (`AppState.Tab`): its first name a top-level type (as `declaration(of:)`
    /// finds it), each next one a type declared in the previous one's body.
    func declaration(ofPath path: String) -> (file: File, decl: DeclGroupSyntax)? {
        let names = path.split(separator: ".").map(String.init)
        guard let first = names.first, var found = declaration(of: first) else { return nil }
        for name in names.dropFirst() {
            guard let nested = Self.nestedType(named: name, in: found.decl) else { return nil }
            found.decl = nested
        }
        return found
    }

    /// A type declared in `decl`'s body (`enum Tab` inside `final class AppState`).
    static func nestedType(named name: String, in decl: DeclGroupSyntax) -> DeclGroupSyntax? {
        decl.memberBlock.members.lazy.compactMap { $0.decl.asProtocol(DeclGroupSyntax.self) }.first { Self.name(of: $0) == name }
    }

    /// The SwiftUI App the module starts from, if it has one: its `@main` App, else the App its `main.swift` launches
    /// (`NotesApp.main()`, the one that runs without tests where the launch swaps the app under tests: `AppLaunch`).
    func mainApp() -> (file: File, decl: DeclGroupSyntax)? {
        for file in files(mentioning: "@main") {
            if let app = Self.topLevelTypes(in: file.tree.statements).first(where: Self.isMainApp) { return (file, app) }
        }
        // Launches: `main.swift`'s top-level code, and `@main` launcher types' own `static func main()`.
        var launches: [AppLaunch] = []
        for file in files(mentioning: "main()") {
            let locate = { (position: AbsolutePosition) in Position(line: file.line(position), column: 1) }
            if file.path.hasSuffix("main.swift"), let launch = AppLaunch.read(file.tree.statements, locate: locate) { launches.append(launch) }
            for type in Self.topLevelTypes(in: file.tree.statements) where TypeNames.attributes(type.attributes).contains("main") {
                if let launch = AppLaunch.read(staticMainOf: type, locate: locate) { launches.append(launch) }
            }
        }
        // A launcher may launch another (`main.swift`'s `AppProvider.main()`): followed three times at most.
        for _ in 0..<3 {
            var next: [AppLaunch] = []
            for launch in launches where launch.kind == .typeMain {
                guard let name = launch.type, let found = declaration(of: name) else { continue }
                if Self.isSwiftUIApp(found.decl) { return found }
                let locate = { (position: AbsolutePosition) in Position(line: found.file.line(position), column: 1) }
                if let inner = AppLaunch.read(staticMainOf: found.decl, locate: locate) { next.append(inner) }
            }
            launches = next
        }
        return nil
    }

    static func isMainApp(_ decl: DeclGroupSyntax) -> Bool {
        isSwiftUIApp(decl) && TypeNames.attributes(decl.attributes).contains("main")
    }

    /// A struct conforming to SwiftUI's `App`, `@main` or not.
    static func isSwiftUIApp(_ decl: DeclGroupSyntax) -> Bool {
        decl.is(StructDeclSyntax.self)
            && (decl.inheritanceClause?.inheritedTypes.contains { ["App", "SwiftUI.App"].contains($0.type.trimmedDescription) } ?? false)
    }

    static func isView(_ decl: DeclGroupSyntax) -> Bool {
        decl.inheritanceClause?.inheritedTypes.contains { ["View", "SwiftUI.View"].contains($0.type.trimmedDescription) } ?? false
    }

    /// A type declaration's name; nil for an extension.
    static func name(of decl: DeclGroupSyntax) -> String? {
        guard !decl.is(ExtensionDeclSyntax.self) else { return nil }
        return decl.asProtocol(NamedDeclSyntax.self)?.name.text
    }

    /// Top-level type declarations, `#if` clauses included.
    static func topLevelTypes(in statements: CodeBlockItemListSyntax) -> [DeclGroupSyntax] {
        statements.flatMap { statement -> [DeclGroupSyntax] in
            guard case .decl(let decl) = statement.item else { return [] }
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                return ifConfig.clauses.flatMap { clause -> [DeclGroupSyntax] in
                    if case .statements(let nested) = clause.elements { return topLevelTypes(in: nested) }
                    return []
                }
            }
            guard let group = decl.asProtocol(DeclGroupSyntax.self), !decl.is(ExtensionDeclSyntax.self) else { return [] }
            return [group]
        }
    }

    /// The statements of a computed member (`var body: some View { … }`, `var content: some View { get { … } }`,
    /// `func content() -> some View { … }`) of a type, by name.
    static func memberBody(named name: String, in decl: DeclGroupSyntax) -> CodeBlockItemListSyntax? {
        for member in decl.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
               let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
               let accessors = binding.accessorBlock?.accessors {
                switch accessors {
                case .getter(let statements): return statements
                case .accessors(let list):
                    if let body = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body { return body.statements }
                }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
               function.signature.parameterClause.parameters.isEmpty, let body = function.body {
                return body.statements
            }
        }
        return nil
    }

    /// The indentation one level deeper than `indentation`, as the file indents (`    ` unless it uses tabs).
    static func deeper(_ indentation: String, file: File, sample: String? = nil) -> String {
        if let sample, sample.count > indentation.count, sample.hasPrefix(indentation) { return sample }
        return indentation + (indentation.contains("\t") ? "\t" : "    ")
    }
}
