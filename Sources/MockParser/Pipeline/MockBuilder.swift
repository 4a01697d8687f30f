import MockKit
import ScaffoldKit

/// Turns the annotated protocols into mock files, and every protocol that gets none into a warning naming it.
struct MockBuilder {
    let index: ProtocolIndex
    let testableImports: [String]
    /// Root-relative output folder; empty for the root itself.
    let outputPath: String

    func build() -> (files: [GeneratedFile], warnings: [Diagnostic]) {
        let flattener = InheritanceFlattener(index: index)
        var warnings: [Diagnostic] = []
        var ready: [FlattenedProtocol] = []
        var firstDeclaration: [String: LocatedProtocol] = [:]
        for located in index.annotated {
            if let first = firstDeclaration[located.name] {
                warnings.append(Diagnostic(
                    .warning, "protocol \(located.name) is declared again; only the one at \(first.declaration.location) is mocked",
                    at: located.declaration.location, hint: "rename one of them, or remove the annotation from one"
                ))
                continue
            }
            firstDeclaration[located.name] = located
            let flattened = flattener.flatten(located)
            if let reason = flattened.unmockableReason {
                warnings.append(Diagnostic(
                    .warning, "protocol \(located.name) is not mocked: \(reason)", at: flattened.location,
                    hint: "change the requirement, or remove the annotation and write this mock by hand"
                ))
                continue
            }
            for parent in flattened.unknownParents {
                warnings.append(Diagnostic(
                    .warning, "parent protocol \(parent) of \(located.name) is not declared in the scanned sources; "
                        + "the mock of \(located.name) lacks its requirements", at: flattened.location,
                    hint: "add the folder that declares \(parent) with --source"
                ))
            }
            ready.append(flattened)
        }
        return (render(ready, warnings: &warnings), warnings)
    }

    private func render(_ protocols: [FlattenedProtocol], warnings: inout [Diagnostic]) -> [GeneratedFile] {
        let testable = testableImports
        let prefix = outputPath.isEmpty ? "" : outputPath + "/"
        let rendered = parallelMap(protocols) { flattened -> GeneratedFile in
            let renderer = MockRenderer()
            let options = MockRenderOptions(
                header: StaleMocks.header(source: flattened.path),
                imports: flattened.imports.filter { !testable.contains($0) },
                testableImports: testable
            )
            return GeneratedFile(path: prefix + renderer.fileName(for: flattened.model), contents: renderer.render(flattened.model, options: options))
        }
        var files: [GeneratedFile] = []
        var taken: [String: String] = [:]
        for (file, flattened) in zip(rendered, protocols) {
            if let other = taken[file.path] {
                warnings.append(Diagnostic(
                    .warning, "protocol \(flattened.model.name) is not mocked: its mock file \(file.path) is already \(other)'s",
                    at: flattened.location, hint: "rename one of the protocols"
                ))
                continue
            }
            taken[file.path] = flattened.model.name
            files.append(file)
        }
        return files
    }
}
