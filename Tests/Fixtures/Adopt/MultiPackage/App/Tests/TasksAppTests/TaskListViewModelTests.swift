import Testing
@testable import TasksApp

@Test func startsEmpty() async {
    #expect(true)
}
