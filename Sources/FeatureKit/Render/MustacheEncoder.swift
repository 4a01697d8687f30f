/// The one bridge from the typed plan to the templates: an `Encoder` that turns any `Encodable` value into what
/// swift-mustache looks names up in — a struct becomes `[String: Any]`, an array `[Any]`, a string, number or Bool
/// itself. A property that is nil is left out (`encodeIfPresent`), so `{{#name}}` renders nothing and `{{^name}}`
/// renders, as Mustache does for a missing name. Values encoded one after another into one encoder share one
/// dictionary: that is how a template's context is several parts (`Renderer.context`).
enum MustacheEncoder {
    /// `values` merged into one dictionary, in order.
    static func encode(_ values: [any Encodable]) throws -> [String: Any] {
        let slot = Slot()
        for value in values { try value.encode(to: SlotEncoder(slot: slot, codingPath: [])) }
        return slot.resolved as? [String: Any] ?? [:]
    }

    /// A string, number or Bool is kept as it is (the containers' other `encode` overloads all arrive here);
    /// anything else encodes itself into the slot.
    fileprivate static func store<T: Encodable>(_ value: T, in slot: Slot, codingPath: [any CodingKey]) throws {
        if value is String || value is Bool || value is any Numeric {
            slot.value = value
        } else {
            try value.encode(to: SlotEncoder(slot: slot, codingPath: codingPath))
        }
    }

    /// Where one value goes: nothing yet, a scalar, or a box a container fills.
    fileprivate final class Slot {
        var value: Any?

        var object: Object {
            if let object = value as? Object { return object }
            let object = Object()
            value = object
            return object
        }

        var list: List {
            if let list = value as? List { return list }
            let list = List()
            value = list
            return list
        }

        var resolved: Any? { Self.resolve(value) }

        static func resolve(_ value: Any?) -> Any? {
            switch value {
            case let object as Object: object.entries.compactMapValues { resolve($0.value) }
            case let list as List: list.items.compactMap { resolve($0.value) }
            default: value
            }
        }
    }

    fileprivate final class Object { var entries: [String: Slot] = [:] }
    fileprivate final class List { var items: [Slot] = [] }

    fileprivate struct SlotEncoder: Encoder {
        let slot: Slot
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed(object: slot.object, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(list: slot.list, codingPath: codingPath) }
        func singleValueContainer() -> any SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }
    }

    fileprivate struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let object: Object
        var codingPath: [any CodingKey]

        private func slot(_ key: Key) -> Slot {
            let slot = Slot()
            object.entries[key.stringValue] = slot
            return slot
        }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            guard !(value is any InlinedValue) else {
                // Its names join this object's: written into a slot over the same object.
                return try value.encode(to: SlotEncoder(slot: Slot(object: object), codingPath: codingPath))
            }
            if let flagged = value as? any FlaggedValue {
                // `has<Name>` beside it, whether it holds anything; the value itself under its name, nil left out.
                object.entries["has" + Naming.upperFirst(key.stringValue)] = Slot(value: flagged.isPresent)
            }
            try MustacheEncoder.store(value, in: slot(key), codingPath: codingPath + [key])
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested> {
            KeyedEncodingContainer(Keyed<Nested>(object: slot(key).object, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Unkeyed(list: slot(key).list, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder { SlotEncoder(slot: Slot(object: object), codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { SlotEncoder(slot: slot(key), codingPath: codingPath + [key]) }
    }

    fileprivate struct Unkeyed: UnkeyedEncodingContainer {
        let list: List
        var codingPath: [any CodingKey]
        var count: Int { list.items.count }

        private func append() -> Slot {
            let slot = Slot()
            list.items.append(slot)
            return slot
        }

        mutating func encodeNil() {}
        mutating func encode<T: Encodable>(_ value: T) throws { try MustacheEncoder.store(value, in: append(), codingPath: codingPath) }
        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            KeyedEncodingContainer(Keyed<Nested>(object: append().object, codingPath: codingPath))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(list: append().list, codingPath: codingPath) }
        mutating func superEncoder() -> any Encoder { SlotEncoder(slot: append(), codingPath: codingPath) }
    }

    fileprivate struct Single: SingleValueEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]

        mutating func encodeNil() { slot.value = nil }
        mutating func encode<T: Encodable>(_ value: T) throws { try MustacheEncoder.store(value, in: slot, codingPath: codingPath) }
    }
}

private extension MustacheEncoder.Slot {
    convenience init(object: MustacheEncoder.Object) {
        self.init(value: object)
    }

    convenience init(value: Any) {
        self.init()
        self.value = value
    }
}

/// A property whose value's names join those of the value holding it (`{{noneLabel}}` inside `{{#controls}}`, not
/// `{{#picker}}{{noneLabel}}{{/picker}}`): `MustacheEncoder` writes them into the holder's dictionary instead of under the
/// property's name, so one type serves where it is a list's element and where its names join another's. Absent (nil)
/// adds no names.
@propertyWrapper
struct Inlined<Value: Encodable>: Encodable, InlinedValue {
    var wrappedValue: Value

    func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

/// What `MustacheEncoder` recognizes an `Inlined` property by, whatever its value's type.
protocol InlinedValue {}

/// A list or optional the templates also ask about as a whole: `MustacheEncoder` writes it under its name and, beside
/// it, `has<Name>`, true when the list holds something or the value is present — so `{{#hasCustoms}}` wraps the
/// customs' section once where `{{#customs}}` repeats per element, and no context keeps a flag the compiler cannot tie
/// to its value (`hasCustoms = !customs.isEmpty`). Docs/Templates.md lists the flag after its value.
@propertyWrapper
struct Flagged<Value: Encodable & Presence>: Encodable, FlaggedValue {
    var wrappedValue: Value

    var isPresent: Bool { wrappedValue.isPresent }

    func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

/// What `MustacheEncoder` recognizes a `Flagged` property by, whatever its value's type.
protocol FlaggedValue {
    var isPresent: Bool { get }
}

/// A value that may hold nothing: an empty list, a nil optional.
protocol Presence {
    var isPresent: Bool { get }
}

extension Array: Presence {
    var isPresent: Bool { !isEmpty }
}

extension Optional: Presence {
    var isPresent: Bool { map { _ in true } ?? false }
}
