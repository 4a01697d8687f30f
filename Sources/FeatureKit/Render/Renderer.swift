import MockKit
import Mustache
import ScaffoldCore

/// Renders a plan with its templates into an in-memory change set. Pure: reads no files, writes none.
public struct Renderer: Sendable {
    public var templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    public func render(_ plan: Plan) throws(ScaffoldError) -> ChangeSet {
        let (library, problems) = templates.parsed(rendering: plan.artifacts.map { templates.name(for: $0.template, tests: plan.style.tests) })
        var files: [GeneratedFile] = []
        var missing: [String] = []
        var names = TemplateNameCheck(templates: templates)
        for artifact in plan.artifacts {
            if artifact.template == "Mock" {
                files.append(GeneratedFile(path: artifact.path, contents: mock(for: artifact, plan: plan), mode: artifact.mode))
                continue
            }
            let context = try Self.context(Self.parts(for: artifact, plan: plan))
            names.check(templates.name(for: artifact.template, tests: plan.style.tests), context: context)
            guard problems.isEmpty else { continue }
            guard let text = library.render(context, withTemplate: templates.name(for: artifact.template, tests: plan.style.tests)) else {
                missing.append(artifact.template)
                continue
            }
            files.append(GeneratedFile(path: artifact.path, contents: SourceText.tidy(text), mode: artifact.mode))
        }
        // What later features read of this one: its spec, as it was planned.
        files.append(GeneratedFile(path: FeatureRecord.path(for: plan.spec.feature), contents: plan.record.text))
        if let failure = TemplateSet.failure(problems + names.diagnostics + missing.map(TemplateSet.missing)) { throw failure }
        let insertions = RegistrationEdits.finish(Self.mergingInsertions(files), registration: plan.registration)
        return ChangeSet(files: insertions, group: "feature:\(plan.spec.feature)")
    }

    /// Insertions into one file of the person's become one (a root view that is also the app's composition root
    /// gets the store and the link and routes): their regions are independent, each before its own anchor.
    static func mergingInsertions(_ files: [GeneratedFile]) -> [GeneratedFile] {
        var merged: [GeneratedFile] = []
        for file in files {
            if file.mode == .insertBetweenMarkers,
               let index = merged.firstIndex(where: { $0.path == file.path && $0.mode == .insertBetweenMarkers }) {
                merged[index].contents += file.contents
            } else {
                merged.append(file)
            }
        }
        return merged
    }

    /// What a feature template reads: the feature's type names (`TypeNames`) and `FeatureContext`, which every one
    /// reads, then the parts of the plan its file is about. A new template adds its line here; Docs/Templates.md,
    /// "Contexts", lists each part's names (`make docs`).
    static func parts(for artifact: Artifact, plan: Plan) -> [any Encodable] {
        var names = plan.names
        var parts: [any Encodable]
        let registrationTemplates = [
            RegistrationArtifacts.extensionTemplate, RegistrationArtifacts.storeTemplate, RegistrationArtifacts.rootViewTemplate,
            RegistrationArtifacts.clientTemplate,
        ]
        if let registration = plan.registration, registrationTemplates.contains(artifact.template) {
            let wiring = RootContext.Registration(plan: plan, adopted: registration, roles: RootContext.Registration.roles(artifact, registration))
            return [names, FeatureContext(plan: plan), Adopted(registration: wiring, containerType: registration.container ?? "")]
        }
        // A preset names its root's template as data, so the root is known by its kind, not its template name.
        if artifact.kind == .compositionRoot, let root = plan.compositionRoot {
            return [names, FeatureContext(plan: plan), RootContext(root: root, title: plan.roots.module, registration: RootContext.Registration(plan: plan, root: root))]
        }
        switch artifact.template {
        case "Model", "Fixture", "Mapper": parts = [ModelContext(plan: plan)]
        case "DataTransferObject": parts = [ModelContext(plan: plan), RepositoryContext(plan: plan)]
        case "InMemoryRepository" where artifact.name != names.repository:
            // The previews' store beside a persistent one: its own name, no `shared`.
            names.repository = artifact.name
            parts = [RepositoryContext(plan: plan, previewStore: true)]
        case "RepositoryProtocol", "InMemoryRepository", "UserDefaultsRepository", "JSONFileRepository", "RepositoryTests",
             "DataSourceRepository", "DataSourceProtocol", "JSONFileDataSource", "LocalDataSource":
            parts = [RepositoryContext(plan: plan)]
        case "StoredRecord": parts = MigrationContext(plan: plan).map { [$0] } ?? []
        case "Validator", "ValidatorTests": parts = [ValidatorContext(plan: plan)]
        case "Availability": parts = [AvailabilityContext(plan: plan)]
        case "UseCase", "UseCaseTests":
            parts = plan.useCases.first { $0.operation == artifact.subject }.map { [UseCaseContext(plan: plan, useCase: $0)] } ?? []
        case "ListViewModel": parts = [ListContext(plan: plan), ListContext.viewModel(plan), ScreenContext(plan: plan)]
        case "ListViewModelTests": parts = [ListContext(plan: plan), ListContext.viewModel(plan)]
        case "ListView": parts = [ListContext(plan: plan), ScreenContext(plan: plan)]
        case "FormViewModel", "FormViewModelTests": parts = [FormContext(plan: plan), FormContext.viewModel(plan)]
        case "FormView": parts = [FormContext(plan: plan), ScreenContext(plan: plan)]
        case "RowView", "Route", "Coordinator": parts = [ScreenContext(plan: plan)]
        case "DetailViewModel", "DetailViewModelTests", "DetailView": parts = (DetailContext(plan: plan).map { [$0] } ?? []) + [DetailContext.viewModel(plan)]
        case "WiringTests": parts = WiringContext(plan: plan).map { [$0] } ?? []
        case _ where artifact.template.hasPrefix("Remote") || NetworkFiles.templates.contains(artifact.template):
            // A remote feature's own files, and the app's network files it writes once: the remote names at the top.
            parts = RemoteContext(plan: plan).map { [$0] } ?? []
        default: parts = []
        }
        return [names, FeatureContext(plan: plan)] + parts
    }

