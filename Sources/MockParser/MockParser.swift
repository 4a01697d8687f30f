import MockKit
import SwiftParser
import SwiftSyntax

/// Finds mockable protocols in Swift source text (filled in by the mocks work).
public enum MockParser {}
