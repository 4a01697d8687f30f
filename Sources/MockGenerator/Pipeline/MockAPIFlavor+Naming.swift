import MockKit
import ScaffoldCore

extension MockAPIFlavor {
    /// The renderer's naming style for the configured flavour (ScaffoldCore knows no MockKit type).
    var namingStyle: MockNamingStyle {
        switch self {
        case .mockolo: .mockolo
        case .sourcery: .sourcery
        case .sourceryClassic: .sourceryClassic
        }
    }
}
