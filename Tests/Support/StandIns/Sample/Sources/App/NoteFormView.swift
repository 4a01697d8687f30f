import Accessibility
import Foundation
import Observation
import SwiftUI

/// A form bound to an `ObservableObject` through `@ObservedObject`, dismissed through the environment.
struct NoteFormView: View {
    @ObservedObject var model: NoteFormModel
    @Environment(\.dismiss) private var dismiss
    @State private var showsTags = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Details") {
                    TextField("Title", text: $model.title)
                    TextField("Amount", value: $model.amount, format: .number)
                    TextField("Count", value: $model.count, format: .number)
                    TextField("Ratio", value: $model.ratio, format: .number)
                    Toggle("Done", isOn: $model.isDone)
                    DatePicker("Due", selection: $model.due, displayedComponents: .date)
                    DatePicker("At", selection: $model.due, displayedComponents: [.date, .hourAndMinute])
                }
                Section {
                    Toggle(isOn: $showsTags) { Text("Show tags") }
                    if showsTags {
                        Text("Tags").foregroundStyle(.secondary)
                    }
                    if #available(iOS 17, macOS 14, *) {
                        Text("Modern").foregroundStyle(Color.red)
                    }
                }
                if let message = model.errorMessage {
                    Section { Text(message).foregroundStyle(.red) }
                }
            }
            // A message that appears is announced to VoiceOver (iOS 17's two `onChange` forms).
            .onChange(of: model.errorMessage) {
                if let message = model.errorMessage {
                    AccessibilityNotification.Announcement(message).post()
                }
            }
            .onChange(of: model.title, initial: true) { oldTitle, newTitle in
                if oldTitle != newTitle {
                    AccessibilityNotification.Announcement(AttributedString(newTitle)).post()
                }
            }
            .navigationTitle(model.title.isEmpty ? "New Note" : model.title)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        Task {
                            await model.save()
                            dismiss()
                        }
                    }
                    .disabled(!model.canSave)
                }
            }
        }
    }
}

/// An editor over an `@Observable` model through `@Bindable`, reading an environment object.
struct NoteEditorView: View {
    @Bindable var model: NoteEditorModel
    @Environment(NoteSession.self) private var session: NoteSession?
    let titleLabel = "Title"

    var body: some View {
        VStack(spacing: 12) {
            TextField(titleLabel, text: $model.title)
            TextField("Count", value: $model.count, format: .number)
            Text("Signed in as \(session?.userName ?? "nobody")")
            Button(role: .destructive, action: { model.title = "" }) {
                Text("Clear")
            }
            Button("Reset", role: .destructive) { model.count = 0 }
            EmptyView()
        }
    }
}

/// Reads objects that only a view hierarchy provides; type-checked, never rendered in tests.
struct SettingsBadge: View {
    @EnvironmentObject var settings: AppSettings
    @Environment(NoteSession.self) private var session
    @StateObject private var form = NoteFormModel()

    var body: some View {
        Text("\(settings.accent) for \(session.userName)")
            .foregroundStyle(.primary)
        TextField("Title", text: $form.title)
        TextField("Accent", text: $settings.accent)
        AnyView(Text("erased"))
    }
}

/// The app entry point: a window with objects placed in the environment.
struct SampleApp: App {
    @StateObject private var settings = AppSettings()
    @State private var session = NoteSession()

    var body: some Scene {
        WindowGroup {
            TabView {
                NoteListView()
                    .environmentObject(settings)
                    .environment(session)
                    .tabItem {
                        Label("Notes", systemImage: "note.text")
                    }
            }
        }
    }
}

/// A toolbar with a conditional item and an item group.
struct ToolbarSample: View {
    @State private var isEditing = false
    @State private var text = Binding.constant("fixed")

    var body: some View {
        Text(text.wrappedValue)
            .toolbar {
                if isEditing {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { isEditing = false } }
                } else {
                    ToolbarItem(placement: .primaryAction) { Button("Edit") { isEditing = true } }
                }
                ToolbarItemGroup(placement: .secondaryAction) {
                    Button("A") {}
                    Button("B") {}
                }
            }
            .task(id: isEditing) {}
    }
}
