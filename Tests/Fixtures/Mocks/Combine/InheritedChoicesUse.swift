import Combine

func useInheritedChoices() {
    let scored = ScoredMock()
    let _: PassthroughSubject<Int, Error> = scored.scorePublisherSubject
    let _: PassthroughSubject<Double, Never> = scored.ratingPublisherSubject
    let player = PlayerMock(displayName: "", score: 0)
    let _: PassthroughSubject<Double, Never> = player.ratingPublisherSubject
    player.score = 10
    player.displayName = "Zoe"
    let _: Int = player.scoreSetCallCount + player.displayNameSetCallCount
    let _: Published<Int>.Publisher = player.$score
    let _: Published<String>.Publisher = player.$displayName
}
