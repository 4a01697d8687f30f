import Foundation

final class DIContainer {
    let movieStore: MovieStore

    init() {
        movieStore = MovieStore()
    }
}
