import Foundation
import ScaffoldCore

/// Everything a `feature`, `plan` or `destroy` run knows of the project, read once, under the project's lock, before
/// anything is decided (`read`, called by `FeaturePipeline`). The pure core (`FeatureGenerator`) decides from this value
/// and never reads the disk; the writer is handed the same manifest.
public struct ProjectState: Sendable {
    /// What the run will need beyond what every run reads.
    public enum Needs: Sendable {
        /// `feature` and `plan`: the module's sources (no type declared twice), and — for a shorthand — the feature's
        /// saved `Specs/<Feature>.yml`, which a shorthand may not silently shrink.
        case generation(shorthandFeature: String?)
        /// `destroy feature NAME`: the files whose regions it empties, and every Swift file of the project, which it
        /// searches for names it removes.
        case removal(feature: String)
        /// `upgrade`: what every run reads, no more.
        case upgrade
    }

    /// Flags over `.scaffold.yml` over defaults, resolved once by the command.
    public var context: ProjectContext
    /// What scaffold wrote, per group (`.scaffold/manifest.json`).
    public var manifest: Manifest
    /// The entities the project has: the Swift files of the layout's model folder, generated or not.
    public var entities: Set<String>
    /// The features scaffold recorded (`.scaffold/specs/<Feature>.json`), by feature; a record of another version is
    /// left out.
    public var records: [String: FeatureRecord]
    /// The `Specs/<Name>.yml` files read, by root-relative path: those of entities without a record (they stand in
    /// for one) and a shorthand feature's own.
    public var specFiles: [String: Data]
    /// The files scaffold inserts regions into and reads first, by root-relative path (an adopted app's container
    /// and root view; for `destroy`, the composition root too); a file that cannot be read is absent.
    public var regionFiles: [String: [UInt8]]
    /// The module's Swift sources and tests (`feature`, `plan`).
    public var moduleSources: [SwiftSourceText]
    /// Every Swift file of the project with its text (`destroy`).
    public var projectSwiftFiles: ProjectSwiftFiles
    /// The built-in templates with the project's overrides (`.scaffold/templates/`).
    public var templates: TemplateSet
    /// In an adopted app, where a feature registers in the app's own files (`RegistrationSites`), found in those files
    /// as this read left them (`AppSources`): a search in memory, for each feature the run plans. Nil where the app's
    /// anchors alone decide (`RegistrationAnchorReader`), and for an app scaffold made.
    public var registrationSites: (@Sendable (_ feature: String) -> RegistrationSites)?
    /// An adopted app's Swift files that read found (`AppSources`: the module's and the repository's others),
    /// root-relative.
    public var appSwiftFiles: Set<String>
    /// An adopted app's Xcode projects (`feature`, `plan`, `destroy`): those that list their files get the files a run
    /// creates, and lose those it deletes.
    public var xcodeProjects: [XcodeMembership.Project] = []
    /// `destroy` in an app whose Xcode project lists its files: the Swift files scaffold wrote that still hold the bytes
    /// it wrote (those a removal deletes), root-relative.
    public var uneditedSwiftFiles: Set<String> = []
    /// `feature` and `plan` in an app scaffold made, with features recorded: the composition root's path when the file
    /// is gone (deleted since), so the run writes it again with every recorded feature's region, not its own alone.
    public var absentCompositionRoot: String?
    /// `feature` and `plan`: the records `destroy` kept of features whose versions stored records
    /// (`.scaffold/destroyed/<Feature>.json`, `DestroyedRecord`), by feature.
    public var destroyedRecords: [String: FeatureRecord] = [:]

    public init(
        context: ProjectContext, manifest: Manifest = Manifest(), entities: Set<String> = [], records: [String: FeatureRecord] = [:],
        specFiles: [String: Data] = [:], regionFiles: [String: [UInt8]] = [:], moduleSources: [SwiftSourceText] = [],
        projectSwiftFiles: ProjectSwiftFiles = ProjectSwiftFiles(), templates: TemplateSet,
        registrationSites: (@Sendable (_ feature: String) -> RegistrationSites)? = nil, appSwiftFiles: Set<String> = []
    ) {
        self.context = context
        self.manifest = manifest
        self.entities = entities
        self.records = records
        self.specFiles = specFiles
        self.regionFiles = regionFiles
        self.moduleSources = moduleSources
        self.projectSwiftFiles = projectSwiftFiles
        self.templates = templates
        self.registrationSites = registrationSites
        self.appSwiftFiles = appSwiftFiles
    }

