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
        let (library, problems) = templates.parsed()
        let shared = sharedValues(plan)
        var files: [GeneratedFile] = []
        var missing: [String] = []
        var names = TemplateNameCheck(templates: templates)
        for artifact in plan.artifacts {
            if artifact.template == "Mock" {
                files.append(GeneratedFile(path: artifact.path, contents: mock(for: artifact, plan: plan), mode: artifact.mode))
                continue
            }
            let context = shared.merging(context(for: artifact, plan: plan))
            names.check(artifact.template, context: context)
            guard problems.isEmpty else { continue }
            guard let text = library.render(context, withTemplate: artifact.template) else {
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

    /// What every template of the plan may print.
    func sharedValues(_ plan: Plan) -> [String: Any] {
        SharedContext(plan: plan).values
            .merging(ModelContext(plan: plan).values)
            .merging(ViewContext(plan: plan).values)
            .merging(PreviewContext(plan: plan).values)
    }

    private func context(for artifact: Artifact, plan: Plan) -> [String: Any] {
        if let registration = plan.registration,
           let values = RegistrationContext(plan: plan, registration: registration).values(for: artifact) {
            return values
        }
        // A preset names its root's template as data, so the root is known by its kind, not its template name.
        if artifact.kind == .compositionRoot { return CompositionRootContext(plan: plan).values }
        switch TemplateVariant.base(of: artifact.template) {
        case "Validator", "ValidatorTests": return ValidatorContext(plan: plan).values
        case "UseCase", "UseCaseTests":
            guard let useCase = plan.useCases.first(where: { $0.operation == artifact.subject }) else { return [:] }
            return UseCaseContext(plan: plan, useCase: useCase).values
        case "ListViewModel": return ListViewModelContext(plan: plan).values
        case "ListViewModelTests": return ListViewModelContext(plan: plan).values.merging(TestDoublesContext(plan: plan).values)
        case "ListView": return ListViewModelContext(plan: plan).values.merging(NavigationContext(plan: plan).values)
        case "FormViewModel": return FormViewModelContext(plan: plan).values
        case "FormViewModelTests": return FormViewModelContext(plan: plan).values.merging(TestDoublesContext(plan: plan).values)
        case "FormView": return FormViewModelContext(plan: plan).values.merging(NavigationContext(plan: plan).values)
        case "Route": return NavigationContext(plan: plan).values
        case "Coordinator": return CoordinatorContext(plan: plan).values
        case "WiringTests": return FormViewModelContext(plan: plan).values.merging(WiringTestContext(plan: plan).values)
        case "InMemoryRepository" where artifact.name != plan.names.repository:
            // The previews' store beside a persistent one: its own name, no `shared`.
            return RepositoryTestContext(plan: plan).values.merging(["repository": artifact.name, "previewStore": true])
        case "DataSourceRepository", "DataSourceProtocol", "JSONFileDataSource", "LocalDataSource", "DataTransferObject":
            return RepositoryTestContext(plan: plan).values.merging(DataSourceContext(plan: plan).values)
        case "RepositoryTests", "InMemoryRepository", "UserDefaultsRepository", "JSONFileRepository", "RepositoryProtocol":
            return RepositoryTestContext(plan: plan).values
        default: return [:]
        }
    }

    private func mock(for artifact: Artifact, plan: Plan) -> String {
        guard let subject = artifact.subject, let model = ProtocolModels(plan: plan).model(named: subject) else { return "" }
        // The protocol's own file, so the header (and so the bytes) match what `scaffold mocks` writes.
        let operation = plan.useCases.first { $0.protocolName == subject }?.operation
        let source = plan.artifacts.first {
            ($0.kind == .repositoryProtocol && $0.name == subject) || ($0.kind == .useCase && $0.subject == operation && operation != nil)
        }
        let options = MockRenderOptions(
            header: MockHeader.line(source: source?.path ?? subject),
            imports: ["Foundation"],
            testableImports: [plan.roots.module] + SharedContext.testImports(plan).map { "struct \(plan.roots.module).\($0)" },
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
