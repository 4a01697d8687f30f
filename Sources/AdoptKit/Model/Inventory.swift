import SwiftSource

/// What `scaffold adopt` read in a repository, before any decision: its SwiftPM and Xcode targets and, for every Swift
/// file, the types it declares. Plain values, so each inference is tested on literals without parsing.
public struct Inventory: Sendable {
    public var packages: [Package]
    public var xcodeProjects: [XcodeProject]
    public var files: [SwiftFile]
    /// Every folder under the root (relative, `/`-separated), build and hidden folders left out.
    public var folders: [String]

    public init(packages: [Package] = [], xcodeProjects: [XcodeProject] = [], files: [SwiftFile] = [], folders: [String] = []) {
        self.packages = packages
        self.xcodeProjects = xcodeProjects
        self.files = files
        self.folders = folders
    }

    /// A `Package.swift` and its targets; `folder` is where the manifest is (`""` at the root).
    public struct Package: Sendable, Hashable {
        public var folder: String
        public var targets: [ManifestTarget]
        /// `.defaultIsolation(MainActor.self)` in its settings.
        public var mainActorIsolation: Bool
        /// The iOS version of `platforms: [.iOS(.v16)]`, if the manifest names one.
        public var iOSDeploymentTarget: Double?

        public init(folder: String, targets: [ManifestTarget], mainActorIsolation: Bool = false, iOSDeploymentTarget: Double? = nil) {
            self.folder = folder
            self.targets = targets
            self.mainActorIsolation = mainActorIsolation
            self.iOSDeploymentTarget = iOSDeploymentTarget
        }

        /// A target's folder relative to the repository root.
        public func folder(of target: ManifestTarget) -> String {
            join(folder, target.path ?? target.defaultPath)
        }
    }

    /// An `.xcodeproj` and its native targets.
    public struct XcodeProject: Sendable, Hashable {
        /// `App.xcodeproj`, relative to the root.
        public var path: String
        public var targets: [XcodeTarget]
        /// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` in a build configuration.
        public var mainActorIsolation: Bool
        /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of its build configurations.
        public var iOSDeploymentTarget: Double?
        /// It names each source file of its targets (no folder synchronized with one, as before Xcode 16), so a file
        /// created on disk is compiled only once someone adds it to the target.
        public var listsFiles: Bool

        public init(
            path: String, targets: [XcodeTarget], mainActorIsolation: Bool = false, iOSDeploymentTarget: Double? = nil, listsFiles: Bool = false
        ) {
            self.path = path
            self.targets = targets
            self.mainActorIsolation = mainActorIsolation
            self.iOSDeploymentTarget = iOSDeploymentTarget
            self.listsFiles = listsFiles
        }

        /// The folder holding the project.
        public var folder: String {
            let parts = path.split(separator: "/").dropLast()
            return parts.joined(separator: "/")
        }

        /// The folder of `target`'s files among `folders`: beside the project, named after the target or after the
        /// name it was created with.
        public func folder(of target: XcodeTarget, among folders: Set<String>) -> String? {
            target.folderNames.map { join(folder, $0) }.first(where: folders.contains)
        }
    }

    public struct XcodeTarget: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable { case application, unitTests, uiTests, framework, other }
        public var name: String
        public var kind: Kind
        /// The name the target was created with (`productName`): Xcode named the target's folder after it, and a
        /// target renamed later (`FitFoodie`, in `SwiftUI-MVVM-C/`) keeps that folder.
        public var productName: String?

        public init(name: String, kind: Kind, productName: String? = nil) {
            self.name = name
            self.kind = kind
            self.productName = productName
        }

        /// The folder names, relative to the project's folder, that may hold the target's files: its name's, then its
        /// product name's.
        public var folderNames: [String] {
            guard let productName, productName != name, !productName.isEmpty else { return [name] }
            return [name, productName]
        }
    }

    /// One Swift file: its path and what it declares.
    public struct SwiftFile: Sendable, Hashable {
        public var path: String
        public var facts: SourceFacts

        /// The folder holding the file (`""` at the root).
        public var folder: String {
            path.split(separator: "/").dropLast().joined(separator: "/")
        }
    }

    /// Files under `folder` (every file for `""`).
    public func files(under folder: String) -> [SwiftFile] {
        folder.isEmpty ? files : files.filter { $0.path.hasPrefix(folder + "/") }
    }
}

/// `a/b` + `c` → `a/b/c`, with `""` as the root.
func join(_ parent: String, _ child: String) -> String {
    let child = child.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    if parent.isEmpty { return child }
    if child.isEmpty { return parent }
    return parent + "/" + child
}
