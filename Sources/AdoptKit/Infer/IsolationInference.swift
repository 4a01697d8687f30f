/// The default isolation the app's target builds with: Xcode 26's approachable concurrency sets
/// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`; a package says `.defaultIsolation(MainActor.self)`.
struct IsolationInference {
    let inventory: Inventory

    func infer() -> Findings {
        if let project = inventory.xcodeProjects.first(where: \.mainActorIsolation) {
            return mainActor(Evidence(file: project.path + "/project.pbxproj", detail: "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor"))
        }
        if let package = inventory.packages.first(where: \.mainActorIsolation) {
            return mainActor(Evidence(file: join(package.folder, "Package.swift"), detail: ".defaultIsolation(MainActor.self)"))
        }
        return Findings(inferences: [Inference(
            key: "isolation", value: "nonisolated", reason: "no target sets MainActor default isolation (Swift 6's default)")])
    }

    private func mainActor(_ evidence: Evidence) -> Findings {
        Findings(inferences: [Inference(key: "isolation", value: "mainActor", reason: evidence.detail, evidence: [evidence])])
    }
}
