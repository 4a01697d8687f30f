import Combine

func useProfileEditor() {
    let mock = ProfileEditorMock(name: nil, age: 3, draft: nil, badge: nil)
    mock.name = "Ada"
    mock.age = 4
    mock.draft = Draft()
    mock.badge = Badge()
    let _: Int = mock.nameSetCallCount + mock.ageSetCallCount + mock.draftSetCallCount + mock.badgeSetCallCount
    let _: Published<String?>.Publisher = mock.$name
    let _: Published<Int>.Publisher = mock.$age
    let _: Published<Draft?>.Publisher = mock.$draft
    let _: Published<Badge?>.Publisher = mock.$badge
}
