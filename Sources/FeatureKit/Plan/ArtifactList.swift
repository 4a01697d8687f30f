import ScaffoldCore

/// Lists every file a plan generates, with the layout's path for each.
struct ArtifactList {
    var preset: Preset
    var roots: ProjectRoots

    func artifacts(for plan: Plan) -> [Artifact] {
        let names = plan.names
        var list: [Artifact] = []
        func add(
            _ kind: ArtifactKind, _ name: String, _ template: String, subject: String? = nil, file: String? = nil, folder: ArtifactKind? = nil,
            mode: GeneratedFile.Mode = .regenerate
        ) {
            let path = preset.layout.path(for: folder ?? kind, name: file ?? name, feature: plan.spec.feature, entity: names.entity, roots: roots)
            list.append(Artifact(kind: kind, name: name, path: path, template: template, subject: subject, mode: mode))
        }
        add(.model, names.entity, "Model")
        let remote = RemoteArtifacts.supports(plan)
        add(.repositoryProtocol, names.repositoryProtocol, remote ? "RemoteRepositoryProtocol" : "RepositoryProtocol", folder: RemoteServiceRole.folder(plan))
        if remote {
            RemoteArtifacts.feature(plan) { kind, name, template, folder in add(kind, name, template, folder: folder) }
            for file in NetworkFiles.files(for: plan) {
                if file.kind == .mock {
                    add(.mock, file.name, "Mock", subject: String(file.name.dropLast("Mock".count)), mode: .createOnly)
                } else {
                    add(file.kind, file.name, file.template, mode: .createOnly)
                }
            }
        }
        switch plan.storage {
        case _ where remote:
            break
        case .inMemory:
            add(.repositoryImplementation, names.repository, "InMemoryRepository")
        case .userDefaults:
            add(.repositoryImplementation, names.repository, "UserDefaultsRepository")
            add(.repositoryImplementation, plan.previewRepository, "InMemoryRepository")
        case .jsonFile:
            add(.repositoryImplementation, names.repository, "JSONFileRepository")
            add(.repositoryImplementation, plan.previewRepository, "InMemoryRepository")
        case .dataSource:
            add(.repositoryImplementation, names.repository, "DataSourceRepository")
            add(.dataSource, names.dataSource, "LocalDataSource")
            add(.dataTransferObject, names.dataTransferObject, "DataTransferObject")
            add(.mapper, names.mapper, "Mapper")
        case .jsonDataSource:
            add(.repositoryImplementation, names.repository, "DataSourceRepository")
            add(.dataSource, plan.dataSourceProtocol, "DataSourceProtocol")
            add(.dataSource, plan.fileDataSource, "JSONFileDataSource")
            // The previews' data source, holding the sample's DTO.
            add(.dataSource, names.dataSource, "LocalDataSource")
            add(.dataTransferObject, names.dataTransferObject, "DataTransferObject")
            add(.mapper, names.mapper, "Mapper")
        }
        // Every persisting store reads and writes its records through one (`MigrationContext` says why even one shape
        // gets it), beside the store: clean's beside its JSON file data source.
        if plan.migration != nil {
            add(plan.storage == .jsonDataSource ? .dataSource : .repositoryImplementation, names.storedRecord, "StoredRecord")
        }
        add(.mock, names.repositoryProtocol + "Mock", "Mock", subject: names.repositoryProtocol)
        add(.test, "\(names.repository)Tests", remote ? "RemoteRepositoryTests" : "RepositoryTests")
        add(.testFixture, names.entity, "Fixture", file: "\(names.entity)+Fixture")
        if FieldErrors.applies(plan) {
            add(.model, FieldErrors.fieldEnum(plan), "FieldEnum")
        }
        // When each operation can run (issue 35, M1), beside the model: a rule of the domain.
        if AvailabilityContext.applies(plan) {
            add(.model, "\(names.entity)+Availability", "Availability")
        }
        if plan.useCases.contains(where: \.validates) {
            add(.validator, names.validator, "Validator")
            add(.test, "\(names.validator)Tests", "ValidatorTests")
        }
        if plan.useCases.contains(where: { !$0.implemented || !$0.reads.isEmpty || $0.keeps.contains { $0.onDelete == .restrict } })
            || AvailabilityContext.applies(plan) {
            add(.useCase, names.operationError, "OperationError")
        }
        for useCase in plan.useCases {
            // A UseCase whose effect the spec leaves unstated is the team's to write: created once, never overwritten.
            let mode: GeneratedFile.Mode = useCase.implemented ? .regenerate : .createOnly
            add(.useCase, useCase.implementationName, "UseCase", subject: useCase.operation, file: useCase.baseName, mode: mode)
            add(.mock, useCase.protocolName + "Mock", "Mock", subject: useCase.protocolName)
            add(.test, "\(useCase.baseName)Tests", "UseCaseTests", subject: useCase.operation, mode: mode)
        }
        if plan.listViewModel != nil {
            add(.viewModel, names.listViewModel, "ListViewModel")
            add(.test, "\(names.listViewModel)Tests", "ListViewModelTests")
            add(.view, names.listView, "ListView")
            add(.component, names.rowView, "RowView")
        }
        if plan.formViewModel != nil {
            add(.viewModel, names.formViewModel, "FormViewModel")
            add(.test, "\(names.formViewModel)Tests", "FormViewModelTests")
            add(.view, names.formView, "FormView")
        }
        if plan.hasDetail {
            add(.viewModel, plan.detailViewModelName, "DetailViewModel")
            add(.test, "\(plan.detailViewModelName)Tests", "DetailViewModelTests")
            add(.view, plan.detailView, "DetailView")
        }
        if plan.hasScreens {
            add(.route, names.route, "Route")
            if plan.coordinator { add(.coordinator, names.coordinator, "Coordinator") }
        }
        // The wiring test builds scaffold's root; an adopted app's own container is not one scaffold can make.
        if plan.hasWiringTest && plan.registration == nil {
            add(.test, "\(plan.spec.feature)WiringTests", "WiringTests")
        }
        if plan.viewModelProtocol {
            add(.support, "ViewModel", "ViewModelProtocol", mode: .createOnly)
        }
        if plan.useCaseInput && !plan.useCases.isEmpty {
            add(.support, "UseCase", "UseCaseProtocol", mode: .createOnly)
        }
        if plan.coordinator {
            add(.support, "AppCoordinator", "AppCoordinator", mode: .createOnly)
        }
        if let root = preset.compositionRoot {
            add(.compositionRoot, root.typeName, root.template, mode: .insertBetweenMarkers)
        }
        if let registration = plan.registration {
            list += RegistrationArtifacts(registration: registration, plan: plan).artifacts { kind, name in
                preset.layout.path(for: kind, name: name, feature: plan.spec.feature, entity: names.entity, roots: roots)
            }
        }
        return list.sorted { $0.path < $1.path }
    }
}
