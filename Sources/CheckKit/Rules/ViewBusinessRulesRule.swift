import SwiftSource
import SwiftSyntax

/// A View validates what the user typed itself: a `guard`/`if` that tests one of its inputs (`@State`, `@Binding`,
/// a settable property, a parameter, or a value parsed from one) and, when the test fails, shows an error (sets an
/// alert, calls `raiseAlert(…)`) or throws; or a member that answers a `Bool` from such a test and whose answer the view
/// keeps in its state to mark the field (`isNameCorrect = checkNameCorrect()`). The test may be a comparison of the
/// input with the value it must equal (`if pin == room.pin { join() } else { wrongPin = true }`: the failing side is then
/// the `else`). A view that only disables a button (`.disabled(name.isEmpty)`, an
/// `isFormValid` it reads) or hides a hint is fine: the rule is the view model's (and the UseCase's) to hold.
final class ViewBusinessRulesRule: RuleVisitor, Rule {
    static let description = RuleDescription(
        id: "view-business-rules",
        rank: 30,
        summary: "A View holds no business rules: it does not validate input and report the error itself.",
        reports: #"a View validates its own input (`@State`, `@Binding`, a parameter, the value `.onChange(of:)` hands its action, its length against a limit the view names too, `value.count > maxCharacters`, a parsed value or one its own method makes of it, `let code = otp.joined()`; compared with the value it must equal too, the `else` then being the failure; through a local verdict, `let canProceed = !tags.isEmpty; if canProceed`) and shows the error (an error or alert property, a `message` it sets, a call such as `showValidation(…)` — not a success alert —, or a flag the view shows as a message: `Text(emptyName ? "Empty name" : "")`) or throws, or keeps a rule's verdict on a field in its state (`isNameCorrect = checkNameCorrect()`), or tests an input together with a `Bool` its caller gives it (`if value.isEmpty && required { Text(…) }` with `let required: Bool`: the view applies a rule it is switched into); a `Bool` helper testing an input whose verdict branches fail into an error is one finding, at the helper, and a `guard` requiring what the user picks (`guard let cover, let second else { errorText = … }` of the view's `@State` optionals) applies the required-fields rule; a method testing several fields in turn (`signUp()`: email, phone, password) is one finding, at its first test, listing them; disabling a button on an `isFormValid` is not reported — 000 View "Business logic", 002 "Contain business logic", 003 View "No business logic", 004 "UI presentation only - no business logic""#,
        severity: .warning,
        passages: [
            "layered": SeedPassage(.layered, "View layer - P1", "Prohibited:", "Business logic"),
            "features": SeedPassage(.features, "MVVM Components › Views › Rules", "UI presentation only - no business logic"),
            "clean": SeedPassage(.clean, "Layer Responsibilities › Presentation Layer", "Contain business logic"),
            "mvvm": SeedPassage(.mvvm, "MVVM Pattern › View Layer › Best Practices", "No business logic"),
        ],
        hint: "give the input to the view model (and the rule to a UseCase or a validator) and show the error it reports",
        triggering: [
            // The value `.onChange(of:)` hands its action is the input's, and its length is held to a limit the view names.
            RuleExample("layered", "Sources/App/Views/NoteEditor.swift", """
            struct NoteEditor: View {
                @Binding var text: String
                @State private var showError = false
                let maxCharacters = 200
                var body: some View {
                    TextEditor(text: $text)
                        .onChange(of: text) { value in
                            ↓if value.count > maxCharacters {
                                text = String(value.prefix(maxCharacters))
                                showError = true
                            }
                        }
                        .alert("Too long", isPresented: $showError) {}
                }
            }
            """),
            // Every picture the user must pick, required before the upload, the error shown when one is missing.
            RuleExample("mvvm", "Sources/App/Views/GalleryPickerView.swift", """
            struct GalleryPickerView: View {
                @State private var cover: UIImage?
                @State private var second: UIImage?
                @State private var errorText: String?
                let upload: ([UIImage]) -> Void
                var body: some View { Button("Upload") { send() } }
                private func send() {
                    ↓guard let cover, let second = second else {
                        errorText = "Please choose both pictures"
                        return
                    }
                    upload([cover, second])
                }
            }
            """),
            // A field component told whether it is required, and checking it.
            RuleExample("clean", "Sources/App/Presentation/Components/LabeledField.swift", """
            struct LabeledField: View {
                let title: String
                let required: Bool
                @Binding var value: String
                var body: some View {
                    VStack {
                        TextField(title, text: $value)
                        ↓if value.isEmpty && required {
                            Text("This field is required")
                        }
                    }
                }
            }
            """),
            RuleExample("mvvm", "Sources/App/Views/AddView.swift", """
            struct AddView: View {
                @State private var title = ""
                @State private var alertTitle = ""
                @State private var showAlert = false
                var body: some View {
                    Button("Save") { save() }.alert(alertTitle, isPresented: $showAlert) {}
                }
                func save() {
                    ↓if title.count < 3 {
                        raiseAlert("A title needs at least 3 characters")
                        return
                    }
                }
                func raiseAlert(_ text: String) { alertTitle = text; showAlert = true }
            }
            """),
            // One method testing several fields in turn is one rule: one finding, at its first test.
            RuleExample("mvvm", "Sources/App/Views/SignUpView.swift", """
            struct SignUpView: View {
                @State private var email = ""
                @State private var phone = ""
                @State private var errorMessage: String?
                var body: some View { Button("Sign up") { signUp() } }
                private func signUp() {
                    ↓if email.isEmpty { errorMessage = "Enter your email"; return }
                    if phone.isEmpty { errorMessage = "Enter your phone"; return }
                    if phone.count < 10 { errorMessage = "Phone too short"; return }
                }
            }
            """),
            RuleExample("layered", "Sources/App/Views/AmountField.swift", """
            struct AmountField: View {
                @Binding var amountText: String
                @State private var errorText: String?
                var body: some View { TextField("Amount", text: $amountText).onSubmit(check) }
                private func check() {
                    ↓guard let amount = Double(amountText), amount > 0 else {
                        errorText = "Enter an amount above zero"
                        return
                    }
                }
            }
            """),
            RuleExample("features", "Sources/App/Features/Wallet/Views/WalletFormView.swift", """
            struct WalletFormView: View {
                @State private var name = ""
                @State private var showError = false
                var body: some View { Button("Save") { save() } }
                private func save() {
                    ↓guard !name.isEmpty else { showError = true; return }
                }
            }
            """),
            RuleExample("clean", "Sources/App/Presentation/Notes/Views/NoteFormView.swift", """
            struct NoteFormView: View {
                @State private var title = ""
                @State private var alert: String?
                var body: some View { Button("Save") { save() } }
                private func save() {
                    ↓if title.isEmpty { alert = "A note needs a title" }
                }
            }
            """),
            // The flag set when the test fails shows a message (`Text(emptyName ? "…" : "")`): an error shown, whatever its name.
            RuleExample("clean", "Sources/App/Presentation/Rooms/CreateRoomView.swift", """
            struct CreateRoomView: View {
                @State private var roomName = ""
                @State private var emptyRoomName = false
                let create: (String) -> Void
                var body: some View {
                    VStack {
                        TextField("Room", text: $roomName)
                        Text(emptyRoomName ? "Enter a room name" : "")
                        Button("Create") {
                            ↓if roomName.isEmpty {
                                emptyRoomName = true
                            } else {
                                create(roomName)
                            }
                        }
                    }
                }
            }
            """),
            // A typed value compared with the one it must equal; the failing side is the `else`.
            RuleExample("mvvm", "Sources/App/Views/JoinRoomView.swift", """
            struct JoinRoomView: View {
                let room: Room
                let join: () -> Void
                @State private var pin = ""
                @State private var wrongPin = false
                var body: some View {
                    VStack {
                        SecureField("PIN", text: $pin)
                        Text(wrongPin ? "Wrong PIN" : "")
                        Button("Join") {
                            ↓if pin == room.pin {
                                join()
                            } else {
                                wrongPin = true
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("mvvm", "Sources/App/Views/LocationFormView.swift", """
            struct LocationFormView: View {
                @State var location: Location
                @State private var isNameCorrect = true
                private func ↓checkNameCorrect() -> Bool {
                    !location.name.isEmpty
                }
                var body: some View {
                    FieldView(text: $location.name, isCorrect: $isNameCorrect, errorMessage: "A name is required")
                        .onChange(of: location.name) { isNameCorrect = checkNameCorrect() }
                }
            }
            """),
        ],
        nonTriggering: [
            // A countdown stopping its timer shows no error (`invalidate()` is no `invalid` input).
            RuleExample("layered", "Sources/App/Views/CountdownView.swift", """
            struct CountdownView: View {
                @State private var secondsRemaining = 10
                var body: some View {
                    Text("\\(secondsRemaining)").onAppear {
                        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                            if secondsRemaining >= 1 { secondsRemaining -= 1 } else { timer.invalidate() }
                        }
                    }
                }
            }
            """),
            // Waiting for a value the view does not ask the user for (a loaded record, a local bound from elsewhere), or
            // leaving quietly: nothing required of the user is shown.
            RuleExample("mvvm", "Sources/App/Views/GalleryPickerView.swift", """
            struct GalleryPickerView: View {
                @State private var cover: UIImage?
                @State private var errorText: String?
                let album: Album?
                let upload: (UIImage) -> Void
                var body: some View { Button("Upload") { send() } }
                private func send() {
                    guard let cover else { return }
                    guard let album, let first = album.pictures.first else {
                        errorText = "The album could not be loaded"
                        return
                    }
                    upload(cover)
                    upload(first)
                }
            }
            """),
            // An input's test alone is a hint; a given flag alone picks what to show.
            RuleExample("clean", "Sources/App/Presentation/Search/SearchField.swift", """
            struct SearchField: View {
                let showsHint: Bool
                @Binding var query: String
                var body: some View {
                    VStack {
                        TextField("Search", text: $query)
                        if query.isEmpty { Text("Type to search") }
                        if showsHint { Text("Press return") }
                    }
                }
            }
            """),
            // A flag that shows no message (a placeholder view) is no error.
            RuleExample("clean", "Sources/App/Presentation/Search/SearchView.swift", """
            struct SearchView: View {
                @State private var query = ""
                @State private var showsHint = false
                let search: (String) -> Void
                var body: some View {
                    VStack {
                        TextField("Search", text: $query)
                        if showsHint { HintView() }
                        Button("Go") {
                            if query.isEmpty { showsHint = true } else { search(query) }
                        }
                    }
                }
            }
            """),
            // A state compared with a case picks what to show; a flag set in a button inside the `else` is the button's.
            RuleExample("mvvm", "Sources/App/Views/RoomsView.swift", """
            struct RoomsView: View {
                @State private var filter = Filter.all
                @State private var name = ""
                @State private var nameError = false
                var body: some View {
                    VStack {
                        Text(nameError ? "Name taken" : "")
                        if filter == .all {
                            AllRoomsView()
                        } else {
                            Button("Reset") { nameError = true }
                        }
                    }
                }
                func select(_ other: Filter) {
                    if filter == other { return } else { filter = other }
                }
            }
            """),
            RuleExample("mvvm", "Sources/App/Views/AddView.swift", """
            struct AddView: View {
                @State private var title = ""
                var isFormValid: Bool { title.count >= 3 }
                var body: some View {
                    Button("Save") { }.disabled(!isFormValid)
                }
                func clear() {
                    guard !title.isEmpty else { return }
                    title = ""
                }
            }
            """),
            RuleExample("layered", "Sources/App/Views/NoteFormView.swift", """
            struct NoteFormView: View {
                @State private var title = ""
                @State private var isEmptyList = false
                let notes: [Note]
                private func canSave() -> Bool { !title.isEmpty }
                private func checkEmpty() -> Bool { notes.isEmpty }
                var body: some View {
                    Button("Save") { }.disabled(!canSave())
                        .onAppear { isEmptyList = checkEmpty() }
                }
            }
            """),
        ]
    )

    /// Property wrappers whose values the user edits or the view owns.
    private static let inputWrappers: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage", "FocusState"]

    override class var readsBodies: Bool { false }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        if type.role == .view {
            var inputs = Set((type.entry?.properties ?? []).filter(\.isSettable).map(\.name))
            for decl in type.memberDecls {
                guard let variable = decl.as(VariableDeclSyntax.self),
                      !Self.inputWrappers.isDisjoint(with: TypeNames.attributes(variable.attributes)) else { continue }
                inputs.formUnion(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
            }
            // A flag the view shows as a message (`Text(emptyName ? "Empty name" : "")`) is an error shown, whatever its name.
            let flags = MessageFlags.find(in: type, file: file).intersection(inputs)
            let branches = InputValidation.find(in: type, file: file, isInput: inputs.contains, validationMembers: false, messageFlags: flags)
            for found in branches {
                report(found.message, at: found.node)
            }
            // A test of an input that the view's caller switches on (`value.isEmpty && required`).
            for found in RequiredInputs.find(in: type, isInput: inputs.contains)
            where !branches.contains(where: { $0.covers(found.node) }) {
                report(found.message, at: found.node)
            }
            // A rule kept as a verdict on a field, unless a branch inside it was reported already (one validation, one finding).
            for found in StoredVerdicts.find(in: type, file: file, isInput: inputs.contains)
            where !branches.contains(where: { $0.node.position >= found.member.position && $0.node.endPosition <= found.member.endPosition }) {
                report(found.message, at: found.node)
            }
        }
        return type.declaresTypes ? .visitChildren : .skipChildren
    }
}
