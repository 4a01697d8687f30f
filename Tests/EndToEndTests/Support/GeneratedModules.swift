import Foundation

extension Workspace {
    /// `scaffold feature --spec specs/<spec> --preset <preset> --module <module> --root <folder>/<preset>` for each
    /// spec in order (`passes` times): one preset's module in its own folder, so several share one harness package.
    /// Throws with the transcript when a generation fails; returns the module and everything scaffold printed on
    /// stderr.
    func generateModule(
        _ specs: [String], preset: Preset, module: String, in folder: String, passes: Int = 1
    ) throws -> (module: HarnessPackage.Module, stderr: String) {
        var stderr = ""
        let root = "\(folder)/\(preset.rawValue)"
        for pass in 1...passes {
            for spec in specs {
                let output = try run([
                    "feature", "--spec", copyFixture(spec), "--preset", preset.rawValue, "--module", module, "--root", root,
                ])
                guard output.exitCode == 0 else {
                    throw HarnessError("\(preset.rawValue): generating \(spec) (pass \(pass)) failed:\n\(output.transcript)")
                }
                stderr += output.stderr
            }
        }
        return (HarnessPackage.Module(name: module, sources: "\(root)/Sources/\(module)", tests: "\(root)/Tests/\(module)Tests"), stderr)
    }
}

/// Generated modules and nothing else to check after the build.
struct GeneratedModules: GeneratedPart {
    var modules: [HarnessPackage.Module]
}
