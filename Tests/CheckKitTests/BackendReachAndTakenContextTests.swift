@testable import CheckKit
import XCTest

/// Issue 34 item 2 (stop 46, fresh46's misses): a wrapper of a backend's SDK reaches it whatever its shared accessor
/// is called, through its own private methods, a client it is given, a property kept from the file's global client,
/// or a method only the SDK's clients have; a view model taking a store's context from what keeps it
/// (`PersistenceController.shared.viewContext`) reaches the store itself. `↓` marks every finding expected.
final class BackendReachAndTakenContextTests: XCTestCase {
    private func assertFindings(_ files: [String: String], preset: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try ExampleProject.assertFindingsAtMarkers(files, preset: preset, file: file, line: line)
    }

    /// `downloadAvatar` reaches Storage only through the private `download(path:)`, given a `StorageReference`;
    /// `savePost` writes through a collection kept from the file's global `Firestore`; a view calling either on the
    /// `instance` accessor reaches the backend. A method reaching nothing (`cacheKey`) is no access.
    func testAWrapperReachesTheBackendThroughItsOwnMethodsGivenClientsAndTheFilesGlobal() throws {
        try assertFindings([
            "Sources/App/Utilities/ImageManager.swift": """
            import FirebaseStorage
            import UIKit

            final class ImageManager {
                static let instance = ImageManager()
                private let storage = Storage.storage()
                func cacheKey(for user: String) -> String { "avatar-" + user }
                func downloadAvatar(user: String, handler: @escaping (UIImage?) -> Void) {
                    download(path: avatarPath(user)) { handler($0) }
                }
                private func avatarPath(_ user: String) -> StorageReference { storage.reference(withPath: user) }
                private func download(path: StorageReference, handler: @escaping (UIImage?) -> Void) {
                    path.getData(maxSize: 1_000_000) { data, _ in handler(data.flatMap(UIImage.init(data:))) }
                }
            }
            """,
            "Sources/App/Services/PostService.swift": """
            import FirebaseFirestore

            let DATABASE = Firestore.firestore()

            final class PostService {
                static let sharedInstance = PostService()
                private var posts = DATABASE.collection("posts")
                func savePost(caption: String) { posts.addDocument(data: ["caption": caption]) }
            }
            """,
            "Sources/App/Views/AvatarView.swift": """
            import SwiftUI

            struct AvatarView: View {
                let user: String
                @State private var image: UIImage?
                var body: some View {
                    Text(ImageManager.instance.cacheKey(for: user))
                        .onAppear { ↓ImageManager.instance.downloadAvatar(user: user) { image = $0 } }
                }
            }
            """,
            "Sources/App/Views/ComposeView.swift": """
            import SwiftUI

            struct ComposeView: View {
                @State private var caption = ""
                var body: some View { Button("Post") { ↓PostService.sharedInstance.savePost(caption: caption) } }
            }
            """,
        ], preset: "layered")
    }

    /// The view model takes Core Data's context from a shared controller and saves through it: one finding, at the
    /// first time it takes it. A view model calling a repository that does so is not reported.
    func testAViewModelTakingAStoresContextFromItsKeeperReachesTheStore() throws {
        try assertFindings([
            "Sources/App/Persistence/PersistenceController.swift": """
            import CoreData

            struct PersistenceController {
                static let shared = PersistenceController()
                let container = NSPersistentContainer(name: "Loans")
                var viewContext: NSManagedObjectContext { container.viewContext }
                func save() { try? viewContext.save() }
            }
            """,
            "Sources/App/ViewModels/PaymentViewModel.swift": """
            import Foundation

            final class PaymentViewModel: ObservableObject {
                func delete(_ payment: Payment) {
                    PersistenceController.shared.↓viewContext.delete(payment)
                    _ = Payment(context: PersistenceController.shared.viewContext)
                    PersistenceController.shared.save()
                }
            }
            """,
            "Sources/App/ViewModels/LoanListViewModel.swift": """
            import Foundation

            final class LoanListViewModel: ObservableObject {
                private let repository: any LoanRepositoryProtocol
                init(repository: any LoanRepositoryProtocol) { self.repository = repository }
                func load() async throws -> [Loan] { try await repository.loans() }
            }
            """,
        ], preset: "layered")
    }

    /// View models writing Firestore documents through collections kept in globals of another file (no Firebase import
    /// here): one finding each, where the type first reaches Firestore (the query it builds before it writes). A view
    /// model only reading documents, and one calling its own `delete`, are not reported.
    func testAViewModelWritingFirestoreDocumentsItselfReachesTheStore() throws {
        try assertFindings([
            "Sources/App/Utils/Constants.swift": """
            import FirebaseFirestore

            let COLLECTION_POSTS = Firestore.firestore().collection("posts")
            """,
            "Sources/App/ViewModels/NotificationsViewModel.swift": """
            import SwiftUI

            final class NotificationsViewModel: ObservableObject {
                @Published var count = 0
                func fetch(uid: String) {
                    let query = ↓COLLECTION_POSTS.document(uid).collection("notifications")
                    query.getDocuments { snapshot, _ in self.count = snapshot?.count ?? 0 }
                }
                func send(uid: String) {
                    COLLECTION_POSTS.document(uid).collection("notifications").addDocument(data: ["uid": uid])
                }
            }
            """,
            "Sources/App/ViewModels/FeedCellViewModel.swift": """
            import SwiftUI

            final class FeedCellViewModel: ObservableObject {
                func unlike(postID: String, uid: String) {
                    ↓COLLECTION_POSTS.document(postID).collection("likes").document(uid).delete { _ in }
                }
            }
            """,
            "Sources/App/ViewModels/FeedViewModel.swift": """
            import SwiftUI

            final class FeedViewModel: ObservableObject {
                @Published var count = 0
                private var items: [String] = []
                func fetch() {
                    COLLECTION_POSTS.document("feed").getDocument { snapshot, _ in self.count = snapshot == nil ? 0 : 1 }
                }
                func remove(_ item: String) { items.removeAll { $0 == item }; delete(item) }
                private func delete(_ item: String) { count -= 1 }
            }
            """,
        ], preset: "layered")
    }

    /// A view calling a shared image store whose `loadImage` reaches FileManager through a private helper reads files
    /// itself; a method touching no file (`placeholderName`) is no access.
    func testAViewCallingASharedFileStoreReachesTheFiles() throws {
        try assertFindings([
            "Sources/App/Views/ListingImageView.swift": """
            import SwiftUI

            struct ListingImageView: View {
                let name: String
                var body: some View {
                    Text(ImageStore.shared.placeholderName())
                    if let image = ↓ImageStore.shared.loadImage(name: name) { Image(uiImage: image) }
                }
            }
            """,
            "Sources/App/Utilities/ImageStore.swift": """
            import UIKit

            struct ImageStore {
                func placeholderName() -> String { "placeholder" }
                static let shared = ImageStore()
                func loadImage(name: String) -> UIImage? { UIImage(contentsOfFile: directory().appendingPathComponent(name).path) }
                private func directory() -> URL { FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0] }
            }
            """,
        ], preset: "layered")
    }
}
