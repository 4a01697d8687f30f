// Created by scaffold init. Tuist (https://tuist.dev) makes Demo.xcodeproj and Demo.xcworkspace
// from this manifest: run `tuist generate` after cloning and after editing it (both are git-ignored). Swift
// files need no entry here: both targets build buildable (synchronized) folders.
import ProjectDescription

let project = Project(
    name: "Demo",
    options: .options(automaticSchemesOptions: .disabled),
    packages: [
        .package(path: "."),
    ],
    targets: [
        .target(
            name: "DemoiOS",
            destinations: [.iPhone, .iPad],
            product: .app,
            bundleId: "com.example.Demo",
            deploymentTargets: .iOS("17.0"),
            infoPlist: .extendingDefault(with: [
                "CFBundleDisplayName": "Demo",
                "UILaunchScreen": [:],
            ]),
            buildableFolders: ["AppTarget"],
            dependencies: [.package(product: "Demo")],
            settings: .settings(base: [
                "SWIFT_VERSION": "6.0",
            ])
        ),
        .target(
            name: "DemoiOSTests",
            destinations: [.iPhone, .iPad],
            product: .unitTests,
            bundleId: "com.example.DemoTests",
            deploymentTargets: .iOS("17.0"),
            buildableFolders: ["Tests/DemoTests"],
            dependencies: [.package(product: "Demo")],
            settings: .settings(base: [
                "SWIFT_VERSION": "6.0",
            ])
        ),
    ],
    schemes: [
        .scheme(
            name: "DemoiOS",
            buildAction: .buildAction(targets: ["DemoiOS"]),
            testAction: .targets(["DemoiOSTests"]),
            runAction: .runAction(executable: "DemoiOS")
        ),
    ]
)
