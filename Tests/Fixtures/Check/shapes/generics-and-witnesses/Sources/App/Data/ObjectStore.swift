import Foundation

protocol StoredObject: Identifiable {}

/// `Item` below is the function's own generic parameter, not the view of the same name.
final class ObjectStore {
    private var objects: [any StoredObject] = []

    func loadAll<Item: StoredObject>(of type: Item.Type) -> [Item] {
        objects.compactMap { $0 as? Item }
    }

    func first<Item: StoredObject>(where matches: (Item) -> Bool) -> Item? {
        objects.compactMap { $0 as? Item }.first(where: matches)
    }
}

/// A box is generic over `Item` too: its property holds no project type.
struct Box<Item> {
    let item: Item
}