    /// Reads the project: every read a run makes of it, in one place. `destroy` of a feature the manifest does not know
    /// stops here, before the rest is read.
    public static func read(_ context: ProjectContext, needs: Needs, sources: any SwiftSourceReader) throws(ScaffoldError) -> ProjectState {
        let root = context.root
        let manifest = try Writer(root: root).manifest()
        if case .removal(let feature) = needs { try FeatureRemoval.checkKnown(feature, manifest: manifest, context: context) }
        let entities = ExistingEntities.find(root: root, layout: context.preset.layout, roots: context.roots)
        let records = FeatureRecord.loadAll(root: root)
        let specs = Dictionary(records.values.map { ($0.spec.entity, $0) }, uniquingKeysWith: { first, _ in first })
        var specPaths = entities.sorted().filter { specs[$0] == nil }.map(SpecConvention.path(for:))
        let app = context.config?.existingApp
        var regionPaths = [app?.compositionRoot?.file, app?.rootView?.file].compactMap { $0 }
        var moduleSources: [SwiftSourceText] = []
        switch needs {
        case .generation(let feature):
            if let feature { specPaths.append(SpecConvention.path(for: feature)) }
            let folders = [context.roots.sources, context.roots.tests].map { root.appending(path: $0) }
                .filter { FileSystem.isFolder($0.path(percentEncoded: false)) }
            // Nothing is excluded as output: every Swift file of the module counts.
            if !folders.isEmpty { moduleSources = try sources.files(in: folders, root: root) }
        case .removal, .upgrade:
            break
        }
        // An adopted app's files, once: every feature the run plans (its own, those regenerated with it) finds where it
        // registers in them.
        var registrationSites: (@Sendable (String) -> RegistrationSites)?
        var appBytes: [String: [UInt8]] = [:]
        var appSwiftFiles: Set<String> = []
        if let app {
            let known = Dictionary(moduleSources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
            let folders = [context.roots.sources]
            let files = AppSources.read(root: root, sources: folders, extra: regionPaths, known: known)
            appBytes = files.bytes
            appSwiftFiles = Set(files.module + files.elsewhere)
            registrationSites = { feature in
                sources.registrationSites(of: feature, routeCase: Registration.routeCase(feature: feature), app: app, sources: folders, in: files)
            }
        }
        var projectSwiftFiles = ProjectSwiftFiles()
        if case .removal(let feature) = needs {
            projectSwiftFiles = ProjectSwiftFiles.read(root: root, generated: manifest.files.keys.filter { $0.hasSuffix(".swift") }, known: appBytes)
            regionPaths = FeatureRemoval.regionFiles(
                feature: feature, preset: context.preset, roots: context.roots, existingApp: app, files: projectSwiftFiles
            )
        }
        var specFiles: [String: Data] = [:]
        for path in specPaths { specFiles[path] = FileSystem.contents(of: root.appending(path: path).path(percentEncoded: false)) }
        var regionFiles: [String: [UInt8]] = [:]
        for path in Set(regionPaths) {
            if let bytes = appBytes[path] {
                regionFiles[path] = bytes
            } else if let data = try? FileSystem.read(root.appending(path: path).path(percentEncoded: false)) {
                regionFiles[path] = Array(data)
            }
        }
        let templates = try TemplateLoader.load(overrides: root.appendingPathComponent(TemplateCatalog.overridesFolder))
        var state = ProjectState(
            context: context, manifest: manifest, entities: entities, records: records, specFiles: specFiles,
            regionFiles: regionFiles, moduleSources: moduleSources, projectSwiftFiles: projectSwiftFiles, templates: templates,
            registrationSites: registrationSites, appSwiftFiles: appSwiftFiles
        )
        switch needs {
        case .generation, .removal: if app != nil { state.xcodeProjects = XcodeMembership.Project.find(root: root) }
        default: break
        }
        if case .generation = needs { state.destroyedRecords = FeatureRecord.loadAll(root: root, folder: DestroyedRecord.folder) }
        if case .generation = needs, app == nil, !records.isEmpty, let composition = context.preset.compositionRoot {
            let path = context.preset.layout.path(for: .compositionRoot, name: composition.typeName, feature: "", entity: "", roots: context.roots)
            if !FileSystem.isFile(root.appending(path: path).path(percentEncoded: false)) { state.absentCompositionRoot = path }
        }
        if case .removal = needs, state.xcodeProjects.contains(where: \.listsFiles) {
            // The Swift files destroy would delete (still holding what scaffold wrote) leave the project with them.
            state.uneditedSwiftFiles = Set(manifest.files.filter { path, entry in
                guard path.hasSuffix(".swift"), let data = FileSystem.contents(of: root.appending(path: path).path(percentEncoded: false))
                else { return false }
                return ContentHash.hex(data) == entry.sha256
            }.keys)
        }
        return state
    }
}

/// Every Swift file under the project root with its text, for what `destroy` leaves behind (`RemovalImpact`): the
/// files a walk of the root finds (hidden folders and `DerivedData`, `Pods`, `Carthage` left out), in path order,
/// and the Swift files scaffold generated that the walk does not reach.
public struct ProjectSwiftFiles: Sendable {
    /// Root-relative path and text, in path order.
    public var walked: [(path: String, text: String)] = []
    /// Generated files outside the walk, by root-relative path.
    public var others: [String: String] = [:]

