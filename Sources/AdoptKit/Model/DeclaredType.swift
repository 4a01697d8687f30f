import SwiftSource

/// A type of the repository with the file declaring it, and what its name and conformances say it is. The roles
/// follow the architecture documents' names (seed 000's `…Repository`/`…UseCase`/`…ViewModel`, seed 002's
/// `…DataSource`/`…DTO`/`…Mapper`); conformance wins over the name where the two say different things.
struct DeclaredType: Sendable, Hashable {
    var fact: TypeFact
    var file: String
    /// The app's `main.swift` launches it (`NotesApp.main()`): with no `@main`, it is the app's entry all the same.
    var isLaunched = false
    /// A view holds it as its state (`@StateObject`, `@ObservedObject`, `@State`, `@Bindable`): the app uses it as a
    /// screen's view model, whatever its name.
    var isHeldByView = false

    var name: String { fact.name }
    var line: Int { fact.position.line }
    var isProtocol: Bool { fact.kind == .protocol }
    var isConcrete: Bool { [.class, .struct, .actor, .enum].contains(fact.kind) }
    var folder: String { file.split(separator: "/").dropLast().joined(separator: "/") }

    var evidence: Evidence { Evidence(file: file, line: line, detail: name) }

    /// A SwiftUI App the app starts from: `@main`, or launched by `main.swift`.
    var isApp: Bool { fact.inherited.contains("App") && (fact.attributes.contains("main") || isLaunched) }
    var isView: Bool { fact.kind == .struct && fact.inherited.contains { $0 == "View" || $0 == "SwiftUI.View" } }
    var isObservable: Bool {
        fact.inherited.contains("ObservableObject") || fact.attributes.contains("Observable")
    }
    var isViewModel: Bool {
        guard isConcrete, !isView else { return false }
        return name.hasSuffix("ViewModel")
            || (fact.kind == .class && isObservable && !Self.containerWords.contains { name.hasSuffix($0) } && !isNamedForData)
    }
    /// A view model the app's screens use: named `…ViewModel`, or one a view holds as its state. An app-wide
    /// `ObservableObject` no view holds so (a Core Data `PersistenceController`, a `SessionManager`, an `AppState` shared
    /// as an environment object) is no screen's view model, and says nothing about how the screens observe.
    var isUsedAsViewModel: Bool { isViewModel && (name.hasSuffix("ViewModel") || isHeldByView) }
    /// Named for the data layer (`PostRepository`, `PostDao`, `ApiService`): an observable one publishes what it stores,
    /// and is no screen's state.
    var isNamedForData: Bool {
        ["Repository", "DataSource"].contains { name.contains($0) }
            || ["Dao", "DAO", "Service", "Client", "API", "Api"].contains { name.hasSuffix($0) }
    }
    var isRepositoryProtocol: Bool {
        isProtocol && ["Repository", "RepositoryProtocol", "RepositoryType", "RepositoryInterface", "Repositoring"].contains { name.hasSuffix($0) }
    }
    var isUseCase: Bool { name.contains("UseCase") || name.hasSuffix("Interactor") }
    var isDataSource: Bool { name.contains("DataSource") }
    var isDTO: Bool { name.hasSuffix("DTO") || name.hasSuffix("Dto") }
    var isMapper: Bool { name.hasSuffix("Mapper") }
    var isTest: Bool { fact.inherited.contains("XCTestCase") || fact.attributes.contains("Suite") || (isConcrete && name.hasSuffix("Tests")) }

    /// Names of types that hold other objects rather than screen state.
    static let containerWords = ["Container", "Dependencies", "Environment", "Assembly", "Factory", "Resolver", "Injector", "Locator"]
}

extension Inventory {
    /// Every type and extension-free declaration of the repository (extensions are left out), in file order.
    var types: [DeclaredType] { types(in: files) }

    /// The type declarations of `files`, those `main.swift` launches (anywhere in the repository) marked.
    func types(in files: [SwiftFile]) -> [DeclaredType] {
        let launched = launchedTypes, held = typesHeldByViews
        return files.flatMap { file in
            file.facts.types.filter { $0.kind != .extension }.map {
                DeclaredType(fact: $0, file: file.path, isLaunched: launched.contains($0.name), isHeldByView: held.contains($0.name))
            }
        }
    }

    /// The app's own type declarations in `folder`, the evidence of its conventions: a test folder inside the sources
    /// (`AppTests/`), tests, and test doubles wherever they are (`MockFetchOrdersUseCase` in `Preview Content/` or
    /// `Mocks/`, `TaskRepositorySpy`) are left out, as are extensions.
    func ownTypes(under folder: String) -> [DeclaredType] {
        let held = typesHeldByViews
        return files(under: folder).filter { !LayoutInference.isInTestFolder($0.path) }.flatMap { file in
            file.facts.types.filter { $0.kind != .extension }.map { DeclaredType(fact: $0, file: file.path, isHeldByView: held.contains($0.name)) }
        }.filter { !$0.isTest && !LayoutInference.isTestDouble($0) }
    }

    /// The property wrappers a view keeps its own screen state in (seed 003's `@StateObject`/`@ObservedObject`, seed
    /// 001's `@State`/`@Bindable` under Observation); `@EnvironmentObject` and `@Environment` share app-wide objects.
    static let screenStateWrappers: Set<String> = ["StateObject", "ObservedObject", "State", "Bindable"]

    /// The types the app's views hold as their state (`@StateObject private var viewModel = OrdersViewModel()`,
    /// `@Bindable var model: CartModel`), by name.
    var typesHeldByViews: Set<String> {
        var held: Set<String> = []
        for file in files {
            for type in file.facts.types where DeclaredType(fact: type, file: file.path).isView {
                for property in type.properties where !property.isStatic && property.attributes.contains(where: Self.screenStateWrappers.contains) {
                    if let name = property.typeName ?? property.initializer?.first { held.insert(name) }
                }
            }
        }
        return held
    }

    /// The types a launch starts by their static `main()` (`NotesApp.main()`, from `main.swift` or a launcher type's
    /// own `main()`): the app's entry without `@main`.
    var launchedTypes: Set<String> {
        Set(launches.map(\.launch).filter { $0.kind == .typeMain }.compactMap(\.type))
    }

    /// The launches of the repository, with their files: `main.swift`'s, then those of types' own `static func main()`.
    var launches: [(file: String, launch: AppLaunch)] {
        files.compactMap { file in file.facts.launch.map { (file.path, $0) } }
            + files.flatMap { file in file.facts.types.compactMap { type in type.launch.map { (file.path, $0) } } }
    }
}
