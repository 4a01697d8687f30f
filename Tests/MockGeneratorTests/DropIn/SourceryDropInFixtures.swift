import ScaffoldCore

/// Protocols as Sourcery's users mark them, with the names the AutoMockable template of each generation gives
/// their mocks (Docs/Mocks.md, "API flavours").
enum SourceryDropInFixtures {
    static let all: [DropInFixture] = [classic, current]

    /// The template before Sourcery 2.x, as teams keep it: names from the selector, `Protocol` dropped from the
    /// mock's name.
    static let classic = DropInFixture(
        name: "SourceryClassic",
        source: """
            struct AnalyticsEvent: Sendable { let name: String }
            struct AnalyticsConfiguration: Sendable { let key: String }

            // sourcery: AutoMockable
            protocol AnalyticsClientProtocol: Sendable {
                func capture(_ event: AnalyticsEvent)
                func start(analyticsConfiguration: AnalyticsConfiguration) async throws
                func flush(force: Bool, reason: String) -> Bool
                var isEnabled: Bool { get }
            }
            """,
        flavor: .sourceryClassic,
        declares: [
            "AnalyticsClientMock.captureCalled", "AnalyticsClientMock.captureCallsCount", "AnalyticsClientMock.captureReceivedEvent",
            "AnalyticsClientMock.captureReceivedInvocations", "AnalyticsClientMock.captureClosure",
            "AnalyticsClientMock.startAnalyticsConfigurationCalled", "AnalyticsClientMock.startAnalyticsConfigurationCallsCount",
            "AnalyticsClientMock.startAnalyticsConfigurationReceivedAnalyticsConfiguration",
            "AnalyticsClientMock.startAnalyticsConfigurationThrowableError", "AnalyticsClientMock.startAnalyticsConfigurationClosure",
            "AnalyticsClientMock.flushForceReasonReceivedArguments", "AnalyticsClientMock.flushForceReasonReturnValue",
            "AnalyticsClientMock.underlyingIsEnabled",
        ],
        handlers: ["AnalyticsClientMock.captureClosure": "@Sendable (AnalyticsEvent) -> ()",
                   "AnalyticsClientMock.flushForceReasonClosure": "@Sendable (Bool, String) -> Bool"]
    )

    /// Sourcery 2.x's template: names from the whole declaration and its return type.
    static let current = DropInFixture(
        name: "SourceryCurrent",
        source: """
            struct ReportEvent { let name: String }

            // sourcery: AutoMockable
            protocol ReportingClientProtocol {
                func capture(_ event: ReportEvent)
                func flush(force: Bool) -> Bool
            }
            """,
        flavor: .sourcery,
        declares: ["ReportingClientProtocolMock.captureEventReportEventVoidCalled",
                   "ReportingClientProtocolMock.captureEventReportEventVoidReceivedEvent",
                   "ReportingClientProtocolMock.flushForceBoolBoolReturnValue"]
    )
}
