/// `#Preview` as the Xcode 16+ SDK declares it (DeveloperToolsSupport, re-exported by SwiftUI): the body is
/// not a `@ViewBuilder`, so a body of several statements ends in `return`. The implementation is the
/// stand-in macro in Tests/Support/PreviewsMacros, loaded with `-load-plugin-executable` (Tests/Support/README.md).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
