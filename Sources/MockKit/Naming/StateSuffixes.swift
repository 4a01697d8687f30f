/// The suffixes one API flavour puts after a member's prefix (`fetch` + `CallCount`), for the state the renderers
/// declare whatever the flavour: `callCount` (calls of a method, an effectful getter or a subscript getter),
/// `getterCallCount` (reads of an effectful property), `invocations` (every call's arguments), `handler` (the closure
/// answering a call), `error` (what a throwing member throws), `returnValue` (what a call returns when no closure is
/// set) and `called` (the `Bool` "was called at least once", where the flavour has one). The flavours' tables stand
/// side by side, so what differs reads at a glance.
struct StateSuffixes: Sendable {
    let callCount, getterCallCount, invocations, handler, error, returnValue: StaticString
    let called: StaticString?

    /// Mockolo's: `fetchCallCount`, `fetchArgValues`, `fetchHandler`, `fetchError`, `fetchReturnValue`.
    static let mockolo = StateSuffixes(
        callCount: "CallCount", getterCallCount: "GetCallCount", invocations: "ArgValues", handler: "Handler", error: "Error",
        returnValue: "ReturnValue", called: nil
    )

    /// Sourcery's AutoMockable template's (both generations): a getter's reads are counted as a method's calls.
    static let sourcery = StateSuffixes(
        callCount: "CallsCount", getterCallCount: "CallsCount", invocations: "ReceivedInvocations", handler: "Closure",
        error: "ThrowableError", returnValue: "ReturnValue", called: "Called"
    )
}
