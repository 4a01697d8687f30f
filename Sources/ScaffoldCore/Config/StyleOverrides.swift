/// The style choices a project makes differently from its preset; nil keeps the preset's choice.
public struct StyleOverrides: Sendable, Hashable {
    public var observation: Style.Observation?
    public var state: Style.State?
    public var naming: Style.Naming?
    public var tests: Style.Tests?
    /// `style.protocolName` and `style.implementationName`: patterns such as `{name}Impl`.
    public var protocolPattern: NamePattern?
    public var implementationPattern: NamePattern?

    /// No choice made: the preset's style throughout.
    public static let unchanged = StyleOverrides()

    /// `style` with every choice made here replacing the preset's.
    public func applied(to style: Style) -> Style {
        Style(
            observation: observation ?? style.observation,
            state: state ?? style.state,
            naming: naming ?? style.naming,
            tests: tests ?? style.tests,
            protocolPattern: protocolPattern ?? style.protocolPattern,
            implementationPattern: implementationPattern ?? style.implementationPattern
        )
    }
}
