// expect: missing argument label 'product:' in call
import ProjectDescription

let dependency: TargetDependency = .package("Demo")