    /// An adopted app's registration, printed into the app's own container, its extension and its root view
    /// (ContainerExtension, ContainerStore, RootViewRegistration, and ContainerRemoteClient, the `@main` App's client
    /// of its remote features; ContainerMembers, printed to paste, reads
    /// `registration`'s names at the top level).
    struct Adopted: Encodable {
        /// The feature's wiring, as a root scaffold made has it.
        var registration: RootContext.Registration
        /// The app's container type; empty when the configuration names none.
        var containerType: String
    }

    /// The parts of a context as the one dictionary swift-mustache reads (`MustacheEncoder`).
    static func context(_ parts: [any Encodable]) throws(ScaffoldError) -> [String: Any] {
        do { return try MustacheEncoder.encode(parts) } catch { throw encodingFailed(error) }
    }

    /// A context that did not encode: a defect of scaffold's (every part's `Encodable` is the compiler's), said as one.
    static func encodingFailed(_ error: any Error) -> ScaffoldError {
        .invalidConfiguration([Diagnostic(.error, "a template context did not encode: \(error)", hint: "this is a bug in scaffold; please report it")])
    }

    private func mock(for artifact: Artifact, plan: Plan) -> String {
        guard let subject = artifact.subject, let model = ProtocolModels(plan: plan).model(named: subject) else { return "" }
        // The protocol's own file, so the header (and so the bytes) match what `scaffold mocks` writes.
        let operation = plan.useCases.first { $0.protocolName == subject }?.operation
        let source = plan.artifacts.first {
            ($0.kind == .repositoryProtocol && $0.name == subject) || ($0.kind == .useCase && $0.subject == operation && operation != nil)
                || ($0.kind == .network && $0.name == subject)
        }
        let options = MockRenderOptions(
            header: MockHeader.line(source: source?.path ?? subject),
            imports: ["Foundation"],
            testableImports: [plan.roots.module] + plan.testImports.map { "struct \(plan.roots.module).\($0)" },
            shadowedNames: plan.frameworkNames.shadowed
        )
        return MockRenderer().render(model, options: options)
    }
}

/// Final touches on rendered text: no trailing spaces, no runs of blank lines, one final newline.
enum SourceText {
    static func tidy(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var line = line
            while line.last == " " { line = line.dropLast() }
            return line
        }
        var result: [Substring] = []
        for line in lines where !(line.isEmpty && (result.last?.isEmpty ?? true)) {
            result.append(line)
        }
        // A blank line right before a closing brace reads as a rendering gap, not intent.
        var cleaned: [Substring] = []
        for (index, line) in result.enumerated() {
            let next = index + 1 < result.count ? result[index + 1] : nil
            if line.isEmpty, let next, next.trimmingCharacters(in: .whitespaces).hasPrefix("}") { continue }
            if line.isEmpty, let previous = cleaned.last, previous.hasSuffix("{") { continue }
            cleaned.append(line)
        }
        lines = cleaned
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}

import Foundation
