func useProfileEditor() {
    let mock = ProfileEditorMock(name: nil, age: 3, draft: nil, badge: nil)
    mock.name = "Ada"
    mock.age = 4
    mock.draft = Draft()
    mock.badge = Badge()
    let _: Int = mock.nameSetCallCount + mock.ageSetCallCount + mock.draftSetCallCount + mock.badgeSetCallCount
}
