import ScaffoldCore

/// The list's load is a fetch-all UseCase the team owns (its effect unstated: created once, never overwritten), so the
/// `storageNotice()` the list view model asks it for may be missing from its protocol: a file written by an earlier
/// version of scaffold, or one the team rewrote, declares only `execute`. A regenerated file must not stop the project
/// building (design.md: "nothing lost ever", and a command that could have known leaves a project that builds), so
/// the list view model's file gives the protocol a default (nil) and `feature` says where the team may forward the
/// store's notice. Where the team's protocol declares the requirement (as a file created now does) it is dispatched to
/// the team's implementation; where it does not, the list says nothing rather than failing to compile.
struct TeamOwnedLoadNotice: Encodable {
    /// The team-owned UseCase's protocol, which the default extends.
    var protocolName: String
    /// The notice's type.
    var storageNotice: String
    /// The team's file, where the store's notice may be forwarded.
    var file: String

    /// Nil unless the list shows the store's notice and loads through a UseCase scaffold creates once.
    init?(plan: Plan) {
        guard plan.migration != nil,
              let load = plan.operations(plan.listViewModel).first(where: { $0.kind == .fetchAll }),
              let useCase = plan.useCases.first(where: { $0.operation == load.name && !$0.implemented })
        else { return nil }
        protocolName = useCase.protocolName
        storageNotice = plan.names.storageNotice
        let artifact = plan.artifacts.first { $0.kind == .useCase && $0.subject == useCase.operation }
        file = artifact?.path ?? "\(useCase.baseName).swift"
    }

    /// What `feature` says about it.
    var note: String {
        "\(file) is yours (created once), so the list asks it for the store's notice through a default that says "
            + "nothing; to show what the store could not read, declare `func storageNotice() async -> \(storageNotice)?` "
            + "in \(protocolName) and return `await repository.storageNotice()` from it"
    }
}
