extension FormViewModelContext {
    /// What the FormViewModel, FormView and FormViewModelTests templates (and WiringTests) may print.
    /// Docs/Templates.md, "Form view model", lists them with an example each. Declarations, conversions and calls
    /// are Swift made here: they follow the fields' controls, the preset's state and observation style and the
    /// dependency the rules chose, which a template cannot decide.
    struct Variables: TemplateContext {
        /// The view model's class declaration line, with its conformances.
        var classDeclaration: String
        /// The `Draft`'s properties (one per field the form edits) and an optional date's helpers, one a line.
        var draftLines: [TemplateLine]
        /// Its state properties, one a line, as the style declares them.
        var stateLines: [TemplateLine]
        /// The nested state's stored property.
        var stateStorage: String
        /// What the view model is given.
        var dependencies: [ViewModelContext.Dependency]
        /// Its initializer parameters, one a line: the edited entity, then the dependencies.
        var initParameters: [TemplateLine]
        /// The tests' arguments making it.
        var testArguments: String
        /// The lines loading an entity into the draft.
        var showLines: [TemplateLine]
        /// The lines bringing what an operation changed in the stored entity into the draft.
        var mergeLines: [TemplateLine]
        /// The form offers records of other entities to choose (a reference's picker).
        var hasChoices: Bool
        /// Those records, per referenced entity.
        var choices: [ReferenceContext.Choice]
        /// One picker per field naming another entity's record.
        var pickers: [ReferenceContext.Picker]
        /// The message shown when loading the choices fails.
        var choicesFailure: String
        /// A save needs a choice the user has not made yet (a required reference).
        var hasRequiredChoices: Bool
        /// The lines unwrapping each required choice before the entity is made.
        var requiredChoices: [TemplateLine]
        /// The message of a save missing a required choice; empty without one.
        var requiredMessage: String
        /// The tests' lines choosing what the form requires.
        var requiredInputs: [TemplateLine]
        /// The entity's initializer arguments made from the draft, one a line.
        var entityArguments: [TemplateLine]
        /// One control per field the form edits.
        var controls: [Control]
        /// The tests' lines typing a value into every edited field.
        var typedInputs: [TemplateLine]
        /// The same without the id, for the update test.
        var retypedInputs: [TemplateLine]
        /// What the update test expects the saved entity to hold.
        var retypedExpectations: [Expectation]
        /// What the create test expects the saved entity to hold.
        var typedExpectations: [Expectation]
        /// The navigation title when creating.
        var newTitle: String
        /// The navigation title when editing.
        var editTitle: String
        /// The message shown when a delete fails.
        var deleteFailure: String
        /// That message for the tests' error.
        var expectedDeleteFailure: String
        /// The form creates.
        var hasCreate: Bool
        /// The form updates.
        var hasUpdate: Bool
        /// The form saves: it creates or updates.
        var hasSave: Bool
        /// The form loads its entity by id.
        var hasFetch: Bool
        /// The form deletes.
        var hasDelete: Bool
        /// The operations the form runs on the stored entity (`usedBy` names the form).
        var customs: [Custom]
        /// There is at least one.
        var hasCustoms: Bool
        /// The create call; absent without a create operation (as every `create…` name).
        var createCall: String?
        /// The dependency it calls.
        var createVariable: String?
        /// The test double's handler to stub.
        var createStub: String?
        /// The test double's error to set.
        var createError: String?
        /// What the test double received.
        var createReceived: String?
        /// A handler handing back what it was given.
        var createPassThrough: String?
        /// A handler returning the test's entity.
        var createReturns: String?
        /// A handler saving again while its call is in flight, then handing back what it was given.
        var createTapsAgain: String?
        /// The update call; absent without an update operation (as every `update…` name).
        var updateCall: String?
        /// The dependency it calls.
        var updateVariable: String?
        /// The test double's handler to stub.
        var updateStub: String?
        /// The test double's error to set.
        var updateError: String?
        /// What the test double received.
        var updateReceived: String?
        /// A handler handing back what it was given.
        var updatePassThrough: String?
        /// A handler returning the test's entity.
        var updateReturns: String?
        /// A handler saving again while its call is in flight, then handing back what it was given.
        var updateTapsAgain: String?
        /// The call loading the entity by id; absent without a fetch operation (as every `fetch…` name).
        var fetchCall: String?
        /// The dependency it calls.
        var fetchVariable: String?
        /// The test double's handler to stub.
        var fetchStub: String?
        /// The test double's error to set.
        var fetchError: String?
        /// What the test double received.
        var fetchReceived: String?
        /// A handler handing back what it was given.
        var fetchPassThrough: String?
        /// A handler returning the test's entity.
        var fetchReturns: String?
        /// A handler saving again while its call is in flight, then handing back what it was given.
        var fetchTapsAgain: String?
        /// The delete call; absent without a delete operation (as every `delete…` name but the failures).
        var deleteCall: String?
        /// The dependency it calls.
        var deleteVariable: String?
        /// The test double's handler to stub.
        var deleteStub: String?
        /// The test double's error to set.
        var deleteError: String?
        /// What the test double received.
        var deleteReceived: String?
        /// A handler handing back what it was given.
        var deletePassThrough: String?
        /// A handler returning the test's entity.
        var deleteReturns: String?
        /// A handler deleting again while its call is in flight.
        var deleteTapsAgain: String?
    }

