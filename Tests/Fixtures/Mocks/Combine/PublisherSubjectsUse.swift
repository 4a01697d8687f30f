import Combine

func useMailbox(_ mock: MailboxMock) {
    let _: PassthroughSubject<String, Never> = mock.messagesSubject
    let _: CurrentValueSubject<Dictionary<String, Bool>, Never> = mock.settingsSubject
    let _: PassthroughSubject<Cursor, Never> = mock.cursorSubject
    // What a test written for Mockolo's `--disable-combine-default-values` mocks does: assign the publisher.
    mock.messages = mock.messagesSubject.eraseToAnyPublisher()
}

func useTicker() {
    let mock = TickerMock(symbol: "ACME")
    let _: PassthroughSubject<Double, Error> = mock.pricesSubject
    let quotes = PassthroughSubject<Double, Error>()
    mock.quotesHandler = { _ in quotes.eraseToAnyPublisher() }
    let _: Int = mock.quotesCallCount
}
