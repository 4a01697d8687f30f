import Combine

func useSearchModel() {
    let mock = SearchModelMock(query: "", selection: Selection())
    let _: PassthroughSubject<Int, Never> = mock.pagePublisherSubject
    let _: PassthroughSubject<Hits, Error> = mock.hitsPublisherSubject
    mock.query = "swift"
    let _: AnyPublisher<String, Never> = mock.queryPublisher
    let _: Int = mock.querySetCallCount
    // Mockolo's mock carries `@Published` on `query` itself, so tests may subscribe to its projection.
    let _: Published<String>.Publisher = mock.$query
}
