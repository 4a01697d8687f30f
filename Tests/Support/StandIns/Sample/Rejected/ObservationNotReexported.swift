// expect: unknown attribute 'Observable'
import SwiftUI

// The stand-in does not re-export Observation: generated files must import it themselves.
@Observable
final class Model {
    var count = 0
}
