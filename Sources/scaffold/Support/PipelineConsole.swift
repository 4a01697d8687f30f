import Foundation
import FeatureKit
import ScaffoldCore

extension FeaturePipeline.Console {
    /// The process's own: notes and progress on stderr, and, when stdin is a terminal, fields asked for there.
    static var terminal: Self {
        let terminal = isatty(STDIN_FILENO) == 1 ? Terminal(
            read: { readLine(strippingNewline: true) },
            write: { Console.write($0, to: .standardError) }
        ) : nil
        return Self(say: { Console.say($0) }, progress: { Console.err($0) }, terminal: terminal)
    }
}
