import SwiftSyntax

extension SyntaxCollection {
    /// The same elements as iterating the collection itself. SwiftSyntax's iterator converts each child through
    /// an unspecialized generic cast, which looks up `Optional<Element>` metadata at run time for every element;
    /// this sequence is specialized here, where the element type is known.
    var typedElements: TypedSyntaxElements<Element> {
        TypedSyntaxElements(children: Syntax(self).children(viewMode: .all))
    }
}

/// The children of a syntax collection as its element type; see `SyntaxCollection.typedElements`.
struct TypedSyntaxElements<Element: SyntaxProtocol>: Sequence {
    let children: SyntaxChildren

    func makeIterator() -> Iterator {
        Iterator(children: children.makeIterator())
    }

    struct Iterator: IteratorProtocol {
        var children: SyntaxChildren.Iterator

        mutating func next() -> Element? {
            // A collection's children are all of its element type.
            guard let child = children.next() else { return nil }
            return Element(child)
        }
    }
}
