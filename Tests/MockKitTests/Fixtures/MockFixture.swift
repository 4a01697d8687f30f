@testable import MockKit
import MockModelLiterals

/// A protocol to mock, written twice (as source and as the model the parser would build), and code
/// that exercises its rendered mock with `precondition`s.
struct MockFixture {
    let name: String
    let source: String
    let proto: MockableProtocol
    /// The body of `exercise<Name>()`, which runs `@MainActor` when `onMainActor` is set.
    let exercise: String
    var onMainActor = false
    var imports: [String] = []
    /// Whose member names the mock and its exercise use.
    var naming: MockNamingStyle = .mockolo
}

// Builders keep fixture models as short as the protocols they describe.

func param(
    _ name: String, _ type: SwiftType, label: String? = nil, isInout: Bool = false, isVariadic: Bool = false
) -> MockParameter {
    MockParameter(label: label, name: name, type: type, isInout: isInout, isVariadic: isVariadic)
}

func method(
    _ name: String, _ parameters: [MockParameter] = [], returns: SwiftType? = nil, isAsync: Bool = false,
    throwing: MockThrows = .none, generics: String? = nil, whereClause: String? = nil,
    isStatic: Bool = false, attributes: [SwiftAttribute] = [], isMutating: Bool = false
) -> MockMember {
    .method(MockMethod(
        name: name, genericParameters: genericParameters(generics), parameters: parameters, isAsync: isAsync, throwing: throwing,
        returnType: returns, whereClause: requirements(whereClause), isStatic: isStatic, attributes: attributes, isMutating: isMutating
    ))
}

func property(
    _ name: String, _ type: SwiftType, settable: Bool = false, isAsync: Bool = false, throwing: MockThrows = .none,
    isStatic: Bool = false, attributes: [SwiftAttribute] = [], combine: MockCombineChoice? = nil
) -> MockMember {
    .property(MockProperty(
        name: name, type: type, isSettable: settable, isAsync: isAsync, throwing: throwing,
        isStatic: isStatic, attributes: attributes, combine: combine
    ))
}

func subscriptMember(
    _ parameters: [MockParameter], returns: SwiftType, settable: Bool = false, generics: String? = nil, isStatic: Bool = false
) -> MockMember {
    .subscriptRequirement(MockSubscript(
        genericParameters: genericParameters(generics), parameters: parameters, returnType: returns, isSettable: settable, isStatic: isStatic
    ))
}

func initializer(
    _ parameters: [MockParameter] = [], isFailable: Bool = false, throwing: MockThrows = .none, isAsync: Bool = false
) -> MockMember {
    .initializer(MockInitializer(parameters: parameters, isFailable: isFailable, throwing: throwing, isAsync: isAsync))
}
