/// Where a feature's tests go: the folder of the test target that tests the module (a SwiftPM test target depending
/// on it or named `<Module>Tests`; an Xcode unit-test target), so generated tests are in a folder a target compiles.
struct TestFolderInference {
    let inventory: Inventory

    func infer(module: String, target: String) -> Findings {
        for package in inventory.packages {
            let tests = package.targets.filter { $0.kind == .test }
            if let test = tests.first(where: { $0.dependencies.contains(target) || $0.name == "\(target)Tests" }) {
                let folder = package.folder(of: test)
                return found(folder, Evidence(
                    file: join(package.folder, "Package.swift"), line: test.line,
                    detail: "SwiftPM test target \(test.name)" + (test.dependencies.contains(target) ? " depends on \(target)" : "")))
            }
        }
        for project in inventory.xcodeProjects {
            let tests = project.targets.filter { $0.kind == .unitTests }
            let ordered = tests.filter { $0.name == "\(target)Tests" } + tests.filter { $0.name != "\(target)Tests" }
            let folders = Set(inventory.folders)
            for test in ordered {
                if let folder = project.folder(of: test, among: folders) {
                    return found(folder, Evidence(file: join(project.path, "project.pbxproj"), detail: "Xcode unit-test target \(test.name)"))
                }
            }
        }
        if let folder = inventory.folders.first(where: { $0.split(separator: "/").last.map(String.init) == "\(target)Tests" }) {
            return found(folder, Evidence(file: folder, detail: "a folder named \(target)Tests"))
        }
        return Findings(questions: [Question(
            key: "tests",
            question: "which folder holds \(module)'s tests? Adopt found no test target for it; until one exists, generated tests go to "
                + "Tests/\(module)Tests, which no target compiles",
            suggestion: ["tests: \(module)Tests"]
        )])
    }

    private func found(_ folder: String, _ evidence: Evidence) -> Findings {
        let count = inventory.files(under: folder).count
        return Findings(inferences: [Inference(key: "tests", value: folder, reason: "\(evidence.detail), \(counted(count, "Swift file"))", evidence: [evidence])])
    }
}
