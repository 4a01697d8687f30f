// Created by scaffold init. The one source file of the Xcode app target (iOS 17 / macOS 14): add the
// Demo package to the target's frameworks, and this file to the target. SwiftPM libraries cannot hold
// `@main`, so DemoApp lives in Demo and becomes the entry point here.
import Demo
import SwiftUI

@main
extension DemoApp {}
