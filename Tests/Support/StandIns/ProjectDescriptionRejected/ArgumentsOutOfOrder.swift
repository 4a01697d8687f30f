// expect: argument 'product' must precede argument 'bundleId'
import ProjectDescription

let project = Project(
    name: "Demo",
    targets: [.target(name: "DemoiOS", destinations: [.iPhone], bundleId: "com.example.Demo", product: .app)]
)
