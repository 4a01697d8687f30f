// expect: cannot convert value of type 'Int' to expected element type
import ProjectDescription

let target: Target = .target(name: "DemoiOS", destinations: [.iPhone], product: .app, bundleId: "com.example.Demo", buildableFolders: [1])
