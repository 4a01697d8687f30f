@_spi(RawSyntax) import SwiftSyntax

/// The elements of a raw syntax collection in order, read in place: the collections' own `elements`
/// builds an array each time it is asked.
struct RawElements<Element: RawSyntaxNodeProtocol>: Sequence {
    let children: RawSyntaxBuffer

    /// No elements for no collection (the requirements of an absent `where` clause).
    init<Collection: RawSyntaxNodeProtocol>(_ collection: Collection?) {
        children = collection?.raw.layoutView?.children ?? RawSyntaxBuffer(UnsafeBufferPointer(start: nil, count: 0))
    }

    func makeIterator() -> Iterator {
        Iterator(children: children.makeIterator())
    }

    struct Iterator: IteratorProtocol {
        var children: UnsafeBufferPointer<RawSyntax?>.Iterator

        mutating func next() -> Element? {
            // A collection's children are all present and all of its element type.
            while let child = children.next() {
                if let child, let element = Element(child) { return element }
            }
            return nil
        }
    }
}

extension RawMemberBlockItemListSyntax { var each: RawElements<RawMemberBlockItemSyntax> { RawElements(self) } }
extension RawFunctionParameterListSyntax { var each: RawElements<RawFunctionParameterSyntax> { RawElements(self) } }
extension RawPatternBindingListSyntax { var each: RawElements<RawPatternBindingSyntax> { RawElements(self) } }
extension RawAccessorDeclListSyntax { var each: RawElements<RawAccessorDeclSyntax> { RawElements(self) } }
extension RawIfConfigClauseListSyntax { var each: RawElements<RawIfConfigClauseSyntax> { RawElements(self) } }
extension RawGenericRequirementListSyntax? { var each: RawElements<RawGenericRequirementSyntax> { RawElements(self) } }
extension RawInheritedTypeListSyntax { var each: RawElements<RawInheritedTypeSyntax> { RawElements(self) } }
extension RawCompositionTypeElementListSyntax { var each: RawElements<RawCompositionTypeElementSyntax> { RawElements(self) } }
extension RawDeclModifierListSyntax { var each: RawElements<RawDeclModifierSyntax> { RawElements(self) } }
/// Specifiers are a choice of kinds; `inout` is a simple one.
extension RawTypeSpecifierListSyntax { var simpleSpecifiers: RawElements<RawSimpleTypeSpecifierSyntax> { RawElements(self) } }