    public init() {}

    /// `known`: bytes the run read already, by root-relative path, not read again.
    public static func read(root: URL, generated: [String] = [], known: [String: [UInt8]] = [:]) -> ProjectSwiftFiles {
        let rootPath = RelativePath.folder(root)
        var files = ProjectSwiftFiles()
        files.walked = FileSystem.swiftFiles(under: rootPath).sorted().compactMap { absolute in
            let path = RelativePath.of(absolute, in: rootPath)
            if let bytes = known[path] { return (path, String(decoding: bytes, as: UTF8.self)) }
            return FileSystem.contents(of: absolute).map { (path, String(decoding: $0, as: UTF8.self)) }
        }
        let walked = Set(files.walked.map(\.path))
        for path in generated where !walked.contains(path) {
            files.others[path] = FileSystem.contents(of: rootPath + "/" + path).map { String(decoding: $0, as: UTF8.self) }
        }
        return files
    }
}

/// Entities the project already has: the Swift files in the layout's model folder (generated or hand-written).
public enum ExistingEntities {
    public static func find(root: URL, layout: Layout, roots: ProjectRoots) -> Set<String> {
        let folder = root.appendingPathComponent(layout.modelDirectory(roots: roots))
        guard let entries = FileSystem.list(folder.path(percentEncoded: false), where: { $0.hasSuffix(".swift") }) else { return [] }
        return Set(entries.compactMap { entry -> String? in
            let name = entry.name
            let base = String(name.dropLast(".swift".count))
            guard let first = base.first, first.isUppercase, base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return base
        })
    }
}

extension FeatureRecord {
    /// Every record of the project (or of `folder`: those `destroy` kept), by feature name; a record that no longer
    /// decodes (another version) is skipped, and the feature's `Specs/<Feature>.yml`, if any, stands in for it (`ProjectRecords`).
    static func loadAll(root: URL, folder: String = Self.folder) -> [String: FeatureRecord] {
        let folder = root.appendingPathComponent(folder).path
        var records: [String: FeatureRecord] = [:]
        for entry in FileSystem.list(folder, where: { $0.hasSuffix(".json") }) ?? [] where entry.kind == .file {
            guard let data = FileSystem.contents(of: folder + "/" + entry.name),
                  let record = try? JSONDecoder().decode(FeatureRecord.self, from: data),
                  record.version == currentVersion else { continue }
            records[record.spec.feature] = record
        }
        return records
    }
}

extension XcodeMembership.Project {
    /// How many folders down from the root a project is looked for: a repository often keeps its app (and its
    /// `.xcodeproj`) in a folder or two of its own (`ios/App/App.xcodeproj`), never much deeper.
    static let searchDepth = 3

    /// Folders never entered: build products and dependencies' checkouts (a React Native app's `node_modules` holds
    /// projects of its own).
    static let skippedFolders = FileSystem.skippedSourceFolders.union(["build", "node_modules", "checkouts", "SourcePackages"])

    /// The Xcode projects of the folder and of its folders down to `searchDepth` levels, by path. Hidden folders
    /// (`.build`, `.git`), `skippedFolders`, project bundles, workspaces and asset catalogs are not entered.
    static func find(root: URL) -> [Self] {
        let rootPath = RelativePath.folder(root)
        var projects: [Self] = []
        func visit(_ folder: String, depth: Int) {
            let absolute = folder.isEmpty ? rootPath : rootPath + "/" + folder
            for entry in (FileSystem.list(absolute) ?? []).sorted(by: { $0.name < $1.name })
            where entry.kind == .directory && !entry.name.hasPrefix(".") {
                let path = (folder.isEmpty ? "" : folder + "/") + entry.name
                if entry.name.hasSuffix(".xcodeproj") {
                    guard let data = FileSystem.contents(of: rootPath + "/" + path + "/project.pbxproj") else { continue }
                    projects.append(Self(folder: folder, file: path + "/project.pbxproj", text: String(decoding: data, as: UTF8.self)))
                } else if depth < searchDepth, !skippedFolders.contains(entry.name),
                          !entry.name.hasSuffix(".xcworkspace"), !entry.name.hasSuffix(".xcassets") {
                    visit(path, depth: depth + 1)
                }
            }
        }
        visit("", depth: 0)
        return projects
    }
}
