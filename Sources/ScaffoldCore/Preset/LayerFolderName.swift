/// A layer's folder name (`Domain`, `UI`) and the folders named for it, the one matcher `check` places files with and
/// `adopt` infers a preset with. Apps name layer folders `domain`, `DomainLayer`, `SwiftDataDomain` or `BagUI`
/// (issue 25: "layer folders matched without regard to case").
public struct LayerFolderName: Sendable, Hashable {
    public let name: String
    private let lowercased: String
    private let isAcronym: Bool

    public init(_ name: String) {
        self.name = name
        lowercased = name.lowercased()
        isAcronym = name.allSatisfy(\.isUppercase)
    }

    /// A folder is named for the layer when it is the name in any case (`domain`), with `Layer` after it
    /// (`DataLayer`), or when its last word is the name (`SwiftDataDomain`, `BagUI`): a word starts at a capital after a
    /// lowercase letter or a digit, and an all-capital name (`UI`, `DI`) may follow anything. A framework's name is no
    /// layer's although its last word is one (`SwiftData`, `CoreData`, `SwiftUI`): the folder holds code
    /// using that framework (a store, shared views), whichever layer that is; a folder named for the layer after it
    /// (`SwiftDataDomain`) still is.
    public func matches(_ folder: Substring) -> Bool {
        matches(folder, lowercased: Substring(folder.lowercased()))
    }

    /// `matches(_:)` with the folder's lowercase form already made (the resolver lowercases each path once).
    public func matches(_ folder: Substring, lowercased folderLowercased: Substring) -> Bool {
        var folder = folder, lowered = folderLowercased
        if lowered.count > 5, lowered.hasSuffix("layer") {
            folder = folder.dropLast(5)
            lowered = lowered.dropLast(5)
        }
        if lowered == lowercased { return true }
        guard folder.count > name.count, folder.hasSuffix(name), name.first?.isUppercase == true,
              !Self.frameworks.contains(where: { lowered.hasSuffix($0) && $0.hasSuffix(lowercased) }) else { return false }
        if isAcronym { return true }
        let before = folder[folder.index(folder.endIndex, offsetBy: -name.count - 1)]
        return before.isLowercase || before.isNumber
    }

    /// Apple's frameworks whose last word is a layer's (lowercased): a folder named so, or ending so
    /// (`Base/SwiftData`, `PersistenceCoreData`), is named for the framework, not the layer. Not the `…UI` companions
    /// of other frameworks (`PhotosUI`, `MessageUI`): an app names its own feature's UI module so too (`BagUI`).
    static let frameworks: [Substring] = ["swiftdata", "coredata", "tabulardata", "swiftui"]
}
