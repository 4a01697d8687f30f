import Foundation
import ScaffoldCore

/// Lines of an adopted app's registration that scaffold did not insert, because the file has no anchor line there
/// (or the configuration names no file): printed for a person to paste, with where they go. Pasted with their
/// marker comments, they are the feature's regions, which later runs find and update.
public struct PasteStep: Codable, Hashable, Sendable {
    /// Where the lines go, in words: `inside AppContainer's body (Sources/App/AppContainer.swift)`.
    public var destination: String
    public var text: String
}

extension Renderer {
    /// The registration lines of `plan` that are not inserted into a file; none for an app scaffold created.
    public func pasteSteps(_ plan: Plan) throws(ScaffoldError) -> [PasteStep] {
        guard let registration = plan.registration else { return [] }
        let library = try templates.library(rendering: [
            RegistrationArtifacts.storeTemplate, RegistrationArtifacts.membersTemplate, RegistrationArtifacts.rootViewTemplate,
        ])
        let shared: [any Encodable] = [plan.names, FeatureContext(plan: plan)]
        let containerType = registration.container ?? ""
        func render(_ template: String, _ parts: [any Encodable]) throws(ScaffoldError) -> String {
            guard let text = library.render(try Self.context(shared + parts), withTemplate: template) else {
                throw .invalidConfiguration([
                    Diagnostic(.error, "no template named \(template)", hint: "reinstall scaffold, or add \(template).mustache to .scaffold/templates/")
                ])
            }
            return SourceText.tidy(text)
        }
        func wiring(link: Bool = false, routes: Bool = false) -> RootContext.Registration {
            RootContext.Registration(plan: plan, adopted: registration, roles: Set((link ? [.link] : []) + (routes ? [.routes] : [])))
        }
        var steps: [PasteStep] = []
        let feature = plan.spec.feature
        if let container = registration.container {
            if !registration.insertsStore {
                steps.append(PasteStep(
                    destination: "inside \(container)'s body" + Self.file(registration.containerFile)
                        + " (\(container)+\(feature).swift uses it: the app builds once it is there)",
                    text: try render(RegistrationArtifacts.storeTemplate, [Adopted(registration: wiring(), containerType: containerType)])
                ))
            }
        } else {
            // No container scaffold knows: the store and the factories go into whatever builds the app's screens.
            let store = try render(RegistrationArtifacts.storeTemplate, [Adopted(registration: wiring(), containerType: containerType)])
            let members = try render(RegistrationArtifacts.membersTemplate, [wiring()])
            steps.append(PasteStep(
                destination: "inside the type that builds your screens (set `compositionRoot.type` in .scaffold.yml to have "
                    + "scaffold write \(feature)'s factories as an extension of it)",
                text: store + "\n" + members
            ))
        }
        let view = registration.rootView ?? "your root view"
        let rootViewSteps = [
            (!registration.insertsLink, false, "among \(view)'s links"),
            // A typed path's router shows the feature's screens through its own switch: no routes of the feature's.
            (false, !registration.insertsRoutes && !registration.pushesThroughRouter, "in \(view)'s NavigationStack, as a modifier of its content"),
        ]
        for (link, routes, destination) in rootViewSteps where link || routes {
            let text = try render(RegistrationArtifacts.rootViewTemplate, [Adopted(registration: wiring(link: link, routes: routes), containerType: containerType)])
            if !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                steps.append(PasteStep(destination: destination + Self.file(registration.rootViewFile), text: text))
            }
        }
        return steps
    }

    private static func file(_ path: String?) -> String {
        path.map { " (\($0))" } ?? ""
    }
}
