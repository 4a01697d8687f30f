@testable import MockKit

/// Protocols refining `NSObjectProtocol`: the mock subclasses `NSObject`.
enum ObjectFixtures {
    static let all = [delegate, isolatedDelegate, sendableDelegate]

    static let delegate = MockFixture(
        name: "PickerDelegate",
        source: """
        import Foundation
        protocol PickerDelegate: NSObjectProtocol {
            init(tag: Int)
            func picker(didSelect index: Int)
        }
        """,
        proto: MockableProtocol(name: "PickerDelegate", inheritedTypes: ["NSObjectProtocol"], members: [
            initializer([param("tag", "Int")]),
            method("picker", [param("index", "Int", label: "didSelect")]),
        ]),
        exercise: """
        let mock = PickerDelegateMock(tag: 3)
        mock.picker(didSelect: 1)
        check(mock.initArgValues == [3] && mock.pickerArgValues == [1])
        check(mock.isEqual(mock) && !mock.isEqual(PickerDelegateMock()), "NSObject provides identity")
        """
    )

    static let isolatedDelegate = MockFixture(
        name: "ScreenDelegate",
        source: """
        import Foundation
        @MainActor protocol ScreenDelegate: NSObjectProtocol {
            func screenDidAppear(animated: Bool)
        }
        """,
        proto: MockableProtocol(name: "ScreenDelegate", inheritedTypes: ["NSObjectProtocol"], attributes: ["@MainActor"], members: [
            method("screenDidAppear", [param("animated", "Bool")]),
        ]),
        exercise: """
        let mock = ScreenDelegateMock()
        mock.screenDidAppear(animated: true)
        check(mock.screenDidAppearArgValues == [true])
        """,
        onMainActor: true
    )

    static let sendableDelegate = MockFixture(
        name: "TransferDelegate",
        source: """
        import Foundation
        protocol TransferDelegate: NSObjectProtocol, Sendable {
            func transfer(didProgress fraction: Double)
            init(id: String)
        }
        """,
        proto: MockableProtocol(name: "TransferDelegate", inheritedTypes: ["NSObjectProtocol", "Sendable"], members: [
            method("transfer", [param("fraction", "Double", label: "didProgress")]),
            initializer([param("id", "String")]),
        ]),
        exercise: """
        let mock = TransferDelegateMock(id: "a")
        await withTaskGroup(of: Void.self) { group in
            for step in 0..<10 { group.addTask { mock.transfer(didProgress: Double(step) / 10) } }
        }
        check(mock.transferCallCount == 10 && mock.initArgValues == ["a"])
        """
    )
}