    /// How the form edits one field: which control (exactly one `is…` is true), its bindings and labels, and for a
    /// reference the names of its `ReferenceContext.Picker`.
    struct Control: TemplateContext {
        /// The field's label, a string literal.
        var label: String
        /// The binding to the draft's property.
        var binding: String
        /// The draft's property, read.
        var value: String
        /// The accessibility identifier.
        var identifier: String
        /// A text field over text.
        var isText: Bool
        /// A text field over a number.
        var isNumber: Bool
        /// A toggle.
        var isToggle: Bool
        /// A date picker.
        var isDate: Bool
        /// A text field over an optional number, empty for none.
        var isOptionalNumber: Bool
        /// A toggle revealing a date picker, off for none.
        var isOptionalDate: Bool
        /// A section of text fields, one per element, with Add and swipe to delete.
        var isTextList: Bool
        /// A text field growing over several lines.
        var isMultiline: Bool
        /// A picker of another entity's records.
        var isReference: Bool
        /// The modifier lines after the control (keyboard, content type), `#if` included.
        var modifiers: [TemplateLine]
        /// A number's format.
        var format: String
        /// An optional date's toggle label, a string literal.
        var switchLabel: String
        /// An optional date's toggle binding.
        var switchBinding: String
        /// An optional date's picker binding.
        var dateBinding: String
        /// A list's Add button title, a string literal.
        var addLabel: String
        /// A list's element label, a string literal.
        var rowLabel: String
        /// A reference's picker, whose names are the control's too; absent for other controls.
        @Inlined var picker: ReferenceContext.Picker?
    }

    /// What a test expects one field of the saved entity to hold.
    struct Expectation: TemplateContext {
        /// The field.
        var field: String
        /// Its value, as Swift; empty when `isNil`.
        var expected: String
        /// It must be nil (optional text left empty).
        var isNil: Bool
    }

    /// An operation the form runs on the stored entity: its `OperationActions.Action` and its test's names, both
    /// read as the custom's own (`{{name}}`, `{{editLine}}`).
    struct Custom: TemplateContext {
        /// The operation, as every screen runs it.
        @Inlined var action: OperationActions.Action
        /// How its test arranges and checks it.
        @Inlined var test: OperationTest
    }

    /// The test of an operation run from the form: the stored entity, as the operation leaves it, and an edit of a
    /// field it does not set, which must stay in the draft.
    struct OperationTest: TemplateContext {
        /// Lines setting the stored entity's fields away from what the operation sets.
        var startLines: [TemplateLine]
        /// `var` when there are such lines, else `let`.
        var storedBinding: String
        /// Lines making the changed copy the operation hands back.
        var changeLines: [TemplateLine]
        /// `var` when there are such lines, else `let`.
        var changedBinding: String
        /// What the draft must hold after it: each field it sets, from the changed copy.
        var mergedExpectations: [MergedExpectation]
        /// The test edits a field the operation does not set.
        var hasEdit: Bool
        /// The line editing it; absent without one (as `editedValue` and `editedProperty`).
        var editLine: String?
        /// The value typed.
        var editedValue: String?
        /// The draft's property edited.
        var editedProperty: String?
    }

    /// One field an operation set, which the draft must show after it.
    struct MergedExpectation: TemplateContext {
        /// The draft's property.
        var actual: String
        /// Its value, from the changed copy.
        var expected: String
    }
}
