import ScaffoldCore

/// The last touch on an adopted app's insertions: each file of the app's own that a registration edits carries the
/// anchor lines to add first where it has none (`Registration.sites`) and the lines rewritten before them
/// (`Registration.rewrites`), and keeps a backup when it changes.
enum RegistrationEdits {
    static func finish(_ files: [GeneratedFile], registration: Registration?) -> [GeneratedFile] {
        guard let registration else { return files }
        let appFiles = Set(registration.sites.map(\.file) + registration.rewrites.map(\.file)
            + [registration.containerFile, registration.rootViewFile].compactMap { $0 })
        return files.map { file in
            guard file.mode == .insertBetweenMarkers, appFiles.contains(file.path) else { return file }
            var edited = file
            let placements = registration.sites.filter { $0.file == file.path }.compactMap(\.placement)
            edited.placements = placements.isEmpty ? nil : placements
            let rewrites = registration.rewrites.filter { $0.file == file.path }
            edited.rewrites = rewrites.isEmpty ? nil : rewrites
            edited.keepsBackup = true
            return edited
        }
    }
}
