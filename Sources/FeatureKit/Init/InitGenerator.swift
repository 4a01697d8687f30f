import ScaffoldCore

/// Request → files: the pure core of `scaffold init`. Every file is create-only: `init` never replaces a
/// file, and afterwards they all belong to the person (the manifest claims none of them).
public struct InitGenerator: Sendable {
    public static let group = "init"

    public var templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    public func render(_ request: InitRequest) throws(ScaffoldError) -> ChangeSet {
        let problems = InitRequest.problems(appName: request.appName) + (request.apiBaseURL.map(InitRequest.problems(apiBaseURL:)) ?? [])
        if !problems.isEmpty { throw .invalidConfiguration(problems) }
        let plan = InitFiles(request: request)
        let (library, templateProblems) = templates.parsed(rendering: plan.files.map { templates.name(for: $0.template, tests: request.preset.style.tests) })
        let values: [String: Any]
        do { values = try plan.values() } catch { throw Renderer.encodingFailed(error) }
        var files = [
            GeneratedFile(
                path: ProjectConfig.fileName,
                contents: ProjectConfig.render(
                    presetName: request.preset.name, module: request.appName, isolation: request.isolation, project: request.project,
                    persistence: request.projectPersistence, apiBaseURL: request.apiBaseURL
                ),
                mode: .createOnly
            )
        ]
        var missing: [String] = []
        var names = TemplateNameCheck(templates: templates)
        for file in plan.files {
            let template = templates.name(for: file.template, tests: request.preset.style.tests)
            names.check(template, context: values)
            guard templateProblems.isEmpty else { continue }
            guard let text = library.render(values, withTemplate: template) else {
                missing.append(template)
                continue
            }
            files.append(GeneratedFile(path: file.path, contents: file.tidy ? SourceText.tidy(text) : text, mode: .createOnly))
        }
        if let failure = TemplateSet.failure(templateProblems + names.diagnostics + missing.map(TemplateSet.missing)) { throw failure }
        return ChangeSet(files: files, group: Self.group)
    }
}
