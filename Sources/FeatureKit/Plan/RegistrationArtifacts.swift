import ScaffoldCore

/// The files an adopted app's feature registers through (`Registration`): an extension of the app's container with
/// the feature's factories and screens (a file scaffold owns, beside the container's file, or where the layout's
/// `compositionRoot` pattern says when the configuration names no file), the
/// feature's store inserted into the container's body, and its link and routes inserted where the app navigates —
/// one insertion per site the app's files were read to hold (`Registration.sites`), else where the configured files
/// hold scaffold's anchor line; what is not inserted is printed (`PasteStep`).
struct RegistrationArtifacts {
    let registration: Registration
    let plan: Plan

    func artifacts(path: (ArtifactKind, String) -> String) -> [Artifact] {
        var list: [Artifact] = []
        if let name = registration.extensionName(feature: plan.spec.feature) {
            let folder = registration.containerFile.map { $0.split(separator: "/").dropLast().joined(separator: "/") }
            let file = folder.map { $0.isEmpty ? "\(name).swift" : "\($0)/\(name).swift" } ?? path(.compositionRoot, name)
            list.append(Artifact(kind: .compositionRoot, name: name, path: file, template: Self.extensionTemplate))
            // The `@main` App's client every remote feature shares, in one file the first one writes (`RemoteWiring`).
            if let client = RemoteWiring.clientFile(registration), RemoteArtifacts.supports(plan) {
                let clientPath = folder.map { $0.isEmpty ? "\(client).swift" : "\($0)/\(client).swift" } ?? path(.compositionRoot, client)
                list.append(Artifact(kind: .compositionRoot, name: client, path: clientPath, template: Self.clientTemplate, mode: .createOnly))
            }
        }
        guard registration.sites.isEmpty else { return list + siteArtifacts }
        if registration.insertsStore, let container = registration.container, let file = registration.containerFile {
            list.append(Artifact(kind: .compositionRoot, name: container, path: file, template: Self.storeTemplate, mode: .insertBetweenMarkers))
        }
        if registration.insertsLink || registration.insertsRoutes, let rootView = registration.rootView, let file = registration.rootViewFile {
            list.append(Artifact(kind: .appEntry, name: rootView, path: file, template: Self.rootViewTemplate, mode: .insertBetweenMarkers))
        }
        return list
    }

    /// One insertion per site the app's files hold (`Registration.sites`): the store into the container, the link,
    /// routes, tab or route case into the files where the app navigates. The artifact's subject is the site's role;
    /// insertions into one file become one (`Renderer.mergingInsertions`).
    private var siteArtifacts: [Artifact] {
        registration.sites.compactMap { site -> Artifact? in
            if site.role == .store {
                guard let container = registration.container else { return nil }
                return Artifact(
                    kind: .compositionRoot, name: container, path: site.file, template: Self.storeTemplate, subject: site.role.rawValue,
                    mode: .insertBetweenMarkers
                )
            }
            return Artifact(
                kind: .appEntry, name: registration.rootView ?? site.role.rawValue, path: site.file, template: Self.rootViewTemplate,
                subject: site.role.rawValue, mode: .insertBetweenMarkers
            )
        }
    }

    /// `extension AppContainer { … }`: the feature's UseCase, view model and screen factories.
    static let extensionTemplate = "ContainerExtension"
    /// `extension NotesApp { static let remoteHTTPClient … }`: the client of the remote features of an app whose `@main`
    /// App holds the stores.
    static let clientTemplate = "ContainerRemoteClient"
    /// The feature's store, one stored property in the container's body.
    static let storeTemplate = "ContainerStore"
    /// The feature's link and its `navigationDestination` in the root view.
    static let rootViewTemplate = "RootViewRegistration"
    /// The factories alone, for an app whose container scaffold does not know (printed to paste).
    static let membersTemplate = "ContainerMembers"
}
